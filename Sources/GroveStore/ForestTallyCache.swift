import FoundationEssentials
import GroveCore

/// The forest's tallies of whole months (``ForestTally``) in `forest.cache.json`, so a year is summed without the history.
/// Never the only copy: a month is recounted when its files' digest changes, all are when damaged, of another calendar or
/// counted under another ``RewardRule``.
struct ForestTallyCache: Codable {
    struct Month: Codable {
        /// The digest (``DeviceLogs/digest(_:)``) of the month's files and the event files it was counted from.
        var sources: String
        /// Day ordinal, grown, withered, focus seconds and trees that count for the game, one day with a tree
        /// after the other in day order: one flat array decodes far faster than an array a day.
        var days: [Double]
        /// Day ordinal, grown and withered at other speeds, for the days with such a tree:
        /// apart from `days`, so a cache from before they were counted apart is counted again.
        var otherSpeeds: [Double]
        /// Day ordinal and logged trees (``ForestTally/Day/logged``), for the days with one.
        var logged: [Double]
        var byTag: [String: Double]
        var byHour: [Double]
        var earliest: Int?
        /// The pauses of the month's trees, and their projects: a cache from before they were counted has neither, and is
        /// counted again.
        var interruptions: InterruptionTally
        var projects: ProjectTally

        init(sources: String, tally: ForestTally) {
            self.sources = sources
            days = tally.days.sorted { $0.key < $1.key }.flatMap { day, counts in
                [Double(day.ordinal), Double(counts.grown), Double(counts.withered), counts.focusSeconds, Double(counts.treesThatCount)]
            }
            otherSpeeds = tally.days.filter { $0.value.grownAtOtherSpeeds + $0.value.witheredAtOtherSpeeds > 0 }
                .sorted { $0.key < $1.key }
                .flatMap { day, counts in
                    [Double(day.ordinal), Double(counts.grownAtOtherSpeeds), Double(counts.witheredAtOtherSpeeds)]
                }
            logged = tally.days.filter { $0.value.logged > 0 }.sorted { $0.key < $1.key }
                .flatMap { day, counts in [Double(day.ordinal), Double(counts.logged)] }
            byTag = tally.byTag
            byHour = tally.byHour
            earliest = tally.earliest?.ordinal
            interruptions = tally.interruptions
            projects = tally.projects
        }

        /// The tally, or nil when what was kept does not make one.
        var tally: ForestTally? {
            guard days.count % 5 == 0, otherSpeeds.count % 3 == 0, logged.count % 2 == 0 else { return nil }
            var counted: [LocalDay: ForestTally.Day] = [:]
            counted.reserveCapacity(days.count / 5)
            for start in stride(from: 0, to: days.count, by: 5) {
                guard let ordinal = Self.whole(days[start]), let grown = Self.count(days[start + 1]),
                      let withered = Self.count(days[start + 2]), days[start + 3] >= 0, let treesThatCount = Self.count(days[start + 4])
                else { return nil }
                counted[LocalDay(ordinal: ordinal)] = ForestTally.Day(
                    grown: grown, withered: withered, focusSeconds: days[start + 3], treesThatCount: treesThatCount)
            }
            for start in stride(from: 0, to: otherSpeeds.count, by: 3) {
                guard let ordinal = Self.whole(otherSpeeds[start]), counted[LocalDay(ordinal: ordinal)] != nil,
                      let grown = Self.count(otherSpeeds[start + 1]), let withered = Self.count(otherSpeeds[start + 2])
                else { return nil }
                counted[LocalDay(ordinal: ordinal)]?.grownAtOtherSpeeds = grown
                counted[LocalDay(ordinal: ordinal)]?.witheredAtOtherSpeeds = withered
            }
            for start in stride(from: 0, to: logged.count, by: 2) {
                guard let ordinal = Self.whole(logged[start]), counted[LocalDay(ordinal: ordinal)] != nil,
                      let count = Self.count(logged[start + 1])
                else { return nil }
                counted[LocalDay(ordinal: ordinal)]?.logged = count
            }
            return ForestTally(
                days: counted, byTag: byTag, byHour: byHour, earliest: earliest.map(LocalDay.init(ordinal:)),
                interruptions: interruptions, projects: projects)
        }

        /// `value` as an integer, when it is one a day's ordinal or count can be.
        private static func whole(_ value: Double) -> Int? {
            guard value == value.rounded(), abs(value) < 1e15 else { return nil }
            return Int(value)
        }

        private static func count(_ value: Double) -> Int? { value >= 0 ? whole(value) : nil }
    }

    var schema: Int
    /// The ``RewardRule/version`` the days were counted under.
    var rule: Int
    /// The calendar the days were counted in (``DerivedTotals/key(of:)``).
    var calendar: String
    /// By month, as `YYYY-MM`.
    var months: [String: Month]

    /// The cache at `path` when it was counted in the calendar of `calendarKey`
    /// (``DerivedTotals/key(of:)``), else an empty one.
    static func load(at path: String, calendarKey key: String) -> ForestTallyCache {
        if let data = try? DurableFile.contents(of: path), let cache = try? JSONFormat.decoder().decode(ForestTallyCache.self, from: data),
           cache.schema == SchemaEnvelope.current, cache.rule == RewardRule.version, cache.calendar == key {
            return cache
        }
        return ForestTallyCache(schema: SchemaEnvelope.current, rule: RewardRule.version, calendar: key, months: [:])
    }

    /// What a month's tally is counted from: the identities of its files and of every events file.
    fileprivate static func sources(month: [String: FileIdentity], events: [String: FileIdentity], logs: DeviceLogs) -> String {
        logs.digest(events.merging(month) { _, month in month })
    }

    /// The amended tally of every device's sessions started within `interval` (all when nil), in this cache's calendar.
    /// Whole months with unchanged files come from the cache; `counted`: a month was recounted, so the cache is worth saving.
    mutating func tally(
        of logs: DeviceLogs, startedIn interval: DateRange?, calendar: LocalCalendar
    ) throws(StoreError) -> (tally: ForestTally, counted: Bool) {
        // The events are read only when a month's sessions are: kept tallies need just the files' identities.
        var amendments: Amendments?
        func sessions(of paths: [String], startedIn range: DateRange) throws(StoreError) -> [FinishedSession] {
            if amendments == nil { amendments = Amendments(try logs.events()) }
            let known = amendments ?? Amendments([])
            return try DeviceLogs.sessions(ofMonth: paths, startedIn: range, amendments: known)
        }
        let eventIdentities = try DeviceLogs.identities(of: logs.eventFiles())
        var tally = ForestTally()
        var counted = false
        let monthFiles = try logs.monthFiles()
        for (month, paths) in monthFiles.sorted(by: { $0.key < $1.key })
        where interval.map({ month.overlaps($0) }) ?? true {
            let whole = DateRange(start: month.start, end: month.next.start)
            if let interval, interval.start > whole.start || interval.end < whole.end {
                // A month the interval cuts: only its sessions within the interval count.
                tally.add(try sessions(of: paths, startedIn: interval), calendar: calendar)
                continue
            }
            let sources = Self.sources(month: try DeviceLogs.identities(of: paths), events: eventIdentities, logs: logs)
            if let kept = months[month.key], kept.sources == sources, let keptTally = kept.tally {
                tally.add(keptTally)
                continue
            }
            let monthTally = ForestTally(counting: try sessions(of: paths, startedIn: whole), calendar: calendar)
            months[month.key] = Month(sources: sources, tally: monthTally)
            counted = true
            tally.add(monthTally)
        }
        if counted {
            // A month whose files are gone (a device's folder deleted, a file removed by hand) is not kept.
            let present = Set(monthFiles.keys.map(\.key))
            months = months.filter { present.contains($0.key) }
        }
        return (tally, counted)
    }
}

extension ForestTallyCache {
    /// Every month counted from `history`, every device's amended sessions as read from files whose identities were
    /// `identities` when the reading began (``DeviceLogs/sourceIdentities()``): a month that changed since is counted again
    /// when next asked for. A month whose files are not all among `identities` is left for then too.
    init(
        counting history: [FinishedSession], readFrom identities: [String: FileIdentity], of logs: DeviceLogs,
        calendar: LocalCalendar, calendarKey key: String
    ) throws(StoreError) {
        schema = SchemaEnvelope.current
        rule = RewardRule.version
        self.calendar = key
        months = [:]
        func known(_ paths: [String]) -> [String: FileIdentity]? {
            var found: [String: FileIdentity] = [:]
            for path in paths { found[path] = identities[path] }
            return found.count == paths.count ? found : nil
        }
        guard let eventIdentities = known(try logs.eventFiles()) else { return }
        var tallies: [HistoryMonth: ForestTally] = [:]
        for session in history {
            tallies[HistoryMonth(containing: session.startedAt), default: ForestTally()].add(session, calendar: calendar)
        }
        for (month, paths) in try logs.monthFiles() {
            guard let monthIdentities = known(paths) else { continue }
            let sources = Self.sources(month: monthIdentities, events: eventIdentities, logs: logs)
            months[month.key] = Month(sources: sources, tally: tallies[month] ?? ForestTally())
        }
    }
}

extension HistoryMonth {
    /// The month as the forest cache names it, `YYYY-MM`.
    fileprivate var key: String { String(fileName.dropLast(".json".count)) }
}
