import Glibc

/// What the system knows about a file without reading it (`stat`).
public struct FileStatus: Equatable, Sendable {
    public let device: UInt64
    /// The file's number on its device: a file replaced by a rename has a new one.
    public let inode: UInt64
    public let size: Int
    /// When its contents last changed: whole seconds since 1970, and the nanoseconds after them.
    public let modifiedSeconds: Int
    public let modifiedNanoseconds: Int
    public let isFolder: Bool
    /// Whether it is a regular file: not a folder, link, pipe or device.
    public let isRegularFile: Bool
    public let owner: UInt32

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int(info.st_size)
        modifiedSeconds = Int(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int(info.st_mtim.tv_nsec)
        isFolder = (info.st_mode & S_IFMT) == S_IFDIR
        isRegularFile = (info.st_mode & S_IFMT) == S_IFREG
        owner = UInt32(info.st_uid)
    }
}
