import FoundationEssentials
import GroveText
import GroveWords

/// The rules a session obeys beyond its `Codable` types, in one place for decoding, the store's
/// writers and `grove import`, so none of them can disagree. Each problem names the value as written.
public enum SessionSanity {
    public static func dateProblem(_ date: Date) -> String? {
        SaneBounds.dates.contains(date.timeIntervalSinceReferenceDate)
            ? nil : "is \(text(of: date)), not a sensible date (grove keeps dates \(SaneBounds.daysText))"
    }

    public static func durationProblem(_ seconds: Double, allowZero: Bool) -> String? {
        let lowerOK = allowZero ? seconds >= 0 : seconds > 0
        guard seconds.isFinite, lowerOK, seconds <= SaneBounds.maximumDuration else {
            let least = allowZero ? "0" : "more than 0"
            return "is \(NumberText.shortest(seconds)), not a sensible duration (\(least) to \(Int(SaneBounds.maximumDuration)) seconds)"
        }
        return nil
    }

    /// The first field of `session` that breaks a rule of stored sessions, and what is wrong with it.
    public static func problem(in session: FinishedSession) -> (field: SessionField, problem: String)? {
        if let problem = idProblem(session.id) { return (.id, problem) }
        if let problem = dateProblem(session.startedAt) { return (.startedAt, problem) }
        if let problem = dateProblem(session.endedAt) { return (.endedAt, problem) }
        if let problem = durationProblem(session.plannedSeconds, allowZero: false) { return (.plannedSeconds, problem) }
        if let problem = durationProblem(session.focusedSeconds, allowZero: true) { return (.focusedSeconds, problem) }
        if let problem = durationProblem(session.pausedSeconds, allowZero: true) { return (.pausedSeconds, problem) }
        if session.endedAt < session.startedAt {
            return (.endedAt, "\(text(of: session.endedAt)) is before startedAt \(text(of: session.startedAt))")
        }
        if session.focusedSeconds > session.plannedSeconds {
            return (.focusedSeconds, "\(NumberText.shortest(session.focusedSeconds)) is more than plannedSeconds "
                + NumberText.shortest(session.plannedSeconds))
        }
        if let note = session.note, let problem = noteProblem(note) { return (.note, problem) }
        if session.with.count > maximumMembers || session.with.contains(where: { MemberName($0) == nil }) {
            return (.with, "must be at most \(maximumMembers) names, each of which \(MemberName.rule)")
        }
        if let gaveUp = session.gaveUp, MemberName(gaveUp) == nil {
            return (.gaveUp, "\"\(PrintableText.escaped(gaveUp))\" \(MemberName.rule)")
        }
        if let found = ProjectPlace.problem(in: session) ?? Interruptions.problem(in: session) { return found }
        return nil
    }

    public static let maximumMembers = 64

    /// ``problem(in:)`` and the rules a session must also follow to be imported at `now`. Stored files are
    /// not held to these, so what another grove wrote (an unknown species, an id that is no UUID) stays readable.
    public static func problemBeforeImport(in session: FinishedSession, now: Date) -> (field: SessionField, problem: String)? {
        if let found = problem(in: session) { return found }
        if UUID(uuidString: session.id) == nil {
            return (.id, "\"\(PrintableText.escaped(session.id))\" is not a UUID such as 6f1c9e2a-3b4d-4c5e-8f60-718293a4b5c6")
        }
        if SessionLabel(session.tag) == nil { return (.tag, "\"\(PrintableText.escaped(session.tag))\" \(SessionLabel.rule)") }
        if Species.named(session.species) == nil {
            return (.species, "is \"\(PrintableText.escaped(session.species))\", not a species grove knows")
        }
        if let note = session.note, SessionNote(note) == nil { return (.note, SessionNote.rule) }
        if let reason = session.interruptions.reasons.first(where: { PauseReason.given($0) == nil }) {
            return (.interruptedBy, Words.Interruption.reasonRule(reason: PrintableText.escaped(reason), rule: SessionLabel.rule))
        }
        if session.kind == .break, session.focusedSeconds != 0 {
            return (.focusedSeconds, "is \(NumberText.shortest(session.focusedSeconds)), but a break never counts as focus: it must be 0")
        }
        if session.startedAt.timeIntervalSince(now) > allowedClockSkew {
            return (.startedAt, "\(text(of: session.startedAt)) is in the future (this machine's clock reads \(text(of: now)))")
        }
        let span = session.endedAt.timeIntervalSince(session.startedAt)
        // Printed seconds are rounded, each by at most half a step.
        let printing = 1 / PrintedSeconds.stepsPerSecond
        let spent = session.speed.wallSeconds(forGame: session.focusedSeconds + session.pausedSeconds - printing)
        if spent > span + spanTolerance {
            return (.focusedSeconds, "\(NumberText.shortest(session.focusedSeconds)) and pausedSeconds "
                + "\(NumberText.shortest(session.pausedSeconds)) at speed \(NumberText.shortest(session.speed.multiplier)) "
                + "do not fit between startedAt \(text(of: session.startedAt)) and endedAt \(text(of: session.endedAt))")
        }
        return nil
    }

    /// grove writes UUIDs, but reads any short id: older groves and hand-made files wrote others.
    public static func idProblem(_ id: String) -> String? {
        // The byte count settles the usual id without counting characters.
        !id.isEmpty && (id.utf8.count <= maximumIDLength || id.count <= maximumIDLength)
            ? nil : "must be 1 to \(maximumIDLength) characters"
    }

    /// Only the length: a note a hand edit filled with control characters is still read, and shown escaped.
    public static func noteProblem(_ note: String) -> String? {
        note.count <= SessionNote.maximumLength ? nil : "must be at most \(SessionNote.maximumLength) characters"
    }

    public static let maximumIDLength = 128
    /// How far ahead of this machine's clock an imported session may start: another machine's clock may differ a little.
    public static let allowedClockSkew: TimeInterval = 60
    /// Wall seconds a session's focus and pauses may exceed its start–end span by: what printed dates drop.
    private static let spanTolerance: TimeInterval = 1

    /// A date as a person reads it: ISO 8601 text, or the number as stored when no calendar date is near.
    private static func text(of date: Date) -> String {
        let seconds = date.timeIntervalSinceReferenceDate
        guard (-6e10...2.5e11).contains(seconds) else { return "\(NumberText.shortest(seconds)) seconds since 2001" }
        return seconds == seconds.rounded()
            ? ISOTime.text(date) : date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }
}
