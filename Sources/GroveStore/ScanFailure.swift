/// Why the lean history reader stopped: the line, the field when it knows it,
/// and what it found there, in words a person editing the file can act on.
struct ScanFailure: Error, Equatable {
    /// 1-based line of the file where the problem is.
    let line: Int
    /// The session field being read, if the problem is inside one.
    let field: String?
    let problem: String

    init(line: Int, field: String? = nil, problem: String) {
        self.line = line
        self.field = field
        self.problem = problem
    }

    /// The same failure, attributed to `field` unless it already names one.
    func within(field name: String) -> ScanFailure {
        field == nil ? ScanFailure(line: line, field: name, problem: problem) : self
    }

    var description: String {
        field.map { "line \(line), field \"\($0)\": \(problem)" } ?? "line \(line): \(problem)"
    }
}
