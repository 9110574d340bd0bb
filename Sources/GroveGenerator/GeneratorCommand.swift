import FoundationEssentials
import GrovePlatform

/// The command line every build-time compiler has: `NAME INPUT_FOLDER OUTPUT_FILE`. It writes the Swift source `compile`
/// makes of the folder; problems go to standard error as `file:line: error: message`, and any error fails with status 1
/// (warnings are said and the output is written). A wrong command line exits with 2.
public enum GeneratorCommand {
    public static func run(
        name: String, input: String, help: String, compile: (String) -> (source: String?, problems: [Diagnostic])
    ) -> Never {
        let arguments = CommandLine.arguments.dropFirst()
        guard arguments.count == 2, let folder = arguments.first, let output = arguments.last else {
            printError("usage: \(name) \(input) OUTPUT_FILE")
            Platform.exitProcess(2)
        }
        let (source, problems) = compile(folder)
        problems.map(\.formatted).forEach(printError)
        guard let source, !problems.contains(where: { $0.severity == .error }) else {
            printError("\(name): \(problems.count) problem(s); \(help)")
            Platform.exitProcess(1)
        }
        do {
            try Data(source.utf8).write(to: URL(fileURLWithPath: output))
        } catch {
            printError("\(output):1: error: cannot write the generated source: \(error)")
            Platform.exitProcess(1)
        }
        Platform.exitProcess(0)
    }

    private static func printError(_ line: String) {
        try? Platform.writeAll((line + "\n").utf8, to: 2)
    }
}
