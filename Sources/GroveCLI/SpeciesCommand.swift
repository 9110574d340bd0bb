import GroveCore
import GroveText

/// `grove species`: the trees a person can plant, and unlocking new ones with coins.
enum SpeciesCommand: Subcommand {
    static let name = "species"
    static let summary = "list species; unlock one with coins: grove species unlock NAME"
    static let syntax = CommandSyntax(
        arguments: [
            ArgumentDeclaration(placeholder: "unlock", completion: .words(["unlock"])),
            ArgumentDeclaration(placeholder: "NAME", completion: .asked(.species)),
        ],
        argumentUsage: "[unlock NAME]")
    static let details = """
        Grown trees earn a coin a minute (at --speed 1), plus a bonus for keeping a daily streak.
        Example: grove species unlock cherry
        """

    static func run(_ options: ParsedOptions, _ invocation: Invocation) throws(CommandError) -> Int32 {
        let model = try invocation.viewModel()
        switch options.arguments.first {
        case nil:
            break
        case "unlock":
            guard options.arguments.count == 2 else { throw .usage("which species?", usage: usage) }
            let name = options.arguments[1]
            guard Species.named(name) != nil else {
                throw .usage("'\(PrintableText.escaped(name))' \(ValueType.species.rule)", usage: usage)
            }
            model.unlock(species: name)
            if let message = model.errorMessage { throw .failure(message) }
            invocation.print("Unlocked the \(name). Plant one with: grove plant --species \(name)")
        case let other?:
            throw .usage("unknown species action '\(PrintableText.escaped(other))'", usage: usage)
        }
        let rewards = model.rewards
        var lines = ["coins: \(rewards.coins)"]
        for species in Species.catalog {
            let state = rewards.isAvailable(species.name)
                ? (species.isFree ? "free" : "unlocked")
                : "\(species.price) coins"
            lines.append("  \(species.name.padded(toColumns: 8)) \(state)")
        }
        if let next = Species.catalog.first(where: { !rewards.isAvailable($0.name) }) {
            let missing = max(0, next.price - rewards.coins)
            lines.append(missing == 0
                ? "You can unlock the \(next.name) now: grove species unlock \(next.name)"
                : "Next: the \(next.name) for \(next.price) coins (\(missing) to go).")
        }
        if options.arguments.isEmpty { invocation.print(lines.joined(separator: "\n")) }
        return 0
    }
}
