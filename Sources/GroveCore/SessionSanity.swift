import FoundationEssentials

/// The rules every stored session obeys (``SaneBounds`` and the relations
/// between fields), in one place for `Codable` decoding, the store's month file reader
/// and its writers, and `grove import`, so none of them can disagree.
public enum SessionSanity {
    /// What is wrong with a date field, or nil when it is sensible.
    public static func dateProblem(secondsSinceReference seconds: Double) -> String? {
        SaneBounds.dates.contains(seconds)
            ? nil : "is \(seconds), not a sensible date (grove keeps dates from 1970 to 2200)"
    }

    /// What is wrong with a duration field, or nil when it is sensible.
    public static func durationProblem(_ seconds: Double, allowZero: Bool) -> String? {
        let lowerOK = allowZero ? seconds >= 0 : seconds > 0
        guard seconds.isFinite, lowerOK, seconds <= SaneBounds.maximumDuration else {
            let least = allowZero ? "0" : "more than 0"
            return "is \(seconds), not a sensible duration (\(least) to \(Int(SaneBounds.maximumDuration)) seconds)"
        }
        return nil
    }

    /// The first field of `session` that breaks a rule and what is wrong with it, or nil when none does.
    public static func problem(in session: FinishedSession) -> (field: SessionField, problem: String)? {
        if let problem = idProblem(session.id) { return (.id, problem) }
        if let problem = dateProblem(secondsSinceReference: session.startedAt.timeIntervalSinceReferenceDate) {
            return (.startedAt, problem)
        }
        if let problem = dateProblem(secondsSinceReference: session.endedAt.timeIntervalSinceReferenceDate) {
            return (.endedAt, problem)
        }
        if let problem = durationProblem(session.plannedSeconds, allowZero: false) { return (.plannedSeconds, problem) }
        if let problem = durationProblem(session.focusedSeconds, allowZero: true) { return (.focusedSeconds, problem) }
        if let problem = durationProblem(session.pausedSeconds, allowZero: true) { return (.pausedSeconds, problem) }
        if session.endedAt < session.startedAt { return (.endedAt, endedBeforeStarted) }
        if session.focusedSeconds > session.plannedSeconds { return (.focusedSeconds, focusedBeyondPlanned) }
        if let note = session.note, let problem = noteProblem(note) { return (.note, problem) }
        return nil
    }

    /// ``problem(in:)`` and the rules a session from outside must also follow before grove takes it in
    /// (`grove import`): a break has no focus, and the species is one grove knows. Stored files are not
    /// held to these, so a species a newer grove on another device planted keeps its month readable.
    public static func problemBeforeImport(in session: FinishedSession) -> (field: SessionField, problem: String)? {
        if let found = problem(in: session) { return found }
        if session.kind == .break, session.focusedSeconds != 0 { return (.focusedSeconds, focusedInBreak) }
        if let problem = speciesProblem(session.species) { return (.species, problem) }
        return nil
    }

    /// What is wrong with a session's id, or nil when it is sensible.
    public static func idProblem(_ id: String) -> String? {
        // The byte count settles the usual id without counting characters.
        !id.isEmpty && (id.utf8.count <= maximumIDLength || id.count <= maximumIDLength)
            ? nil : "must be 1 to \(maximumIDLength) characters"
    }

    /// What is wrong with a session's species, or nil when grove knows it.
    public static func speciesProblem(_ species: String) -> String? {
        Species.named(species) == nil ? "is '\(species)', not a species grove knows" : nil
    }

    /// What is wrong with a stored note, or nil when it may be kept. Only its length: a note
    /// a hand edit filled with control characters is still read, and shown escaped.
    public static func noteProblem(_ note: String) -> String? {
        note.count <= SessionNote.maximumLength ? nil : "must be at most \(SessionNote.maximumLength) characters"
    }

    public static let endedBeforeStarted = "is before startedAt"
    public static let focusedBeyondPlanned = "is more than plannedSeconds"
    public static let focusedInBreak = "must be 0 for a break, which never counts as focus"
    public static let maximumIDLength = 128
}
