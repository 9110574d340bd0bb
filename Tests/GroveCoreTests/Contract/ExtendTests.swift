import Foundation
import Testing
import GroveCore
import GroveTestSupport

/// `grove extend` and `+`: minutes added to the growing countdown tree move its end, the waiter's notice and the status,
/// while its stage never goes back.
@Suite("extendSession")
struct ExtendTests {
    /// A second into each fifth of a 25-minute tree, and the last second of its fourth.
    static let moments: [TimeInterval] = [1, 301, 601, 901, 1201, 1199, 1499]

    @Test(arguments: moments)
    func theTreeKeepsItsStageAndGrowsThroughTheRestOverTheNewLength(elapsed: TimeInterval) throws {
        let harness = ContractHarness()
        harness.model.startSession()
        let firstNotice = try #require(harness.notifications.scheduled.last)
        harness.pass(elapsed)
        let stage = harness.model.treeStage

        harness.model.extendSession(minutes: 10)

        #expect(harness.model.errorMessage == nil)
        #expect(harness.model.treeStage == stage)
        #expect(harness.model.remainingTime == 2100 - elapsed)
        let session = try #require(harness.repository.live.session)
        #expect(session.plannedSeconds == 2100)
        #expect(session.endsAt == firstNotice.fireAt.addingTimeInterval(600))
        #expect(harness.notifications.scheduled.last?.fireAt == session.endsAt)
        #expect(harness.hooks.events == [.planted, .extended])
        #expect(harness.hooks.ran.last?.plannedSeconds == 2100)
        #expect(harness.hooks.ran.last?.environment["GROVE_EXTENDED_SECONDS"] == "600")

        // Second by second to its new end: never a stage back, and every stage after it shown on the way.
        var seen = [stage]
        while harness.model.currentState == .active {
            harness.pass(1)
            if harness.model.currentState == .active { seen.append(harness.model.treeStage) }
        }
        #expect(seen == seen.sorted())
        #expect(Set(seen) == Set(stage...5))
        let grown = try #require(harness.repository.finished.last)
        #expect(grown.state == .completed)
        #expect(grown.endedAt == session.endsAt)
        #expect(grown.focusedSeconds == 2100)
        #expect(grown.plannedSeconds == 2100)
        #expect(grown.extendedSeconds == 600)
    }

    @Test func theRestOfTheGrowthIsSpreadEvenlyFromTheExtension() {
        let harness = ContractHarness()
        harness.model.startSession()
        harness.pass(960)
        #expect(harness.model.treeStage == 4)
        harness.model.extendSession(minutes: 10)
        // 3.2 of 5 stages grown, 1.8 to grow over the 1,140 seconds left: the fifth stage 506.7 seconds on.
        harness.pass(506)
        #expect(harness.model.treeStage == 4)
        harness.pass(1)
        #expect(harness.model.treeStage == 5)
    }

    @Test func extensionsAddUpAndEachGrowsOnFromTheLast() throws {
        let harness = ContractHarness()
        harness.model.startSession()
        harness.pass(700)
        harness.model.extendSession(minutes: 5)
        harness.pass(400)
        let stage = harness.model.treeStage
        harness.model.extendSession(minutes: 20)
        #expect(harness.model.treeStage == stage)
        #expect(harness.model.remainingTime == 3000 - 1100)
        let session = try #require(harness.repository.live.session)
        #expect(session.extended?.addedSeconds == 1500)
        harness.pass(1900)
        #expect(harness.repository.finished.last?.extendedSeconds == 1500)
        #expect(harness.repository.finished.last?.focusedSeconds == 3000)
    }

    @Test func atADemoSpeedTheEndMovesByTheWallTimeOfTheMinutes() throws {
        let harness = ContractHarness(speed: 60)
        harness.model.startSession()
        let endsAt = try #require(harness.repository.live.session?.endsAt)
        harness.pass(10)
        harness.model.extendSession(minutes: 5)
        #expect(harness.repository.live.session?.endsAt == endsAt.addingTimeInterval(5))
        #expect(harness.model.remainingTime == 1800 - 600)
    }

    @Test func theLengthStopsAtTheLongestATreeGrows() throws {
        var settings = GroveSettings()
        settings.focusMinutes = 170
        let harness = ContractHarness(settings: settings)
        harness.model.startSession()
        harness.pass(60)
        harness.model.extendSession(minutes: 30)
        #expect(harness.repository.live.session?.plannedSeconds == 10_800)
        #expect(harness.model.notice?.hasPrefix("Extended by 10 min to the 180-minute limit: ") == true)

        let saves = harness.repository.savedCount
        harness.model.extendSession(minutes: 5)
        #expect(harness.model.errorMessage == "the tree is planned for 180 minutes already, the longest a tree grows")
        #expect(harness.repository.savedCount == saves)
    }

    @Test func sayingTheNewEnd() {
        let harness = ContractHarness()
        harness.clock.set(Date(timeIntervalSince1970: 1_767_261_600))  // 2026-01-01 10:00 UTC.
        harness.model.startSession()
        harness.pass(60)
        harness.model.extendSession(minutes: 5)
        #expect(harness.model.notice == "Extended by 5 min: 29:00 left, growing until 10:30.")
    }

    @Test func refusedWithTheReasonAndNothingChanges() throws {
        let harness = ContractHarness()
        harness.model.extendSession(minutes: 5)
        #expect(harness.model.errorMessage == "no tree is growing to extend; plant one with grove plant")

        harness.model.startSession()
        harness.model.extendSession(minutes: 0)
        #expect(harness.model.errorMessage == "add at least one minute")

        harness.pass(100)
        harness.model.pauseSession()
        let paused = harness.repository.live
        harness.model.extendSession(minutes: 5)
        #expect(harness.model.errorMessage == "the tree is paused: resume it first, then extend it")
        #expect(harness.repository.live == paused)
        #expect(!harness.hooks.events.contains(.extended))
    }

    @Test func aCountUpTreeHasNoEndToMove() {
        let harness = ContractHarness()
        harness.model.startSession(SessionPlan.open(GroveSettings(), speed: .normal))
        harness.pass(60)
        harness.model.extendSession(minutes: 5)
        #expect(harness.model.errorMessage == "a count-up tree has no end to move: it grows until grove done")
        #expect(harness.repository.live.session?.extended == nil)
    }

    @Test func aBreakCannotBeExtended() {
        let harness = ContractHarness()
        harness.model.startSession()
        harness.pass(1500)
        harness.model.startBreak()
        harness.model.extendSession(minutes: 5)
        #expect(harness.model.errorMessage == "a break cannot be extended; plant a tree when it ends")
        #expect(harness.repository.live.session?.plannedSeconds == 300)
    }

    @Test func aTreePlantedTogetherSharesOneEnd() {
        let harness = ContractHarness()
        var plan = SessionPlan.focus(GroveSettings(), speed: .normal)
        plan.together = Together(
            room: "/rooms/standup", roomName: "standup", name: "ada", planting: "p1", opener: "ada",
            openedAt: harness.clock.now(), members: ["bo"])
        harness.model.startSession(plan)
        harness.model.extendSession(minutes: 5)
        #expect(harness.model.errorMessage == "a tree planted together cannot be extended: its members share one end")
        #expect(harness.repository.live.session?.plannedSeconds == 1500)
    }

    @Test func aWitheredExtendedTreeShowsTheStageItHad() {
        let harness = ContractHarness()
        harness.model.startSession()
        harness.pass(960)
        harness.model.extendSession(minutes: 10)
        harness.pass(120)
        #expect(harness.model.treeStage == 4)
        harness.model.cancelSession()
        #expect(harness.model.currentState == .abandoned)
        #expect(harness.model.treeStage == 4)
        harness.model.syncWithStore()
        #expect(harness.model.treeStage == 4)
        #expect(harness.repository.finished.last?.extendedSeconds == 600)
    }

    @Test func theNextTreeThatPlantsItselfHasTheLengthTheLastWasPlantedWith() throws {
        var settings = GroveSettings()
        settings.autoStartBreak = true
        settings.autoStartFocus = true
        let harness = ContractHarness(settings: settings)
        harness.model.startSession()
        harness.pass(100)
        harness.model.extendSession(minutes: 5)
        harness.pass(1700)
        #expect(harness.model.session?.kind == .break)
        harness.pass(300)
        let next = try #require(harness.model.session)
        #expect(next.kind == .focus)
        #expect(next.plannedSeconds == 1500)
    }

    /// A 25-minute tree extended by five minutes at 400 seconds, and the clock then.
    private func extendedAt400() throws -> (session: LiveSession, now: Date) {
        let harness = ContractHarness()
        harness.model.startSession()
        harness.pass(400)
        harness.model.extendSession(minutes: 5)
        return (try #require(harness.repository.live.session), harness.clock.now())
    }

    @Test func theLiveFileKeepsTheExtension() throws {
        let (session, now) = try extendedAt400()
        let decoded = try JSONFormat.decoder().decode(LiveSession.self, from: JSONFormat.encoder().encode(session))
        #expect(decoded == session)
        #expect(decoded.stage(at: now) == 2)
    }

    @Test func anExtensionThatCannotBeIsADamagedFile() throws {
        let text = String(decoding: try JSONFormat.encoder().encode(try extendedAt400().session), as: UTF8.self)
            .replacingOccurrences(of: "\"addedSeconds\":300", with: "\"addedSeconds\":3000")
        #expect(throws: DecodingError.self) { try JSONFormat.decoder().decode(LiveSession.self, from: Data(text.utf8)) }
    }
}
