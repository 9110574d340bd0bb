import FoundationEssentials
import GroveCore

/// Reads a history month file straight from its bytes into sessions, without
/// `JSONDecoder`, which is too slow for a forest of years (a third of a second
/// per 58,000 sessions).
///
/// It gives exactly the values `JSONDecoder` gives and applies the checks of
/// `FinishedSession.init(from:)`. It takes keys in any order and any whitespace,
/// so a file a person edited and kept valid still reads; what it refuses it
/// reports by line and field. It refuses a little valid JSON that grove never
/// writes (a trailing comma, a repeated key, a fractional schema), so a caller
/// asks `JSONDecoder` before calling a refused file broken (see ``MonthFile``).
struct MonthFileReader {
    /// What reading a month file found.
    enum Outcome {
        /// Its sessions were read.
        case read
        /// The file says it was written by a newer grove; its content was not read.
        case newerSchema(Int)
    }

    private var cursor: JSONCursor
    private let interval: DateRange?
    private var tagCache = StringInterningCache()
    private var speciesCache = StringInterningCache()
    /// Whether the month's sessions carry `mode` and `note`, as its schema version says.
    private var hasPlayFields = true

    /// Roughly the bytes of one session as grove writes it, to size the result once.
    private static let typicalSessionBytes = 200

    private init(_ cursor: JSONCursor, interval: DateRange?) {
        self.cursor = cursor
        self.interval = interval
    }

    /// Reads one session object at `cursor`, with every check of `FinishedSession.init(from:)`.
    static func readSession(_ cursor: inout JSONCursor) throws(ScanFailure) -> FinishedSession {
        var reader = MonthFileReader(cursor, interval: nil)
        let session = try reader.readSession()
        cursor = reader.cursor
        return session
    }

    /// Reads a month file's bytes, appending the sessions that started within `interval`
    /// (all when nil) to `sessions`, in file order.
    ///
    /// Appending to the caller's array, not returning one, spares a copy of every session
    /// when a view gathers many months. After a failure, `sessions` may hold some of the
    /// file's sessions; the caller drops them.
    static func read(
        _ bytes: UnsafeRawBufferPointer, startedIn interval: DateRange? = nil, into sessions: inout [FinishedSession]
    ) throws(ScanFailure) -> Outcome {
        if sessions.isEmpty { sessions.reserveCapacity(bytes.count / typicalSessionBytes) }
        var reader = MonthFileReader(JSONCursor(bytes), interval: interval)
        return try reader.readMonth(into: &sessions)
    }

    // MARK: The month

    private mutating func readMonth(into sessions: inout [FinishedSession]) throws(ScanFailure) -> Outcome {
        cursor.skipWhitespace()
        var schema: Int?
        var sawSessions = false
        // grove writes the schema first; sessions a person moved before it are read once it is known.
        var sessionsBeforeSchema: JSONCursor.Mark?
        if try cursor.open(.object, "the '{' that opens a month file") {
            repeat {
                let name = try cursor.string(from: try cursor.readKey())
                switch StoredMonth.CodingKeys(stringValue: name) {
                case .schema:
                    guard schema == nil else { throw cursor.failure("\"\(name)\" appears twice") }
                    let found = try readSchema()
                    // Checked at once: the rest of a newer file may mean something else entirely.
                    if found > SchemaEnvelope.current { return .newerSchema(found) }
                    schema = found
                    hasPlayFields = found >= SchemaVersion.playFields
                case .sessions:
                    guard !sawSessions else { throw cursor.failure("\"\(name)\" appears twice") }
                    sawSessions = true
                    if schema == nil {
                        sessionsBeforeSchema = cursor.mark
                        try cursor.skipValue()
                    } else {
                        try readSessions(into: &sessions)
                    }
                case nil:
                    try cursor.skipValue()
                }
            } while try cursor.another(in: .object, "',' or the '}' that closes the month")
        }
        cursor.skipWhitespace()
        guard cursor.isAtEnd else { throw cursor.failure("\(cursor.describeCurrent()) follows the month's closing '}'") }
        guard schema != nil else { throw cursor.failure("the month has no \"\(StoredMonth.CodingKeys.schema.stringValue)\"") }
        guard sawSessions else { throw cursor.failure("the month has no \"\(StoredMonth.CodingKeys.sessions.stringValue)\"") }
        if let sessionsBeforeSchema {
            cursor.reset(to: sessionsBeforeSchema)
            try readSessions(into: &sessions)
        }
        return .read
    }

    private mutating func readSchema() throws(ScanFailure) -> Int {
        let token = try cursor.readNumberToken()
        guard token.isWhole, let magnitude = token.significand, magnitude <= UInt64(Int.max) else {
            throw cursor.failure("\"\(StoredMonth.CodingKeys.schema.stringValue)\" is \(String(decoding: token.text, as: UTF8.self)), not a whole number")
        }
        let schema = token.negative ? -Int(magnitude) : Int(magnitude)
        guard schema >= 1 else { throw cursor.failure("schema \(schema) is not a grove schema") }
        return schema
    }

    private mutating func readSessions(into sessions: inout [FinishedSession]) throws(ScanFailure) {
        guard try cursor.open(.array, "the '[' that opens the sessions") else { return }
        repeat {
            let start = cursor.mark
            let session: FinishedSession
            if let written = CanonicalSessionLine.read(&cursor, tags: &tagCache, species: &speciesCache) {
                session = written
            } else {
                cursor.reset(to: start)
                session = try readSession()
            }
            if interval?.contains(session.startedAt) ?? true { sessions.append(session) }
        } while try cursor.another(in: .array, "',' or the ']' that closes the sessions")
    }

    // MARK: One session

    /// Reads one session object, checking each field as `FinishedSession.init(from:)` does.
    private mutating func readSession() throws(ScanFailure) -> FinishedSession {
        let firstLine = cursor.line
        let hasFields = try cursor.open(.object, "a session, which starts with '{'")
        var id: String?, tag: String?, species: String?
        var kind: SessionKind?, state: FinishedSession.Outcome?
        var startedAt: Double?, endedAt: Double?, speed: GameSpeed?
        var planned: Double?, focused: Double?, paused: Double?
        var mode: SessionMode?, note: String??
        var endedLine = firstLine, focusedLine = firstLine
        var seen: UInt16 = 0
        if hasFields {
            repeat {
                let name = try cursor.readKey()
                let named = name.isEscaped ? Field(named: try cursor.string(from: name)) : Field(named: name.text)
                // Before the play fields existed, JSONDecoder ignored them as unknown; so does this reader.
                let known = named.flatMap { $0.isPlayField && !hasPlayFields ? nil : $0 }
                if let field = known {
                    guard seen & field.bit == 0 else {
                        throw ScanFailure(line: cursor.line, field: field.label, problem: "appears twice in one session")
                    }
                    seen |= field.bit
                    let line = cursor.line
                    do throws(ScanFailure) {
                        switch field {
                        case .id: id = try cursor.readString()
                        case .tag: tag = try cursor.readString()
                        case .species: species = try cursor.readString()
                        case .kind: kind = try readChoice(SessionKind.self, among: SessionKind.allCases)
                        case .state: state = try readChoice(FinishedSession.Outcome.self, among: [.completed, .abandoned])
                        case .startedAt: startedAt = try readDate()
                        case .endedAt:
                            endedAt = try readDate()
                            endedLine = line
                        case .plannedSeconds: planned = try readDuration(allowZero: false)
                        case .focusedSeconds:
                            focused = try readDuration(allowZero: true)
                            focusedLine = line
                        case .pausedSeconds: paused = try readDuration(allowZero: true)
                        case .speed: speed = try readSpeed()
                        case .mode: mode = try readChoice(SessionMode.self, among: SessionMode.allCases)
                        case .note: note = .some(try readNote())
                        }
                    } catch {
                        throw error.within(field: field.label)
                    }
                } else {
                    // JSONDecoder ignores fields it does not know; so does this reader.
                    try cursor.skipValue()
                }
            } while try cursor.another(in: .object, "',' or the '}' that closes the session")
        }
        func missing(_ field: Field) -> ScanFailure {
            ScanFailure(line: firstLine, field: field.label, problem: "is missing from the session that starts on this line")
        }
        guard let id else { throw missing(.id) }
        guard let kind else { throw missing(.kind) }
        guard let state else { throw missing(.state) }
        guard let startedAt else { throw missing(.startedAt) }
        guard let endedAt else { throw missing(.endedAt) }
        guard let planned else { throw missing(.plannedSeconds) }
        guard let focused else { throw missing(.focusedSeconds) }
        guard let paused else { throw missing(.pausedSeconds) }
        guard let tag else { throw missing(.tag) }
        guard let species else { throw missing(.species) }
        guard let speed else { throw missing(.speed) }
        if hasPlayFields {
            guard mode != nil else { throw missing(.mode) }
            guard note != nil else { throw missing(.note) }
        }
        let session = FinishedSession(
            id: id, kind: kind, state: state,
            startedAt: Date(timeIntervalSinceReferenceDate: startedAt), endedAt: Date(timeIntervalSinceReferenceDate: endedAt),
            plannedSeconds: planned, focusedSeconds: focused, pausedSeconds: paused,
            tag: tag, species: species, speed: speed, mode: mode ?? .countdown, note: note ?? nil)
        // Each field alone was checked as it was read; what is left is how they relate.
        if let (field, problem) = SessionSanity.problem(in: session) {
            let line = field == .endedAt ? endedLine : (field == .focusedSeconds ? focusedLine : firstLine)
            throw ScanFailure(line: line, field: field.label, problem: problem)
        }
        return session
    }

    /// A note: a string within the note rule, or null.
    private mutating func readNote() throws(ScanFailure) -> String? {
        if cursor.skipLiteral("null") { return nil }
        let note = try cursor.readString()
        if let problem = SessionSanity.noteProblem(note) { throw cursor.failure(problem) }
        return note
    }

    /// Dates are seconds since 2001 as a number: `JSONEncoder`'s default date strategy.
    private mutating func readDate() throws(ScanFailure) -> Double {
        let seconds = try cursor.readDouble()
        if let problem = SessionSanity.dateProblem(secondsSinceReference: seconds) { throw cursor.failure(problem) }
        return seconds
    }

    private mutating func readDuration(allowZero: Bool) throws(ScanFailure) -> Double {
        let seconds = try cursor.readDouble()
        if let problem = SessionSanity.durationProblem(seconds, allowZero: allowZero) { throw cursor.failure(problem) }
        return seconds
    }

    private mutating func readSpeed() throws(ScanFailure) -> GameSpeed {
        let multiplier = try cursor.readDouble()
        guard let speed = GameSpeed(multiplier) else {
            throw cursor.failure("is \(multiplier), outside \(GameSpeed.allowed)")
        }
        return speed
    }

    /// Reads a string that must be the raw value of one of `choices` (listed only when it is not).
    private mutating func readChoice<Choice: RawRepresentable>(
        _: Choice.Type, among choices: @autoclosure () -> [Choice]
    ) throws(ScanFailure) -> Choice where Choice.RawValue == String {
        let text = try cursor.readString()
        guard let choice = Choice(rawValue: text) else {
            let allowed = choices().map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
            throw cursor.failure("is \"\(text)\", not \(allowed)")
        }
        return choice
    }

    // MARK: Field names

    /// The fields of a stored session, named once in ``SessionField``.
    private typealias Field = SessionField
}

extension SessionField {
    /// The fields in their declared order, kept once so finding a field's position allocates nothing.
    private static let ordered = allCases

    /// This field's flag in a set of fields already seen, kept in one integer so a session costs no allocation.
    fileprivate var bit: UInt16 { 1 << UInt16(Self.ordered.firstIndex(of: self)!) }

    fileprivate var label: String { rawValue }

    /// The field a name in the file stands for, compared byte by byte: no string is made.
    fileprivate init?(named text: UnsafeRawBufferPointer) {
        // The length and one byte narrow it to a single candidate; one comparison confirms it.
        let candidate: SessionField? = switch text.count {
        case 2: .id
        case 3: .tag
        case 4: text[0] == UInt8(ascii: "k") ? .kind : (text[0] == UInt8(ascii: "m") ? .mode : .note)
        case 5: text[1] == UInt8(ascii: "p") ? .speed : .state
        case 7: text[0] == UInt8(ascii: "e") ? .endedAt : .species
        case 9: .startedAt
        case 13: .pausedSeconds
        case 14: text[0] == UInt8(ascii: "f") ? .focusedSeconds : .plannedSeconds
        default: nil
        }
        guard let candidate, text.elementsEqual(candidate.rawValue.utf8) else { return nil }
        self = candidate
    }

    /// The field a name with escapes stands for, once they are resolved.
    fileprivate init?(named text: String) {
        var text = text
        guard let field = text.withUTF8({ SessionField(named: UnsafeRawBufferPointer($0)) }) else { return nil }
        self = field
    }
}
