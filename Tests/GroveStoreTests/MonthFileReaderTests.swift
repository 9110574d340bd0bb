import Foundation
import Testing
import GroveCore
import GroveTestSupport
@testable import GroveStore

@Suite("Month file reader")
struct MonthFileReaderTests {
    /// What `JSONDecoder` makes of a month file: the reference the lean reader must equal.
    private struct DecodedMonth: Decodable {
        let schema: Int
        let sessions: [FinishedSession]
    }

    private struct SchemaOnly: Decodable {
        let schema: Int
    }

    /// What the lean reader alone made of a text.
    private enum LeanRead: Equatable {
        case sessions([FinishedSession])
        case newerSchema(Int)
    }

    private func lean(_ text: String) throws(ScanFailure) -> LeanRead {
        var sessions: [FinishedSession] = []
        let result = Array(text.utf8).withUnsafeBytes { raw in
            Result { () throws(ScanFailure) in try MonthFileReader.read(raw, into: &sessions) }
        }
        switch try result.get() {
        case .read: return .sessions(sessions)
        case .newerSchema(let found): return .newerSchema(found)
        }
    }

    /// What the store's month reading (lean reader, then JSONDecoder if refused) makes of a text.
    private func monthFile(_ text: String) throws(StoreError) -> [FinishedSession] {
        var sessions: [FinishedSession] = []
        try MonthFile.decode(Array(text.utf8), path: "month.json", into: &sessions)
        return sessions
    }

    private func decoded(_ data: Data) throws -> [FinishedSession] {
        let decoder = JSONDecoder()
        decoder.userInfo[.groveSchema] = try JSONDecoder().decode(SchemaOnly.self, from: data).schema
        return try decoder.decode(DecodedMonth.self, from: data).sessions
    }

    private func failure(_ text: String) -> ScanFailure? {
        do {
            _ = try lean(text)
            return nil
        } catch {
            return error
        }
    }

    private func monthText(_ sessions: [FinishedSession]) -> String {
        String(decoding: MonthFile.encode(sessions), as: UTF8.self)
    }

    @Test(arguments: [1, 2, 3, 4])
    func equalsJSONDecoderOnGeneratedSessions(seed: UInt64) throws {
        let sessions = RandomSessions.sessions(1_000, seed: seed)
        let data = Data(MonthFile.encode(sessions))
        let read = try lean(String(decoding: data, as: UTF8.self))

        #expect(read == .sessions(try decoded(data)))
        #expect(read == .sessions(sessions))
    }

    @Test func numbersEqualJSONDecoderBitForBit() throws {
        var generator = SeededGenerator(seed: 7)
        var texts: [String] = []
        for _ in 0..<20_000 {
            let value = Double(bitPattern: generator.next())
            if value.isFinite { texts.append("\(value)") }
        }
        for _ in 0..<20_000 {
            let digits = { (count: Int, generator: inout SeededGenerator) in
                String((0..<count).map { _ in "0123456789".randomElement(using: &generator)! })
            }
            var text = Bool.random(using: &generator) ? "-" : ""
            let whole = digits(Int.random(in: 0...20, using: &generator), &generator)
            text += whole.isEmpty || whole.hasPrefix("0") ? "0" : whole
            if Bool.random(using: &generator) { text += "." + digits(Int.random(in: 1...25, using: &generator), &generator) }
            if Bool.random(using: &generator) {
                text += ["e", "E", "e+", "e-", "E-"].randomElement(using: &generator)! + String(Int.random(in: 0...40, using: &generator))
            }
            texts.append(text)
        }
        texts += ["0", "-0", "1e-400", "1e400", "4.9e-324", "2.4703282292062328e-324", "1.7976931348623157e308",
                  "9007199254740993", "123456789012345678901234567890", "0.1e1", "100e-2"]

        for text in texts {
            let bytes = Array(text.utf8)
            let leanValue: Double? = bytes.withUnsafeBytes { raw in
                var cursor = JSONCursor(raw)
                guard let value = try? cursor.readDouble(), cursor.isAtEnd else { return nil }
                return value
            }
            let reference = try? JSONDecoder().decode([Double].self, from: Data("[\(text)]".utf8))[0]
            if let leanValue {
                #expect(leanValue.bitPattern == reference?.bitPattern, "\(text)")
            } else {
                // A zero with an exponent is left to JSONDecoder, which refuses some of them (`0e1`).
                let zeroWithExponent = reference == 0 && text.lowercased().contains("e")
                #expect(reference == nil || zeroWithExponent, "\(text)")
            }
        }
    }

    @Test func aBadLineIsReportedByLineAndField() throws {
        var lines = monthText(RandomSessions.sessions(5, seed: 9)).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Line 1 opens the month; sessions are on lines 2 to 6.
        lines[3] = lines[3].replacingOccurrences(of: #""kind":"(focus|break)""#, with: #""kind":"tree""#, options: .regularExpression)
        let found = failure(lines.joined(separator: "\n"))

        #expect(found?.line == 4)
        #expect(found?.field == "kind")
        #expect(found?.problem.contains("\"tree\"") == true)
    }

    @Test(arguments: [
        (#""plannedSeconds":1500"#, #""plannedSeconds":1e300"#, "plannedSeconds"),
        (#""plannedSeconds":1500"#, #""plannedSeconds":1e400"#, "plannedSeconds"),
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
        (#""tag":"writing""#, #""tag":"a\qb""#, "tag"),
        (#""tag":"writing""#, #""tag":"\ud800""#, "tag"),
        (#""state":"completed""#, #""state":"grown""#, "state"),
        (#""species":"pine","#, "", "species"),
        (#""speed":1"#, #""speed":01"#, "speed"),
        (#""speed":1"#, #""speed":1."#, "speed"),
    ])
    func absurdOrBrokenValuesAreRefusedWithTheirField(original: String, replacement: String, field: String) throws {
        let text = monthText([Samples.finished(id: "x", startedAt: Date(timeIntervalSinceReferenceDate: 785_000_000))])
        #expect(text.contains(original))
        let found = failure(text.replacingOccurrences(of: original, with: replacement))

        #expect(found?.line == 2)
        #expect(found?.field == field)
    }

    @Test func absurdValuesReachTheStoreAsAnErrorNamingFileLineAndField() throws {
        let folder = TemporaryFolder()
        let store = JSONSessionStore(folder: folder.path, device: Samples.device)
        try store.update { _, finished in finished = [Samples.finished(id: "x", startedAt: Samples.start)] }
        let name = "devices/here/sessions/2025-11.json"
        try folder.write(try folder.read(name).replacingOccurrences(of: #""pausedSeconds":0.125"#, with: #""pausedSeconds":-5"#), to: name)

        #expect(throws: StoreError.self) { try store.history(startedIn: nil) }
        do {
            _ = try store.history(startedIn: nil)
        } catch let StoreError.unreadable(path, problem) {
            #expect(path == "\(folder.path)/\(name)")
            #expect(problem.contains("line 2"))
            #expect(problem.contains("pausedSeconds"))
        }
    }

    @Test func controlCharactersAndTruncationAreRefused() throws {
        let text = monthText([Samples.finished(id: "x", startedAt: Samples.start)])
        #expect(failure(text.replacingOccurrences(of: #""tag":"writing""#, with: "\"tag\":\"wri\tting\""))?.field == "tag")
        #expect(failure(String(text.dropLast(20)))?.line == 2)
        #expect(failure(text + "x")?.line == 4)
        #expect(failure("") != nil)
    }

    @Test func aHandEditedFileWithReorderedKeysAndWhitespaceStillReads() throws {
        let text = """

          {
            "sessions" : [
              {
                "tag" : "deep\\u0020work",  "species":"oak",
                "\\u0069d" : "edited-\\"1\\"",
                "state": "abandoned", "kind": "focus",
                "note": {"free": ["text", 1, true, false, null, {"nested": -2.5e-3}]},
                "speed": 1.5E+1,
                "startedAt": 785000000.5, "endedAt": 7.850006e8,
                "plannedSeconds": 1500.0, "focusedSeconds": 600, "pausedSeconds": 0
              } ,
              {"endedAt":785001500,"focusedSeconds":0,"id":"b","kind":"break","pausedSeconds":0,"plannedSeconds":300,
               "speed":1,"species":"pine","startedAt":785001200,"state":"completed","tag":"rest"}
            ],
            "comment": "kept by hand",
            "schema" : 1
          }

        """
        let read = try lean(text)

        #expect(read == .sessions(try decoded(Data(text.utf8))))
        guard case .sessions(let sessions) = read else { return }
        #expect(sessions.map(\.id) == ["edited-\"1\"", "b"])
        #expect(sessions[0].tag == "deep work")
        #expect(sessions[0].speed == GameSpeed(15))
        #expect(sessions[0].endedAt == Date(timeIntervalSinceReferenceDate: 785_000_600))
    }

    @Test func validJSONTheLeanReaderRefusesIsReadByTheFallback() throws {
        let session = Samples.finished(id: "x", startedAt: Samples.start)
        let text = monthText([session])
        let variants = [
            text.replacingOccurrences(of: #""tag":"writing"}"#, with: #""tag":"writing",}"#),
            text.replacingOccurrences(of: #""id":"x""#, with: #""id":"x","id":"y""#),
            text.replacingOccurrences(of: "\"schema\":\(SchemaVersion.current)", with: "\"schema\":\(SchemaVersion.current).0"),
        ]
        for variant in variants {
            #expect(failure(variant) != nil)
            #expect(try monthFile(variant) == decoded(Data(variant.utf8)))
        }
    }

    @Test func aNewerSchemaIsRefusedWhereverItStands() throws {
        let first = #"{"schema":9,"sessions":{"a new layout":true}}"#
        let last = "{\"sessions\":[{\"something\":\"new\"}],\n\"schema\":9}"
        #expect(try lean(first) == .newerSchema(9))
        for text in [first, last] {
            #expect(throws: StoreError.newerVersion(path: "month.json", found: 9, supported: SchemaVersion.current)) {
                try monthFile(text)
            }
        }
        #expect(failure(#"{"schema":0,"sessions":[]}"#)?.problem.contains("schema 0") == true)
        #expect(failure(#"{"sessions":[]}"#)?.problem.contains("schema") == true)
    }

    /// A session line as grove wrote it at schema 1, before count-up and notes.
    static let schemaOneLine = #"{"endedAt":785001500,"focusedSeconds":1500,"id":"old","kind":"focus","pausedSeconds":0,"plannedSeconds":1500,"species":"oak","speed":1,"startedAt":785000000,"state":"completed","tag":"t"}"#

    @Test func aSchemaOneMonthReadsAsCountdownsWithoutNotes() throws {
        let text = "{\"schema\":1,\"sessions\":[\n\(Self.schemaOneLine)\n]}\n"
        let read = try lean(text)
        #expect(read == .sessions(try decoded(Data(text.utf8))))
        guard case .sessions(let sessions) = read else { return }
        #expect(sessions.map(\.mode) == [.countdown])
        #expect(sessions.map(\.note) == [nil])
    }

    @Test(arguments: [true, false])
    func aCurrentMonthWithoutModeOrNoteIsDamagedWhereverTheSchemaStands(schemaFirst: Bool) throws {
        let sessions = "\"sessions\":[\n\(Self.schemaOneLine)\n]"
        let schema = "\"schema\":\(SchemaVersion.current)"
        let text = "{" + (schemaFirst ? schema + "," + sessions : sessions + "," + schema) + "}\n"
        #expect(failure(text)?.field == "mode")
        #expect(throws: StoreError.self) { try monthFile(text) }
        #expect(throws: DecodingError.self) { try decoded(Data(text.utf8)) }
    }

    @Test func aNoteOverTwoHundredCharactersIsDamaged() throws {
        let session = Samples.finished(id: "x", startedAt: Samples.start)
        let text = monthText([session]).replacingOccurrences(
            of: #""note":null"#, with: "\"note\":\"\(String(repeating: "n", count: 201))\"")
        #expect(failure(text)?.field == "note")
        #expect(throws: StoreError.self) { try monthFile(text) }
    }

    @Test func aNewerMonthInTheStoreIsReportedAndNeverOverwritten() throws {
        let folder = TemporaryFolder()
        let newer = "{\"schema\":9,\"sessions\":[]}\n"
        try folder.write(newer, to: "devices/here/sessions/2025-11.json")
        let store = JSONSessionStore(folder: folder.path, device: Samples.device)

        #expect(throws: StoreError.newerVersion(path: "\(folder.path)/devices/here/sessions/2025-11.json", found: 9, supported: SchemaVersion.current)) {
            try store.history(startedIn: nil)
        }
        #expect(throws: StoreError.self) {
            try store.update { _, finished in finished = [Samples.finished(id: "x", startedAt: Samples.start)] }
        }
        #expect(try folder.read("devices/here/sessions/2025-11.json") == newer)
    }
}
