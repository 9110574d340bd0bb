import Glibc
import GroveCLI

exit(GroveCommandLine.run(Array(CommandLine.arguments.dropFirst()), context: .system()))
