import Foundation
import Testing
import GroveCore
import GroveTestSupport
@testable import GroveStore

/// A month file read and written through `FinishedSession`'s `Codable` conformance: exact,
/// strict, and a problem named by its file, line and field.
@Suite("month files")
struct MonthFileTests {
    private func monthText(_ sessions: [FinishedSession]) throws -> String {
        String(decoding: try RecordFile<FinishedSession>.encode(sessions, path: "month.json"), as: UTF8.self)
    }

    private func read(_ text: String) throws(StoreError) -> [FinishedSession] {
        try RecordFile<FinishedSession>.decode(Array(text.utf8), path: "month.json")
    }

    /// The problem the month reading names, or nil when the text reads.
    private func problem(_ text: String) -> String? {
        do {
            _ = try read(text)
            return nil
        } catch .unreadable(let path, let problem) {
            #expect(path == "month.json")
            return problem
        } catch {
            return "\(error)"
        }
    }

    @Test(arguments: [21, 22, 23] as [UInt64])
    func whatIsWrittenReadsBackEqualOneSessionALine(seed: UInt64) throws {
        let sessions = RandomSessions.sessions(40, seed: seed)
        let text = try monthText(sessions)
        #expect(try read(text) == sessions)
        let lines = text.split(separator: "\n")
        #expect(lines.count == sessions.count + 2)
        #expect(lines.first == "{\"schema\":\(SchemaVersion.current),\"sessions\":[" && lines.last == "]}")
    }

    @Test func eachLineIsTheSessionAsTheEncoderWritesIt() throws {
        let session = Samples.finished(id: "x", startedAt: Samples.start)
        let line = try monthText([session]).split(separator: "\n")[1]
        #expect(line == String(decoding: try JSONFormat.encoder().encode(session), as: UTF8.self))
        #expect(try JSONFormat.decoder().decode(FinishedSession.self, from: Data(line.utf8)) == session)
    }

    @Test func anEmptyMonthIsTheEnvelopeAlone() throws {
        #expect(try monthText([]) == "{\"schema\":\(SchemaVersion.current),\"sessions\":[\n]}\n")
        #expect(try read(monthText([])).isEmpty)
    }

    @Test func aBadLineIsReportedByLineAndField() throws {
        var lines = try monthText(RandomSessions.sessions(5, seed: 9)).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Line 1 opens the month; sessions are on lines 2 to 6.
        lines[3] = lines[3].replacingOccurrences(of: #""kind":"(focus|break)""#, with: #""kind":"tree""#, options: .regularExpression)
        let found = try #require(problem(lines.joined(separator: "\n")))
        #expect(found == #"line 4: kind is "tree", not "focus" or "break""#, "\(found)")
    }

    @Test(arguments: [
        (#""plannedSeconds":1500"#, #""plannedSeconds":1e300"#, "plannedSeconds"),
        (#""plannedSeconds":1500"#, #""plannedSeconds":1e400"#, nil),
        (#""plannedSeconds":1500"#, #""plannedSeconds":0"#, "plannedSeconds"),
        (#""pausedSeconds":0.125"#, #""pausedSeconds":-5"#, "pausedSeconds"),
        (#""focusedSeconds":1500"#, #""focusedSeconds":-1e-9"#, "focusedSeconds"),
        (#""focusedSeconds":1500"#, #""focusedSeconds":1501"#, "focusedSeconds"),
        (#""startedAt":785000000"#, #""startedAt":94670000000"#, "startedAt"),
        (#""startedAt":785000000"#, #""startedAt":-1e20"#, "startedAt"),
        (#""endedAt":785001500.25"#, #""endedAt":784000000"#, "endedAt"),
        (#""speed":1"#, #""speed":0"#, "speed"),
        (#""speed":1"#, #""speed":1e9"#, "speed"),
        (#""id":"x""#, #""id":5"#, "id"),
        (#""tag":"writing""#, #""tag":null"#, "tag"),
        (#""tag":"writing""#, #""tag":"a\qb""#, nil),
        (#""tag":"writing""#, #""tag":"\ud800""#, nil),
        (#""state":"completed""#, #""state":"grown""#, "state"),
        (#""species":"pine","#, "", "species"),
        (#""speed":1"#, #""speed":01"#, nil),
        (#""speed":1"#, #""speed":1."#, nil),
    ] as [(String, String, String?)])
    func absurdOrBrokenValuesAreRefusedByLineAndField(original: String, replacement: String, field: String?) throws {
        let text = try monthText([Samples.finished(id: "x", startedAt: Date(timeIntervalSinceReferenceDate: 785_000_000))])
        #expect(text.contains(original))
        let found = try #require(problem(text.replacingOccurrences(of: original, with: replacement)))
        #expect(found.hasPrefix("line 2: "), "\(found)")
        // What is not JSON at all has no field to name; the line says where it is.
        #expect(found.contains(field ?? "not valid JSON"), "\(found)")
    }

    @Test func absurdValuesReachTheStoreAsAnErrorNamingFileLineAndField() throws {
        let folder = TemporaryFolder()
        let store = Samples.store(folder.path)
        try store.update { _, finished in finished = [Samples.finished(id: "x", startedAt: Samples.start)] }
        let name = "devices/here/sessions/2025-11.json"
        try folder.write(try folder.read(name).replacingOccurrences(of: #""pausedSeconds":0.125"#, with: #""pausedSeconds":-5"#), to: name)

        #expect {
            try store.history(startedIn: nil)
        } throws: { error in
            guard case StoreError.unreadable(let path, let problem) = error else { return false }
            return path == "\(folder.path)/\(name)" && problem.hasPrefix("line 2: ") && problem.contains("pausedSeconds")
        }
    }

    @Test func controlCharactersAndTruncationAreRefusedByLine() throws {
        let text = try monthText([Samples.finished(id: "x", startedAt: Samples.start)])
        #expect(problem(text.replacingOccurrences(of: #""tag":"writing""#, with: "\"tag\":\"wri\tting\""))?.hasPrefix("line 2") == true)
        #expect(problem(String(text.dropLast(20)))?.hasPrefix("line 2") == true)
        #expect(problem(text + "x") == "line 3: it is not valid JSON")
        #expect(problem("") == "it is not valid JSON: line 1, column 1: the text ends where a value should be")
    }

    @Test func aHandEditedFileWithReorderedKeysAndWhitespaceStillReads() throws {
        let text = """

          {
            "sessions" : [
              {
                "tag" : "deep\\u0020work",  "species":"oak",
                "\\u0069d" : "edited-\\"1\\"",
                "state": "abandoned", "kind": "focus",
                "speed": 1.5E+1,
                "startedAt": 785000000.5, "endedAt": 7.850006e8,
                "plannedSeconds": 1500.0, "focusedSeconds": 600, "pausedSeconds": 0
              } ,
              {"endedAt":785001500,"focusedSeconds":0,"id":"b","kind":"break","pausedSeconds":0,"plannedSeconds":300,
               "speed":1,"species":"pine","startedAt":785001200,"state":"completed","tag":"rest",}
            ],
            "comment": "kept by hand",
            "schema" : 1
          }

        """
        let sessions = try read(text)
        #expect(sessions.map(\.id) == ["edited-\"1\"", "b"])
        #expect(sessions[0].tag == "deep work")
        #expect(sessions[0].speed == GameSpeed(15))
        #expect(sessions[0].endedAt == Date(timeIntervalSinceReferenceDate: 785_000_600))
        #expect(sessions.map(\.mode) == [.countdown, .countdown])
    }

    @Test func aNewerSchemaIsRefusedWhereverItStands() throws {
        let first = #"{"schema":9,"sessions":{"a new layout":true}}"#
        let last = "{\"sessions\":[{\"something\":\"new\"}],\n\"schema\":9}"
        for text in [first, last] {
            #expect(throws: StoreError.newerVersion(path: "month.json", found: 9, supported: SchemaVersion.current)) {
                try read(text)
            }
        }
        #expect(problem(#"{"schema":0,"sessions":[]}"#)?.contains("schema 0") == true)
        #expect(problem(#"{"sessions":[]}"#)?.contains("schema") == true)
    }

    /// A session line as grove wrote it at schema 1, before count-up and notes.
    static let schemaOneLine = #"{"endedAt":785001500,"focusedSeconds":1500,"id":"old","kind":"focus","pausedSeconds":0,"plannedSeconds":1500,"species":"oak","speed":1,"startedAt":785000000,"state":"completed","tag":"t"}"#

    @Test func aSchemaOneMonthReadsAsCountdownsWithoutNotes() throws {
        let sessions = try read("{\"schema\":1,\"sessions\":[\n\(Self.schemaOneLine)\n]}\n")
        #expect(sessions.map(\.mode) == [.countdown])
        #expect(sessions.map(\.note) == [nil])
    }

    @Test(arguments: [true, false])
    func aCurrentMonthWithoutModeOrNoteIsDamagedWhereverTheSchemaStands(schemaFirst: Bool) throws {
        let sessions = "\"sessions\":[\n\(Self.schemaOneLine)\n]"
        let schema = "\"schema\":\(SchemaVersion.current)"
        let text = "{" + (schemaFirst ? schema + "," + sessions : sessions + "," + schema) + "}\n"
        #expect(problem(text)?.contains("\"mode\" is missing") == true, "\(problem(text) ?? "")")
    }

    @Test func aNoteOverTwoHundredCharactersIsDamaged() throws {
        let text = try monthText([Samples.finished(id: "x", startedAt: Samples.start)]).replacingOccurrences(
            of: #""note":null"#, with: "\"note\":\"\(String(repeating: "n", count: 201))\"")
        #expect(problem(text)?.contains("note") == true)
    }

    @Test func repairKeepsTheReadableLinesOfADamagedMonthOfAnySchema() throws {
        let folder = TemporaryFolder()
        let damaged = "{\"schema\":1,\"sessions\":[\n\(Self.schemaOneLine),\n{\"id\":\"cut short\n]}\n"
        try folder.write(damaged, to: "history/2025-11.json")
        let store = Samples.store(folder.path)

        #expect(try store.problems().map(\.kind) == [.unreadable])
        let done = try store.repair()
        #expect(done.contains("kept 1 readable session from it"), "\(done)")
        #expect(try store.history(startedIn: nil).map(\.id) == ["old"])
        #expect(try store.history(startedIn: nil).map(\.mode) == [.countdown])
    }

    @Test func aNewerMonthInTheStoreIsReportedAndNeverOverwritten() throws {
        let folder = TemporaryFolder()
        let newer = "{\"schema\":9,\"sessions\":[]}\n"
        try folder.write(newer, to: "devices/here/sessions/2025-11.json")
        let store = Samples.store(folder.path)

        #expect(throws: StoreError.newerVersion(path: "\(folder.path)/devices/here/sessions/2025-11.json", found: 9, supported: SchemaVersion.current)) {
            try store.history(startedIn: nil)
        }
        #expect(throws: StoreError.self) {
            try store.update { _, finished in finished = [Samples.finished(id: "x", startedAt: Samples.start)] }
        }
        #expect(try folder.read("devices/here/sessions/2025-11.json") == newer)
    }
}
