import FoundationEssentials
import GroveCore
import GroveText

/// Reads the output of `grove history --json` back into sessions, checking every
/// record before any is used, and saying which record is wrong and why.
enum HistoryFileReader {
    /// Why a file cannot be imported.
    struct Problem: Error, CustomStringConvertible {
        let description: String
        /// Whether the file holds text that could command a terminal, rather than merely wrong values.
        var isUnprintable = false
    }

    static func sessions(from data: Data) throws(Problem) -> [FinishedSession] {
        guard String(validating: data, as: UTF8.self) != nil else {
            throw Problem(description: "the file is not valid UTF-8", isUnprintable: true)
        }
        let value: JSONValue
        do {
            value = try JSONValue.parse(data)
        } catch {
            throw Problem(description: "the file is not valid JSON; grove import takes the output of grove history --json")
        }
        guard case .array(let records) = value else {
            throw Problem(description: "the file must be a JSON array of sessions, as grove history --json prints")
        }
        var sessions: [FinishedSession] = []
        sessions.reserveCapacity(records.count)
        for (index, record) in records.enumerated() {
            guard case .object(let fields) = record else {
                throw Problem(description: "record \(index + 1) is not an object")
            }
            do throws(Problem) {
                sessions.append(try session(from: fields))
            } catch {
                let id = fields[SessionField.id.rawValue].flatMap { if case .string(let id) = $0 { return " (id \(PrintableText.escaped(id)))" } else { return nil } } ?? ""
                throw Problem(description: "record \(index + 1)\(id): \(error.description)", isUnprintable: error.isUnprintable)
            }
        }
        return sessions
    }

    private static func session(from fields: [String: JSONValue]) throws(Problem) -> FinishedSession {
        let id = try text(fields, .id)
        guard let kind = SessionKind(rawValue: try text(fields, .kind)) else {
            throw Problem(description: "kind must be focus or break")
        }
        guard let state = FinishedSession.Outcome(rawValue: try text(fields, .state)) else {
            throw Problem(description: "state must be completed or abandoned")
        }
        let startedAt = try date(fields, .startedAt)
        let endedAt = try date(fields, .endedAt)
        let planned = try duration(fields, .plannedSeconds, allowZero: false)
        let focused = try duration(fields, .focusedSeconds, allowZero: true)
        let paused = try duration(fields, .pausedSeconds, allowZero: true)
        guard let tag = SessionLabel(try text(fields, .tag)) else { throw Problem(description: "tag \(SessionLabel.rule)") }
        let speciesName = try text(fields, .species)
        guard case .number(let multiplier) = fields[SessionField.speed.rawValue], let speed = GameSpeed(multiplier) else {
            throw Problem(description: "speed must be a number from \(GameSpeed.allowed.lowerBound) to \(GameSpeed.allowed.upperBound)")
        }
        let (mode, note) = try modeAndNote(fields)
        let session = FinishedSession(
            id: id, kind: kind, state: state, startedAt: startedAt, endedAt: endedAt, plannedSeconds: planned,
            focusedSeconds: focused, pausedSeconds: paused, tag: tag.text, species: speciesName, speed: speed,
            mode: mode, note: note)
        if let (field, problem) = SessionSanity.problemBeforeImport(in: session) { throw Problem(description: "\(field.rawValue) \(problem)") }
        return session
    }

    /// A file from a grove before count-up and notes has neither field; a newer one has both.
    private static func modeAndNote(_ fields: [String: JSONValue]) throws(Problem) -> (SessionMode, String?) {
        if fields[SessionField.mode.rawValue] == nil, fields[SessionField.note.rawValue] == nil { return (.countdown, nil) }
        guard case .string(let text)? = fields[SessionField.mode.rawValue], let mode = SessionMode(rawValue: text) else {
            throw Problem(description: "mode must be countdown or open (only files from older groves have neither mode nor note)")
        }
        switch fields[SessionField.note.rawValue] {
        case .null?:
            return (mode, nil)
        case .string(let note)?:
            guard PrintableText.isPrintable(note) else {
                throw Problem(description: "note \(PrintableText.rule)", isUnprintable: true)
            }
            guard SessionNote(note) != nil else { throw Problem(description: "note \(SessionNote.rule)") }
            return (mode, note)
        default:
            throw Problem(description: "note must be a string or null (only files from older groves have neither mode nor note)")
        }
    }

    private static func text(_ fields: [String: JSONValue], _ field: SessionField) throws(Problem) -> String {
        guard case .string(let value) = fields[field.rawValue] else { throw Problem(description: "\(field.rawValue) must be a string") }
        guard PrintableText.isPrintable(value) else { throw Problem(description: "\(field.rawValue) \(PrintableText.rule)", isUnprintable: true) }
        return value
    }

    private static func duration(_ fields: [String: JSONValue], _ field: SessionField, allowZero: Bool) throws(Problem) -> Double {
        guard case .number(let value) = fields[field.rawValue] else { throw Problem(description: "\(field.rawValue) must be a number of seconds") }
        if let problem = SessionSanity.durationProblem(value, allowZero: allowZero) { throw Problem(description: "\(field.rawValue) \(problem)") }
        return value
    }

    private static func date(_ fields: [String: JSONValue], _ field: SessionField) throws(Problem) -> Date {
        guard case .string(let value) = fields[field.rawValue] else { throw Problem(description: "\(field.rawValue) must be an ISO 8601 date") }
        let parsed = (try? Date.ISO8601FormatStyle().parse(value))
            ?? (try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(value))
        guard let parsed else {
            throw Problem(description: "\(field.rawValue) '\(PrintableText.escaped(value))' is not an ISO 8601 date such as 2026-11-21T09:00:00Z")
        }
        if let problem = SessionSanity.dateProblem(secondsSinceReference: parsed.timeIntervalSinceReferenceDate) {
            throw Problem(description: "\(field.rawValue) \(problem)")
        }
        return parsed
    }
}
