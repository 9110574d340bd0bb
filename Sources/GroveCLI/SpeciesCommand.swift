import GroveCore

/// `grove species`: the trees a person can plant, what unlocks each, and buying new ones with coins.
enum SpeciesCommand: Subcommand {
    static let name = "species"
    static let summary = "the trees, what unlocks each; buy one: grove species unlock NAME"
    static let spec = OptionSpec(positionals: 2, usage: "grove species [unlock NAME]")
    static let details = """
        Grown trees earn a coin a minute (at --speed 1), plus a bonus for keeping a daily streak.
        Some species are bought with coins; others come with an achievement (see grove achievements).
        Example: grove species unlock cherry
        """

    static func run(_ options: ParsedOptions, _ invocation: Invocation) throws(CommandError) -> Int32 {
        let model = try invocation.viewModel()
        switch options.positionals.first {
        case nil:
            break
        case "unlock":
            guard options.positionals.count == 2 else { throw .usage("which species?", usage: spec.usage) }
            let name = options.positionals[1]
            guard Species.named(name) != nil else {
                throw .usage("unknown species '\(name)'; choose from \(Species.catalog.map(\.name).joined(separator: ", "))", usage: spec.usage)
            }
            model.unlock(species: name)
            if let message = model.errorMessage { throw .failure(message) }
            invocation.print("Unlocked the \(name). Plant one with: grove plant --species \(name)")
        case let other?:
            throw .usage("unknown species action '\(other)'", usage: spec.usage)
        }
        let rewards = model.rewards
        var lines = ["coins: \(rewards.coins)"]
        for species in Species.catalog {
            let available = rewards.isAvailable(species.name)
            var unlock = species.unlock.summary
            if let achievement = species.unlock.achievement, !available {
                unlock += " (\(rewards.progress(achievement)) of \(achievement.goal))"
            }
            lines.append("  \(species.name.padding(8)) \((available ? "available" : "locked").padding(10)) \(unlock)")
        }
        let buyable = Species.catalog.filter { !rewards.isAvailable($0.name) && $0.unlock.coinPrice > 0 }
        if let next = buyable.first {
            let price = next.unlock.coinPrice
            let missing = max(0, price - rewards.coins)
            lines.append(missing == 0
                ? "You can unlock the \(next.name) now: grove species unlock \(next.name)"
                : "Next: the \(next.name) for \(price) coins (\(missing) to go).")
        }
        if options.positionals.isEmpty { invocation.print(lines.joined(separator: "\n")) }
        return 0
    }
}

extension String {
    /// The text padded with spaces to `width` columns (never cut).
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
