import FoundationEssentials
import GroveCore

/// Reads the live session out of a device's `live.json`, without `JSONDecoder`.
///
/// `grove status` runs in every prompt and status bar; `JSONDecoder` costs it a
/// megabyte of memory and most of its time. The probe checks every field as
/// ``StoredLive``'s strict decoding does (a file missing one is never read as
/// "no session"); anything unusual returns nil so the caller falls back to the
/// full decode, which gives the precise error.
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
        var session: LiveSession??
        var others: Set<String> = []
        try readObject(&cursor) { (key, cursor) throws(ScanFailure) in
            switch key {
            case "schema":
                let value = try cursor.readDouble()
                guard value == value.rounded(), abs(value) < 1e9 else { throw cursor.failure("schema is not a whole number") }
                schema = Int(value)
            case "host":
                host = try cursor.readString()
            case "live":
                try readObject(&cursor) { (key, cursor) throws(ScanFailure) in
                    switch key {
                    case "session":
                        session = .some(cursor.skipLiteral("null") ? nil : try readSession(&cursor))
                    case "lastFinished":
                        if !cursor.skipLiteral("null") { _ = try MonthFileReader.readSession(&cursor) }
                    case "completedFocusCount":
                        let count = try cursor.readDouble()
                        guard count >= 0, count == count.rounded(), count < 1e15 else { throw cursor.failure("not a count") }
                    case "breakTaken", "outcomeSeen":
                        guard cursor.skipLiteral("true") || cursor.skipLiteral("false") else { throw cursor.failure("not a flag") }
                    case "lastEarned":
                        try readArray(&cursor) { (cursor) throws(ScanFailure) in
                            guard Achievement.named(try cursor.readString()) != nil else { throw cursor.failure("not an achievement") }
                        }
                    default:
                        try cursor.skipValue()
                    }
                    others.insert(key)
                }
            default:
                try cursor.skipValue()
            }
        }
        cursor.skipWhitespace()
        guard let schema, host != nil, let session, others.isSuperset(of: Self.liveFields), cursor.isAtEnd else {
            throw cursor.failure("not a live record")
        }
        return Finding(schema: schema, session: session)
    }

    /// The fields ``DeviceLiveState`` requires.
    private static let liveFields: Set<String> = [
        "session", "lastFinished", "completedFocusCount", "breakTaken", "outcomeSeen", "lastEarned",
    ]

    /// Reads `[ value, … ]`, handing each element to `element`.
    private static func readArray(
        _ cursor: inout JSONCursor, _ element: (inout JSONCursor) throws(ScanFailure) -> Void
    ) throws(ScanFailure) {
        try cursor.expect(UInt8(ascii: "["), "an array")
        cursor.skipWhitespace()
        if cursor.skip(UInt8(ascii: "]")) { return }
        repeat {
            cursor.skipWhitespace()
            try element(&cursor)
            cursor.skipWhitespace()
        } while cursor.skip(UInt8(ascii: ","))
        try cursor.expect(UInt8(ascii: "]"), "the end of an array")
    }

    private static func readSession(_ cursor: inout JSONCursor) throws(ScanFailure) -> LiveSession {
        var strings: [String: String] = [:]
        var numbers: [String: Double] = [:]
        try readObject(&cursor) { (key, cursor) throws(ScanFailure) in
            switch key {
            case "id", "kind", "tag", "species": strings[key] = try cursor.readString()
            default: numbers[key] = try cursor.readDouble()
            }
        }
        func number(_ key: String, positive: Bool = false) throws(ScanFailure) -> Double {
            guard let value = numbers[key], SessionSanity.durationProblem(value, allowZero: !positive) == nil else {
                throw cursor.failure("\(key) is missing or not sensible")
            }
            return value
        }
        func date(_ key: String) throws(ScanFailure) -> Date {
            guard let value = numbers[key], SessionSanity.dateProblem(secondsSinceReference: value) == nil else {
                throw cursor.failure("\(key) is missing or not sensible")
            }
            return Date(timeIntervalSinceReferenceDate: value)
        }
        guard let id = strings["id"], let tag = strings["tag"], let species = strings["species"],
              let kind = strings["kind"].flatMap(SessionKind.init(rawValue:)),
              let speed = numbers["speed"].flatMap(GameSpeed.init)
        else { throw cursor.failure("a session field is missing") }
        let phase: LiveSession.Phase = numbers["endsAt"] != nil
            ? .running(endsAt: try date("endsAt"))
            : .paused(remaining: try number("pausedRemaining"), since: try date("pausedSince"))
        return LiveSession(
            id: id, kind: kind, plannedSeconds: try number("plannedSeconds", positive: true), speed: speed,
            startedAt: try date("startedAt"), tag: tag, species: species, pausedSeconds: try number("pausedSeconds"),
            phase: phase)
    }

    /// Reads `{ "key": value, … }`, handing each key to `member` to read its value.
    private static func readObject(
        _ cursor: inout JSONCursor, _ member: (String, inout JSONCursor) throws(ScanFailure) -> Void
    ) throws(ScanFailure) {
        cursor.skipWhitespace()
        try cursor.expect(UInt8(ascii: "{"), "an object")
        cursor.skipWhitespace()
        if cursor.skip(UInt8(ascii: "}")) { return }
        repeat {
            cursor.skipWhitespace()
            let key = try cursor.readString()
            cursor.skipWhitespace()
            try cursor.expect(UInt8(ascii: ":"), "a colon")
            cursor.skipWhitespace()
            try member(key, &cursor)
            cursor.skipWhitespace()
        } while cursor.skip(UInt8(ascii: ","))
        try cursor.expect(UInt8(ascii: "}"), "the end of an object")
    }
}
