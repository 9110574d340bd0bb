import GroveCore
import GroveText

/// `grove achievements`: what has been earned, and how far the rest are.
enum AchievementsCommand: Subcommand {
    static let name = "achievements"
    static let summary = "list achievements, earned and to come"
    static let syntax = CommandSyntax()
    static let details = "Only sessions at --speed 1 count towards achievements."

    static func run(_ options: ParsedOptions, _ invocation: Invocation) throws(CommandError) -> Int32 {
        let rewards = try invocation.viewModel().rewards
        var lines: [String] = []
        for achievement in Achievement.catalog {
            let progress = min(rewards.progress(achievement), achievement.goal)
            let gift = Species.unlocked(by: achievement).map { "; unlocks the \($0.name)" }.joined()
            if let date = rewards.earned[achievement.id] {
                lines.append("  ✓ \(achievement.title.padded(toColumns: 15)) \(achievement.detail) (\(invocation.context.calendar.day(of: date)))\(gift)")
            } else {
                lines.append("  · \(achievement.title.padded(toColumns: 15)) \(achievement.detail) (\(progress)/\(achievement.goal))\(gift)")
            }
        }
        invocation.print("\(rewards.earned.count) of \(Achievement.catalog.count) earned\n" + lines.joined(separator: "\n"))
        return 0
    }
}
