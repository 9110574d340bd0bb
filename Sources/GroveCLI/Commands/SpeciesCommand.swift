import GroveCore
import GroveText
import GroveWords

/// `grove species`: the trees a person can plant, what unlocks each, and buying new ones with coins.
enum SpeciesCommand: Subcommand {
    static let name = "species"
    static var summary: String { Words.Help.speciesSummary }
    static let arguments = [
        ArgumentDeclaration(placeholder: "unlock", completion: .words(["unlock"])),
        ArgumentDeclaration(placeholder: "NAME", completion: .asked(.species)),
    ]
    static let argumentUsage = "[unlock NAME]"
    static var details: String { Words.Help.speciesDetails }

    static func run(_ options: ParsedOptions<NoOption>, _ invocation: Invocation) throws(CommandError) -> Int32 {
        let model = try invocation.viewModel()
        if let action = options.arguments.first {
            guard action == "unlock" else {
                let hint = NearestName.suggestion(for: action, among: ["unlock"])
                throw .usage(Words.SpeciesCommand.unknownAction(action: PrintableText.quoted(action), hint: hint), usage: usage)
            }
            guard options.arguments.count == 2 else { throw .usage(Words.SpeciesCommand.whichSpecies, usage: usage) }
            let typed = options.arguments[1]
            guard let name = ValueType.species.read(typed) else { throw .usage(ValueType.species.refusal(of: typed), usage: usage) }
            model.unlock(species: name)
            if let message = model.errorMessage { throw .failure(message) }
            invocation.print(Words.SpeciesCommand.unlocked(species: Species.displayName(of: name), id: name))
            return 0
        }
        let rewards = model.rewards
        let (available, locked) = (Words.SpeciesCommand.available, Words.SpeciesCommand.locked)
        // A name that is not the id also shows the id, which is what `grove species unlock` and --species take.
        let names = Species.catalog.map { $0.displayName == $0.name ? $0.name : Words.SpeciesCommand.nameAndID(name: $0.displayName, id: $0.name) }
        let nameWidth = (names.map { DisplayWidth.columns(of: $0) }.max() ?? 0) + 2
        let stateWidth = max(DisplayWidth.columns(of: available), DisplayWidth.columns(of: locked)) + 1
        var lines = [Words.SpeciesCommand.coins(coins: Words.number(rewards.coins))] + zip(Species.catalog, names).map { species, name in
            let isAvailable = rewards.isAvailable(species.name)
            let progress = species.unlock.achievement.map {
                isAvailable ? "" : " " + Words.SpeciesCommand.progress(progress: "\(rewards.progress($0))", goal: "\($0.goal)")
            } ?? ""
            let state = (isAvailable ? available : locked).padded(toColumns: stateWidth)
            return "  \(name.padded(toColumns: nameWidth)) \(state) \(species.unlock.summary)\(progress)"
        }
        let buyable = Species.catalog.filter { !rewards.isAvailable($0.name) && $0.unlock.coinPrice > 0 }
        if let next = buyable.first {
            let price = next.unlock.coinPrice
            let missing = max(0, price - rewards.coins)
            let shown = next.displayName
            lines.append(missing == 0
                ? Words.SpeciesCommand.canUnlock(species: shown, id: next.name)
                : Words.SpeciesCommand.next(species: shown, count: price, missing: Words.number(missing)))
        }
        invocation.print(lines.joined(separator: "\n"))
        return 0
    }
}
