import Glibc

/// Calls for a folder other people write into (a room): nothing there is followed, waited on or trusted.
extension Platform {
    /// Opens `path` for reading without following a symbolic link (which fails), without waiting
    /// on a pipe or device, close-on-exec: the caller checks with ``status(of:)`` what it opened.
    public static func openUntrusted(_ path: String) throws(SystemError) -> Int32 {
        try open(path, flags: O_RDONLY | O_NOFOLLOW | O_NONBLOCK)
    }

    /// Creates a new file at `path` for writing (mode 0600), failing when anything is already
    /// there, a symbolic link included, close-on-exec.
    public static func createExclusively(_ path: String) throws(SystemError) -> Int32 {
        try open(path, flags: O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW)
    }

    /// The status of what is at `path` itself: a symbolic link is told as a link, never followed.
    public static func linkStatus(ofPath path: String) throws(SystemError) -> FileStatus {
        var info = stat()
        guard lstat(path, &info) == 0 else { throw .last("lstat \(path)") }
        return FileStatus(info)
    }

    public static func setMode(_ descriptor: Int32, _ mode: UInt32) throws(SystemError) {
        guard fchmod(descriptor, mode_t(mode)) == 0 else { throw .last("fchmod") }
    }

    /// This process's effective user id: the owner of the files it creates.
    public static var userID: UInt32 { UInt32(geteuid()) }

    /// The login name of this process's user, from the user database.
    public static func userName() -> String? {
        guard let entry = getpwuid(geteuid()), let name = entry.pointee.pw_name else { return nil }
        return String(cString: name)
    }

    public static func currentFolder() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Makes a named pipe at `path` (for tests of what a room may hold).
    public static func makePipe(at path: String) throws(SystemError) {
        guard mkfifo(path, 0o600) == 0 else { throw .last("mkfifo \(path)") }
    }

    public static func symbolicLink(_ link: String, to target: String) throws(SystemError) {
        guard symlink(target, link) == 0 else { throw .last("symlink \(link)") }
    }
}
