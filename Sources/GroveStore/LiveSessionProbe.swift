import FoundationEssentials
import GroveCore

/// Reads only the live session out of `live.json`, without `JSONDecoder`.
///
/// `grove status` runs in every prompt and status bar; decoding the whole live
/// record (rewards, the last finished session) costs it a megabyte of memory and
/// most of its time. The probe skips everything but `live.session` and checks it
/// as `LiveSession`'s own decoding does; anything unusual returns nil so the
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
        var session: LiveSession??
        try readObject(&cursor) { (key, cursor) throws(ScanFailure) in
            switch key {
            case "schema":
                let value = try cursor.readDouble()
                guard value == value.rounded(), abs(value) < 1e9 else { throw cursor.failure("schema is not a whole number") }
                schema = Int(value)
            case "live":
                try readObject(&cursor) { (key, cursor) throws(ScanFailure) in
                    if key == "session" {
                        session = .some(cursor.skipLiteral("null") ? nil : try readSession(&cursor))
                    } else {
                        try cursor.skipValue()
                    }
                }
            default:
                try cursor.skipValue()
            }
        }
        cursor.skipWhitespace()
        guard let schema, cursor.isAtEnd else { throw cursor.failure("not a live record") }
        return Finding(schema: schema, session: session ?? nil)
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
