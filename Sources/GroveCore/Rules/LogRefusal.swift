import GroveText
import GroveWords

/// Why a forgotten session cannot be logged (``SessionLog``); nothing is recorded.
public enum LogRefusal: Sendable, Hashable, CustomStringConvertible {
    case tooShort
    case tooLong(seconds: Double)
    /// It ends after `now`: times as the person's calendar writes them.
    case inFuture(ends: String, now: String)
    /// It overlaps the session live on this machine, which started at `since`.
    case overlapsLive(kind: SessionKind, species: String, tag: String, since: String)
    case overlaps(Recorded)

    /// A recorded session the logged one overlaps, as a person finds it in `grove history`.
    public struct Recorded: Sendable, Hashable {
        public let id: String
        public let kind: SessionKind
        public let species: String
        public let tag: String
        /// Its local day and times, "2026-11-29", "09:10" and "09:35".
        public let day: String
        public let start: String
        public let end: String

        init(_ session: FinishedSession, calendar: LocalCalendar) {
            (id, kind, species, tag) = (session.id, session.kind, session.species, session.tag)
            day = calendar.day(of: session.startedAt).description
            (start, end) = (calendar.clockText(session.startedAt), calendar.clockText(session.endedAt))
        }
    }

    public var description: String {
        switch self {
        case .tooShort:
            return Words.Log.tooShort
        case .tooLong(let seconds):
            return Words.Log.tooLong(
                limit: Words.number(GroveSettings.minuteRange.upperBound), length: TimeText.amount(seconds))
        case .inFuture(let ends, let now):
            return Words.Log.inFuture(end: ends, now: now)
        case .overlapsLive(let kind, let species, let tag, let since):
            return kind == .break
                ? Words.Log.overlapsLiveBreak(since: since)
                : Words.Log.overlapsLiveTree(species: PrintableText.escaped(species), tag: PrintableText.escaped(tag), since: since)
        case .overlaps(let recorded):
            return recorded.kind == .break
                ? Words.Log.overlapsBreak(day: recorded.day, start: recorded.start, end: recorded.end, id: recorded.id)
                : Words.Log.overlapsTree(
                    species: PrintableText.escaped(recorded.species), tag: PrintableText.escaped(recorded.tag), day: recorded.day,
                    start: recorded.start, end: recorded.end, id: PrintableText.escaped(recorded.id))
        }
    }
}
