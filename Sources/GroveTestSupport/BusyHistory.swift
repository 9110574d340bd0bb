import FoundationEssentials
import GroveCore

/// A long, busy, seeded history for forest tests: one to nine sessions a day for `days` days up to `lastDay`, so counts
/// reach four digits and focus hundreds of hours; some withered, a few at another speed, a long tag among them.
public enum BusyHistory {
    public static func sessions(
        days: Int, upTo lastDay: LocalDay, calendar: LocalCalendar, species: [String], seed: UInt64 = 2026
    ) -> [FinishedSession] {
        var random = SeededGenerator(seed: seed)
        let tags = ["code", "write", "read", "design", "a-very-long-tag-name"]
        var sessions: [FinishedSession] = []
        for offset in 0..<days {
            let day = lastDay.adding(days: -offset)
            var start = calendar.start(of: day).addingTimeInterval(7 * 3600)
            for index in 0..<(1 + Int(random.next() % 9)) {
                let planned = Double([25, 25, 50, 90, 15][Int(random.next() % 5)] * 60)
                let grown = random.next() % 8 != 0
                let focused = grown ? planned : 420
                let speed: GameSpeed = random.next() % 30 == 0 ? GameSpeed(60)! : .normal
                sessions.append(FinishedSession(
                    id: "busy-\(offset)-\(index)", kind: .focus, state: grown ? .completed : .abandoned, startedAt: start,
                    endedAt: start.addingTimeInterval(focused / speed.multiplier), plannedSeconds: planned,
                    focusedSeconds: focused, pausedSeconds: 0, tag: tags[Int(random.next() % UInt64(tags.count))],
                    species: species[Int(random.next() % UInt64(species.count))], speed: speed))
                start = start.addingTimeInterval(focused + 600)
            }
        }
        return sessions.sorted { $0.startedAt < $1.startedAt }
    }
}
