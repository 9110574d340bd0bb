/// Trees grown on one local day, kept in the live record so the daily goal needs no history.
public struct DailyTally: Sendable, Hashable, Codable {
    public let day: LocalDay
    /// Trees that count for the game (``FinishedSession/countsForTheGame``) and started on `day`.
    public let grown: Int

    public init(day: LocalDay, grown: Int) {
        self.day = day
        self.grown = grown
    }

    /// The tally after a tree that started on `treeDay` grew; an older day's tree changes nothing.
    public func adding(treeOn treeDay: LocalDay) -> DailyTally {
        if treeDay == day { return DailyTally(day: day, grown: grown + 1) }
        return treeDay > day ? DailyTally(day: treeDay, grown: 1) : self
    }

    public func grown(on today: LocalDay) -> Int {
        today == day ? grown : 0
    }

    public static func of(_ history: [FinishedSession], today: LocalDay, calendar: LocalCalendar) -> DailyTally {
        DailyTally(day: today, grown: history.count(where: { $0.countsForTheGame && calendar.day(of: $0.startedAt) == today }))
    }

    private enum CodingKeys: String, CodingKey {
        case date, grown
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let text = try container.decode(String.self, forKey: .date)
        guard let day = LocalDay(parsing: text) else {
            throw DecodingError.dataCorruptedError(forKey: .date, in: container, debugDescription: "date \"\(text)\" is not YYYY-MM-DD")
        }
        let grown = try container.decode(Int.self, forKey: .grown)
        guard grown >= 0 else {
            throw DecodingError.dataCorruptedError(forKey: .grown, in: container, debugDescription: "grown \(grown) is below 0")
        }
        self.init(day: day, grown: grown)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(day.description, forKey: .date)
        try container.encode(grown, forKey: .grown)
    }
}
