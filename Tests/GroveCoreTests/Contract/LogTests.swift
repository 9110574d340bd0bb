import Foundation
import Testing
import GroveCore
import GroveTestSupport

/// `grove log`: a focus session grove did not time is kept and counted as focus, and earns nothing.
@Suite("logSession")
struct LogTests {
    let calendar = FixedOffsetCalendar.utc
    /// 2026-01-01 12:00 UTC, when the person remembers the morning.
    let noon = Date(timeIntervalSince1970: 1_767_268_800)

    func harness(goal: Int = 1) -> ContractHarness {
        var settings = GroveSettings()
        settings.dailyGoal = goal
        let harness = ContractHarness(settings: settings)
        harness.clock.set(noon)
        return harness
    }

    /// Logged focus from `hour`:`minute` for `minutes` on the day of `noon`.
    func logged(_ id: String, at hour: Int, _ minute: Int = 0, minutes: Int = 25, tag: String = "writing") -> FinishedSession {
        let start = calendar.start(of: calendar.day(of: noon)).addingTimeInterval(Double(hour * 3600 + minute * 60))
        return SessionLog.session(
            id: id, from: start, to: start.addingTimeInterval(Double(minutes * 60)), tag: tag, species: "oak", note: nil)
    }

    @Test func aLoggedTreeEarnsNothingButCountsAsFocus() throws {
        let harness = harness()
        let session = logged("morning", at: 9)
        harness.model.logSession(session, recorded: [])

        #expect(harness.model.errorMessage == nil)
        let kept = try #require(harness.repository.finished.last)
        #expect(kept == session)
        #expect(kept.logged && kept.state == .completed && kept.focusedSeconds == 1500 && kept.speed == .normal)
        #expect(!kept.countsForTheGame)
        #expect(RewardRule.exclusion(of: kept) == .logged)
        #expect(kept.streakDay(in: calendar) == nil)
        // Nothing earned: no coins, no achievement (not even the first tree's), no tree towards the goal, no goal rung.
        let ledger = RewardLedger.recount(harness.repository.finished, unlocks: [], calendar: calendar)
        #expect(ledger.coins == 0 && ledger.treesGrown == 0 && ledger.earned.isEmpty && ledger.bestStreak == 0)
        #expect(harness.model.treesToday == 0)
        #expect(!harness.hooks.events.contains(.goalReached))
        // No outcome to show and no break earned: nothing grew it.
        #expect(harness.model.currentState == .idle)
        #expect(harness.model.breakOffer == nil)
        #expect(harness.repository.live.lastFinished == nil)

        // The forest counts its focus, by tag and by hour, and the logged tree apart.
        let tally = ForestTally(counting: harness.repository.finished, calendar: calendar)
        let day = try #require(tally.days[calendar.day(of: noon)])
        #expect(day.focusSeconds == 1500)
        #expect(day.logged == 1)
        #expect(day.grown == 0 && day.treesThatCount == 0)
        #expect(tally.byTag["writing"] == 1500)
        #expect(tally.byHour[9] == 1500)
    }

    @Test func aLoggedTreeBesideAGrownOneLeavesTheGrownOnesRewardsAlone() {
        let harness = harness()
        harness.model.startSession()
        harness.pass(1500)
        let grown = RewardLedger.recount(harness.repository.finished, unlocks: [], calendar: calendar)
        harness.model.logSession(logged("morning", at: 9), recorded: harness.repository.finished)
        let both = RewardLedger.recount(harness.repository.finished, unlocks: [], calendar: calendar)
        #expect(harness.repository.finished.count == 2)
        #expect(both == grown)
        #expect(harness.model.treesToday == 1)
    }

    @Test func anOverlapIsRefusedNamingTheSession() {
        let harness = harness()
        let recorded = logged("6f1c9e2a-3b4d-4c5e-8f60-718293a4b5c6", at: 9, 10, minutes: 25)
        harness.model.logSession(recorded, recorded: [])

        harness.model.logSession(logged("again", at: 9, minutes: 25), recorded: [recorded])
        #expect(harness.model.errorMessage
            == "it overlaps your oak (writing) of 2026-01-01, 09:10–09:35 (id 6f1c9e2a-3b4d-4c5e-8f60-718293a4b5c6); log a time outside it")
        #expect(harness.repository.finished == [recorded])

        // Touching is no overlap.
        harness.model.logSession(logged("before", at: 8, 45, minutes: 25), recorded: [recorded])
        harness.model.logSession(logged("after", at: 9, 35, minutes: 25), recorded: [recorded])
        #expect(harness.model.errorMessage == nil)
        #expect(harness.repository.finished.map(\.id) == [recorded.id, "before", "after"])
    }

    @Test func anOverlapWithABreakNamesTheBreak() {
        let harness = harness()
        let rest = FinishedSession(
            id: "b1", kind: .break, state: .completed, startedAt: noon.addingTimeInterval(-3600),
            endedAt: noon.addingTimeInterval(-3300), plannedSeconds: 300, focusedSeconds: 0, pausedSeconds: 0, tag: "break",
            species: "oak", speed: .normal)
        harness.model.logSession(logged("x", at: 10, 50), recorded: [rest])
        #expect(harness.model.errorMessage == "it overlaps your break of 2026-01-01, 11:00–11:05 (id b1); log a time outside it")
    }

    @Test func anOverlapWithTheTreeGrowingNowIsRefused() {
        let harness = harness()
        harness.model.startSession()
        harness.pass(600)
        harness.model.logSession(logged("x", at: 11, 55, minutes: 10), recorded: [])
        #expect(harness.model.errorMessage
            == "it overlaps your oak (focus) growing since 2026-01-01 12:00; log a time before it")
        #expect(harness.repository.finished.isEmpty)
        harness.model.logSession(logged("x", at: 11, 30, minutes: 30), recorded: [])
        #expect(harness.model.errorMessage == nil)
    }

    @Test func aTreeThatEndedUnseenMeanwhileIsAnOverlapToo() {
        let harness = harness()
        harness.model.startSession()
        // The tree ends while nothing runs; the command read the history before the store settled it.
        harness.clock.advance(by: 3600)
        harness.model.logSession(logged("x", at: 12, 10), recorded: [])
        #expect(harness.model.errorMessage?.hasPrefix("it overlaps your oak (focus) of 2026-01-01, 12:00–12:25") == true)
        #expect(harness.repository.finished.count == 1)
    }

    @Test func inTheFutureTooLongOrTooShortIsRefused() {
        let harness = harness()
        harness.model.logSession(logged("x", at: 11, 50, minutes: 20), recorded: [])
        #expect(harness.model.errorMessage
            == "it would end at 2026-01-01 12:10, which has not come yet (it is 2026-01-01 12:00); log a session once it is over")
        harness.model.logSession(logged("x", at: 8, minutes: 181), recorded: [])
        #expect(harness.model.errorMessage
            == "a logged session lasts at most 180 minutes, as the longest tree; this one lasts 3 h 01 min: log it in parts")
        harness.model.logSession(logged("x", at: 8, minutes: 0), recorded: [])
        #expect(harness.model.errorMessage == "a logged session lasts at least a minute")
        #expect(harness.repository.finished.isEmpty)
        harness.model.logSession(logged("x", at: 8, minutes: 180), recorded: [])
        #expect(harness.model.errorMessage == nil)
    }

    @Test func aLockedSpeciesIsRefused() {
        let harness = harness()
        let start = noon.addingTimeInterval(-3600)
        harness.model.logSession(
            SessionLog.session(id: "x", from: start, to: start.addingTimeInterval(600), tag: "t", species: "maple", note: nil),
            recorded: [])
        #expect(harness.model.errorMessage?.hasPrefix("the maple is locked") == true)
        #expect(harness.repository.finished.isEmpty)
    }

    @Test func theHistoryFilesKeepTheMark() throws {
        let session = logged("x", at: 9)
        let text = String(decoding: try JSONFormat.encoder().encode(session), as: UTF8.self)
        #expect(text.contains("\"logged\":true"))
        #expect(try JSONFormat.decoder().decode(FinishedSession.self, from: Data(text.utf8)) == session)
        let timed = FinishedSession(
            id: "y", kind: .focus, state: .completed, startedAt: noon, endedAt: noon.addingTimeInterval(1500),
            plannedSeconds: 1500, focusedSeconds: 1500, pausedSeconds: 0, tag: "t", species: "oak", speed: .normal)
        let plain = String(decoding: try JSONFormat.encoder().encode(timed), as: UTF8.self)
        #expect(!plain.contains("logged") && !plain.contains("extendedSeconds"))
    }

    @Test func onlyAGrownFocusSessionCanBeLogged() throws {
        let withered = String(decoding: try JSONFormat.encoder().encode(logged("x", at: 9)), as: UTF8.self)
            .replacingOccurrences(of: "\"state\":\"completed\"", with: "\"state\":\"abandoned\"")
        #expect(throws: DecodingError.self) { try JSONFormat.decoder().decode(FinishedSession.self, from: Data(withered.utf8)) }
    }
}
