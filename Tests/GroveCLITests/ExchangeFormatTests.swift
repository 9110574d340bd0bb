import Foundation
@testable import GroveCLI
import GroveCore
import GroveTestSupport
import Testing

/// The pieces import and export are made of, each against what its standard says.
@Suite("exchange formats")
struct ExchangeFormatTests {
    // MARK: CSV (RFC 4180)

    @Test func csvReadsQuotedCommasQuotesAndLineBreaksAndNamesEachRowsFirstLine() throws {
        let text = "a,b,c\r\n\"1,5\",\"say \"\"hi\"\"\",\"two\nlines\"\n\n,,\nlast,\"\",x"
        let rows = try CSVText.rows(text)
        #expect(rows == [
            CSVText.Row(line: 1, cells: ["a", "b", "c"]),
            CSVText.Row(line: 2, cells: ["1,5", "say \"hi\"", "two\nlines"]),
            CSVText.Row(line: 5, cells: ["", "", ""]),
            CSVText.Row(line: 6, cells: ["last", "", "x"]),
        ])
    }

    @Test(arguments: [
        ("a,\"b\nc", 1, "a quote opened on this line is never closed"),
        ("a\nb,\"c\"d", 2, "a quoted field must end at a comma or the end of the line"),
        ("a\nb,c\"d", 2, "a field holding a quote must be quoted, its quote doubled"),
    ])
    func csvRefusesBrokenQuotingWithItsLine(text: String, line: Int, reason: String) {
        #expect(throws: CSVText.Problem(line: line, reason: reason)) { try CSVText.rows(text) }
    }

    @Test func csvWritesWhatItReadsBack() throws {
        var generator = SeededGenerator(seed: 20)
        let alphabet = Array("ab ,\"\n\r;é🌲")
        for _ in 0..<500 {
            let cells = (0..<Int.random(in: 1...5, using: &generator)).map { _ in
                String((0..<Int.random(in: 0...6, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            }
            let rows = try CSVText.rows("h\n" + CSVText.line(cells))
            // A record of one empty field is a blank line, which is no record.
            #expect(rows.dropFirst().map(\.cells) == (cells == [""] ? [] : [cells]), "\(cells)")
        }
    }

    // MARK: grove's CSV through Codable

    static let columns = SessionField.allCases.map(\.rawValue)

    /// Sessions of every shape: planted together (with who gave up), a count-up with a note holding a comma and a
    /// quote, a break at another speed.
    static let sessions: [FinishedSession] = {
        let start = Date(timeIntervalSince1970: 1_763_629_200)
        return [
            FinishedSession(
                id: "6f1c9e2a-3b4d-4c5e-8f60-718293a4b5c6", kind: .focus, state: .abandoned, startedAt: start,
                endedAt: start + 600, plannedSeconds: 1500, focusedSeconds: 600, pausedSeconds: 0, tag: "écriture", species: "pine",
                speed: .normal, with: ["ana", "bo"], gaveUp: "bo"),
            FinishedSession(
                id: "7a2d0b3c-4c5e-4d6f-9a71-829304b5c6d7", kind: .focus, state: .completed, startedAt: start + 3600,
                endedAt: start + 5400, plannedSeconds: 1712.5, focusedSeconds: 1712.5, pausedSeconds: 87.5, tag: "写作",
                species: "oak", speed: .normal, mode: .open, note: "chapter 3, \"the hard one\""),
            FinishedSession(
                id: "8b3e1c4d-5d6f-4e70-8b82-930415c6d7e8", kind: .break, state: .completed, startedAt: start + 7200,
                endedAt: start + 7205, plannedSeconds: 300, focusedSeconds: 0, pausedSeconds: 0, tag: "focus", species: "oak",
                speed: GameSpeed(60)!),
        ]
    }()

    @Test func aSessionIsWrittenAsARowOfItsFields() throws {
        #expect(try Self.sessions.map { try CSVRecordEncoder.cells(of: $0, columns: Self.columns) } == [
            ["6f1c9e2a-3b4d-4c5e-8f60-718293a4b5c6", "focus", "abandoned", "2025-11-20T09:00:00Z", "2025-11-20T09:10:00Z", "1500",
             "600", "0", "écriture", "pine", "1", "countdown", "", "ana bo", "bo", "", "", "", "", "", "", ""],
            ["7a2d0b3c-4c5e-4d6f-9a71-829304b5c6d7", "focus", "completed", "2025-11-20T10:00:00Z", "2025-11-20T10:30:00Z", "1712.5",
             "1712.5", "87.5", "写作", "oak", "1", "open", "chapter 3, \"the hard one\"", "", "", "", "", "", "", "", "", ""],
            ["8b3e1c4d-5d6f-4e70-8b82-930415c6d7e8", "break", "completed", "2025-11-20T11:00:00Z", "2025-11-20T11:00:05Z", "300",
             "0", "0", "focus", "oak", "60", "countdown", "", "", "", "", "", "", "", "", "", ""],
        ])
    }

    @Test func whatTheEncoderWritesTheDecoderReadsBack() throws {
        for session in Self.sessions {
            let cells = try CSVRecordEncoder.cells(of: session, columns: Self.columns)
            #expect(try FinishedSession(from: CSVRecordDecoder(header: Self.columns, cells: cells, userInfo: [:])) == session)
        }
    }

    /// Text a spreadsheet would run as a formula, and text that starts as the guard against it does.
    @Test(arguments: [
        ("=HYPERLINK(\"http://x\")", "'=HYPERLINK(\"http://x\")"), ("+1", "'+1"), ("-draft", "'-draft"), ("@SUM(A1)", "'@SUM(A1)"),
        ("'tis the season", "''tis the season"), ("''", "'''"), ("a=b", "a=b"), ("", ""),
    ])
    func textASpreadsheetWouldRunIsWrittenAsTextAndReadBackAsStored(note: String, cell: String) throws {
        let stored = Self.sessions[1]
        let session = FinishedSession(
            id: stored.id, kind: stored.kind, state: stored.state, startedAt: stored.startedAt, endedAt: stored.endedAt,
            plannedSeconds: stored.plannedSeconds, focusedSeconds: stored.focusedSeconds, pausedSeconds: stored.pausedSeconds,
            tag: note.isEmpty ? "-x" : stored.tag, species: stored.species, speed: stored.speed, mode: stored.mode,
            note: note.isEmpty ? nil : note, with: ["-ana", "bo"])
        let cells = try CSVRecordEncoder.cells(of: session, columns: Self.columns)
        #expect(cells[12] == cell)
        #expect(cells[13] == "'-ana bo")
        if note.isEmpty { #expect(cells[8] == "'-x") }
        #expect(try FinishedSession(from: CSVRecordDecoder(header: Self.columns, cells: cells, userInfo: [:])) == session)
    }

    // MARK: Times

    @Test(arguments: [
        ("2022-09-16T14:20:58.5+0300", "2022-09-16T11:20:58.500Z"),
        ("2022-09-16T14:20:58+03:00", "2022-09-16T11:20:58.000Z"),
        ("2016-01-21T14:49:13.000-0500", "2016-01-21T19:49:13.000Z"),
        ("2022-09-16T14:20:58Z", "2022-09-16T14:20:58.000Z"),
        ("2022-09-16 14:20-02:30", "2022-09-16T16:50:00.000Z"),
        ("20231001T103000Z", "2023-10-01T10:30:00.000Z"),
    ])
    func isoTimesKeepTheirOffset(text: String, utc: String) throws {
        let date = try #require(ForeignTime.iso8601(text))
        #expect(date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true)) == utc)
    }

    @Test(arguments: [
        ("Mon Dec 10 09:43:41 GMT+01:00 2018", "2018-12-10T08:43:41Z"),
        ("Sat Jun 01 23:30:00 GMT-07:00 2019", "2019-06-02T06:30:00Z"),
        ("Tue Mar 05 12:00:00 CET 2019", "2019-03-05T11:00:00Z"),
        ("Tue Mar 05 12:00:00 GMT 2019", "2019-03-05T12:00:00Z"),
    ])
    func javaDatesKeepTheirOffset(text: String, utc: String) throws {
        #expect(try #require(ForeignTime.javaDate(text)).formatted(Date.ISO8601FormatStyle()) == utc)
    }

    @Test(arguments: [
        "2022-09-16T14:20:58", "2022-02-30T10:00:00Z", "2022-09-16T24:00:00Z", "2022-09-16T14:20:58+1500", "yesterday",
        "Mon Dec 10 09:43:41 IST 2018", "Mon Foo 10 09:43:41 GMT 2018", "Mon Dec 10 9:43:41 GMT 2018", "",
    ])
    func timesWithoutAClearInstantAreRefused(text: String) {
        #expect(ForeignTime.iso8601(text) == nil && ForeignTime.javaDate(text) == nil)
    }

    // MARK: Tags, notes, tree types

    @Test(arguments: [
        ("SPS102 1", "SPS102-1"), ("  Deep   work  ", "Deep-work"), ("a/b:c!", "abc"), ("écriture", "écriture"),
        ("🌲 deep", "🌲-deep"), ("Unset", "focus"), ("Nicht gesetzt", "focus"), ("UNSET", "focus"), ("!!!", "focus"), ("", "focus"),
        (String(repeating: "x", count: 40), String(repeating: "x", count: 32)),
    ])
    func tagsAreMadeValidPredictably(text: String, tag: String) {
        let made = ImportedText.tag(text, defaultTag: "focus")
        #expect(made == tag)
        #expect(SessionLabel(made) != nil)
    }

    @Test(arguments: [
        ("Cedar", "pine"), ("Zeder", "pine"), ("Christmas Tree", "pine"), ("Weißtanne", "pine"), ("Cherry Blossom", "cherry"),
        ("Sakura", "cherry"), ("Kirschblüte", "cherry"), ("Rose", "cherry"), ("Big Cactus", "cactus"), ("Kaktus", "cactus"),
        ("Coconut Tree", "palm"), ("Palme", "palm"), ("Pineapple", "palm"), ("Maple", "maple"), ("Ahorn", "maple"), ("Ginkgo", "maple"),
        ("Birch", "birch"), ("Birke", "birch"), ("Willow", "willow"), ("Trauerweide", "willow"), ("Oak", "oak"), ("Eiche", "oak"),
        ("Bush", "oak"), ("Lemon Tree", "oak"), ("Tangerine Tree", "oak"), ("Baobab", "oak"),
    ])
    func treeTypesBecomeTheSpeciesThatLooksMostLikeThem(type: String, species: String) {
        #expect(ForestTreeTypes.species(for: type) == species)
    }

    @Test(arguments: ["Star Coral", "9th Anniversary Cake Tree", "Mushroom", "Pink Tree", "Spinne", ""])
    func unknownTreeTypesAreLeftToTheDefault(type: String) {
        #expect(ForestTreeTypes.species(for: type) == nil)
    }

    @Test func everySpeciesInTheTableIsOneGroveKnows() {
        #expect(ForestTreeTypes.table.allSatisfy { Species.named($0.species) != nil })
    }

    // MARK: Name-based ids

    @Test func sha1MatchesTheStandardsVectors() {
        func hex(_ text: String) -> String { SHA1.digest(Array(text.utf8)).map { String(format: "%02x", $0) }.joined() }
        #expect(hex("abc") == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(hex("") == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        #expect(hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") == "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
        #expect(hex(String(repeating: "a", count: 1000)) == "291e9a6c66994949b57ba5e650361e98fc36b1ba")
    }

    @Test func version5UUIDsAreThoseOfTheStandard() {
        // RFC 9562's DNS namespace and the example every implementation agrees on.
        let dns = UUID(uuidString: "6ba7b810-9dad-11d1-80b4-00c04fd430c8")!
        #expect(NameBasedUUID.make("python.org", in: dns) == "886313e1-3b8a-5372-9b90-0c9aee199e5d")
        #expect(NameBasedUUID.make("forest 1663327258") == NameBasedUUID.make("forest 1663327258"))
        #expect(NameBasedUUID.make("forest 1663327258") != NameBasedUUID.make("forest 1663327259"))
    }
}
