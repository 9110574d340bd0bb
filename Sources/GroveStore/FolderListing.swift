import Glibc

/// The names in a folder, read with `readdir`.
enum FolderListing {
    /// The entries of `folder` except `.` and `..`, sorted; nil when it does not exist.
    static func names(in folder: String) throws(StoreError) -> [String]? {
        guard let directory = opendir(folder) else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw .system(path: folder, operation: "list", errno: errno)
        }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Whether `path` is a folder.
    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether anything exists at `path`.
    static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }
}
