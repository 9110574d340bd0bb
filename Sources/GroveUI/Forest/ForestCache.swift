import GroveCore

/// The open forest's page, read from the history once for its period and kept until the
/// period, the day or the history changes: the loop wakes once a second while it is open.
struct ForestCache {
    /// What a page was read for.
    struct Key: Equatable {
        var forest: GameState.Forest
        var today: LocalDay
        var history: HistoryMark
    }

    /// What the view model shows of the history: it changes when a session ends, here or in
    /// another shell, and when the rewards change (a recount after `grove import`).
    struct HistoryMark: Equatable {
        var liveSession: String?
        var outcome: String?
        var rewards: RewardLedger

        init(_ model: TimerViewModel) {
            liveSession = model.session?.id
            outcome = model.outcome?.id
            rewards = model.rewards
        }
    }

    private(set) var page: ForestPage?
    private var key: Key?

    /// Reads the page for `key` with `read` unless the one kept was read for it.
    mutating func refresh(
        for key: Key, calendar: LocalCalendar, read: (ForestPeriod.Range, LocalDay) throws -> ForestReport
    ) {
        guard key != self.key else { return }
        self.key = key
        do {
            page = .report(try read(key.forest.range, key.forest.anchor), calendar: calendar)
        } catch {
            page = .unreadable("\(error)")
        }
    }

    /// Forgets the page when the forest closes, so opening it again reads the history afresh
    /// (it may have changed in ways the mark does not see).
    mutating func clear() {
        page = nil
        key = nil
    }
}
