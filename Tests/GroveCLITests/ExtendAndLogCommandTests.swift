import Foundation
import Testing
import GroveCore

/// `grove extend` and `grove log` from a shell, on the manual clock: what they change, say and refuse.
@Suite("extend and log")
struct ExtendAndLogCommandTests {
    /// 2026-01-01 12:00 UTC.
    static let noon = Date(timeIntervalSince1970: 1_767_268_800)

    func harness() -> CLIHarness {
        let harness = CLIHarness()
        harness.clock.set(Self.noon)
        return harness
    }

    @Test func extendAddsFiveMinutesOrTheMinutesGiven() throws {
        let harness = harness()
        harness.run("plant", "--detach")
        harness.clock.advance(by: 60)
        #expect(harness.run("extend") == 0)
        #expect(harness.output == "Extended by 5 min: 29:00 left, growing until 12:30.\n")
        #expect(harness.run("extend", "10") == 0)
        #expect(harness.output == "Extended by 10 min: 39:00 left, growing until 12:40.\n")
        #expect(harness.repository.live.session?.plannedSeconds == 2400)
        #expect(harness.notifications.scheduled.last?.fireAt == Self.noon.addingTimeInterval(2400))
        #expect(harness.hooks.events == [.planted, .extended, .extended])
        harness.run("status")
        #expect(harness.output.hasPrefix("⡀ 39:00"))
        let status = try harness.statusJSON()
        #expect(status["duration"] as? Int == 2400)
        #expect(status["endsAt"] as? String == "2026-01-01T12:40:00Z")
    }

    @Test(arguments: ["-5", "0", "1000", "five", "2.5"])
    func badMinutesAreAUsageErrorAndChangeNothing(minutes: String) {
        let harness = harness()
        harness.run("plant", "--detach")
        let saves = harness.repository.savedCount
        #expect(harness.run("extend", minutes) == 2)
        #expect(harness.errors.hasPrefix("grove: MINUTES '\(minutes)' must be a whole number from 1 to 180\n"), "\(harness.errors)")
        #expect(harness.repository.savedCount == saves)
    }

    @Test func aRefusalSaysWhyAndExitsWithOne() {
        let harness = harness()
        #expect(harness.run("extend") == 1)
        #expect(harness.errors == "grove: no tree is growing to extend; plant one with grove plant\n")
        harness.run("plant", "--detach", "--open")
        #expect(harness.run("extend") == 1)
        #expect(harness.errors == "grove: a count-up tree has no end to move: it grows until grove done\n")
    }

    @Test func logRecordsATreeThatEarnsNothing() throws {
        let harness = harness()
        #expect(harness.run("log", "9-9:25", "--tag", "writing", "--note", "draft") == 0)
        #expect(harness.output == "Logged 25 min of focus on 2026-01-01, 09:00–09:25: your oak (writing) stands in the forest, "
            + "marked as logged. It counts in your focus figures and earns nothing, as grove did not time it.\n")
        let logged = try #require(harness.repository.finished.last)
        #expect(logged.logged && logged.tag == "writing" && logged.note == "draft" && logged.focusedSeconds == 1500)
        #expect(logged.startedAt == Self.noon.addingTimeInterval(-3 * 3600))

        harness.run("history")
        #expect(harness.output.contains("2026-01-01 09:00  logged   oak     25 min     writing"), "\(harness.output)")
        harness.run("history", "--json")
        #expect(harness.output.contains("\"logged\":true"))
        harness.run("history", "--csv")
        let (header, row) = (harness.outputLines.first?.split(separator: ",", omittingEmptySubsequences: false) ?? [],
                             harness.outputLines.last?.split(separator: ",", omittingEmptySubsequences: false) ?? [])
        let column = try #require(header.firstIndex(of: "logged"), "\(harness.output)")
        #expect(row.count == header.count && row[column] == "true", "\(harness.output)")
        harness.run("forest", "--day", "--json")
        let forest = try #require(try JSONSerialization.jsonObject(with: Data(harness.output.utf8)) as? [String: Any])
        #expect(forest["treesLogged"] as? Int == 1)
        #expect(forest["treesGrown"] as? Int == 0)
        #expect(forest["focusSeconds"] as? Double == 1500)
        #expect(forest["coins"] as? Int == 0)
        #expect(forest["currentStreak"] as? Int == 0)
        #expect((forest["byTag"] as? [String: Double])?["writing"] == 1500)
        harness.run("achievements")
        #expect(harness.output.hasPrefix("0 of 13 earned"), "\(harness.output)")
        harness.outputSize = (width: 100, height: 30)
        harness.run("forest", "--day", "--date", "2026-01-01")
        #expect(harness.output.contains("✎") && harness.output.contains("09:00  logged   oak"), "\(harness.output)")
        #expect(harness.output.contains("1 logged"), "\(harness.output)")
        harness.run("forest", "--day", "--date", "2026-01-01", "--svg")
        #expect(harness.output.contains("data-logged=\"true\""))
    }

    @Test func logWithMinutesEndsNowOrBeganAgo() throws {
        let harness = harness()
        #expect(harness.run("log", "--minutes", "25", "--ago", "40m") == 0)
        let first = try #require(harness.repository.finished.last)
        #expect(first.startedAt == Self.noon.addingTimeInterval(-2400) && first.endedAt == Self.noon.addingTimeInterval(-900))
        #expect(harness.run("log", "--minutes", "10") == 0)
        #expect(harness.repository.finished.last?.endedAt == Self.noon)
        #expect(harness.run("log", "--minutes", "10", "--ago", "35m") == 1)
        #expect(harness.errors.hasPrefix("grove: it overlaps your oak (focus) of 2026-01-01, 11:20–11:45 (id "), "\(harness.errors)")
        #expect(harness.run("log", "--minutes", "10", "--ago", "1h5m") == 0)
        #expect(harness.repository.finished.last?.startedAt == Self.noon.addingTimeInterval(-3900))
    }

    @Test func logOnAnotherDay() throws {
        let harness = harness()
        #expect(harness.run("log", "14:05-15", "--date", "2025-12-31", "--species", "pine") == 0)
        let logged = try #require(harness.repository.finished.last)
        #expect(logged.startedAt == Self.noon.addingTimeInterval(-22 * 3600 + 300))
        #expect(logged.species == "pine")
    }

    @Test(arguments: [
        (["log", "25:00-26:00"], "'25:00-26:00' is not START-END: two times from 0:00 to 23:59 such as 09:00-09:25 or 9-11:30"),
        (["log", "10-9"], "'10-9' ends before it starts; a session past midnight is logged as two"),
        (["log", "9:5-10"], "'9:5-10' is not START-END"),
        (["log"], "when was it? Give START-END, such as 09:00-09:25, or --minutes N"),
        (["log", "9-10", "--minutes", "5"], "give START-END or --minutes, not both"),
        (["log", "9-10", "--ago", "5m"], "--ago goes with --minutes"),
        (["log", "--minutes", "5", "--ago", "soon"], "--ago 'soon' must be a time such as 40m, 2h or 1h30m, at most a day"),
    ])
    func badTimesAreUsageErrors(arguments: [String], error: String) {
        let harness = harness()
        #expect(harness.run(arguments) == 2)
        #expect(harness.errors.hasPrefix("grove: \(error)"), "\(harness.errors)")
        #expect(harness.repository.finished.isEmpty)
    }

    @Test func logIsRefusedInTheFutureOrOverThreeHours() {
        let harness = harness()
        #expect(harness.run("log", "11:30-12:30") == 1)
        #expect(harness.errors == "grove: it would end at 2026-01-01 12:30, which has not come yet (it is 2026-01-01 12:00); "
            + "log a session once it is over\n")
        #expect(harness.run("log", "7-10:01") == 1)
        #expect(harness.errors == "grove: a logged session lasts at most 180 minutes, as the longest tree; this one lasts 3 h 01 min: "
            + "log it in parts\n")
        #expect(harness.repository.finished.isEmpty)
    }

    @Test func anExtendedTreeSaysSoInTheHistory() throws {
        let harness = harness()
        harness.run("plant", "--detach")
        harness.run("extend", "10")
        harness.clock.advance(by: 2100)
        harness.run("history")
        #expect(harness.output.contains("grown    oak     35 min     focus  (extended by 10 min)"), "\(harness.output)")
        harness.run("history", "--json")
        #expect(harness.output.contains("\"extendedSeconds\":600"))
        #expect(harness.output.contains("\"plannedSeconds\":2100"))
    }

    @Test(arguments: ["--json", "--csv"])
    func grovesOwnExportsCarryThemBack(format: String) throws {
        let harness = harness()
        harness.run("log", "9-9:25")
        harness.run("plant", "--detach")
        harness.run("extend", "10")
        harness.clock.advance(by: 2100)
        harness.run("history", format)
        let file = try harness.writeFile(harness.output, named: "export")
        let target = self.harness()
        #expect(target.run("import", file) == 0)
        #expect(target.repository.finished.map(\.logged) == [true, false])
        #expect(target.repository.finished.map(\.extendedSeconds) == [0, 600])
        #expect(target.output.contains("They brought 35 coins"), "\(target.output)")
        #expect(target.output.contains("1 logged tree earns nothing."), "\(target.output)")
    }
}
