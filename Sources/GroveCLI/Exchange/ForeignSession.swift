import FoundationEssentials
import GroveCore

/// A session another app recorded, as grove keeps it: a countdown focus session at speed 1
/// that ran from its start to its end, whole seconds, never paused.
enum ForeignSession {
    /// The session; its id is named after `source` and the second it started, so the same
    /// record imported again (from any export of the same history) is the same session.
    static func focus(
        source: String, start: Date, end: Date, grown: Bool, tag: String, species: String, note: String?
    ) -> FinishedSession {
        let startedAt = Date(timeIntervalSince1970: start.timeIntervalSince1970.rounded(.down))
        let endedAt = Date(timeIntervalSince1970: end.timeIntervalSince1970.rounded(.down))
        let length = max(endedAt.timeIntervalSince(startedAt), 0)
        return FinishedSession(
            id: NameBasedUUID.make("\(source) \(Int(startedAt.timeIntervalSince1970))"), kind: .focus,
            state: grown ? .completed : .abandoned, startedAt: startedAt, endedAt: endedAt,
            // A plan must be longer than nothing; the apps do not export theirs.
            plannedSeconds: max(length, 1), focusedSeconds: length, pausedSeconds: 0, tag: tag, species: species,
            speed: .normal, mode: .countdown, note: note)
    }
}
