import GroveCore
import GroveWords

/// What `grove import` says it did, or with `--dry-run` would do: the sessions by outcome,
/// the days they fall on, and what they brought (the change in the reward ledger).
struct ImportReport {
    let reading: ImportFormat.Reading
    let summary: ImportSummary
    /// The ledger of the history before the import, and with the new sessions.
    let before: RewardLedger
    let after: RewardLedger
    let dryRun: Bool

    func text(calendar: LocalCalendar) -> String {
        let added = summary.added
        var lines: [String] = []
        let format = reading.format.shown
        if added.isEmpty {
            lines.append(dryRun ? Words.Importing.wouldImportNothing(format: format) : Words.Importing.importedNothing(format: format))
        } else {
            let focus = added.filter { $0.kind == .focus }
            let grown = focus.filter { $0.state == .completed }.count
            let outcomes = SpokenList.joined([
                grown > 0 ? Words.Importing.grown(count: grown) : nil,
                focus.count > grown ? Words.Importing.withered(count: focus.count - grown) : nil,
                focus.count < added.count ? Words.Importing.breaks(count: added.count - focus.count) : nil,
            ].compactMap { $0 })
            let days = Set(added.map { calendar.day(of: $0.startedAt) }).sorted()
            let span = days.count == 1
                ? Words.Importing.onDay(day: "\(days[0])")
                : Words.Importing.onDays(count: days.count, first: "\(days[0])", last: "\(days[days.count - 1])")
            lines.append(dryRun
                ? Words.Importing.wouldImport(count: added.count, format: format, outcomes: outcomes, days: span)
                : Words.Importing.imported(count: added.count, format: format, outcomes: outcomes, days: span))
            let coins = Words.Importing.coins(count: after.coinsEarned - before.coinsEarned)
            let earned = Achievement.catalog.filter { after.earned[$0.id] != nil && before.earned[$0.id] == nil }
            if earned.isEmpty {
                lines.append(dryRun ? Words.Importing.wouldBring(coins: coins) : Words.Importing.brought(coins: coins))
            } else {
                let achievements = Words.Importing.achievements(count: earned.count, titles: earned.map(\.title).joined(separator: ", "))
                lines.append(dryRun
                    ? Words.Importing.wouldBringAchievements(coins: coins, achievements: achievements)
                    : Words.Importing.broughtAchievements(coins: coins, achievements: achievements))
            }
            lines += Self.earningLess(added)
        }
        if summary.skipped > 0 { lines.append(Words.Importing.alreadyHere(count: summary.skipped)) }
        if summary.deleted > 0 { lines.append(Words.Importing.deletedHere(count: summary.deleted)) }
        if reading.openIntervals > 0 { lines.append(Words.Importing.stillTracked(count: reading.openIntervals)) }
        if dryRun { lines.append(Words.Importing.dryRun) }
        return lines.joined(separator: "\n")
    }

    /// What of `added` earns less than its focus (``RewardRule``): "1 tree under a minute earns nothing.",
    /// "2 trees over 180 minutes earn on 180 of them."
    private static func earningLess(_ added: [FinishedSession]) -> [String] {
        let grown = added.filter { $0.kind == .focus && $0.state == .completed }
        let short = grown.count { RewardRule.exclusion(of: $0) == .underAMinute }
        let fast = grown.count { RewardRule.exclusion(of: $0) == .atOtherSpeed }
        let logged = grown.count { RewardRule.exclusion(of: $0) == .logged }
        let long = grown.count { $0.countsForTheGame && $0.focusedSeconds > RewardRule.longestSeconds }
        return [
            short > 0 ? Words.Importing.underAMinute(count: short) : nil,
            fast > 0 ? Words.Importing.atOtherSpeeds(count: fast) : nil,
            logged > 0 ? Words.Log.importedLogged(count: logged) : nil,
            long > 0 ? Words.Importing.overLongest(count: long, minutes: "\(Int(RewardRule.longestSeconds / 60))") : nil,
        ].compactMap { $0 }
    }
}
