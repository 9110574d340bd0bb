/// What `grove status` shows of the live record: the session and the day's tally.
public struct LiveGlance: Sendable, Hashable {
    public var session: LiveSession?
    public var today: DailyTally?

    public init(session: LiveSession?, today: DailyTally?) {
        self.session = session
        self.today = today
    }
}
