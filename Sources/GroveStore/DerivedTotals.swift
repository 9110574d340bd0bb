import FoundationEssentials
import GroveCore

/// What the union of every device's logs adds up to: the reward ledger (coins,
/// unlocks, achievements, streaks) and the days with a grown tree, per tag.
///
/// Kept in `totals.cache.json` so that a command need not read the whole
/// history, but never the only copy of anything: it names the logs it was
/// counted from (``DeviceLogs/fingerprint()``) and the calendar it was counted
/// in, and when either differs, or the file is missing or damaged, it is
/// counted again from the logs without a word.
struct DerivedTotals: Codable, Equatable {
    var schema: Int
    var calendar: String
    var sources: String
    var ledger: RewardLedger
    /// Days with a grown focus tree (at any speed, as the forest counts them): under `""`
    /// every tag's, under a tag that tag's, as runs of consecutive day ordinals written
    /// first and last, `[first, last, first, last, …]`, so years of daily trees stay a few numbers.
    var grownDays: [String: [Int]]
    /// The last session counted, in history order, so a later one can be added without a recount.
    var lastStartedAt: Date?
    var lastID: String?

    /// Counts `history` (in history order) and `unlocks` afresh.
    init(history: [FinishedSession], unlocks: [String], calendar: LocalCalendar, sources: String) {
        schema = SchemaEnvelope.current
        self.calendar = Self.key(of: calendar)
        self.sources = sources
        ledger = RewardLedger()
        ledger.unlocked = unlocks
        grownDays = [:]
        var days: [String: Set<Int>] = [:]
        for session in history {
            ledger.record(session, calendar: calendar)
            if let ordinal = session.grownDay(in: calendar)?.ordinal {
                days["", default: []].insert(ordinal)
                days[session.tag, default: []].insert(ordinal)
            }
        }
        grownDays = days.mapValues { ordinals in
            var runs: [Int] = []
            for ordinal in ordinals.sorted() { Self.extend(&runs, with: ordinal) }
            return runs
        }
        lastStartedAt = history.last?.startedAt
        lastID = history.last?.id
    }

    /// Counts `session` too, when it comes after every session counted so far;
    /// returns false (changing nothing) when only a recount can place it.
    mutating func add(_ session: FinishedSession, calendar: LocalCalendar) -> Bool {
        if let lastStartedAt, let lastID, (session.startedAt, session.id) <= (lastStartedAt, lastID) { return false }
        ledger.record(session, calendar: calendar)
        if let ordinal = session.grownDay(in: calendar)?.ordinal {
            for key in ["", session.tag] { Self.extend(&grownDays[key, default: []], with: ordinal) }
        }
        lastStartedAt = session.startedAt
        lastID = session.id
        return true
    }

    func grownDays(tag: String?) -> Set<LocalDay> {
        let runs = grownDays[tag ?? ""] ?? []
        var days = Set<LocalDay>()
        for index in stride(from: 0, to: runs.count - 1, by: 2) where runs[index] <= runs[index + 1] {
            for ordinal in runs[index]...runs[index + 1] { days.insert(LocalDay(ordinal: ordinal)) }
        }
        return days
    }

    /// Adds `ordinal`, no earlier than any day in `runs`, to them.
    private static func extend(_ runs: inout [Int], with ordinal: Int) {
        if let last = runs.last, ordinal <= last + 1 {
            runs[runs.count - 1] = max(last, ordinal)
        } else {
            runs += [ordinal, ordinal]
        }
    }

    /// Names a calendar by where it puts the start of a few days across seasons and years,
    /// which changes with the time zone and its daylight-saving rules.
    static func key(of calendar: LocalCalendar) -> String {
        let samples = [(2001, 1), (2001, 7), (2016, 1), (2016, 7), (2026, 1), (2026, 7), (2036, 1), (2036, 7)]
        return samples.map { year, month in
            let day = LocalDay(year: year, month: month, day: 15)
            return String(Int(calendar.start(of: day).timeIntervalSince1970) - day.ordinal * 86_400)
        }.joined(separator: ",")
    }

    // MARK: The cache file

    /// The totals in the cache at `path`, or nil when there are none or they cannot be read.
    static func cached(at path: String) -> DerivedTotals? {
        guard let data = try? DurableFile.contents(of: path),
              let totals = try? JSONDecoder().decode(DerivedTotals.self, from: data),
              totals.schema == SchemaEnvelope.current
        else { return nil }
        return totals
    }

    /// Writes the cache; a failure only costs a recount later.
    func store(at path: String) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(self) else { return }
        try? DurableFile.replace(path, with: data)
    }
}
