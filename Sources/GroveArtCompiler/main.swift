import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// grove-art-compiler ART_FOLDER OUTPUT_FILE
//
// Checks the art of ART_FOLDER and writes it as Swift source to OUTPUT_FILE.
// Problems are printed to standard error as `file:line: error: message`, and
// the exit status is 1; a wrong command line exits with 2.

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let folder = arguments.first, let output = arguments.last else {
    StandardError.print("usage: grove-art-compiler ART_FOLDER OUTPUT_FILE")
    exit(2)
}

switch ArtCompiler.compile(ArtFolder(path: folder)) {
case .success(let source):
    do {
        try Data(source.utf8).write(to: URL(fileURLWithPath: output))
    } catch {
        StandardError.print("\(output):1: error: cannot write the generated art: \(error)")
        exit(1)
    }
case .failure(let problems):
    for problem in problems.diagnostics {
        StandardError.print(problem.formatted)
    }
    StandardError.print("grove-art-compiler: \(problems.diagnostics.count) problem(s) in the art; see Art/README.md")
    exit(1)
}
