import Glibc

/// What distinguishes one version of a file from another without reading it:
/// a durable replacement always brings a new inode.
struct FileIdentity: Equatable {
    let inode: UInt64
    let size: Int64
    let modifiedSeconds: Int
    let modifiedNanoseconds: Int

    /// The identity of the file at `path`, or nil when there is none.
    init?(path: String) throws(StoreError) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT { return nil }
            throw .system(path: path, operation: "inspect", errno: errno)
        }
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modifiedSeconds = Int(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int(info.st_mtim.tv_nsec)
    }
}
