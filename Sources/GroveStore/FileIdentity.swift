import GrovePlatform

/// What distinguishes one version of a file from another without reading it (its size, date
/// and inode): a durable replacement always brings a new inode.
typealias FileIdentity = FileStatus

extension FileIdentity {
    /// The identity of the file at `path`, or nil when there is none.
    init?(path: String) throws(StoreError) {
        do {
            self = try Platform.status(ofPath: path)
        } catch {
            if error.isMissing { return nil }
            throw .system(path: path, operation: "inspect", errno: error.code)
        }
    }
}
