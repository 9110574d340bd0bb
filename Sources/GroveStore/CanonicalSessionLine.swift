import FoundationEssentials
import GroveCore

/// One session in the one canonical layout grove writes in a month file, keys sorted, no whitespace:
///
///     {"endedAt":N,"focusedSeconds":N,"id":"…","kind":"…","mode":"…","note":"…" or null,"pausedSeconds":N,
///      "plannedSeconds":N,"species":"…","speed":N,"startedAt":N,"state":"…","tag":"…"}
///
/// (the same text `JSONEncoder` with sorted keys gives). Reading it is the fast
/// path of ``MonthFileReader``: matching the keys as fixed text instead of
/// reading and looking up each one makes a session cost a few hundred
/// nanoseconds. Anything else (a person's edit, an escaped quote, an exponent,
/// a value that breaks a rule) gives nil, and the reader goes back and reads
/// that session the general way, which also words any problem.
enum CanonicalSessionLine {
    /// Appends `session` in this layout.
    static func write(_ session: FinishedSession, to writer: inout JSONWriter) {
        writer.append(raw: "{\"endedAt\":")
        writer.append(number: session.endedAt.timeIntervalSinceReferenceDate)
        writer.append(raw: ",\"focusedSeconds\":")
        writer.append(number: session.focusedSeconds)
        writer.append(raw: ",\"id\":")
        writer.append(string: session.id)
        writer.append(raw: ",\"kind\":")
        writer.append(string: session.kind.rawValue)
        writer.append(raw: ",\"mode\":")
        writer.append(string: session.mode.rawValue)
        writer.append(raw: ",\"note\":")
        if let note = session.note {
            writer.append(string: note)
        } else {
            writer.append(raw: "null")
        }
        writer.append(raw: ",\"pausedSeconds\":")
        writer.append(number: session.pausedSeconds)
        writer.append(raw: ",\"plannedSeconds\":")
        writer.append(number: session.plannedSeconds)
        writer.append(raw: ",\"species\":")
        writer.append(string: session.species)
        writer.append(raw: ",\"speed\":")
        writer.append(number: session.speed.multiplier)
        writer.append(raw: ",\"startedAt\":")
        writer.append(number: session.startedAt.timeIntervalSinceReferenceDate)
        writer.append(raw: ",\"state\":")
        writer.append(string: session.state.rawValue)
        writer.append(raw: ",\"tag\":")
        writer.append(string: session.tag)
        writer.append(raw: "}")
    }

    /// The session at the cursor, with the same checks as `FinishedSession.init(from:)`,
    /// or nil with the cursor at an unspecified position. Tags and species, which repeat,
    /// come from and go to `tags` and `species`.
    static func read(_ cursor: inout JSONCursor, tags: inout StringInterningCache, species speciesNames: inout StringInterningCache) -> FinishedSession? {
        guard cursor.skipLiteral("{\"endedAt\":"), let endedAt = cursor.readPlainDouble(),
              cursor.skipLiteral(",\"focusedSeconds\":"), let focused = cursor.readPlainDouble(),
              cursor.skipLiteral(",\"id\":"), let id = cursor.readPlainString(),
              cursor.skipLiteral(",\"kind\":"), let kind = readKind(&cursor),
              cursor.skipLiteral(",\"mode\":"), let mode = readMode(&cursor),
              cursor.skipLiteral(",\"note\":"), let note = readNote(&cursor),
              cursor.skipLiteral(",\"pausedSeconds\":"), let paused = cursor.readPlainDouble(),
              cursor.skipLiteral(",\"plannedSeconds\":"), let planned = cursor.readPlainDouble(),
              cursor.skipLiteral(",\"species\":"), let rawSpecies = cursor.readPlainRawString(),
              let species = speciesNames.string(for: rawSpecies),
              cursor.skipLiteral(",\"speed\":"), let multiplier = cursor.readPlainDouble(),
              cursor.skipLiteral(",\"startedAt\":"), let startedAt = cursor.readPlainDouble(),
              cursor.skipLiteral(",\"state\":"), let state = readState(&cursor),
              cursor.skipLiteral(",\"tag\":"), let rawTag = cursor.readPlainRawString(), let tag = tags.string(for: rawTag),
              cursor.skipLiteral("}")
        else { return nil }
        guard let speed = GameSpeed(multiplier) else { return nil }
        let session = FinishedSession(
            id: id, kind: kind, state: state,
            startedAt: Date(timeIntervalSinceReferenceDate: startedAt), endedAt: Date(timeIntervalSinceReferenceDate: endedAt),
            plannedSeconds: planned, focusedSeconds: focused, pausedSeconds: paused,
            tag: tag, species: species, speed: speed, mode: mode, note: note)
        return SessionSanity.problem(in: session) == nil ? session : nil
    }

    private static func readKind(_ cursor: inout JSONCursor) -> SessionKind? {
        if cursor.skipLiteral("\"focus\"") { return .focus }
        if cursor.skipLiteral("\"break\"") { return .break }
        return nil
    }

    private static func readMode(_ cursor: inout JSONCursor) -> SessionMode? {
        if cursor.skipLiteral("\"countdown\"") { return .countdown }
        if cursor.skipLiteral("\"open\"") { return .open }
        return nil
    }

    /// The note, `.some(nil)` for `null`, or nil when it is not plain.
    private static func readNote(_ cursor: inout JSONCursor) -> String?? {
        if cursor.skipLiteral("null") { return .some(nil) }
        return cursor.readPlainString().map { .some($0) }
    }

    private static func readState(_ cursor: inout JSONCursor) -> FinishedSession.Outcome? {
        if cursor.skipLiteral("\"completed\"") { return .completed }
        if cursor.skipLiteral("\"abandoned\"") { return .abandoned }
        return nil
    }
}
