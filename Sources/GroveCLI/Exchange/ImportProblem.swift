/// Why a file cannot be imported, naming the record or line refused; nothing is added.
struct ImportProblem: Error, CustomStringConvertible {
    let description: String
    /// Whether the file holds text that could command a terminal, rather than merely wrong values.
    let isUnprintable: Bool

    static func failure(_ description: String) -> ImportProblem { ImportProblem(description: description, isUnprintable: false) }
    static func unprintable(_ description: String) -> ImportProblem { ImportProblem(description: description, isUnprintable: true) }
}
