/// A problem found in the art, pinned to a line of a file.
struct Diagnostic: Error, Equatable {
    /// The path of the file, as it is printed.
    let file: String
    /// The 1-based line the problem is on.
    let line: Int
    /// What is wrong, and where it helps, how to fix it.
    let message: String

    /// The line compilers and editors understand: `file:line: error: message`.
    var formatted: String { "\(file):\(line): error: \(message)" }
}
