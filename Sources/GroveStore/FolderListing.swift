import Glibc
import GrovePlatform

/// The names in a folder, through the platform's one listing, as the store wants them.
enum FolderListing {
    /// The entries of `folder` except `.` and `..`, sorted; nil when it does not exist.
    static func names(in folder: String) throws(StoreError) -> [String]? {
        do {
            return try Platform.entries(ofFolder: folder).sorted()
        } catch {
            if error.code == ENOENT || error.code == ENOTDIR { return nil }
            throw .system(path: folder, operation: "list", errno: error.code)
        }
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
