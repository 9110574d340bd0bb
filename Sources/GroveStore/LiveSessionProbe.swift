import FoundationEssentials
import GroveCore

/// Reads the live session out of a device's `live.json`, without `JSONDecoder`.
///
/// `grove status` runs in every prompt and status bar; `JSONDecoder` costs it a
/// megabyte of memory and most of its time. The probe checks every field as
/// ``StoredLive``'s strict decoding does (a file missing one is never read as
/// "no session"); anything unusual, an older schema included, returns nil so the
/// caller falls back to the full decode, which gives the precise error.
enum LiveSessionProbe {
    /// What the probe found: the schema and the session (nil when there is none).
    struct Finding {
        let schema: Int
        let session: LiveSession?
    }

    static func read(_ bytes: UnsafeRawBufferPointer) -> Finding? {
        var cursor = JSONCursor(bytes)
        return try? readDocument(&cursor)
    }

    private static func readDocument(_ cursor: inout JSONCursor) throws(ScanFailure) -> Finding {
        var schema: Int?
        var host: String?
        var session: ReadSession??
        var fields: Set<DeviceLiveState.CodingKeys> = []
        try readObject(&cursor) { (key, cursor) throws(ScanFailure) in
            switch StoredLive.CodingKeys(stringValue: key) {
            case .schema:
                let value = try cursor.readDouble()
                guard value == value.rounded(), abs(value) < 1e9 else { throw cursor.failure("schema is not a whole number") }
                schema = Int(value)
            case .host:
                host = try cursor.readString()
            case .live:
                try readObject(&cursor) { (key, cursor) throws(ScanFailure) in
                    let field = DeviceLiveState.CodingKeys(stringValue: key)
                    switch field {
                    case .session: session = .some(cursor.skipLiteral("null") ? nil : try readSession(&cursor))
                    // Checked as strictly as the full decode; the day's trees are counted from the logs.
                    case .today: if !cursor.skipLiteral("null") { try checkTally(&cursor) }
                    case .lastFinished:
                        if !cursor.skipLiteral("null") { _ = try MonthFileReader.readSession(&cursor) }
                    case .completedFocusCount:
                        let count = try cursor.readDouble()
                        guard count >= 0, count == count.rounded(), count < 1e15 else { throw cursor.failure("not a count") }
                    case .breakTaken, .outcomeSeen, .lastReachedGoal:
                        guard cursor.skipLiteral("true") || cursor.skipLiteral("false") else { throw cursor.failure("not a flag") }
                    case .lastEarned:
                        try readArray(&cursor) { (cursor) throws(ScanFailure) in
                            guard Achievement.named(try cursor.readString()) != nil else { throw cursor.failure("not an achievement") }
                        }
                    case nil:
                        try cursor.skipValue()
                    }
                    if let field { fields.insert(field) }
                }
            case nil:
                try cursor.skipValue()
            }
        }
        cursor.skipWhitespace()
        // Only the current layout is read here; an older one is for the full decode to judge.
        guard schema == SchemaVersion.current, host != nil, let session,
              fields.count == DeviceLiveState.CodingKeys.allCases.count,
              cursor.isAtEnd
        else { throw cursor.failure("not a live record") }
        return Finding(schema: SchemaVersion.current, session: try session?.asWritten())
    }

    /// A session as read, before checking that it carries `mode` and `note`.
    private struct ReadSession {
        let session: LiveSession
        let hasMode: Bool
        let hasNote: Bool
        let failure: ScanFailure

        /// The session, from a file that writes mode and note.
        func asWritten() throws(ScanFailure) -> LiveSession {
            guard hasMode, hasNote else { throw failure }
            return session
        }
    }

    private static func readSession(_ cursor: inout JSONCursor) throws(ScanFailure) -> ReadSession {
        var strings: [LiveSession.Field: String] = [:]
        var numbers: [LiveSession.Field: Double] = [:]
        var note: String??
        try readObject(&cursor) { (key, cursor) throws(ScanFailure) in
            guard let field = LiveSession.Field(stringValue: key) else { return try cursor.skipValue() }
            switch field {
            case .id, .kind, .tag, .species, .mode: strings[field] = try cursor.readString()
            case .note: note = .some(cursor.skipLiteral("null") ? nil : try cursor.readString())
            case .plannedSeconds, .speed, .startedAt, .pausedSeconds, .endsAt, .pausedRemaining, .pausedSince:
                numbers[field] = try cursor.readDouble()
            }
        }
        let mode = try strings[.mode].map { (text) throws(ScanFailure) in
            guard let mode = SessionMode(rawValue: text) else { throw cursor.failure("mode is not sensible") }
            return mode
        }
        if let note = note ?? nil, SessionSanity.noteProblem(note) != nil { throw cursor.failure("note is not sensible") }
        func number(_ field: LiveSession.Field, positive: Bool = false) throws(ScanFailure) -> Double {
            guard let value = numbers[field], SessionSanity.durationProblem(value, allowZero: !positive) == nil else {
                throw cursor.failure("\(field.rawValue) is missing or not sensible")
            }
            return value
        }
        func date(_ field: LiveSession.Field) throws(ScanFailure) -> Date {
            guard let value = numbers[field], SessionSanity.dateProblem(secondsSinceReference: value) == nil else {
                throw cursor.failure("\(field.rawValue) is missing or not sensible")
            }
            return Date(timeIntervalSinceReferenceDate: value)
        }
        guard let id = strings[.id], let tag = strings[.tag], let species = strings[.species],
              let kind = strings[.kind].flatMap(SessionKind.init(rawValue:)),
              let speed = numbers[.speed].flatMap(GameSpeed.init)
        else { throw cursor.failure("a session field is missing") }
        let phase: LiveSession.Phase = numbers[.endsAt] != nil
            ? .running(endsAt: try date(.endsAt))
            : .paused(remaining: try number(.pausedRemaining), since: try date(.pausedSince))
        let session = LiveSession(
            id: id, kind: kind, plannedSeconds: try number(.plannedSeconds, positive: true), speed: speed,
            startedAt: try date(.startedAt), tag: tag, species: species, mode: mode ?? .countdown, note: note ?? nil,
            pausedSeconds: try number(.pausedSeconds), phase: phase)
        return ReadSession(
            session: session, hasMode: mode != nil, hasNote: note != nil,
            failure: cursor.failure("mode and note do not match the schema"))
    }

    private static func checkTally(_ cursor: inout JSONCursor) throws(ScanFailure) {
        var date: String?
        var grown: Double?
        try readObject(&cursor) { (key, cursor) throws(ScanFailure) in
            switch DailyTally.Field(stringValue: key) {
            case .date: date = try cursor.readString()
            case .grown: grown = try cursor.readDouble()
            case nil: try cursor.skipValue()
            }
        }
        guard date.flatMap(LocalDay.init(parsing:)) != nil, let grown, grown >= 0, grown == grown.rounded(), grown < 1e9 else {
            throw cursor.failure("today is not sensible")
        }
    }

    /// Reads `{ "key": value, … }`, handing each key to `member` to read its value.
    private static func readObject(
        _ cursor: inout JSONCursor, _ member: (String, inout JSONCursor) throws(ScanFailure) -> Void
    ) throws(ScanFailure) {
        cursor.skipWhitespace()
        guard try cursor.open(.object, "an object") else { return }
        repeat {
            try member(try cursor.string(from: try cursor.readKey()), &cursor)
        } while try cursor.another(in: .object, "the end of an object")
    }

    /// Reads `[ value, … ]`, handing each element to `element`.
    private static func readArray(
        _ cursor: inout JSONCursor, _ element: (inout JSONCursor) throws(ScanFailure) -> Void
    ) throws(ScanFailure) {
        guard try cursor.open(.array, "an array") else { return }
        repeat {
            try element(&cursor)
        } while try cursor.another(in: .array, "the end of an array")
    }
}
