import GroveCore
import GroveText
import GroveWords

/// `grove achievements`: what has been earned, and how far the rest are.
enum AchievementsCommand: Subcommand {
    static let name = "achievements"
    static var summary: String { Words.Help.achievementsSummary }
    static var details: String { Words.Help.achievementsDetails }

    static func run(_ options: ParsedOptions<NoOption>, _ invocation: Invocation) throws(CommandError) -> Int32 {
        let rewards = try invocation.viewModel().rewards
        let titleWidth = (Achievement.catalog.map { DisplayWidth.columns(of: $0.title) }.max() ?? 0) + 1
        let lines = Achievement.catalog.map { achievement in
            let progress = min(rewards.progress(achievement), achievement.goal)
            let (mark, state) = rewards.earned[achievement.id].map { ("✓", "\(invocation.context.calendar.day(of: $0))") }
                ?? ("·", "\(NumberText.grouped(progress))/\(NumberText.grouped(achievement.goal))")
            let gifts = Species.unlocked(by: achievement).map(\.displayName)
            let row = gifts.isEmpty
                ? Words.Achievements.row(detail: achievement.detail, state: state)
                : Words.Achievements.rowUnlocking(detail: achievement.detail, state: state, species: SpokenList.joined(gifts))
            return "  \(mark) \(achievement.title.padded(toColumns: titleWidth)) \(row)"
        }
        let earned = Words.Achievements.earned(earned: "\(rewards.earned.count)", total: "\(Achievement.catalog.count)")
        invocation.print(earned + "\n" + lines.joined(separator: "\n"))
        return 0
    }
}
