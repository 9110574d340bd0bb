import FoundationEssentials

/// A focus session that happened without grove, recorded afterwards with `grove log`: kept and counted in the focus
/// figures, drawn as a logged tree, and never rewarded (``RewardRule``), because nothing grew it.
public enum SessionLog {
    /// The shortest and longest a logged session may be: as grove's trees.
    public static let shortestSeconds = RewardRule.shortestSeconds
    public static let longestSeconds = SessionMode.openLimitSeconds

    /// The history's record of focus from `start` to `end`: grown, at speed 1, never paused, marked logged.
    public static func session(
        id: String, from start: Date, to end: Date, tag: String, species: String, note: String?
    ) -> FinishedSession {
        let seconds = end.timeIntervalSince(start)
        return FinishedSession(
            id: id, kind: .focus, state: .completed, startedAt: start, endedAt: end, plannedSeconds: seconds,
            focusedSeconds: seconds, pausedSeconds: 0, tag: tag, species: species, speed: .normal, note: note, logged: true)
    }

    /// Why `session` cannot be logged at `now`, or nil: it must last a minute to three hours, be over, and overlap neither
    /// the session live here nor any in `recorded`.
    static func refusal(
        of session: FinishedSession, live: LiveSession?, recorded: [FinishedSession], at now: Date, calendar: LocalCalendar
    ) -> LogRefusal? {
        let seconds = session.endedAt.timeIntervalSince(session.startedAt)
        if seconds < shortestSeconds { return .tooShort }
        if seconds > longestSeconds { return .tooLong(seconds: seconds) }
        if session.endedAt > now {
            return .inFuture(ends: calendar.dateAndClockText(session.endedAt), now: calendar.dateAndClockText(now))
        }
        if let live, live.startedAt < session.endedAt {
            return .overlapsLive(kind: live.kind, species: live.species, tag: live.tag, since: calendar.dateAndClockText(live.startedAt))
        }
        let overlapping = recorded.filter { $0.startedAt < session.endedAt && session.startedAt < $0.endedAt }
        guard let first = overlapping.min(by: { $0.startedAt < $1.startedAt }) else { return nil }
        return .overlaps(LogRefusal.Recorded(first, calendar: calendar))
    }
}
