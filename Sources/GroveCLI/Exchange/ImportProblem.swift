import FoundationEssentials
import GroveCore
import GroveText

/// Why a file cannot be imported, naming the record or line refused; nothing is added. Whatever is wrong (text that could
/// command a terminal too), it is a file that could not be taken: exit status 1, never a usage error.
struct ImportProblem: Error, CustomStringConvertible {
    let description: String

    static func failure(_ description: String) -> ImportProblem { ImportProblem(description: description) }

    /// The record `name` of the file `data` (JSON) could not be decoded: `error` in words, the first `skipping` steps of
    /// its path (the array's index, already in the name) left out.
    static func undecodable(_ name: String, _ error: any Error, in data: Data? = nil, skipping: Int = 0) -> ImportProblem {
        .failure("\(name): \(PrintableText.escaped(JSONFormat.problem(error, in: data, skipping: skipping)))")
    }
}
