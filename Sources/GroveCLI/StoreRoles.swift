import GroveCore

/// A data folder's store as the commands use it: one typed property a role, so that
/// no command has to ask the repository what else it can do.
public struct StoreRoles {
    public let repository: SessionRepository
    /// `grove import`.
    public let importing: SessionImporting
    /// `grove history edit|delete`.
    public let amending: HistoryAmending
    /// `grove doctor`.
    public let checking: DataChecking
    /// The files whose change may change the live record, for the game screen to watch;
    /// empty when it must look at the store itself, once a second.
    public let watchedPaths: () -> [String]

    public init(
        _ store: some SessionRepository & SessionImporting & HistoryAmending & DataChecking,
        watchedPaths: @escaping () -> [String] = { [] }
    ) {
        repository = store
        importing = store
        amending = store
        checking = store
        self.watchedPaths = watchedPaths
    }
}
