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
        let source = "from \(reading.format.rawValue)"
        if added.isEmpty {
            lines.append((dryRun ? "Would import nothing " : "Imported nothing ") + source + ".")
        } else {
            let focus = added.filter { $0.kind == .focus }
            let grown = focus.filter { $0.state == .completed }.count
            let parts = [
                grown > 0 ? "\(grown) grown" : nil, focus.count > grown ? "\(focus.count - grown) withered" : nil,
                focus.count < added.count ? Self.counted(added.count - focus.count, "break") : nil,
            ].compactMap { $0 }
            let days = Set(added.map { calendar.day(of: $0.startedAt) }).sorted()
            let span = days.count == 1 ? "on \(days[0])" : "on \(days.count) days from \(days[0]) to \(days[days.count - 1])"
            lines.append(
                (dryRun ? "Would import " : "Imported ") + Self.counted(added.count, "session") + " \(source): "
                    + Self.listed(parts) + ", \(span).")
            let coins = after.coinsEarned - before.coinsEarned
            let earned = Achievement.catalog.filter { after.earned[$0.id] != nil && before.earned[$0.id] == nil }
            var brought = Self.counted(coins, "coin")
            if !earned.isEmpty {
                brought += " and " + Self.counted(earned.count, "achievement") + " (\(earned.map(\.title).joined(separator: ", ")))"
            }
            lines.append((dryRun ? "They would bring " : "They brought ") + brought + ".")
            lines += Self.earningLess(added)
        }
        if summary.skipped > 0 {
            lines.append(Self.counted(summary.skipped, "session") + (summary.skipped == 1 ? " was" : " were") + " already here.")
        }
        if summary.deleted > 0 {
            lines.append(
                Self.counted(summary.deleted, "session")
                    + (summary.deleted == 1
                        ? " was not imported: it was deleted here, and the deletion stands."
                        : " were not imported: they were deleted here, and the deletions stand."))
        }
        if reading.openIntervals > 0 {
            lines.append(
                Self.counted(reading.openIntervals, "interval") + " still being tracked "
                    + (reading.openIntervals == 1 ? "was" : "were") + " skipped; import again once "
                    + (reading.openIntervals == 1 ? "it is" : "they are") + " stopped.")
        }
        if dryRun { lines.append("Nothing was changed (--dry-run).") }
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
        let earns = { (count: Int) in count == 1 ? "earns" : "earn" }
        return [
            short > 0 ? counted(short, "tree") + " under a minute \(earns(short)) nothing." : nil,
            fast > 0 ? counted(fast, "tree") + (fast == 1 ? " at another speed" : " at other speeds") + " \(earns(fast)) nothing." : nil,
            logged > 0 ? Words.Log.importedLogged(count: logged) : nil,
            long > 0 ? counted(long, "tree") + " over \(Int(RewardRule.longestSeconds / 60)) minutes \(earns(long)) on "
                + "\(Int(RewardRule.longestSeconds / 60)) of them." : nil,
        ].compactMap { $0 }
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    private static func listed(_ parts: [String]) -> String {
        parts.count <= 1 ? parts.joined() : parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
    }
}
