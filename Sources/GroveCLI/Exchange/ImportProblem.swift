import FoundationEssentials
import GroveCore
import GroveText

/// Why a file cannot be imported, naming the record or line refused; nothing is added.
struct ImportProblem: Error, CustomStringConvertible {
    let description: String
    /// Whether the file holds text that could command a terminal, rather than merely wrong values.
    let isUnprintable: Bool

    static func failure(_ description: String) -> ImportProblem { ImportProblem(description: description, isUnprintable: false) }
    static func unprintable(_ description: String) -> ImportProblem { ImportProblem(description: description, isUnprintable: true) }

    /// The record `name` of the file `data` (JSON) could not be decoded: `error` in words, the first `skipping` steps of
    /// its path (the array's index, already in the name) left out.
    static func undecodable(_ name: String, _ error: any Error, in data: Data? = nil, skipping: Int = 0) -> ImportProblem {
        let problem = JSONFormat.problem(error, in: data, skipping: skipping)
        return PrintableText.isPrintable(problem)
            ? .failure("\(name): \(problem)") : .unprintable("\(name): \(PrintableText.escaped(problem))")
    }
}
