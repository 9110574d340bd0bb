import FoundationEssentials
import GrovePlatform

// grove-art-compiler ART_FOLDER OUTPUT_FILE: checks the art and writes it as Swift source. Problems go to standard error
// as `file:line: error: message` with exit status 1; a wrong command line exits with 2.

func printError(_ line: String) {
    try? Platform.writeAll((line + "\n").utf8, to: 2)
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let folder = arguments.first, let output = arguments.last else {
    printError("usage: grove-art-compiler ART_FOLDER OUTPUT_FILE")
    Platform.exitProcess(2)
}

switch ArtCompiler.compile(ArtFolder(path: folder)) {
case .success(let source):
    do {
        try Data(source.utf8).write(to: URL(fileURLWithPath: output))
    } catch {
        printError("\(output):1: error: cannot write the generated art: \(error)")
        Platform.exitProcess(1)
    }
case .failure(let problems):
    problems.diagnostics.map(\.formatted).forEach(printError)
    printError("grove-art-compiler: \(problems.diagnostics.count) problem(s) in the art; see Art/README.md")
    Platform.exitProcess(1)
}
