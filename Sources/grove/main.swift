import GrovePlatform
import GroveCLI

Platform.exitProcess(GroveCommandLine.run(Array(CommandLine.arguments.dropFirst()), context: SystemContext()))
