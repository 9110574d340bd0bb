import GrovePlatform

/// What distinguishes one version of a file from another without reading it: its status, equal only when every field
/// is (a durable replacement always brings a new inode).
typealias FileIdentity = FileStatus

extension FileIdentity {
    /// The identity of the file at `path`, or nil when there is none.
    init?(path: String) throws(StoreError) {
        guard let status = try StoreError.namingUnlessMissing(path, .inspect, Platform.status(ofPath: path)) else { return nil }
        self = status
    }
}
