import FoundationEssentials
import GroveText
import GroveWords

/// The rules a session obeys beyond its `Codable` types, in one place for decoding, the store's
/// writers and `grove import`, so none of them can disagree. Each problem names the value as written.
public enum SessionSanity {
    public static func dateProblem(_ date: Date) -> String? {
        SaneBounds.dates.contains(date.timeIntervalSinceReferenceDate)
            ? nil : Words.Data.notSensibleDate(date: text(of: date), days: SaneBounds.daysText)
    }

    public static func durationProblem(_ seconds: Double, allowZero: Bool) -> String? {
        let lowerOK = allowZero ? seconds >= 0 : seconds > 0
        guard seconds.isFinite, lowerOK, seconds <= SaneBounds.maximumDuration else {
            let (value, most) = (NumberText.shortest(seconds), String(Int(SaneBounds.maximumDuration)))
            return allowZero
                ? Words.Data.notSensibleDuration(value: value, most: most) : Words.Data.notSensiblePositiveDuration(value: value, most: most)
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
            return (.endedAt, Words.Data.endsBeforeStart(ended: text(of: session.endedAt), started: text(of: session.startedAt)))
        }
        if session.focusedSeconds > session.plannedSeconds {
            let (focused, planned) = (NumberText.shortest(session.focusedSeconds), NumberText.shortest(session.plannedSeconds))
            return (.focusedSeconds, Words.Data.focusOverPlan(focused: focused, planned: planned))
        }
        if let note = session.note, let problem = noteProblem(note) { return (.note, problem) }
        if let problem = durationProblem(session.extendedSeconds, allowZero: true) { return (.extendedSeconds, problem) }
        if session.extendedSeconds > 0, session.extendedSeconds >= session.plannedSeconds {
            return (.extendedSeconds, Words.Extend.notBelowPlanned(
                extended: NumberText.shortest(session.extendedSeconds), planned: NumberText.shortest(session.plannedSeconds)))
        }
        if session.logged, session.kind != .focus || session.state != .completed { return (.logged, Words.Log.onlyGrownFocus) }
        if session.with.count > maximumMembers || session.with.contains(where: { MemberName($0) == nil }) {
            return (.with, Words.Data.tooManyMembers(maximum: String(maximumMembers), rule: MemberName.rule))
        }
        if let gaveUp = session.gaveUp, MemberName(gaveUp) == nil {
            return (.gaveUp, Words.Settings.valueBreaksRule(value: "\"\(PrintableText.escaped(gaveUp))\"", rule: MemberName.rule))
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
            return (.id, Words.Data.notUUID(id: PrintableText.escaped(session.id), example: "6f1c9e2a-3b4d-4c5e-8f60-718293a4b5c6"))
        }
        if SessionLabel(session.tag) == nil {
            return (.tag, Words.Settings.valueBreaksRule(value: "\"\(PrintableText.escaped(session.tag))\"", rule: SessionLabel.rule))
        }
        if Species.named(session.species) == nil {
            return (.species, Words.Data.unknownSpecies(name: PrintableText.escaped(session.species)))
        }
        if let note = session.note, SessionNote(note) == nil { return (.note, SessionNote.rule) }
        if let reason = session.interruptions.reasons.first(where: { PauseReason.given($0) == nil }) {
            return (.interruptedBy, Words.Interruption.reasonRule(reason: PrintableText.escaped(reason), rule: SessionLabel.rule))
        }
        if session.kind == .break, session.focusedSeconds != 0 {
            return (.focusedSeconds, Words.Data.breakWithFocus(value: NumberText.shortest(session.focusedSeconds)))
        }
        if session.startedAt.timeIntervalSince(now) > allowedClockSkew {
            return (.startedAt, Words.Data.startsInFuture(started: text(of: session.startedAt), now: text(of: now)))
        }
        let span = session.endedAt.timeIntervalSince(session.startedAt)
        // Printed seconds are rounded, each by at most half a step.
        let printing = 1 / PrintedSeconds.stepsPerSecond
        let spent = session.speed.wallSeconds(forGame: session.focusedSeconds + session.pausedSeconds - printing)
        if spent > span + spanTolerance {
            return (.focusedSeconds, Words.Data.doesNotFit(
                focused: NumberText.shortest(session.focusedSeconds), paused: NumberText.shortest(session.pausedSeconds),
                speed: NumberText.shortest(session.speed.multiplier), started: text(of: session.startedAt), ended: text(of: session.endedAt)))
        }
        return nil
    }

    /// grove writes UUIDs, but reads any short id: older groves and hand-made files wrote others.
    public static func idProblem(_ id: String) -> String? {
        // The byte count settles the usual id without counting characters.
        !id.isEmpty && (id.utf8.count <= maximumIDLength || id.count <= maximumIDLength)
            ? nil : Words.Data.idLength(maximum: String(maximumIDLength))
    }

    /// Only the length: a note a hand edit filled with control characters is still read, and shown escaped.
    public static func noteProblem(_ note: String) -> String? {
        note.count <= SessionNote.maximumLength ? nil : Words.Data.noteLength(maximum: String(SessionNote.maximumLength))
    }

    public static let maximumIDLength = 128
    /// How far ahead of this machine's clock an imported session may start: another machine's clock may differ a little.
    public static let allowedClockSkew: TimeInterval = 60
    /// Wall seconds a session's focus and pauses may exceed its start–end span by: what printed dates drop.
    private static let spanTolerance: TimeInterval = 1

    /// A date as a person reads it: ISO 8601 text, or the number as stored when no calendar date is near.
    private static func text(of date: Date) -> String {
        let seconds = date.timeIntervalSinceReferenceDate
        guard (-6e10...2.5e11).contains(seconds) else { return Words.Data.secondsSince2001(seconds: NumberText.shortest(seconds)) }
        return seconds == seconds.rounded()
            ? ISOTime.text(date) : date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }
}
