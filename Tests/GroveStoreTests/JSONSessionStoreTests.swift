import Foundation
import Testing
import GroveCore
import GroveStore
import GroveTestSupport

@Suite("JSON session store")
struct JSONSessionStoreTests {
    @Test func anEmptyFolderReadsAsNoSessionAndCreatesNothing() throws {
        let folder = TemporaryFolder()
        let store = Samples.store("\(folder.path)/data", device: Samples.device)
        #expect(try store.loadLive() == .empty)
        #expect(try store.history(startedIn: nil).isEmpty)
        #expect(folder.entries().isEmpty)
    }

    @Test func theLiveRecordRoundTripsExactly() throws {
        let folder = TemporaryFolder()
        let record = LiveRecord(
            session: Samples.live(), lastFinished: Samples.finished(id: "a", startedAt: Samples.start),
            completedFocusCount: 7, breakTaken: true, outcomeSeen: false)
        try Samples.store(folder.path, device: Samples.device).update { live, _ in live = record }

        #expect(try Samples.store(folder.path, device: Samples.device).loadLive() == record)
        #expect(try folder.read("devices/here/live.json").contains("\"schema\":\(SchemaVersion.current)"))
    }

    @Test func aPausedSessionRoundTrips() throws {
        let folder = TemporaryFolder()
        var session = Samples.live()
        session.phase = .paused(remaining: 1234.5, since: Samples.start.addingTimeInterval(3))
        try Samples.store(folder.path, device: Samples.device).update { live, _ in live.session = session }
        #expect(try Samples.store(folder.path, device: Samples.device).loadLive().session == session)
    }

    @Test func historyIsKeptPerMonthAndReadByPeriod() throws {
        let folder = TemporaryFolder()
        let store = Samples.store(folder.path, device: Samples.device)
        let october = Date(timeIntervalSince1970: 1_760_000_000)
        let november = Date(timeIntervalSince1970: 1_763_712_000)
        try store.update { _, finished in
            finished = [Samples.finished(id: "n", startedAt: november), Samples.finished(id: "o", startedAt: october)]
        }
        try store.update { _, finished in finished = [Samples.finished(id: "n2", startedAt: november.addingTimeInterval(60), state: .abandoned)] }

        #expect(folder.entries("devices/here/sessions") == ["2025-10.json", "2025-11.json"])
        let all = try store.history(startedIn: nil)
        #expect(all.map(\.id) == ["o", "n", "n2"])
        #expect(all[0] == Samples.finished(id: "o", startedAt: october))
        let novemberOnly = try store.history(startedIn: DateRange(start: november, end: november.addingTimeInterval(3600)))
        #expect(novemberOnly.map(\.id) == ["n", "n2"])
    }

    @Test func historyByPeriodReadsOnlyTheMonthsThatOverlapIt() throws {
        let folder = TemporaryFolder()
        let store = Samples.store(folder.path, device: Samples.device)
        let november = Date(timeIntervalSince1970: 1_763_712_000)
        try store.update { _, finished in finished = [Samples.finished(id: "n", startedAt: november)] }
        // A broken month outside the period: reading it would fail the whole call.
        try folder.write("not json", to: "devices/here/sessions/2025-09.json")

        let period = DateRange(start: november.addingTimeInterval(-3600), end: november.addingTimeInterval(3600))
        #expect(try store.history(startedIn: period).map(\.id) == ["n"])
        #expect(throws: StoreError.self) { try store.history(startedIn: nil) }
    }

    @Test func aHandReorderedMonthStillReadsOldestFirst() throws {
        let folder = TemporaryFolder()
        let store = Samples.store(folder.path, device: Samples.device)
        let sessions = (0..<5).map { Samples.finished(id: "s\($0)", startedAt: Samples.start.addingTimeInterval(Double($0) * 60)) }
        try store.update { _, finished in finished = sessions }
        let name = "devices/here/sessions/2025-11.json"
        var lines = try folder.read(name).split(separator: "\n").map(String.init)
        lines[1...5] = ["\(lines[5]),", lines[1], lines[2], lines[3], String(lines[4].dropLast())]
        try folder.write(lines.joined(separator: "\n"), to: name)

        #expect(try store.history(startedIn: nil) == sessions)
    }

    @Test func recordingTheSameSessionTwiceKeepsOneCopy() throws {
        let folder = TemporaryFolder()
        let store = Samples.store(folder.path, device: Samples.device)
        let session = Samples.finished(id: "same", startedAt: Samples.start)
        try store.update { _, finished in finished = [session] }
        try store.update { _, finished in finished = [session] }
        #expect(try store.history(startedIn: nil).count == 1)
    }

    @Test func aCorruptFileIsReportedWithItsPathAndNeverOverwritten() throws {
        let folder = TemporaryFolder()
        try folder.write("{\"schema\":1,\"live\":{\"completedFocusCount\":", to: "devices/here/live.json")
        let store = Samples.store(folder.path, device: Samples.device)

        #expect {
            try store.loadLive()
        } throws: { error in
            "\(error)".contains("\(folder.path)/devices/here/live.json") && "\(error)".contains("grove doctor --repair")
        }
        #expect(throws: StoreError.self) {
            try store.update { live, _ in live.completedFocusCount = 1 }
        }
        #expect(try folder.read("devices/here/live.json") == "{\"schema\":1,\"live\":{\"completedFocusCount\":")
    }

    @Test func aFileThatIsNotJSONSaysWhereInOneSentence() throws {
        let folder = TemporaryFolder()
        try folder.write("{\"host\":\"vm\",\"live\":{\"breakTaken\" false},\"schema\":2}", to: "devices/here/live.json")
        let store = Samples.store(folder.path, device: Samples.device)
        for read in [{ _ = try store.loadLive() }, { _ = try store.loadGlance() }] as [() throws -> Void] {
            #expect {
                try read()
            } throws: { error in
                let text = "\(error)"
                return text.contains("live.json: it is not valid JSON: line 1, column 35: expected ':' after the key, found 'f'. grove has not changed it")
                    && !text.contains("..")
            }
        }
    }

    @Test func anAbsurdValueIsRefusedNotTrapped() throws {
        let folder = TemporaryFolder()
        let store = Samples.store(folder.path, device: Samples.device)
        try store.update { _, finished in finished = [Samples.finished(id: "x", startedAt: Samples.start)] }
        let name = "devices/here/sessions/2025-11.json"
        let text = try folder.read(name).replacingOccurrences(of: "\"plannedSeconds\":1500", with: "\"plannedSeconds\":1e300")
        try folder.write(text, to: name)
        #expect {
            try store.history(startedIn: nil)
        } throws: { error in
            "\(error)".contains("plannedSeconds") && "\(error)".contains(name)
        }
    }

    @Test func aSessionTheStoreCouldNotReadBackIsRefusedAndNothingIsWritten() throws {
        let folder = TemporaryFolder()
        let store = Samples.store(folder.path, device: Samples.device)
        let backwards = FinishedSession(
            id: "backwards", kind: .focus, state: .completed, startedAt: Samples.start,
            endedAt: Samples.start.addingTimeInterval(-1), plannedSeconds: 1500, focusedSeconds: 1500,
            pausedSeconds: 0, tag: "t", species: "oak", speed: .normal)

        #expect(throws: StoreError.invalidSession(id: "backwards", field: "endedAt", problem: "2025-11-21T07:59:59Z is before startedAt 2025-11-21T08:00:00Z")) {
            try store.update { live, finished in
                live.completedFocusCount = 1
                finished = [Samples.finished(id: "good", startedAt: Samples.start), backwards]
            }
        }
        #expect(folder.entries("devices/here/sessions").isEmpty)
        #expect(try store.loadLive() == .empty)
    }

    @Test(arguments: ["devices/here/live.json", "devices/here/events.json", "devices/here/sessions/2025-11.json"])
    func aNewerGrovesFileIsNeverRepairedMovedOrRewritten(name: String) throws {
        let folder = TemporaryFolder()
        let store = Samples.store(folder.path, device: Samples.device)
        try store.update { live, finished in
            live.completedFocusCount = 1
            live.rewards.unlocked = ["cherry"]
            finished = [Samples.finished(id: "a", startedAt: Date(timeIntervalSince1970: 1_762_000_000))]
        }
        let path = "\(folder.path)/\(name)"
        let newer = try folder.read(name).replacingOccurrences(of: "\"schema\":\(SchemaVersion.current)", with: "\"schema\":\(SchemaVersion.current + 1)")
        try folder.write(newer, to: name)

        let problems = try store.problems()
        #expect(problems.map(\.kind) == [.newerGrove])
        #expect(problems.first?.path == path)
        #expect(problems.first?.problem.contains("install the newer grove") == true)
        #expect(try store.repair().isEmpty)
        #expect(try folder.read(name) == newer)
        #expect(!folder.entries((name as NSString).deletingLastPathComponent).contains { $0.contains(".unreadable-") })
    }

    @Test func eventsAndRepairsTakeTheirTimeAndIdsFromTheStoresClockAndIdMaker() throws {
        let folder = TemporaryFolder()
        let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))
        let ids = SequentialIDs()
        let store = JSONSessionStore(folder: folder.path, device: Samples.device, clock: clock, makeID: ids.make)
        try store.update { live, finished in
            live.rewards.unlocked = ["cherry"]
            finished = [Samples.finished(id: "a", startedAt: Samples.start)]
        }
        clock.advance(by: 60)
        try store.amend(.delete(sessionID: "a"))
        let events = try folder.read("devices/here/events.json")
        #expect(events.contains("\"at\":\(1_800_000_000 - 978_307_200),\"id\":\"00000000-0000-4000-8000-000000000001\""), "\(events)")
        #expect(events.contains("\"at\":\(1_800_000_060 - 978_307_200),\"id\":\"00000000-0000-4000-8000-000000000002\""), "\(events)")

        try folder.write("damaged", to: "devices/here/live.json")
        clock.advance(by: 60)
        #expect(try store.repair().first?.hasSuffix("live.json.unreadable-1800000120") == true)
    }

    @Test func aNewerVersionFileIsReportedAndNeverOverwritten() throws {
        let folder = TemporaryFolder()
        let newer = "{\"schema\":9,\"live\":{\"something\":\"new\"}}"
        try folder.write(newer, to: "devices/here/live.json")
        let store = Samples.store(folder.path, device: Samples.device)

        #expect(throws: StoreError.newerVersion(path: "\(folder.path)/devices/here/live.json", found: 9, supported: SchemaVersion.current)) {
            try store.loadLive()
        }
        #expect(throws: StoreError.self) {
            try store.update { live, _ in live.completedFocusCount = 1 }
        }
        #expect(try folder.read("devices/here/live.json") == newer)
    }

    @Test func staleTemporaryFilesAreSweptUnderTheLock() throws {
        let folder = TemporaryFolder()
        try folder.write("half a write", to: "devices/here/.live.json.4242.tmp")
        try folder.write("half a write", to: "devices/here/sessions/.2025-11.json.4242.tmp")
        try Samples.store(folder.path, device: Samples.device).update { live, _ in live.completedFocusCount = 2 }
        #expect(folder.entries("devices/here") == ["forest.cache.json", "grove.lock", "live.json", "sessions", "totals.cache.json"])
        #expect(folder.entries("devices/here/sessions").isEmpty)
    }

    @Test func concurrentWritersLoseNothing() throws {
        let folder = TemporaryFolder()
        let path = folder.path
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            let store = Samples.store(path, device: Samples.device)
            for round in 0..<10 {
                try? store.update { live, finished in
                    live.completedFocusCount += 1
                    finished = [Samples.finished(id: "w\(worker)-\(round)", startedAt: Samples.start.addingTimeInterval(Double(round)))]
                }
            }
        }
        let store = Samples.store(path, device: Samples.device)
        #expect(try store.loadLive().completedFocusCount == 80)
        #expect(try store.history(startedIn: nil).count == 80)
    }

    @Test func loadLiveSeesAnotherProcessesWrite() throws {
        let folder = TemporaryFolder()
        let reader = Samples.store(folder.path, device: Samples.device)
        #expect(try reader.loadLive().completedFocusCount == 0)
        try Samples.store(folder.path, device: Samples.device).update { live, _ in live.completedFocusCount = 3 }
        #expect(try reader.loadLive().completedFocusCount == 3)
        try Samples.store(folder.path, device: Samples.device).update { live, _ in live.completedFocusCount = 4 }
        #expect(try reader.loadLive().completedFocusCount == 4)
    }
}

@Suite("grove status's glance at the live file")
struct LiveGlanceTests {
    @Test(arguments: [false, true])
    func itReadsWhatTheFullDecodeReads(paused: Bool) throws {
        let folder = TemporaryFolder()
        var session = Samples.live()
        if paused { session.phase = .paused(remaining: 812.25, since: Samples.start.addingTimeInterval(9.5)) }
        let record = LiveRecord(
            session: session, lastFinished: Samples.finished(id: "a", startedAt: Samples.start), completedFocusCount: 3)
        try Samples.store(folder.path, device: Samples.device).update { live, _ in live = record }
        let store = Samples.store(folder.path, device: Samples.device)
        #expect(try store.loadGlance() == LiveGlance(session: session))
        #expect(try store.loadGlance().session == store.loadLive().session)
    }

    /// The file's tally is only what this device counted; the record's comes from the logs.
    @Test func itReadsACountUpWithANoteAndCountsTheDaysTreesFromTheLogs() throws {
        let folder = TemporaryFolder()
        let session = LiveSession(
            id: "open", kind: .focus, plannedSeconds: SessionMode.openLimitSeconds, speed: .normal, startedAt: Samples.start,
            tag: "écriture", species: "pine", mode: .open, note: "chapter \"3\" 写作 🌲",
            phase: .running(endsAt: Samples.start.addingTimeInterval(SessionMode.openLimitSeconds)))
        let tally = DailyTally(day: LocalDay(year: 2026, month: 11, day: 21), grown: 3)
        try Samples.store(folder.path, device: Samples.device).update { live, _ in
            live = LiveRecord(session: session, today: tally, lastReachedGoal: true)
        }
        let store = Samples.store(folder.path, device: Samples.device)
        #expect(try store.loadGlance() == LiveGlance(session: session))
        #expect(try store.loadLive().today == nil)
        #expect(try store.loadLive().lastReachedGoal)
    }

    @Test func noSessionAndNoFileReadAsNone() throws {
        let folder = TemporaryFolder()
        let store = Samples.store(folder.path, device: Samples.device)
        #expect(try store.loadGlance() == LiveGlance(session: nil))
        try store.update { live, _ in live.completedFocusCount = 1 }
        #expect(try store.loadGlance() == LiveGlance(session: nil))
    }

    @Test func brokenOrNewerFilesStillFailWithTheFullMessage() throws {
        let folder = TemporaryFolder()
        let store = Samples.store(folder.path, device: Samples.device)
        try folder.write("{\"live\":{\"session\":{\"id\":\"x\"}},\"schema\":1}", to: "devices/here/live.json")
        #expect(throws: StoreError.self) { try store.loadGlance() }
        try folder.write("{\"live\":{},\"schema\":7}", to: "devices/here/live.json")
        #expect(throws: StoreError.newerVersion(path: "\(folder.path)/devices/here/live.json", found: 7, supported: SchemaVersion.current)) {
            try store.loadGlance()
        }
    }
}

@Suite("live records of schema 1 and 2")
struct LiveRecordVersionTests {
    static let oldSession = """
        {"id":"s","kind":"focus","plannedSeconds":1500,"speed":1,"startedAt":785000000,"tag":"focus","species":"oak",\
        "pausedSeconds":0,"endsAt":785001500}
        """

    @Test func aSchema1RecordReadsAsACountdownWithoutNoteOrTally() throws {
        let folder = TemporaryFolder()
        // As the release before devices wrote it, at the top of the data folder; the first read moves it.
        let rewards = #""rewards":{"bestStreak":0,"coinsEarned":0,"currentStreak":0,"earlyBirdTrees":0,"earned":{},"#
            + #""focusSeconds":0,"marathonTrees":0,"nightOwlTrees":0,"speciesGrown":[],"treesGrown":0,"unlocked":[]}"#
        try folder.write(
            "{\"live\":{\"breakTaken\":false,\"completedFocusCount\":0,\"outcomeSeen\":true,\(rewards),"
                + "\"session\":\(Self.oldSession)},\"schema\":1}",
            to: "live.json")
        let store = Samples.store(folder.path, device: Samples.device)
        let glance = try store.loadGlance()
        #expect(glance.session?.mode == .countdown)
        #expect(glance.session?.note == nil)
        #expect(try store.loadLive().today == nil)
        #expect(try store.loadLive().session == glance.session)
        #expect(try store.loadLive().lastReachedGoal == false)
    }

    @Test(arguments: ["mode", "note"])
    func aSchema2SessionWithoutModeOrNoteIsDamaged(missing: String) throws {
        let folder = TemporaryFolder()
        let fields = ["\"mode\":\"open\"", "\"note\":null"].filter { !$0.contains(missing) }
        let session = String(Self.oldSession.dropLast()) + "," + fields.joined(separator: ",") + "}"
        try folder.write(
            "{\"live\":{\"session\":\(session),\"today\":null,\"lastReachedGoal\":false},\"schema\":2}", to: "devices/here/live.json")
        let store = Samples.store(folder.path, device: Samples.device)
        #expect(throws: StoreError.self) { try store.loadGlance() }
        #expect(throws: StoreError.self) { try store.loadLive() }
    }

    @Test(arguments: ["today", "lastReachedGoal"])
    func aSchema2RecordWithoutTheDaysFieldsIsDamaged(missing: String) throws {
        let folder = TemporaryFolder()
        let fields = ["\"today\":{\"date\":\"2026-11-21\",\"grown\":2}", "\"lastReachedGoal\":false"].filter { !$0.contains(missing) }
        try folder.write("{\"live\":{" + fields.joined(separator: ",") + "},\"schema\":2}", to: "devices/here/live.json")
        #expect(throws: StoreError.self) { try Samples.store(folder.path, device: Samples.device).loadLive() }
    }
}
