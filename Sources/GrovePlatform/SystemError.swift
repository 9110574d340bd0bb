import Glibc

/// A failed system call and the `errno` it left, read right after the call.
public struct SystemError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The call that failed, such as "open" or "write".
    public let call: String
    public let code: Int32

    public init(call: String, code: Int32) {
        self.call = call
        self.code = code
    }

    /// The error the call that just failed left in `errno`.
    static func last(_ call: String) -> SystemError { SystemError(call: call, code: errno) }

    /// The system's words for the error, such as "Permission denied".
    public var message: String { String(cString: strerror(code)) }

    public var description: String { "\(call): \(message)" }

    public var isMissing: Bool { code == ENOENT }
    public var isAlreadyThere: Bool { code == EEXIST }
    /// The path is a symbolic link, and the call was told not to follow one.
    public var isSymbolicLink: Bool { code == ELOOP }
    public var isNotAFolder: Bool { code == ENOTDIR }
    /// A file was to be read, and the path names a folder.
    public var isAFolder: Bool { code == EISDIR }
    /// The device has gone away (a closed terminal).
    public var isGone: Bool { code == EIO || code == EBADF }
    /// A non-blocking descriptor had nothing to read, or no room to write.
    public var isWouldBlock: Bool { code == EAGAIN || code == EWOULDBLOCK }
}
