import GrovePlatform

/// Writing messages to the standard error stream.
enum StandardError {
    /// Writes `line` and a newline to standard error.
    static func print(_ line: String) {
        try? Platform.writeAll((line + "\n").utf8, to: 2)
    }
}
