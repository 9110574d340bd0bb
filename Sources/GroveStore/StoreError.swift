import GrovePlatform
import GroveWords

/// Why the store could not do what was asked, with the path and what to do about it.
public enum StoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A file exists but cannot be understood; it is left untouched.
    case unreadable(path: String, problem: String)
    /// A file was written by a newer grove; it is left untouched.
    case newerVersion(path: String, found: Int, supported: Int)
    /// The operating system refused an operation.
    case system(path: String, operation: StoreOperation, errno: Int32)
    /// A session handed to the store breaks a rule of stored sessions; nothing was written,
    /// because the store would refuse to read it back.
    case invalidSession(id: String, field: String, problem: String)
    /// The data folder's path names a file, or passes through one at `path`; it is left untouched.
    case notAFolder(path: String, dataFolder: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let problem):
            // A decoder's words may end a sentence of their own.
            let sentence = problem.hasSuffix(".") ? String(problem.dropLast()) : problem
            return Words.Store.unreadable(path: path, problem: sentence, command: "grove doctor --repair")
        case .newerVersion(let path, let found, let supported):
            return Words.Store.newerVersion(path: path, found: String(found), supported: String(supported))
        case .system(let path, let operation, let code):
            return operation.refusal(path: path, reason: SystemError(call: operation.rawValue, code: code).message)
        case .invalidSession(let id, let field, let problem):
            return Words.Store.invalidSession(id: id, field: field, problem: problem)
        case .notAFolder(let path, let dataFolder):
            return path == dataFolder
                ? Words.Store.dataFolderIsAFile(path: path) : Words.Store.dataFolderInAFile(path: path, dataFolder: dataFolder)
        }
    }
}

extension StoreError {
    /// The value of `call`, or its failure as a ``system(path:operation:errno:)`` naming
    /// `path` and what grove was doing to it.
    static func naming<Value>(
        _ path: String, _ operation: StoreOperation, _ call: @autoclosure () throws(SystemError) -> Value
    ) throws(StoreError) -> Value {
        do {
            return try call()
        } catch {
            throw .system(path: path, operation: operation, errno: error.code)
        }
    }

    /// As ``naming(_:_:_:)``, but nil when nothing is at `path`.
    static func namingUnlessMissing<Value>(
        _ path: String, _ operation: StoreOperation, _ call: @autoclosure () throws(SystemError) -> Value
    ) throws(StoreError) -> Value? {
        do {
            return try call()
        } catch {
            if error.isMissing { return nil }
            throw .system(path: path, operation: operation, errno: error.code)
        }
    }
}
