import Foundation
import Testing
import GroveCore

/// `grove import` of other apps' exports: the Forest app's CSV in both its styles, and `timew export`.
@Suite("grove import of Forest and timewarrior exports")
struct ForeignImportTests {
    /// A newer Forest export: unquoted ISO times with offsets, English names, `Unset`. The second
    /// row's note holds a comma, quotes and a line break; the third starts at 01:10 at +03:00,
    /// which is still the day before in UTC; the fourth lasts 210 minutes, past grove's 180.
    static let newerForest = """
        Start Time,End Time,Tag,Note,Tree Type,Is Success
        2022-09-16T14:20:58.882+0300,2022-09-16T14:45:58.882+0300,SPS102 1,,Cedar,True
        2022-09-16T20:00:00.000+0300,2022-09-16T20:30:00.000+0300,Unset,"read ch. 3, then ""notes""
        in the margin",Tangerine Tree,True
        2022-09-17T01:10:00.000+0300,2022-09-17T01:22:30.000+0300,Study,,9th Anniversary Cake Tree,False
        2022-09-17T09:00:00.000-0700,2022-09-17T12:30:00.000-0700,Deep   work!,,Star Coral,True

        """

    /// An older Android export: every field quoted, Java's dates, the phone's German.
    static let olderForest = """
        "Start Time","End Time","Tag","Note","Tree Type","Is Success"\r
        "Mon Dec 10 09:43:41 GMT+01:00 2018","Mon Dec 10 10:08:41 GMT+01:00 2018","Nicht gesetzt","","Zeder","True"\r
        "Mon Dec 10 23:30:00 GMT+01:00 2018","Tue Dec 11 00:10:00 GMT+01:00 2018","Lernen","Kapitel 2, Übungen","Kirschblüte","False"\r
        "Tue Dec 11 14:00:00 GMT+01:00 2018","Tue Dec 11 14:30:00 GMT+01:00 2018","Mathe Hausaufgaben","","Großer Kaktus","True"\r

        """

    /// A harness in the person's time zone, `hours` east of UTC, long after the exports were made.
    func harness(hoursEast hours: Int = 0) -> CLIHarness {
        let harness = CLIHarness()
        harness.calendar = FixedOffsetCalendar(secondsEastOfUTC: hours * 3600)
        return harness
    }

    func write(_ text: String, in harness: CLIHarness, name: String = "export") throws -> String {
        let path = "\(harness.configFolder)/\(name)-\(UUID().uuidString)"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func utc(_ text: String) -> Date {
        ISO8601DateFormatter().date(from: text)!
    }

    @Test func aNewerForestExportBecomesSessionsOnTheirOwnDays() throws {
        let harness = harness(hoursEast: 3)
        #expect(harness.run("import", try write(Self.newerForest, in: harness)) == 0, "\(harness.errors)")
        let sessions = harness.repository.finished.sorted(by: FinishedSession.historyOrder)
        #expect(sessions.count == 4)

        #expect(sessions.map(\.startedAt) == [
            utc("2022-09-16T11:20:58Z"), utc("2022-09-16T17:00:00Z"), utc("2022-09-16T22:10:00Z"), utc("2022-09-17T16:00:00Z"),
        ])
        // 01:10 at +03:00 is the 17th where it was planted, and in this person's +03:00 calendar.
        #expect(harness.calendar.day(of: sessions[2].startedAt) == LocalDay(year: 2022, month: 9, day: 17))
        #expect(sessions.map(\.state) == [.completed, .completed, .abandoned, .completed])
        #expect(sessions.map(\.focusedSeconds) == [1500, 1800, 750, 12_600])
        #expect(sessions.map(\.plannedSeconds) == [1500, 1800, 750, 12_600])
        #expect(sessions.map(\.tag) == ["SPS102-1", "focus", "Study", "Deep-work"])
        #expect(sessions.map(\.species) == ["pine", "oak", "oak", "oak"])
        #expect(sessions.map(\.note) == ["Cedar", "read ch. 3, then \"notes\" in the margin", "9th Anniversary Cake Tree", "Star Coral"])
        #expect(sessions.allSatisfy { $0.speed == .normal && $0.kind == .focus && $0.pausedSeconds == 0 && $0.mode == .countdown })
        #expect(sessions.allSatisfy { UUID(uuidString: $0.id) != nil })

        #expect(harness.output.contains(
            "Imported 4 sessions from a Forest export: 3 grown and 1 withered, on 2 days from 2022-09-16 to 2022-09-17."))
        // 25 + 30 + 180 minutes of grown focus (the 210-minute tree earns on 180), and the second day of a streak: 10 more coins.
        #expect(harness.output.contains("They brought 245 coins and 2 achievements (First sprout, Marathon)."))
        #expect(harness.output.contains("1 tree over 180 minutes earns on 180 of them."))
        #expect(harness.repository.live.rewards.coins == 245)
        #expect(harness.repository.live.rewards.currentStreak == 2)
    }

    @Test func aSessionFallsOnItsDayInThePersonsOwnTimeZone() throws {
        // 01:10 at +03:00 on the 17th is 22:10 UTC on the 16th: the 16th for a person living in UTC.
        let harness = harness(hoursEast: 0)
        #expect(harness.run("import", try write(Self.newerForest, in: harness)) == 0, "\(harness.errors)")
        let sessions = harness.repository.finished.sorted(by: FinishedSession.historyOrder)
        #expect(sessions.map { harness.calendar.day(of: $0.startedAt).day } == [16, 16, 16, 17])
        #expect(harness.output.contains("on 2 days from 2022-09-16 to 2022-09-17."))
    }

    /// Issue 33.4: a row spanning four days became a tree worth 5,760 coins, and one of no length earned "First sprout".
    /// Both are kept as history; one earns on 180 minutes, the other nothing.
    @Test func aRowEarnsOnAt180MinutesAtMostAndOneUnderAMinuteEarnsNothing() throws {
        let harness = harness()
        let header = "Start Time,End Time,Tag,Note,Tree Type,Is Success\n"
        let instant = header + "2022-09-12T09:00:00.000+0000,2022-09-12T09:00:00.000+0000,Study,,Cedar,True\n"
        #expect(harness.run("import", try write(instant, in: harness)) == 0, "\(harness.errors)")
        #expect(harness.repository.finished.count == 1)
        #expect(harness.output.contains("They brought 0 coins."), "\(harness.output)")
        #expect(harness.output.contains("1 tree under a minute earns nothing."), "\(harness.output)")
        #expect(harness.repository.live.rewards.earned.isEmpty)
        #expect(harness.repository.live.rewards.treesGrown == 0)

        let fourDays = header + "2022-09-16T09:00:00.000+0000,2022-09-20T09:00:00.000+0000,Study,,Cedar,True\n"
        #expect(harness.run("import", try write(fourDays, in: harness)) == 0, "\(harness.errors)")
        #expect(harness.repository.finished.count == 2)
        #expect(harness.output.contains("They brought 180 coins and 2 achievements (First sprout, Marathon)."), "\(harness.output)")
        #expect(harness.output.contains("1 tree over 180 minutes earns on 180 of them."), "\(harness.output)")
        #expect(harness.repository.live.rewards.coins == 180)
        #expect(harness.repository.live.rewards.focusSeconds == 180 * 60)
    }

    @Test func anOlderAndroidExportInGermanIsReadToo() throws {
        let harness = harness(hoursEast: 1)
        #expect(harness.run("import", try write(Self.olderForest, in: harness)) == 0, "\(harness.errors)")
        let sessions = harness.repository.finished.sorted(by: FinishedSession.historyOrder)

        #expect(sessions.map(\.startedAt) == [utc("2018-12-10T08:43:41Z"), utc("2018-12-10T22:30:00Z"), utc("2018-12-11T13:00:00Z")])
        #expect(sessions.map(\.endedAt) == [utc("2018-12-10T09:08:41Z"), utc("2018-12-10T23:10:00Z"), utc("2018-12-11T13:30:00Z")])
        #expect(sessions.map(\.state) == [.completed, .abandoned, .completed])
        #expect(sessions.map(\.tag) == ["focus", "Lernen", "Mathe-Hausaufgaben"])
        #expect(sessions.map(\.species) == ["pine", "cherry", "cactus"])
        #expect(sessions.map(\.note) == ["Zeder", "Kapitel 2, Übungen", "Großer Kaktus"])
        #expect(harness.output.contains("2 grown and 1 withered, on 2 days from 2018-12-10 to 2018-12-11."))
    }

    @Test func aForestHeaderInThePhonesLanguageIsKnownByItsRows() throws {
        let harness = harness()
        let german = Self.olderForest.replacingOccurrences(
            of: "\"Start Time\",\"End Time\",\"Tag\",\"Note\",\"Tree Type\",\"Is Success\"",
            with: "\"Startzeit\",\"Endzeit\",\"Tag\",\"Notiz\",\"Baumart\",\"Erfolgreich\"")
        #expect(harness.run("import", try write(german, in: harness)) == 0, "\(harness.errors)")
        #expect(harness.repository.finished.count == 3)
    }

    @Test func theConfiguredDefaultsStandInForNoTagAndUnknownTrees() throws {
        let harness = harness()
        try harness.writeConfig(#"{"defaultTag": "deep", "defaultSpecies": "birch"}"#)
        #expect(harness.run("import", try write(Self.newerForest, in: harness)) == 0, "\(harness.errors)")
        let sessions = harness.repository.finished.sorted(by: FinishedSession.historyOrder)
        #expect(sessions.map(\.tag) == ["SPS102-1", "deep", "Study", "Deep-work"])
        #expect(sessions.map(\.species) == ["pine", "oak", "birch", "birch"])
    }

    @Test func aDamagedRowIsNamedByItsLineAndNothingIsAdded() throws {
        let harness = harness()
        // Line 5, after a row whose quoted note runs over two lines.
        let damaged = Self.newerForest.replacingOccurrences(of: "2022-09-17T01:10:00.000+0300", with: "2022-09-17T25:10:00.000+0300")
        #expect(harness.run("import", try write(damaged, in: harness)) == 1)
        #expect(harness.errors.contains(
            "line 5: Start Time \"2022-09-17T25:10:00.000+0300\" is not a time as Forest writes it"), "\(harness.errors)")
        #expect(harness.errors.contains("nothing was imported"))
        #expect(harness.repository.finished.isEmpty)
        #expect(harness.repository.savedCount == 0)
    }

    @Test(arguments: [
        ("2022-09-16T14:45:58.882+0300,2022-09-16T14:20:58.882+0300,a,,Cedar,True", "line 2: End Time 2022-09-16T14:20:58.882+0300 is before Start Time"),
        ("2022-09-16T14:20:58.882+0300,2022-09-16T14:45:58.882+0300,a,,Cedar,Yes", "line 2: Is Success is \"Yes\", not True or False"),
        ("2022-09-16T14:20:58.882+0300,2022-09-16T14:45:58.882+0300,a,Cedar,True", "line 2: has 5 fields; a Forest row has 6"),
        ("2022-09-16T14:20:58.882,2022-09-16T14:45:58.882+0300,a,,Cedar,True", "line 2: Start Time \"2022-09-16T14:20:58.882\" is not a time"),
        ("2022-09-16T14:20:58.882+0300,2022-09-16T14:45:58.882+0300,\"a,,Cedar,True", "line 2: a quote opened on this line is never closed"),
        ("2030-09-16T14:20:58.882+0300,2030-09-16T14:45:58.882+0300,a,,Cedar,True", "line 2: startedAt 2030-09-16T11:20:58Z is in the future"),
    ])
    func aRowGroveCannotTakeIsRefusedWithItsReason(row: String, message: String) throws {
        let harness = harness()
        let file = "Start Time,End Time,Tag,Note,Tree Type,Is Success\n" + row + "\n"
        #expect(harness.run("import", try write(file, in: harness)) == 1)
        #expect(harness.errors.contains(message), "\(harness.errors)")
        #expect(harness.repository.finished.isEmpty)
    }

    @Test func importingTheSameExportTwiceAddsNothingTheSecondTime() throws {
        let harness = harness()
        let path = try write(Self.newerForest, in: harness)
        harness.run("import", path)
        #expect(harness.run("import", path) == 0)
        #expect(harness.output.contains("Imported nothing from a Forest export."))
        #expect(harness.output.contains("4 sessions were already here."))
        #expect(harness.repository.finished.count == 4)
    }

    @Test func theSameSessionInBothStylesIsOneSession() throws {
        // Forest's older export drops the milliseconds the newer one keeps.
        let older = "\"Start Time\",\"End Time\",\"Tag\",\"Note\",\"Tree Type\",\"Is Success\"\n"
            + "\"Fri Sep 16 14:20:58 GMT+03:00 2022\",\"Fri Sep 16 14:45:58 GMT+03:00 2022\",\"SPS102 1\",\"\",\"Cedar\",\"True\"\n"
        let harness = harness()
        harness.run("import", try write(Self.newerForest, in: harness))
        #expect(harness.run("import", try write(older, in: harness)) == 0)
        #expect(harness.output.contains("1 session was already here."))
        #expect(harness.repository.finished.count == 4)
    }

    @Test func aDryRunSaysWhatWouldBeAddedAndAddsNothing() throws {
        let harness = harness()
        #expect(harness.run("import", "--dry-run", try write(Self.newerForest, in: harness)) == 0)
        #expect(harness.output.contains("Would import 4 sessions from a Forest export: 3 grown and 1 withered"))
        #expect(harness.output.contains("They would bring 245 coins"))
        #expect(harness.output.contains("Nothing was changed (--dry-run)."))
        #expect(harness.repository.finished.isEmpty)
        #expect(harness.repository.savedCount == 0)
    }

    /// `timew export` with a tag holding a space, an annotation, an interval over 180 minutes and one still open.
    static let timewarrior = """
        [
        {"id":4,"start":"20231001T083000Z","end":"20231001T085500Z","tags":["client work","billable","call"],"annotation":"kick-off, then notes"},
        {"id":3,"start":"20231001T120000Z","end":"20231001T161500Z","tags":["writing"]},
        {"id":2,"start":"20231002T070000Z","end":"20231002T070500Z"},
        {"id":1,"start":"20231002T090000Z","tags":["writing"]}
        ]
        """

    @Test func aTimewarriorExportBecomesGrownSessionsAndSkipsTheOpenInterval() throws {
        let harness = harness()
        #expect(harness.run("import", try write(Self.timewarrior, in: harness)) == 0, "\(harness.errors)")
        let sessions = harness.repository.finished.sorted(by: FinishedSession.historyOrder)

        #expect(sessions.map(\.startedAt) == [utc("2023-10-01T08:30:00Z"), utc("2023-10-01T12:00:00Z"), utc("2023-10-02T07:00:00Z")])
        #expect(sessions.map(\.focusedSeconds) == [1500, 15_300, 300])
        #expect(sessions.allSatisfy { $0.state == .completed && $0.kind == .focus && $0.speed == .normal })
        #expect(sessions.map(\.tag) == ["client-work", "writing", "focus"])
        #expect(sessions.map(\.note) == ["billable call · kick-off, then notes", "kept whole from timewarrior: 4 h 15 min", nil])
        #expect(harness.output.contains("Imported 3 sessions from a timewarrior export: 3 grown, on 2 days from 2023-10-01 to 2023-10-02."))
        #expect(harness.output.contains("1 interval still being tracked was skipped"))

        #expect(harness.run("import", try write(Self.timewarrior, in: harness)) == 0)
        #expect(harness.output.contains("3 sessions were already here."))
        #expect(harness.repository.finished.count == 3)
    }

    @Test func aBadIntervalIsNamedByItsRecordNumber() throws {
        let harness = harness()
        let broken = Self.timewarrior.replacingOccurrences(of: "20231001T161500Z", with: "20231001T101500Z")
        #expect(harness.run("import", try write(broken, in: harness)) == 1)
        #expect(harness.errors.contains("record 2: end 20231001T101500Z is before start 20231001T120000Z"), "\(harness.errors)")
        #expect(harness.repository.finished.isEmpty)
    }

    @Test func standardInputIsReadForADash() {
        let harness = harness()
        harness.standardInput = Self.timewarrior
        #expect(harness.run("import", "-") == 0, "\(harness.errors)")
        #expect(harness.repository.finished.count == 3)
    }

    @Test func aNoteIsKeptPrintableAndWithinTheLimit() throws {
        let harness = harness()
        let long = String(repeating: "word ", count: 60) + "\u{1B}[31m"
        let file = "Start Time,End Time,Tag,Note,Tree Type,Is Success\n"
            + "2022-09-16T14:20:58.882+0300,2022-09-16T14:45:58.882+0300,\"tab\there\u{7}\",\"\(long)\",Cedar,True\n"
        #expect(harness.run("import", try write(file, in: harness)) == 0, "\(harness.errors)")
        let session = try #require(harness.repository.finished.first)
        #expect(session.tag == "tab-here")
        let note = try #require(session.note)
        #expect(note.count == SessionNote.maximumLength)
        #expect(note.hasSuffix("…"))
        #expect(SessionNote(note) != nil)
    }
}
