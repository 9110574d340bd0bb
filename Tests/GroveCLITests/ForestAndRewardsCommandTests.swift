import Foundation
import GroveCore
import GroveTestSupport
import GroveWords
import Testing

@Suite("grove forest, species and achievements")
struct ForestAndRewardsCommandTests {
    /// Grows a 25-minute tree at `hour` UTC on each of `days` consecutive days from 2026-11-16 (a Monday).
    func harness(days: Int, hour: Int = 9, witherLast: Bool = false) -> CLIHarness {
        let harness = CLIHarness()
        harness.clock.set(Date(timeIntervalSince1970: 1_794_787_200 + Double(hour * 3600)))  // 2026-11-16 00:00 UTC + hour
        for day in 0..<days {
            harness.run("plant", "--tag", day % 2 == 0 ? "code" : "write")
            if witherLast && day == days - 1 {
                harness.clock.advance(by: 600)
                harness.run("give-up", "--yes")
                harness.clock.advance(by: 86_400 - 600)
            } else {
                harness.clock.advance(by: 1500)
                harness.run("status")
                harness.clock.advance(by: 86_400 - 1500)
            }
        }
        return harness
    }

    func json(_ harness: CLIHarness, _ arguments: [String]) throws -> [String: Any] {
        #expect(harness.run(arguments) == 0, "\(harness.errors)")
        return try #require(try JSONSerialization.jsonObject(with: Data(harness.output.utf8)) as? [String: Any])
    }

    @Test func secondsArePrintedToTheMillisecond() throws {
        let harness = CLIHarness()
        harness.clock.set(Date(timeIntervalSince1970: 1_794_823_200))  // 2026-11-16 10:00 UTC
        harness.run("plant", "--open", "--speed", "7", "--tag", "code")
        harness.clock.advance(by: 100.123456789)
        harness.run("done")
        #expect(harness.run("forest", "--day", "--json", "--date", "2026-11-16") == 0)
        let text = harness.output
        #expect(!text.contains("700.8641"), "\(text)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(report["focusSeconds"] as? Double == 700.864)
        #expect(report["byTag"] as? [String: Double] == ["code": 700.864])
        #expect((report["byHour"] as? [Double])?[10] == 700.864)
        #expect((report["days"] as? [[String: Any]])?.first?["focusSeconds"] as? Double == 700.864)
    }

    /// Every figure is a number, 0 when there is none, also the focus before all time; null is for what names nothing.
    @Test(arguments: ["--day", "--all"])
    func noFocusBeforeIsZero(range: String) throws {
        let harness = harness(days: 1)
        let report = try json(harness, ["forest", range, "--json", "--date", "2026-11-16"])
        #expect(report["previousFocusSeconds"] as? Double == 0, "\(report["previousFocusSeconds"] ?? "missing")")
        let empty = try json(CLIHarness(), ["forest", range, "--json"])
        #expect(empty["previousFocusSeconds"] as? Double == 0)
        #expect(empty["busiestDay"] is NSNull)
    }

    @Test(arguments: ["--day", "--week", "--month", "--year", "--all"], [false, true])
    func everyFigureInThePanelIsTheOneInTheJSON(range: String, busy: Bool) throws {
        let harness = harness(days: 9, witherLast: true)
        if busy {
            // Four-digit counts and three-digit hours.
            let today = LocalDay(year: 2026, month: 11, day: 24)
            _ = try harness.repository.importSessions(BusyHistory.sessions(
                days: 700, upTo: today.adding(days: -10), calendar: harness.calendar, species: ["oak", "pine"]), dryRun: false)
        }
        let report = try json(harness, ["forest", range, "--json"])
        if busy && range == "--all" {
            #expect(report["treesGrown"] as? Int ?? 0 >= 1000)
            #expect(report["focusSeconds"] as? Double ?? 0 >= 100 * 3600)
        }
        #expect(harness.run("forest", range, "--no-color") == 0)
        let text = harness.output
        let grown = report["treesGrown"] as? Int ?? -1, withered = report["treesWithered"] as? Int ?? -1
        var figures = [
            "\(report["currentStreak"] as? Int ?? -1) d", "best \(report["bestStreak"] as? Int ?? -1) d",
            Words.number(report["coins"] as? Int ?? -1),
        ]
        if grown + withered + (report["treesAtOtherSpeeds"] as? Int ?? -1) == 0 {
            figures.append(range == "--day" ? "no trees this day" : "no trees")
            #expect(!text.contains("completion") && !text.contains("completed"), "\(range): \(text)")
        } else {
            // Rounded, but 100 only when every tree grew.
            let rounded = Int(((report["completionRate"] as? Double ?? -1) * 100).rounded())
            let percent = withered == 0 ? rounded : min(99, rounded)
            figures += [
                TimeText.amount(report["focusSeconds"] as? Double ?? -1), "\(Words.number(grown)) grown",
                "\(Words.number(withered)) withered", "\(percent) %",
            ]
        }
        for (_, seconds) in report["byTag"] as? [String: Double] ?? [:] { figures.append(TimeText.amount(seconds)) }
        for figure in figures {
            #expect(text.contains(figure), "\(range): '\(figure)' is not in\n\(text)")
        }
    }

    @Test(arguments: ["--day", "--week", "--month", "--year", "--all"])
    func treesAtOtherSpeedsAreCountedApartInEveryRange(range: String) throws {
        let harness = harness(days: 2)
        try harness.writeConfig(#"{"dailyGoal": 1}"#)
        // 2026-11-18 09:00: a tree at speed 60 grows in 25 seconds.
        harness.run("plant", "--speed", "60")
        harness.clock.advance(by: 30)
        harness.run("status")
        let report = try json(harness, ["forest", range, "--json"])
        let grown = range == "--day" ? 0 : 2
        #expect(report["treesGrown"] as? Int == grown)
        #expect(report["treesAtOtherSpeeds"] as? Int == 1)
        #expect(report["completionRate"] as? Double == (grown == 0 ? 0 : 1))
        let days = try #require(report["days"] as? [[String: Any]])
        let today = try #require(days.first { $0["date"] as? String == "2026-11-18" })
        #expect(today["grown"] as? Int == 0)
        #expect(today["atOtherSpeeds"] as? Int == 1)
        #expect(today["goalMet"] as? Bool == false, "the daily goal counts only trees at speed 1")
        #expect(harness.run("forest", range, "--no-color") == 0)
        #expect(harness.output.contains("\(grown) grown"), "\(harness.output)")
        #expect(harness.output.contains("1 at other speeds"), "\(harness.output)")
    }

    @Test func allTimesBusiestDayNamesItsYear() throws {
        let harness = harness(days: 3)
        #expect(harness.run("forest", "--all", "--no-color") == 0)
        #expect(harness.output.contains("Mon 16 Nov 2026"), "\(harness.output)")
        #expect(harness.run("forest", "--year", "--no-color") == 0)
        #expect(harness.output.contains("Mon 16 Nov"), "\(harness.output)")
        #expect(!harness.output.contains("Mon 16 Nov 2026"), "a year names its year in its title: \(harness.output)")
    }

    @Test func theWeekAsJSON() throws {
        let harness = harness(days: 5, witherLast: true)
        let week = try json(harness, ["forest", "--json", "--date", "2026-11-18"])
        #expect(week["from"] as? String == "2026-11-16")
        #expect(week["to"] as? String == "2026-11-22")
        #expect(week["treesGrown"] as? Int == 4)
        #expect(week["treesWithered"] as? Int == 1)
        #expect(week["completionRate"] as? Double == 0.8)
        #expect(week["focusSeconds"] as? Int == 4 * 1500 + 600)
        // Friday's tree withered, so by Saturday the streak is broken.
        #expect(week["currentStreak"] as? Int == 0)
        #expect(week["bestStreak"] as? Int == 4)
        let byTag = try #require(week["byTag"] as? [String: Double])
        #expect(byTag == ["code": 3600, "write": 3000])
        let byHour = try #require(week["byHour"] as? [Double])
        #expect(byHour.count == 24)
        #expect(byHour[9] == 6600)
        let days = try #require(week["days"] as? [[String: Any]])
        #expect(days.count == 7)
        #expect(days[4]["withered"] as? Int == 1)
        #expect(days[0]["date"] as? String == "2026-11-16")
        #expect(week["coins"] as? Int == harnessCoins(harness))
    }

    func harnessCoins(_ harness: CLIHarness) -> Int {
        harness.repository.live.rewards.coins
    }

    @Test func everyRangeAndATagFilter() throws {
        let harness = harness(days: 3)
        #expect(try json(harness, ["forest", "--day", "--json", "--date", "2026-11-17"])["treesGrown"] as? Int == 1)
        #expect(try json(harness, ["forest", "--month", "--json", "--date", "2026-11-17"])["to"] as? String == "2026-11-30")
        #expect(try json(harness, ["forest", "--year", "--json", "--date", "2026-11-17"])["from"] as? String == "2026-01-01")
        let all = try json(harness, ["forest", "--all", "--json"])
        #expect(all["from"] as? String == "2026-11-16")
        #expect(all["treesGrown"] as? Int == 3)
        let tagged = try json(harness, ["forest", "--json", "--tag", "write", "--date", "2026-11-17"])
        #expect(tagged["treesGrown"] as? Int == 1)
    }

    @Test func pipedOutputIsPlainAlignedText() {
        let harness = harness(days: 2)
        #expect(harness.run("forest", "--date", "2026-11-17") == 0)
        #expect(!harness.output.contains("\u{1B}"))
        #expect(harness.output.hasPrefix(" grove forest · week of 2026-11-16"))
        // Piped at 80 columns, the week's seven plots take the width and the figures go under them.
        #expect(harness.output.contains("\n 50 min focus · 2 grown · 0 withered · 100 % completed"))
        #expect(harness.output.contains("\n 25m        25m\n"))
    }

    @Test func aTallTerminalGetsTheForestAtItsHeight() {
        let harness = harness(days: 2)
        #expect(harness.run("forest", "--date", "2026-11-17", "--no-color") == 0)
        let piped = harness.output.split(separator: "\n", omittingEmptySubsequences: false).count
        harness.outputSize = (250, 70)
        #expect(harness.run("forest", "--date", "2026-11-17", "--no-color") == 0)
        let lines = harness.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        // Every row but one, left for the prompt; no row wider than the terminal.
        #expect(lines.count == 69 && piped < 40)
        #expect(lines.allSatisfy { $0.count <= 250 })
        // A short terminal still gets the whole report.
        harness.outputSize = (80, 12)
        #expect(harness.run("forest", "--date", "2026-11-17", "--no-color") == 0)
        #expect(harness.output.split(separator: "\n", omittingEmptySubsequences: false).count == piped)
    }

    @Test func badForestOptionsAreUsageErrors() {
        let harness = CLIHarness()
        #expect(harness.run("forest", "--day", "--week") == 2)
        #expect(harness.run("forest", "--date", "2026-13-01") == 2)
    }

    @Test(arguments: ["2026-11-10", "2026-11-17", "2026-12-31"])
    func allTimeRunsFromTheFirstTreeToTodayWhateverTheDate(date: String) throws {
        // Trees on 16, 17 and 18 November; today is the 19th.
        let harness = harness(days: 3)
        let all = try json(harness, ["forest", "--all", "--date", date, "--json"])
        #expect(all["from"] as? String == "2026-11-16")
        #expect(all["to"] as? String == "2026-11-19")
        #expect(all["treesGrown"] as? Int == 3)
        #expect(harness.run("forest", "--all", "--date", date, "--no-color") == 0)
        #expect(harness.output.contains("all since 2026-11-16"), "\(harness.output)")
    }

    @Test(arguments: [
        ["forest", "--date", "0000-01-01"], ["forest", "--all", "--date", "1969-12-31"], ["forest", "--date", "2201-01-01"],
        ["history", "--since", "0000-01-01"], ["history", "--until", "2201-01-01"],
    ])
    func aDayOutsideTheYearsGroveHoldsIsAUsageError(arguments: [String]) {
        let harness = harness(days: 1)
        #expect(harness.run(arguments) == 2)
        #expect(harness.errors.contains("from 1970-01-01 to 2200-12-31"), "\(harness.errors)")
        #expect(harness.output.isEmpty)
    }

    @Test func theFirstAndLastDaysGroveHoldsAreAccepted() {
        let harness = harness(days: 1)
        #expect(harness.run("forest", "--date", "1970-01-01") == 0, "\(harness.errors)")
        #expect(harness.run("forest", "--year", "--date", "2200-12-31") == 0, "\(harness.errors)")
        #expect(harness.run("history", "--since", "1970-01-01", "--until", "2200-12-31") == 0, "\(harness.errors)")
    }

    @Test func coinsUnlockASpecies() throws {
        let harness = CLIHarness()
        #expect(harness.run("plant", "--species", "cherry") == 1)
        #expect(harness.errors.contains("cherry is locked"))
        for _ in 0..<4 {
            harness.run("plant", "--minutes", "90")
            harness.clock.advance(by: 5400)
            harness.run("status")
        }
        harness.run("species")
        #expect(harness.output.contains("coins: 360"))
        #expect(harness.output.contains("cherry   locked     250 coins"))
        #expect(harness.output.contains("oak      available  free"))
        #expect(harness.output.contains("palm     locked     achievement Hundred hours: focus for 100 hours in all (6 of 100)"))
        #expect(harness.output.contains("You can unlock the cherry now"))
        #expect(harness.run("species", "unlock", "cherry") == 0)
        #expect(harness.output.contains("Unlocked the cherry"))
        #expect(harness.repository.live.rewards.coins == 110)
        #expect(harness.run("species", "unlock", "cactus") == 1)
        #expect(harness.errors.contains("costs 600 coins and you have 110"))
        #expect(harness.run("species", "unlock", "baobab") == 2)
        #expect(harness.run("plant", "--species", "cherry") == 0)
        #expect(harness.run("species", "unlock", "willow") == 1)
        #expect(harness.errors.contains("the willow comes with the achievement Month of green"))
    }

    @Test func achievementsShowProgress() {
        let harness = harness(days: 2)
        #expect(harness.run("achievements") == 0)
        #expect(harness.output.contains("✓ First sprout"))
        #expect(harness.output.contains("· Grove           grow 10 trees (2/10); unlocks the birch"))
        #expect(harness.output.contains("· Month of green  grow a tree 30 days in a row (2/30); unlocks the willow"))
    }

    @Test func achievementsGroupThousandsOneWay() {
        let harness = harness(days: 2)
        #expect(harness.run("achievements") == 0)
        #expect(harness.output.contains("· Ancient forest  grow 1,000 trees (2/1,000)"), "\(harness.output)")
    }
}
