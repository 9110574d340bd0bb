import Foundation
import Testing
import GroveCore
import GroveStore
import GroveTestSupport

/// The forest's month tallies kept in `forest.cache.json`: always the tally of the
/// sessions as they are now, however the files changed since they were counted.
struct ForestTallyCacheTests {
    let calendar = FixedOffsetCalendar.utc

    /// Sessions every 7 hours across about three months from `start`, some withered, some breaks, in three tags.
    func history(_ count: Int, from start: Date = Samples.start, idPrefix: String = "s", seed: UInt64 = 11) -> [FinishedSession] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { index in
            let started = start.addingTimeInterval(Double(index) * 7 * 3600)
            let kind: SessionKind = index % 9 == 4 ? .break : .focus
            let state: FinishedSession.Outcome = index % 5 == 3 ? .abandoned : .completed
            let focused = Double(Int.random(in: 60...5400, using: &generator))
            return FinishedSession(
                id: "\(idPrefix)\(index)", kind: kind, state: state, startedAt: started, endedAt: started.addingTimeInterval(focused),
                plannedSeconds: 5400, focusedSeconds: focused, pausedSeconds: 0, tag: ["code", "read", "write"][index % 3],
                species: "oak", speed: index % 7 == 2 ? GameSpeed(60)! : .normal)
        }
    }

    func record(_ sessions: [FinishedSession], in store: JSONSessionStore) throws {
        try store.update { _, finished in finished = sessions }
    }

    /// What the store's tally must equal: the sessions it holds now, counted one by one.
    func counted(_ store: JSONSessionStore, _ interval: DateRange?, calendar: LocalCalendar? = nil) throws -> ForestTally {
        ForestTally(counting: try store.history(startedIn: interval), calendar: calendar ?? self.calendar)
    }

    /// Equal counts and, up to the rounding of a different order of sums, equal seconds.
    func expectSame(_ kept: ForestTally, _ counted: ForestTally, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(kept.earliest == counted.earliest, sourceLocation: sourceLocation)
        let counts = { (tally: ForestTally) in
            tally.days.mapValues { [$0.grown, $0.withered, $0.grownAtOtherSpeeds, $0.witheredAtOtherSpeeds, $0.treesThatCount] }
        }
        #expect(counts(kept) == counts(counted), sourceLocation: sourceLocation)
        for (day, counts) in counted.days {
            #expect(abs((kept.days[day]?.focusSeconds ?? -1) - counts.focusSeconds) < 1e-6, "\(day)", sourceLocation: sourceLocation)
        }
        #expect(Set(kept.byTag.keys) == Set(counted.byTag.keys), sourceLocation: sourceLocation)
        for (tag, seconds) in counted.byTag {
            #expect(abs((kept.byTag[tag] ?? -1) - seconds) < 1e-6, "\(tag)", sourceLocation: sourceLocation)
        }
        #expect(zip(kept.byHour, counted.byHour).allSatisfy { abs($0 - $1) < 1e-6 }, sourceLocation: sourceLocation)
    }

    func grown(_ tally: ForestTally) -> Int { tally.days.values.reduce(0) { $0 + $1.grown } }

    /// Marks the tallies kept in `folder`'s cache: every month's first day gains 1000 grown trees. The marks show only if
    /// a store sums what it kept instead of reading the sessions again. Returns the marked cache and its months.
    func markKeptMonths(in folder: TemporaryFolder) throws -> (cache: [String: Any], months: [String: [String: Any]]) {
        var cache = try JSONSerialization.jsonObject(with: Data(folder.read("devices/laptop/forest.cache.json").utf8)) as! [String: Any]
        var months = cache["months"] as! [String: [String: Any]]
        for (key, var month) in months {
            var days = month["days"] as! [Double]
            days[1] += 1000
            month["days"] = days
            months[key] = month
        }
        cache["months"] = months
        try folder.write(String(decoding: try JSONSerialization.data(withJSONObject: cache), as: UTF8.self), to: "devices/laptop/forest.cache.json")
        return (cache, months)
    }

    @Test func aTallyEqualsTheSessionsCountedForWholeAndCutMonthsAndIsKept() throws {
        let folder = TemporaryFolder()
        let store = Samples.store(folder.path, device: "laptop")
        try record(history(300), in: store)
        let intervals: [DateRange?] = [
            nil,
            DateRange(start: Samples.start.addingTimeInterval(10 * 86_400 + 3600), end: Samples.start.addingTimeInterval(70 * 86_400)),
            DateRange(start: .distantPast, end: Samples.start.addingTimeInterval(40 * 86_400)),
        ]
        for interval in intervals {
            let tally = try store.forestTally(startedIn: interval, tag: nil, calendar: calendar)
            expectSame(tally, try counted(store, interval))
            #expect(tally.days.values.reduce(0) { $0 + $1.grown + $1.withered } > 0)
            #expect(tally.days.values.reduce(0) { $0 + $1.grownAtOtherSpeeds } > 0)
        }
        #expect(folder.entries("devices/laptop").contains("forest.cache.json"))
        // Another process reads the kept months and gets the same.
        let again = Samples.store(folder.path, device: "laptop")
        expectSame(try again.forestTally(startedIn: nil, tag: nil, calendar: calendar), try counted(store, nil))
    }

    @Test func keptMonthsAreUsedWhileTheirFilesAreUnchanged() throws {
        let folder = TemporaryFolder()
        let store = Samples.store(folder.path, device: "laptop")
        try record(history(100), in: store)
        let honest = try store.forestTally(startedIn: nil, tag: nil, calendar: calendar)
        let (cache, months) = try markKeptMonths(in: folder)
        let marked = try Samples.store(folder.path, device: "laptop").forestTally(startedIn: nil, tag: nil, calendar: calendar)
        #expect(grown(marked) == grown(honest) + 1000 * months.count)

        // A kept month that does not make a tally (days cut short, a negative count) is counted again.
        for broken in [[1.0, 2, 3], [20_000, -1, 0, 0]] {
            var damaged = cache
            damaged["months"] = months.mapValues { month in month.merging(["days": broken]) { $1 } }
            try folder.write(String(decoding: try JSONSerialization.data(withJSONObject: damaged), as: UTF8.self), to: "devices/laptop/forest.cache.json")
            expectSame(try Samples.store(folder.path, device: "laptop").forestTally(startedIn: nil, tag: nil, calendar: calendar), honest)
        }
        try folder.write(String(decoding: try JSONSerialization.data(withJSONObject: cache), as: UTF8.self), to: "devices/laptop/forest.cache.json")

        // A new session rewrites its month's file: that month is counted again, the others stay as kept.
        let later = history(1, from: Samples.start.addingTimeInterval(99 * 7 * 3600 + 3600), idPrefix: "new")
        try record(later, in: store)
        let recounted = try Samples.store(folder.path, device: "laptop").forestTally(startedIn: nil, tag: nil, calendar: calendar)
        #expect(grown(recounted) == grown(honest) + (later[0].state == .completed ? 1 : 0) + 1000 * (months.count - 1))
    }

    @Test func editsDeletionsAndAnotherDevicesMonthsAreCountedAgain() throws {
        let folder = TemporaryFolder()
        let laptop = Samples.store(folder.path, device: "laptop")
        let desktop = Samples.store(folder.path, device: "desktop")
        let sessions = history(120)
        try record(sessions, in: laptop)
        _ = try laptop.forestTally(startedIn: nil, tag: nil, calendar: calendar)

        try laptop.amend(.edit(sessionID: "s0", tag: "garden", species: nil, note: nil))
        try laptop.amend(.delete(sessionID: "s1"))
        var tally = try laptop.forestTally(startedIn: nil, tag: nil, calendar: calendar)
        expectSame(tally, try counted(laptop, nil))
        #expect(tally.byTag["garden"] == sessions[0].focusedSeconds)

        // The desktop holds some of the same sessions (counted once) and some of its own.
        try record(Array(sessions[50..<60]) + history(20, from: Samples.start.addingTimeInterval(3600), idPrefix: "d"), in: desktop)
        tally = try laptop.forestTally(startedIn: nil, tag: nil, calendar: calendar)
        expectSame(tally, try counted(laptop, nil))
        #expect(try laptop.history(startedIn: nil).count == 119 + 20)
    }

    @Test func countingTheTotalsAgainCountsEveryMonthOfTheForestFromTheSameReading() throws {
        let folder = TemporaryFolder()
        let store = Samples.store(folder.path, device: "laptop")
        try record(history(150), in: store)
        _ = try store.forestTally(startedIn: nil, tag: nil, calendar: calendar)
        // An edit changes the events every month's tally depends on; the next reading of the live record counts all again.
        try store.amend(.edit(sessionID: "s0", tag: "garden", species: nil, note: nil))
        _ = try store.loadLive()
        // The months were kept from that reading: marks put in the file show in another process's tally.
        let months = try markKeptMonths(in: folder).months
        #expect(months.count >= 3)
        let marked = try Samples.store(folder.path, device: "laptop").forestTally(startedIn: nil, tag: nil, calendar: calendar)
        #expect(grown(marked) == grown(try counted(store, nil)) + 1000 * months.count)
        #expect(marked.byTag["garden"] != nil)
        expectSame(try store.forestTally(startedIn: nil, tag: nil, calendar: calendar), try counted(store, nil))
    }

    @Test func aDamagedCacheOrAnotherCalendarIsCountedAgainSilently() throws {
        let folder = TemporaryFolder()
        let store = Samples.store(folder.path, device: "laptop")
        try record(history(80), in: store)
        let expected = try counted(store, nil)
        for damage in ["", "garbage", "{\"schema\":2}", "{\"schema\":2,\"calendar\":\"x\",\"months\":{\"2025-11\":{\"sources\":\"1\"}}}"] {
            try folder.write(damage, to: "devices/laptop/forest.cache.json")
            expectSame(try Samples.store(folder.path, device: "laptop").forestTally(startedIn: nil, tag: nil, calendar: calendar), expected)
        }
        let east = FixedOffsetCalendar(secondsEastOfUTC: 10 * 3600)
        let eastern = try Samples.store(folder.path, device: "laptop").forestTally(startedIn: nil, tag: nil, calendar: east)
        expectSame(eastern, try counted(store, nil, calendar: east))
        #expect(eastern.byHour != expected.byHour)
    }

    @Test func aCacheFromBeforeTreesAtOtherSpeedsWereCountedApartIsCountedAgain() throws {
        let folder = TemporaryFolder()
        let store = Samples.store(folder.path, device: "laptop")
        try record(history(80), in: store)
        let expected = try store.forestTally(startedIn: nil, tag: nil, calendar: calendar)
        var cache = try JSONSerialization.jsonObject(with: Data(folder.read("devices/laptop/forest.cache.json").utf8)) as! [String: Any]
        cache["months"] = (cache["months"] as! [String: [String: Any]]).mapValues { $0.filter { $0.key != "otherSpeeds" } }
        try folder.write(String(decoding: try JSONSerialization.data(withJSONObject: cache), as: UTF8.self), to: "devices/laptop/forest.cache.json")
        let again = try Samples.store(folder.path, device: "laptop").forestTally(startedIn: nil, tag: nil, calendar: calendar)
        expectSame(again, expected)
        #expect(again.days.values.reduce(0) { $0 + $1.grownAtOtherSpeeds } > 0)
    }

    /// Tallies kept by a grove of an older rule of what counts for the game are all counted again, though no file changed.
    @Test func aCacheCountedUnderAnotherRuleIsCountedAgain() throws {
        let folder = TemporaryFolder()
        let store = Samples.store(folder.path, device: "laptop")
        try record(history(80), in: store)
        let expected = try store.forestTally(startedIn: nil, tag: nil, calendar: calendar)
        var cache = try JSONSerialization.jsonObject(with: Data(folder.read("devices/laptop/forest.cache.json").utf8)) as! [String: Any]
        // As a grove of the older rule left it: no rule named, and its days counted otherwise (marked here by 1000 more).
        cache["rule"] = nil
        cache["months"] = (cache["months"] as! [String: [String: Any]]).mapValues { month in
            var days = month["days"] as! [Double]
            days[1] += 1000
            return month.merging(["days": days]) { $1 }
        }
        try folder.write(String(decoding: try JSONSerialization.data(withJSONObject: cache), as: UTF8.self), to: "devices/laptop/forest.cache.json")
        expectSame(try Samples.store(folder.path, device: "laptop").forestTally(startedIn: nil, tag: nil, calendar: calendar), expected)
    }

    /// A tree at another speed or under a minute is in the figures, but never towards the daily goal.
    @Test func onlyTreesThatCountForTheGameAreCountedTowardsTheGoal() throws {
        let day = Samples.start
        let trees = [(1500.0, 1.0), (1500, 60), (30, 1)].enumerated().map { index, tree in
            FinishedSession(
                id: "t\(index)", kind: .focus, state: .completed, startedAt: day.addingTimeInterval(Double(index) * 3600),
                endedAt: day.addingTimeInterval(Double(index) * 3600 + tree.0 / tree.1), plannedSeconds: tree.0,
                focusedSeconds: tree.0, pausedSeconds: 0, tag: "t", species: "oak", speed: GameSpeed(tree.1)!)
        }
        let folder = TemporaryFolder()
        let store = Samples.store(folder.path, device: "laptop")
        try record(trees, in: store)
        for reading in 0..<2 {
            let counts = try #require(
                Samples.store(folder.path, device: "laptop").forestTally(startedIn: nil, tag: nil, calendar: calendar)
                    .days[calendar.day(of: day)])
            #expect(counts.grown == 2, "reading \(reading)")
            #expect(counts.grownAtOtherSpeeds == 1, "reading \(reading)")
            #expect(counts.treesThatCount == 1, "reading \(reading)")
        }
    }

    @Test func aMonthWhoseFilesAreGoneIsForgottenWhenTheCacheIsWritten() throws {
        let folder = TemporaryFolder()
        let store = Samples.store(folder.path, device: "laptop")
        try record(history(100), in: store)
        _ = try store.forestTally(startedIn: nil, tag: nil, calendar: calendar)
        let keptMonths = { () throws -> Set<String> in
            let cache = try JSONSerialization.jsonObject(with: Data(folder.read("devices/laptop/forest.cache.json").utf8)) as! [String: Any]
            return Set((cache["months"] as! [String: Any]).keys)
        }
        #expect(try keptMonths() == ["2025-11", "2025-12"])
        try FileManager.default.removeItem(atPath: "\(folder.path)/devices/laptop/sessions/2025-11.json")
        try record(history(1, from: Samples.start.addingTimeInterval(99 * 7 * 3600 + 3600), idPrefix: "new"), in: store)
        let tally = try Samples.store(folder.path, device: "laptop").forestTally(startedIn: nil, tag: nil, calendar: calendar)
        expectSame(tally, try counted(store, nil))
        #expect(try keptMonths() == ["2025-12"])
    }

    @Test func aTagsTallyCountsOnlyThatTag() throws {
        let folder = TemporaryFolder()
        let store = Samples.store(folder.path, device: "laptop")
        try record(history(60), in: store)
        let tally = try store.forestTally(startedIn: nil, tag: "read", calendar: calendar)
        #expect(Array(tally.byTag.keys) == ["read"])
        expectSame(tally, ForestTally(counting: try store.history(startedIn: nil).filter { $0.tag == "read" }, calendar: calendar))
    }
}
