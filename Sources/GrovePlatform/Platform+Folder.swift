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
}
