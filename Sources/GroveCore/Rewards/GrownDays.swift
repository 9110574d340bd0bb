/// The local days that extend a streak (see ``FinishedSession/streakDay(in:)``), as runs of
/// consecutive days, so years of daily trees are a few numbers.
public struct GrownDays: Sendable, Hashable {
    /// Day ordinals (see ``LocalDay/ordinal``), `[first, last, first, last, …]`, in order, runs apart.
    public private(set) var runs: [Int] = []

    public init() {}

    /// The days of `runs` as ``runs`` holds them; nil when they are not in order or overlap.
    public init?(runs: [Int]) {
        guard runs.count.isMultiple(of: 2) else { return nil }
        for index in runs.indices.dropFirst() where runs[index] < runs[index - 1] + (index.isMultiple(of: 2) ? 2 : 0) {
            return nil
        }
        self.runs = runs
    }

    /// `days` in any order.
    public init(_ days: some Sequence<LocalDay>) {
        for ordinal in Set(days.map(\.ordinal)).sorted() { add(LocalDay(ordinal: ordinal)) }
    }

    /// Adds `day`, which must be no earlier than the last day held.
    public mutating func add(_ day: LocalDay) {
        let ordinal = day.ordinal
        if let last = runs.last, ordinal <= last + 1 {
            runs[runs.count - 1] = max(last, ordinal)
        } else {
            runs += [ordinal, ordinal]
        }
    }

    /// The streak alive on `day` (it survives until a whole day passes without a grown tree) and the best up to `day`.
    public func streaks(asOf day: LocalDay) -> (current: Int, best: Int) {
        var current = 0, best = 0
        for index in stride(from: 0, to: runs.count, by: 2) where runs[index] <= day.ordinal {
            let last = min(runs[index + 1], day.ordinal)
            let length = last - runs[index] + 1
            best = max(best, length)
            current = last >= day.ordinal - 1 ? length : 0
        }
        return (current, best)
    }
}
