import GroveCore
import GroveTerminal

extension GameState {
    /// The open part of the forest: its range and a day inside the period shown. The loop keeps the report, read from the
    /// history; the state only says which one to show.
    public struct Forest: Equatable, Sendable {
        public var range: ForestPeriod.Range
        /// A day of the period shown; switching the range keeps it, so `m` after
        /// going back three weeks shows the month of that week.
        public var anchor: LocalDay

        /// What `f` opens: this week, as `grove forest` shows by default.
        static func opening(on today: LocalDay) -> Forest {
            Forest(range: .week, anchor: today)
        }

        /// The forest `key` moves to, or nil when it changes nothing: `←` `→` step a period (never past today's one),
        /// `d` `w` `m` `y` `a` change the range.
        func after(_ key: Key, today: LocalDay) -> Forest? {
            let period = ForestPeriod.containing(anchor, range: range)
            switch key {
            case .left: return stepped(to: period.previous, from: period, today: today)
            case .right: return stepped(to: period.next, from: period, today: today)
            case .character(let letter):
                // A range's key is the first letter of its name.
                guard let new = ForestPeriod.Range.allCases.first(where: { $0.rawValue.first == letter }), new != range
                else { return nil }
                // All time runs up to today, wherever the person had walked to.
                return Forest(range: new, anchor: new == .all ? today : anchor)
            default: return nil
            }
        }

        private func stepped(to target: ForestPeriod?, from period: ForestPeriod, today: LocalDay) -> Forest? {
            guard let target, target.first <= today else { return nil }
            return Forest(range: range, anchor: min(place(in: target, from: period), today))
        }

        /// The anchor's place in `target`: same weekday, same day of the month (cut to a shorter month), same date of
        /// the year, so stepping then switching the range lands where the person expects.
        private func place(in target: ForestPeriod, from period: ForestPeriod) -> LocalDay {
            if range == .year {
                let year = target.first.year
                let day = min(anchor.day, LocalDay.daysIn(month: anchor.month, year: year))
                return LocalDay(year: year, month: anchor.month, day: day)
            }
            let offset = min(anchor.ordinal - period.first.ordinal, target.last.ordinal - target.first.ordinal)
            return target.first.adding(days: offset)
        }
    }
}
