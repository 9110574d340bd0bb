import Glibc

extension Platform {
    public enum WriteMode: Sendable {
        /// Replaces what the file held.
        case truncate
        /// Adds to its end.
        case append
        /// Creates it, failing when something is already at the path.
        case createNew
    }

    /// Opens `path` with `flags`, always close-on-exec; a file it creates gets mode 0600.
    static func open(_ path: String, flags: Int32) throws(SystemError) -> Int32 {
        let descriptor = Glibc.open(path, flags | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .last("open \(path)") }
        return descriptor
    }

    public static func openForReading(_ path: String) throws(SystemError) -> Int32 {
        try open(path, flags: O_RDONLY)
    }

    /// Creates the file with mode 0600 if needed.
    public static func openForWriting(_ path: String, mode: WriteMode) throws(SystemError) -> Int32 {
        let modeFlags = switch mode {
        case .truncate: O_TRUNC
        case .append: O_APPEND
        case .createNew: O_EXCL
        }
        return try open(path, flags: O_WRONLY | O_CREAT | modeFlags)
    }

    /// Creates the file with mode 0600 if needed, and leaves its contents as they are.
    public static func openForLocking(_ path: String) throws(SystemError) -> Int32 {
        try open(path, flags: O_RDWR | O_CREAT)
    }

    /// Opens the folder at `path` to ``flush(_:)`` it.
    public static func openFolder(_ path: String) throws(SystemError) -> Int32 {
        try open(path, flags: O_RDONLY | O_DIRECTORY)
    }

    /// Opens `path` for reading and writing without making it the controlling terminal.
    public static func openTerminal(_ path: String) throws(SystemError) -> Int32 {
        try open(path, flags: O_RDWR | O_NOCTTY)
    }

    public static func close(_ descriptor: Int32) { _ = Glibc.close(descriptor) }

    /// Waits until what was written to `descriptor` (a file, or a folder's entries) is on disk.
    public static func flush(_ descriptor: Int32) throws(SystemError) {
        guard fsync(descriptor) == 0 else { throw .last("fsync") }
    }

    public static func readFile(_ path: String) throws(SystemError) -> [UInt8] {
        let descriptor = try openForReading(path)
        defer { close(descriptor) }
        return try readToEnd(from: descriptor, expectedSize: try? status(of: descriptor).size)
    }

    /// Writes `bytes` to the file at `path` (mode 0600 when created); not crash-safe,
    /// for logs and notes that may be lost.
    public static func writeFile(_ path: String, _ bytes: some Collection<UInt8>, mode: WriteMode) throws(SystemError) {
        let descriptor = try openForWriting(path, mode: mode)
        defer { close(descriptor) }
        try writeAll(bytes, to: descriptor)
    }

    public static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    /// Whether this process may run the file at `path`.
    public static func isExecutable(_ path: String) -> Bool { access(path, X_OK) == 0 }

    /// The status of the file at `path`, following symbolic links.
    public static func status(ofPath path: String) throws(SystemError) -> FileStatus {
        var info = stat()
        guard stat(path, &info) == 0 else { throw .last("stat \(path)") }
        return FileStatus(info)
    }

    public static func status(of descriptor: Int32) throws(SystemError) -> FileStatus {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .last("fstat") }
        return FileStatus(info)
    }

    public static func isFolder(_ path: String) -> Bool { (try? status(ofPath: path).isFolder) ?? false }

    /// Removes the file at `path`; a missing file is not an error. Whether a file was removed.
    @discardableResult
    public static func remove(_ path: String) -> Bool { unlink(path) == 0 }

    /// Renames `source` to `target`, replacing what `target` was in one step.
    public static func rename(_ source: String, to target: String) throws(SystemError) {
        guard Glibc.rename(source, target) == 0 else { throw .last("rename \(source)") }
    }

    /// Makes `link` a second name of the file at `path` (a hard link).
    public static func link(_ path: String, as link: String) throws(SystemError) {
        guard Glibc.link(path, link) == 0 else { throw .last("link \(path)") }
    }

    /// Creates the folder `path` (mode 0700); its parent must exist.
    public static func makeFolder(_ path: String) throws(SystemError) {
        guard mkdir(path, 0o700) == 0 else { throw .last("mkdir \(path)") }
    }

    public static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(path, &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
