import Foundation
import Testing
import GroveCore
import GroveStore
import GroveTestSupport

/// Two machines sharing a data folder through a file synchroniser, each writing only its own logs.
@Suite("per-device logs")
struct DeviceLogsTests {
    let start = Samples.start

    func grown(_ id: String, minutesAfter offset: Double, minutes: Double = 30, tag: String = "writing") -> FinishedSession {
        let started = start.addingTimeInterval(offset * 60)
        return FinishedSession(
            id: id, kind: .focus, state: .completed, startedAt: started, endedAt: started.addingTimeInterval(minutes * 60),
            plannedSeconds: minutes * 60, focusedSeconds: minutes * 60, pausedSeconds: 0, tag: tag, species: "oak",
            speed: .normal)
    }

    func record(_ sessions: [FinishedSession], in store: JSONSessionStore) throws {
        try store.update { _, finished in finished = sessions }
    }

    @Test func eachDeviceWritesOnlyItsOwnFolderAndReadsTheUnion() throws {
        let folder = TemporaryFolder()
        let laptop = Samples.store(folder.path, device: "laptop")
        let desktop = Samples.store(folder.path, device: "desktop")
        try record([grown("a", minutesAfter: 0)], in: laptop)
        try record([grown("b", minutesAfter: 60)], in: desktop)

        #expect(folder.entries("devices") == ["desktop", "laptop"])
        #expect(folder.entries("devices/laptop/sessions") == ["2025-11.json"])
        #expect(try laptop.history(startedIn: nil).map(\.id) == ["a", "b"])
        #expect(try desktop.history(startedIn: nil).map(\.id) == ["a", "b"])
        #expect(try laptop.loadLive().rewards.coinsEarned == 60)
        #expect(try desktop.loadLive().rewards == laptop.loadLive().rewards)
    }

    @Test func aSessionInTwoDevicesLogsCountsOnce() throws {
        let folder = TemporaryFolder()
        let laptop = Samples.store(folder.path, device: "laptop")
        let desktop = Samples.store(folder.path, device: "desktop")
        try record([grown("same", minutesAfter: 0), grown("l", minutesAfter: 60)], in: laptop)
        try record([grown("same", minutesAfter: 0)], in: desktop)

        #expect(try laptop.history(startedIn: nil).map(\.id) == ["same", "l"])
        #expect(try laptop.loadLive().rewards.treesGrown == 2)
    }

    @Test func aSynchronisersConflictCopyIsReadAndCountedOnce() throws {
        let folder = TemporaryFolder()
        let laptop = Samples.store(folder.path, device: "laptop")
        try record([grown("a", minutesAfter: 0)], in: laptop)
        let original = try folder.read("devices/laptop/sessions/2025-11.json")
        try record([grown("b", minutesAfter: 60)], in: laptop)
        // The other machine of the same name wrote "a" and "c"; the synchroniser kept both versions.
        let other = original.replacingOccurrences(of: "]}", with: "").dropLast()
            + ",\n" + String(decoding: try JSONEncoder.sorted.encode(grown("c", minutesAfter: 120)), as: UTF8.self) + "\n]}\n"
        try folder.write(String(other), to: "devices/laptop/sessions/2025-11.sync-conflict-20251121-101500-ABCDEFG.json")

        #expect(try laptop.history(startedIn: nil).map(\.id) == ["a", "b", "c"])
        #expect(try laptop.loadLive().rewards.treesGrown == 3)
    }

    @Test func unlocksAreEventsEveryDeviceSeesAndCoinsAreSpentOncePerSpecies() throws {
        let laptopFolder = TemporaryFolder(), desktopFolder = TemporaryFolder()
        let laptop = Samples.store(laptopFolder.path, device: "laptop")
        let desktop = Samples.store(desktopFolder.path, device: "desktop")
        let sessions = (0..<10).map { grown("s\($0)", minutesAfter: Double($0) * 60) }
        try record(sessions, in: laptop)
        try record(sessions, in: desktop)
        #expect(try laptop.loadLive().rewards.coins == 300)
        // Both machines unlock the cherry before they synchronise.
        try laptop.update { live, _ in live.rewards.unlocked.append("cherry") }
        try desktop.update { live, _ in live.rewards.unlocked.append("cherry") }
        try laptopFolder.write(try desktopFolder.read("devices/desktop/events.json"), to: "devices/desktop/events.json")

        #expect(try laptop.loadLive().rewards.unlocked == ["cherry"])
        #expect(try laptop.loadLive().rewards.coins == 50)
        // Seen from a device that already holds the unlock, unlocking again records nothing.
        try laptop.update { live, _ in live.rewards.unlocked.append("cherry") }
        #expect(try laptopFolder.read("devices/laptop/events.json").components(separatedBy: "\"unlock\"").count == 2)
    }

    @Test func rewardsLostWithALiveFileAreStillCounted() throws {
        let folder = TemporaryFolder()
        let laptop = Samples.store(folder.path, device: "laptop")
        try record((0..<10).map { grown("s\($0)", minutesAfter: Double($0) * 60) }, in: laptop)
        try laptop.update { live, _ in live.rewards.unlocked.append("cherry") }
        let before = try laptop.loadLive().rewards
        try laptop.update { live, _ in live.completedFocusCount = 10 }
        try FileManager.default.removeItem(atPath: "\(folder.path)/devices/laptop/live.json")
        try FileManager.default.removeItem(atPath: "\(folder.path)/devices/laptop/totals.cache.json")

        #expect(try Samples.store(folder.path, device: "laptop").loadLive().rewards == before)
    }

    @Test func aDamagedOrStaleCacheIsRecountedSilently() throws {
        let folder = TemporaryFolder()
        let laptop = Samples.store(folder.path, device: "laptop")
        try record([grown("a", minutesAfter: 0), grown("b", minutesAfter: 60)], in: laptop)
        let rewards = try laptop.loadLive().rewards
        for damage in ["", "\u{0}\u{0}", "{\"schema\":2}", "garbage"] {
            try folder.write(damage, to: "devices/laptop/totals.cache.json")
            #expect(try Samples.store(folder.path, device: "laptop").loadLive().rewards == rewards)
        }
        // Another device's month arrives: the cache no longer matches the logs.
        try record([grown("c", minutesAfter: 120)], in: Samples.store(folder.path, device: "desktop"))
        #expect(try Samples.store(folder.path, device: "laptop").loadLive().rewards.treesGrown == 3)
    }

    @Test func theCacheKeptUpByThisDevicesWritesMatchesARecount() throws {
        let folder = TemporaryFolder()
        let laptop = Samples.store(folder.path, device: "laptop")
        var generator = SeededGenerator(seed: 7)
        for index in 0..<40 {
            let session = grown("s\(index)", minutesAfter: Double(index) * 400, minutes: Double.random(in: 1...90, using: &generator))
            try record([session], in: laptop)
        }
        let kept = try folder.read("devices/laptop/totals.cache.json")
        let rewards = try laptop.loadLive().rewards
        try FileManager.default.removeItem(atPath: "\(folder.path)/devices/laptop/totals.cache.json")
        let recounted = try Samples.store(folder.path, device: "laptop").loadLive().rewards
        #expect(recounted == rewards)
        #expect(try folder.read("devices/laptop/totals.cache.json") == kept)
    }

    @Test func grownDaysComeFromTheCacheAndFollowTheTag() throws {
        let folder = TemporaryFolder()
        let laptop = Samples.store(folder.path, device: "laptop")
        try record([grown("a", minutesAfter: 0, tag: "code"), grown("b", minutesAfter: 1440 * 2, tag: "read")], in: laptop)
        let calendar = FixedOffsetCalendar.utc
        let first = calendar.day(of: start), third = first.adding(days: 2)
        #expect(try laptop.grownDays(tag: nil, calendar: calendar) == GrownDays([first, third]))
        #expect(try laptop.grownDays(tag: "read", calendar: calendar) == GrownDays([third]))
        let elsewhere = FixedOffsetCalendar(secondsEastOfUTC: 3600)
        #expect(try laptop.grownDays(tag: "code", calendar: elsewhere) == GrownDays([elsewhere.day(of: start)]))
    }

    @Test func treesAtOtherSpeedsCountNeitherForTheGoalNorForStreaks() throws {
        let folder = TemporaryFolder()
        let laptop = Samples.store(folder.path, device: "laptop")
        let real = grown("real", minutesAfter: 0)
        let fast = (1...3).map { day in
            let tree = grown("fast-\(day)", minutesAfter: Double(day) * 1440)
            return FinishedSession(
                id: tree.id, kind: .focus, state: .completed, startedAt: tree.startedAt, endedAt: tree.endedAt,
                plannedSeconds: tree.plannedSeconds, focusedSeconds: tree.focusedSeconds, pausedSeconds: 0, tag: "writing",
                species: "oak", speed: GameSpeed(60)!)
        }
        try record([real], in: laptop)
        try record(fast, in: laptop)
        let calendar = FixedOffsetCalendar.utc
        let days = GrownDays([calendar.day(of: start)])
        #expect(try laptop.grownDays(tag: nil, calendar: calendar) == days)
        #expect(try laptop.grownDays(tag: "writing", calendar: calendar) == days)
        #expect(try laptop.loadLive().treesGrown(on: calendar.day(of: fast[2].startedAt)) == 0)
        let recounted = Samples.store(folder.path, device: "laptop")
        try FileManager.default.removeItem(atPath: "\(folder.path)/devices/laptop/totals.cache.json")
        #expect(try recounted.grownDays(tag: nil, calendar: calendar) == days)
    }

    /// The totals a grove counted under an older rule (trees at other speeds towards the goal, coins on every minute) are
    /// counted again, though the logs have not changed.
    @Test func totalsCountedUnderAnotherRuleAreCountedAgain() throws {
        let folder = TemporaryFolder()
        let laptop = Samples.store(folder.path, device: "laptop")
        let long = grown("long", minutesAfter: 0, minutes: 4 * 24 * 60)
        let fast = FinishedSession(
            id: "fast", kind: .focus, state: .completed, startedAt: long.startedAt.addingTimeInterval(60),
            endedAt: long.startedAt.addingTimeInterval(85), plannedSeconds: 1500, focusedSeconds: 1500, pausedSeconds: 0,
            tag: "writing", species: "oak", speed: GameSpeed(60)!)
        try record([long, fast], in: laptop)
        let day = FixedOffsetCalendar.utc.day(of: long.startedAt)
        #expect(try laptop.loadLive().treesGrown(on: day) == 1)
        #expect(try laptop.loadLive().rewards.coinsEarned == 180)

        // As a grove of the older rule left it: no rule named, both trees towards the goal, a coin for every minute.
        let path = "\(folder.path)/devices/laptop/totals.cache.json"
        var cache = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        cache["rule"] = nil
        var lastDay = try #require(cache["lastDay"] as? [String: Any])
        lastDay["grown"] = 2
        cache["lastDay"] = lastDay
        var ledger = try #require(cache["ledger"] as? [String: Any])
        ledger["coinsEarned"] = 5760
        cache["ledger"] = ledger
        try JSONSerialization.data(withJSONObject: cache).write(to: URL(fileURLWithPath: path))

        let reopened = Samples.store(folder.path, device: "laptop")
        #expect(try reopened.loadLive().treesGrown(on: day) == 1)
        #expect(try reopened.loadLive().rewards.coinsEarned == 180)
    }

    @Test func theDaysTreesCountEveryDevicesAndFollowCorrections() throws {
        let folder = TemporaryFolder()
        let (laptop, desktop) = ("laptop", "desktop")
        func store(_ device: String) -> JSONSessionStore { Samples.store(folder.path, device: device) }
        let day = FixedOffsetCalendar.utc.day(of: start)
        var withered = grown("withered", minutesAfter: 30)
        withered = FinishedSession(
            id: withered.id, kind: .focus, state: .abandoned, startedAt: withered.startedAt, endedAt: withered.endedAt,
            plannedSeconds: withered.plannedSeconds, focusedSeconds: 60, pausedSeconds: 0, tag: "writing", species: "oak",
            speed: .normal)
        try record([grown("yesterday", minutesAfter: -24 * 60), grown("a", minutesAfter: 0), withered], in: store(laptop))
        try record([grown("b", minutesAfter: 60), grown("c", minutesAfter: 120)], in: store(desktop))

        #expect(try store(laptop).loadLive().treesGrown(on: day) == 3)
        #expect(try store(desktop).loadLive().treesGrown(on: day) == 3)
        try store(laptop).update { live, _ in live.completedFocusCount = 1 }
        let laptopFile = try folder.read("devices/laptop/live.json")
        try record([grown("e", minutesAfter: 150)], in: store(desktop))
        try store(laptop).update { _, _ in }
        #expect(try folder.read("devices/laptop/live.json") == laptopFile, "another device's trees rewrote this device's file")

        try record([grown("d", minutesAfter: 180)], in: store(laptop))
        #expect(try store(desktop).loadLive().treesGrown(on: day) == 5)
        try store(desktop).amend(.delete(sessionID: "b"))
        #expect(try store(laptop).loadLive().treesGrown(on: day) == 4)
    }

    /// Issue 23.7: the laptop deletes the tree the desktop's screen shows grown; once synced,
    /// the desktop's record has no outcome to show for it and no break to offer.
    @Test func aLastTreeDeletedOnAnotherDeviceShowsNoOutcomeAndOffersNoBreak() throws {
        let folder = TemporaryFolder()
        let laptop = Samples.store(folder.path, device: "laptop")
        let desktop = Samples.store(folder.path, device: "desktop")
        let tree = grown("t", minutesAfter: 0)
        try desktop.update { live, finished in
            finished = [tree]
            live.lastFinished = tree
            live.outcomeSeen = false
            live.completedFocusCount = 1
        }
        let rules = SessionRules(settings: GroveSettings())
        #expect(try desktop.loadLive().lastFinished?.id == "t")
        #expect(rules.breakPlan(after: try desktop.loadLive(), speed: .normal) != nil)
        try laptop.amend(.delete(sessionID: "t"))
        // The same store as the open screen's: what it read before must not hide the deletion.
        let record = try desktop.loadLive()
        #expect(record.lastFinished == nil)
        #expect(record.outcomeSeen)
        #expect(rules.breakPlan(after: record, speed: .normal) == nil)
    }

    @Test func anotherDevicesLiveSessionIsSeenButNeverChanged() throws {
        let folder = TemporaryFolder()
        let laptop = Samples.store(folder.path, device: "laptop")
        let desktop = Samples.store(folder.path, device: "desktop")
        try laptop.update { live, _ in live.session = Samples.live(id: "on-laptop") }

        #expect(try desktop.loadLive().session == nil)
        #expect(try desktop.sessionsElsewhere() == [SessionElsewhere(device: "laptop", session: Samples.live(id: "on-laptop"))])
        #expect(try laptop.sessionsElsewhere().isEmpty)
        try desktop.update { live, _ in live.session = Samples.live(id: "on-desktop") }
        #expect(try laptop.loadLive().session?.id == "on-laptop")
    }

    @Test func copyingFilesOneByOneAlwaysGivesAConsistentSubset() throws {
        let laptopFolder = TemporaryFolder(), desktopFolder = TemporaryFolder()
        let laptop = Samples.store(laptopFolder.path, device: "laptop")
        let desktop = Samples.store(desktopFolder.path, device: "desktop")
        let laptopSessions = (0..<6).map { grown("l\($0)", minutesAfter: Double($0) * 20_000) }
        let desktopSessions = (0..<6).map { grown("d\($0)", minutesAfter: Double($0) * 21_000 + 5) }
        try record(laptopSessions, in: laptop)
        try record(desktopSessions, in: desktop)
        try laptop.update { live, _ in live.rewards.unlocked.append("cherry") }

        var generator = SeededGenerator(seed: 42)
        let files = laptopFolder.files(under: "devices/laptop").shuffled(using: &generator)
        var copied: Set<String> = []
        for file in files {
            try desktopFolder.write(try laptopFolder.read(file), to: file)
            copied.insert(file)
            let seen = try Samples.store(desktopFolder.path, device: "desktop").history(startedIn: nil)
            let expected = desktopSessions + laptopSessions.filter { session in
                copied.contains("devices/laptop/sessions/" + monthName(session.startedAt))
            }
            #expect(Set(seen.map(\.id)) == Set(expected.map(\.id)))
            let rewards = try Samples.store(desktopFolder.path, device: "desktop").loadLive().rewards
            #expect(rewards.treesGrown == expected.count)
            #expect(rewards.unlocked == (copied.contains("devices/laptop/events.json") ? ["cherry"] : []))
        }
    }

    @Test func correctionsAreEventsEveryDeviceAppliesEvenBeforeTheSessionArrives() throws {
        let laptopFolder = TemporaryFolder(), desktopFolder = TemporaryFolder()
        let laptop = Samples.store(laptopFolder.path, device: "laptop")
        try record([grown("a", minutesAfter: 0), grown("b", minutesAfter: 60), grown("c", minutesAfter: 120)], in: laptop)
        try laptop.amend(.edit(sessionID: "a", tag: "reading", species: nil, note: "chapter 3"))
        try laptop.amend(.edit(sessionID: "a", tag: nil, species: "pine", note: nil))
        try laptop.amend(.delete(sessionID: "b"))

        let corrected = try laptop.history(startedIn: nil)
        #expect(corrected.map(\.id) == ["a", "c"])
        #expect(corrected[0].tag == "reading" && corrected[0].species == "pine" && corrected[0].note == "chapter 3")
        #expect(try laptop.loadLive().rewards.treesGrown == 2)
        // The desktop gets the corrections before the sessions: nothing to apply yet, nothing fails.
        try desktopFolder.write(try laptopFolder.read("devices/laptop/events.json"), to: "devices/laptop/events.json")
        let desktop = Samples.store(desktopFolder.path, device: "desktop")
        #expect(try desktop.history(startedIn: nil).isEmpty)
        try desktopFolder.write(
            try laptopFolder.read("devices/laptop/sessions/2025-11.json"), to: "devices/laptop/sessions/2025-11.json")
        #expect(try desktop.history(startedIn: nil) == corrected)
        #expect(try desktop.loadLive().rewards == laptop.loadLive().rewards)
    }

    private func monthName(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month], from: date)
        return String(format: "%04d-%02d.json", parts.year!, parts.month!)
    }
}

extension JSONEncoder {
    static var sorted: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }
}
