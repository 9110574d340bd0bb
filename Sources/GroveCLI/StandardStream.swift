import GrovePlatform

/// Unbuffered writes to standard output and error: each call reaches the
/// descriptor whole, so output and error lines never interleave out of order.
enum StandardStream {
    /// Writes `text`; a stream that has gone away (a closed pipe) takes nothing more.
    static func write(_ text: String, to descriptor: Int32) {
        try? Platform.writeAll(text.utf8, to: descriptor)
    }
}
