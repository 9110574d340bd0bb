/// A problem found in the art, pinned to a line of a file.
struct Diagnostic: Error, Equatable {
    let file: String
    /// 1-based.
    let line: Int
    /// What is wrong, and where it helps, how to fix it.
    let message: String

    /// The line compilers and editors understand: `file:line: error: message`.
    var formatted: String { "\(file):\(line): error: \(message)" }
}
