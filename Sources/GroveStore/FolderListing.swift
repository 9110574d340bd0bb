import GrovePlatform

/// The names in a folder, through the platform's one listing, as the store wants them.
enum FolderListing {
    /// The entries of `folder` except `.` and `..`, sorted; nil when it does not exist.
    static func names(in folder: String) throws(StoreError) -> [String]? {
        do {
            return try Platform.entries(ofFolder: folder).sorted()
        } catch {
            if error.isMissing || error.isNotAFolder { return nil }
            throw .system(path: folder, operation: .list, errno: error.code)
        }
    }
}
