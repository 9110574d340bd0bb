import GroveCore

/// The open forest's page, read from the history once for its period and kept
/// until the period, the day or the history changes, so the loop's
/// once-a-second wakes while the forest is open do not read the history.
struct ForestCache {
    /// What a page was read for.
    struct Key: Equatable {
        var forest: GameState.Forest
        var today: LocalDay
        var history: HistoryMark
    }

    /// What the view model shows of the history: it changes when a session
    /// ends, here or in another shell (the live one goes, the outcome comes),
    /// and when the rewards change (a recount after `grove import`).
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
    /// Counts the pages read, so the loop redraws a new page though the state did not change.
    private(set) var generation = 0

    /// Reads the page for `key` with `read` unless the one kept was read for it.
    mutating func refresh(
        for key: Key, calendar: LocalCalendar, read: (ForestPeriod.Range, LocalDay) throws -> ForestReport
    ) {
        guard key != self.key else { return }
        self.key = key
        generation += 1
        do {
            page = .report(try read(key.forest.range, key.forest.anchor), calendar: calendar)
        } catch {
            page = .unreadable("\(error)")
        }
    }

    /// Forgets the page when the forest closes, so opening it again reads the
    /// history afresh (it may have changed in ways the mark does not see).
    mutating func clear() {
        page = nil
        key = nil
    }
}
