import GroveCore
import GroveText

/// `grove species`: the trees a person can plant, what unlocks each, and buying new ones with coins.
enum SpeciesCommand: Subcommand {
    static let name = "species"
    static let summary = "the trees, what unlocks each; buy one: grove species unlock NAME"
    static let arguments = [
        ArgumentDeclaration(placeholder: "unlock", completion: .words(["unlock"])),
        ArgumentDeclaration(placeholder: "NAME", completion: .asked(.species)),
    ]
    static let argumentUsage = "[unlock NAME]"
    static let details = """
        Grown trees earn a coin a minute (at --speed 1) and a bonus for a daily streak.
        Coins buy some species; achievements bring others (see grove achievements).
        Example: grove species unlock cherry
        """

    static func run(_ options: ParsedOptions<NoOption>, _ invocation: Invocation) throws(CommandError) -> Int32 {
        let model = try invocation.viewModel()
        if let action = options.arguments.first {
            guard action == "unlock" else {
                let hint = NearestName.suggestion(for: action, among: ["unlock"])
                throw .usage("unknown species action \(PrintableText.quoted(action))\(hint)", usage: usage)
            }
            guard options.arguments.count == 2 else { throw .usage("which species?", usage: usage) }
            let typed = options.arguments[1]
            guard let name = ValueType.species.read(typed) else { throw .usage(ValueType.species.refusal(of: typed), usage: usage) }
            model.unlock(species: name)
            if let message = model.errorMessage { throw .failure(message) }
            invocation.print("Unlocked the \(name). Plant one with: grove plant --species \(name)")
            return 0
        }
        let rewards = model.rewards
        var lines = ["coins: \(rewards.coins)"] + Species.catalog.map { species in
            let available = rewards.isAvailable(species.name)
            let progress = species.unlock.achievement.map { available ? "" : " (\(rewards.progress($0)) of \($0.goal))" } ?? ""
            let state = (available ? "available" : "locked").padded(toColumns: 10)
            return "  \(species.name.padded(toColumns: 8)) \(state) \(species.unlock.summary)\(progress)"
        }
        let buyable = Species.catalog.filter { !rewards.isAvailable($0.name) && $0.unlock.coinPrice > 0 }
        if let next = buyable.first {
            let price = next.unlock.coinPrice
            let missing = max(0, price - rewards.coins)
            lines.append(missing == 0
                ? "You can unlock the \(next.name) now: grove species unlock \(next.name)"
                : "Next: the \(next.name) for \(price) coins (\(missing) to go).")
        }
        invocation.print(lines.joined(separator: "\n"))
        return 0
    }
}
