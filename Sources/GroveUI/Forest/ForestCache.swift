import GroveCore

/// The open forest's page, read from the history once for its period and kept until the
/// period, the day or the history changes: the loop wakes once a second while it is open.
struct ForestCache {
    /// What a page was read for: the forest shown on a day, and what the view model shows of the history, which changes
    /// when a session ends, here or in another shell, and when the rewards change (a recount after `grove import`).
    struct Key: Equatable {
        var forest: GameState.Forest
        var today: LocalDay
        var liveSession, outcome: String?
        var rewards: RewardLedger
    }

    private var page: ForestPage?
    private var key: Key?

    /// The page for `key`, read with `read` unless the one kept was read for it; nil when no forest is open (`key` nil),
    /// forgetting the page, so opening it again reads the history afresh (it may have changed in ways the mark does not see).
    mutating func page(
        for key: Key?, calendar: LocalCalendar, read: (ForestPeriod.Range, LocalDay) throws -> ForestReport
    ) -> ForestPage? {
        guard key != self.key else { return page }
        self.key = key
        page = nil
        guard let key else { return nil }
        do {
            page = .report(try read(key.forest.range, key.forest.anchor), calendar: calendar)
        } catch {
            page = .unreadable("\(error)")
        }
        return page
    }
}
