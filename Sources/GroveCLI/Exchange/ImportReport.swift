import GroveCore

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
        }
        if summary.skipped > 0 {
            lines.append(Self.counted(summary.skipped, "session") + (summary.skipped == 1 ? " was" : " were") + " already here.")
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

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    private static func listed(_ parts: [String]) -> String {
        parts.count <= 1 ? parts.joined() : parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
    }
}
