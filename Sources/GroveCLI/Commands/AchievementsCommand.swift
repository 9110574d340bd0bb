import GroveCore
import GroveText

/// `grove achievements`: what has been earned, and how far the rest are.
enum AchievementsCommand: Subcommand {
    static let name = "achievements"
    static let summary = "list achievements, earned and to come"
    static let details = "Only sessions at --speed 1 count towards achievements."

    static func run(_ options: ParsedOptions<NoOption>, _ invocation: Invocation) throws(CommandError) -> Int32 {
        let rewards = try invocation.viewModel().rewards
        let lines = Achievement.catalog.map { achievement in
            let gift = Species.unlocked(by: achievement).map { "; unlocks the \($0.name)" }.joined()
            let progress = min(rewards.progress(achievement), achievement.goal)
            let (mark, state) = rewards.earned[achievement.id].map { ("✓", "\(invocation.context.calendar.day(of: $0))") }
                ?? ("·", "\(NumberText.grouped(progress))/\(NumberText.grouped(achievement.goal))")
            return "  \(mark) \(achievement.title.padded(toColumns: 15)) \(achievement.detail) (\(state))\(gift)"
        }
        invocation.print("\(rewards.earned.count) of \(Achievement.catalog.count) earned\n" + lines.joined(separator: "\n"))
        return 0
    }
}
