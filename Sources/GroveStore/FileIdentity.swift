import GrovePlatform

/// What distinguishes one version of a file from another without reading it:
/// a durable replacement always brings a new inode.
struct FileIdentity: Equatable {
    let inode: UInt64
    let size: Int
    let modifiedSeconds: Int
    let modifiedNanoseconds: Int

    /// The identity of the file at `path`, or nil when there is none.
    init?(path: String) throws(StoreError) {
        let status: FileStatus
        do {
            status = try Platform.status(ofPath: path)
        } catch {
            if error.isMissing { return nil }
            throw .system(path: path, operation: "inspect", errno: error.code)
        }
        inode = status.inode
        size = status.size
        modifiedSeconds = status.modifiedSeconds
        modifiedNanoseconds = status.modifiedNanoseconds
    }
}
