import FoundationEssentials
import GroveCore

/// One session in the one canonical layout grove writes in a month file, keys sorted, no whitespace:
///
///     {"endedAt":N,"focusedSeconds":N,"id":"…","kind":"…","mode":"…","note":"…" or null,"pausedSeconds":N,
///      "plannedSeconds":N,"species":"…","speed":N,"startedAt":N,"state":"…","tag":"…"}
///
/// (the same text `JSONEncoder` with sorted keys gives). Reading it is the fast
/// path of ``MonthFileReader``: matching the keys as prepared bytes instead of
/// reading and looking up each one makes a session cost a few hundred
/// nanoseconds. Anything else (a person's edit, an escaped quote, an exponent,
/// a value that breaks a rule) gives nil, and the reader goes back and reads
/// that session the general way, which also words any problem.
///
/// The keys and their order come from ``SessionField`` and the values' words from
/// their enums, so no name is spelled here.
enum CanonicalSessionLine {
    /// The fields in the line's order: by name, as sorted keys give.
    private static let order: [SessionField] = SessionField.allCases.sorted { $0.rawValue < $1.rawValue }

    /// Each field's key with the punctuation before it: `{"endedAt":` first, then `,"focusedSeconds":` and so on.
    private static let keys: [[UInt8]] = order.enumerated().map { index, field in
        Array("\(index == 0 ? "{" : ",")\"\(field.rawValue)\":".utf8)
    }

    private static let kinds = EnumWords<SessionKind>()
    private static let modes = EnumWords<SessionMode>()
    private static let outcomes = EnumWords<FinishedSession.Outcome>()

    /// Appends `session` in this layout.
    static func write(_ session: FinishedSession, to writer: inout JSONWriter) {
        for (field, key) in zip(order, keys) {
            writer.append(raw: key)
            switch field {
            case .id: writer.append(string: session.id)
            case .kind: writer.append(string: session.kind.rawValue)
            case .state: writer.append(string: session.state.rawValue)
            case .startedAt: writer.append(number: session.startedAt.timeIntervalSinceReferenceDate)
            case .endedAt: writer.append(number: session.endedAt.timeIntervalSinceReferenceDate)
            case .plannedSeconds: writer.append(number: session.plannedSeconds)
            case .focusedSeconds: writer.append(number: session.focusedSeconds)
            case .pausedSeconds: writer.append(number: session.pausedSeconds)
            case .tag: writer.append(string: session.tag)
            case .species: writer.append(string: session.species)
            case .speed: writer.append(number: session.speed.multiplier)
            case .mode: writer.append(string: session.mode.rawValue)
            case .note:
                if let note = session.note {
                    writer.append(string: note)
                } else {
                    writer.append(raw: "null")
                }
            }
        }
        writer.append(raw: "}")
    }

    /// The session at the cursor, with the same checks as `FinishedSession.init(from:)`,
    /// or nil with the cursor at an unspecified position. Tags and species, which repeat,
    /// come from and go to `tags` and `species`.
    static func read(_ cursor: inout JSONCursor, tags: inout StringInterningCache, species speciesNames: inout StringInterningCache) -> FinishedSession? {
        // Every field in `order` is read below or the line is refused, so these first values never stay.
        var (id, tag, species) = ("", "", "")
        var (startedAt, endedAt, planned, focused, paused, multiplier) = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
        var (kind, state, mode) = (SessionKind.focus, FinishedSession.Outcome.completed, SessionMode.countdown)
        var note: String?
        for (field, key) in zip(order, keys) {
            guard cursor.skipLiteral(key) else { return nil }
            switch field {
            case .id:
                guard let value = cursor.readPlainString() else { return nil }
                id = value
            case .kind:
                guard let value = kinds.read(&cursor) else { return nil }
                kind = value
            case .state:
                guard let value = outcomes.read(&cursor) else { return nil }
                state = value
            case .mode:
                guard let value = modes.read(&cursor) else { return nil }
                mode = value
            case .tag:
                guard let raw = cursor.readPlainRawString(), let value = tags.string(for: raw) else { return nil }
                tag = value
            case .species:
                guard let raw = cursor.readPlainRawString(), let value = speciesNames.string(for: raw) else { return nil }
                species = value
            case .note:
                guard !cursor.skipLiteral("null") else { break }
                guard let value = cursor.readPlainString() else { return nil }
                note = value
            case .startedAt:
                guard let value = cursor.readPlainDouble() else { return nil }
                startedAt = value
            case .endedAt:
                guard let value = cursor.readPlainDouble() else { return nil }
                endedAt = value
            case .plannedSeconds:
                guard let value = cursor.readPlainDouble() else { return nil }
                planned = value
            case .focusedSeconds:
                guard let value = cursor.readPlainDouble() else { return nil }
                focused = value
            case .pausedSeconds:
                guard let value = cursor.readPlainDouble() else { return nil }
                paused = value
            case .speed:
                guard let value = cursor.readPlainDouble() else { return nil }
                multiplier = value
            }
        }
        guard cursor.skipLiteral("}"), let speed = GameSpeed(multiplier) else { return nil }
        let session = FinishedSession(
            id: id, kind: kind, state: state,
            startedAt: Date(timeIntervalSinceReferenceDate: startedAt), endedAt: Date(timeIntervalSinceReferenceDate: endedAt),
            plannedSeconds: planned, focusedSeconds: focused, pausedSeconds: paused,
            tag: tag, species: species, speed: speed, mode: mode, note: note)
        return SessionSanity.problem(in: session) == nil ? session : nil
    }
}

/// The words an enum's cases are written as, quoted, to match them as bytes.
private struct EnumWords<Value: RawRepresentable & CaseIterable & Sendable>: Sendable where Value.RawValue == String {
    private let words: [(quoted: [UInt8], value: Value)] = Value.allCases.map { (Array("\"\($0.rawValue)\"".utf8), $0) }

    /// The case written at the cursor, stepping over it, or nil.
    func read(_ cursor: inout JSONCursor) -> Value? {
        for word in words where cursor.skipLiteral(word.quoted) { return word.value }
        return nil
    }
}
