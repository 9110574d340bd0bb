import GroveWords

/// What the store was doing to a file when the system refused: each says its own sentence, "cannot open PATH: REASON".
public enum StoreOperation: String, Sendable, Equatable, CaseIterable {
    case open, read, keepPrevious, createVersion, write, flush, replace, createFolder, openFolder, flushFolder, moveAside, inspect, list, openLock, lock

    /// The refusal of this operation on `path`, for the system's `reason` ("Permission denied").
    func refusal(path: String, reason: String) -> String {
        switch self {
        case .open: Words.Store.cannotOpen(path: path, reason: reason)
        case .read: Words.Store.cannotRead(path: path, reason: reason)
        case .keepPrevious: Words.Store.cannotKeepPrevious(path: path, reason: reason)
        case .createVersion: Words.Store.cannotCreateVersion(path: path, reason: reason)
        case .write: Words.Store.cannotWrite(path: path, reason: reason)
        case .flush: Words.Store.cannotFlush(path: path, reason: reason)
        case .replace: Words.Store.cannotReplace(path: path, reason: reason)
        case .createFolder: Words.Store.cannotCreateFolder(path: path, reason: reason)
        case .openFolder: Words.Store.cannotOpenFolder(path: path, reason: reason)
        case .flushFolder: Words.Store.cannotFlushFolder(path: path, reason: reason)
        case .moveAside: Words.Store.cannotMoveAside(path: path, reason: reason)
        case .inspect: Words.Store.cannotInspect(path: path, reason: reason)
        case .list: Words.Store.cannotList(path: path, reason: reason)
        case .openLock: Words.Store.cannotOpenLock(path: path, reason: reason)
        case .lock: Words.Store.cannotLock(path: path, reason: reason)
        }
    }
}
