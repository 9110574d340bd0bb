/// A problem found in a source a build-time compiler reads, pinned to a line of a file.
public struct Diagnostic: Error, Equatable, Sendable {
    public enum Severity: String, Sendable {
        /// The build fails.
        case error
        /// Said, and the build goes on; a test holds the line.
        case warning
    }

    public let file: String
    /// 1-based.
    public let line: Int
    /// What is wrong, and where it helps, how to fix it.
    public let message: String
    public let severity: Severity

    public init(file: String, line: Int, message: String, severity: Severity = .error) {
        self.file = file
        self.line = line
        self.message = message
        self.severity = severity
    }

    /// The line compilers and editors understand: `file:line: error: message`.
    public var formatted: String { "\(file):\(line): \(severity.rawValue): \(message)" }
}
