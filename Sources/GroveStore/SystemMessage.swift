import Glibc

/// The C library's words for an `errno` value.
enum SystemMessage {
    static func text(for code: Int32) -> String {
        guard let message = strerror(code) else { return "error \(code)" }
        return String(cString: message)
    }
}
