import Glibc

extension Platform {
    /// The names in the folder at `path`, without "." and "..", in no particular order.
    public static func entries(ofFolder path: String) throws(SystemError) -> [String] {
        guard let directory = opendir(path) else { throw .last("opendir \(path)") }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The folder holding `path`: "." for a bare name, "/" for a name at the root.
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
