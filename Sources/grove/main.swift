import GrovePlatform
import GroveCLI
import GroveWords

let context = SystemContext()
let language = GroveCommandLine.languageChoice(context).language
Platform.exitProcess(Words.$language.withValue(language) { GroveCommandLine.run(Array(CommandLine.arguments.dropFirst()), context: context) })
