import GroveWords

/// `--yes`: do it without asking, as a script must; one declaration for every command that asks first.
enum Confirmation: String, CommandOption {
    case yes
    var declaration: OptionDeclaration { flag(aliases: ["-y"], help: Words.Help.yes) }
}
