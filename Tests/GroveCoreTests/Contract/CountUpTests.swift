import Foundation
import Testing
import GroveCore
import GroveTestSupport

@Suite("count-up: grove plant --open")
struct CountUpTests {
    private func plantOpen(_ harness: ContractHarness) {
        harness.model.startSession(.open(harness.model.rules.settings, speed: harness.model.speed))
    }

    static let stages: [(elapsed: TimeInterval, stage: Int)] = [
        (0, 1), (299, 1), (300, 2), (599, 2), (600, 3), (1199, 4), (1200, 5), (1500, 5), (5400, 5),
    ]

    @Test(arguments: stages.map(\.elapsed))
    func aStageEveryFiveMinutesFullGrownAtTwentyFive(elapsed: TimeInterval) throws {
        let expected = Self.stages.first { $0.elapsed == elapsed }!.stage
        let harness = ContractHarness()
        plantOpen(harness)
        harness.pass(elapsed)
        #expect(harness.model.treeStage == expected)
        let session = try #require(harness.model.session)
        #expect(session.mode == .open)
        #expect(session.clockSeconds(at: harness.clock.now()) == elapsed)
        #expect(harness.model.currentState == .active)
    }

    @Test func doneBeforeTenMinutesWithers() throws {
        let harness = ContractHarness()
        plantOpen(harness)
        harness.pass(599.5)
        harness.model.finishOpenSession()
        #expect(harness.model.currentState == .abandoned)
        let finished = try #require(harness.repository.finished.first)
        #expect(finished.state == .abandoned)
        #expect(finished.mode == .open)
        #expect(finished.focusedSeconds == 599.5)
        #expect(finished.plannedSeconds == 599.5)
        #expect(harness.hooks.events == [.planted, .abandoned])
        #expect(harness.model.treeStage == 2)
        #expect(harness.model.rewards.coins == 0)
    }

    /// Issue 23.17: the grown tree's screen shows the stage it reached, not a full-grown tree.
    @Test func aCountUpDoneAtTwelveMinutesKeepsTheStageItReached() {
        let harness = ContractHarness()
        plantOpen(harness)
        harness.pass(720)
        harness.model.finishOpenSession()
        #expect(harness.model.currentState == .completed)
        #expect(harness.model.treeStage == 3)
    }

    @Test func doneAtTenMinutesGrowsWithItsRealFocusTime() throws {
        let harness = ContractHarness()
        plantOpen(harness)
        harness.pass(600)
        harness.model.finishOpenSession()
        #expect(harness.model.currentState == .completed)
        let finished = try #require(harness.repository.finished.first)
        #expect(finished.state == .completed)
        #expect(finished.focusedSeconds == 600)
        #expect(finished.plannedSeconds == 600)
        #expect(finished.endedAt == harness.clock.now())
        #expect(harness.hooks.events == [.planted, .completed])
        #expect(harness.notifications.cancelled == [CompletionNotice.identifier])
        #expect(harness.model.rewards.coins == 10)
        #expect(harness.model.breakOffer != nil)
    }

    @Test(arguments: [1.0, 60.0])
    func itCompletesByItselfAtOneHundredEightyMinutes(speed: Double) throws {
        let harness = ContractHarness(speed: speed)
        let start = harness.clock.now()
        plantOpen(harness)
        let notice = try #require(harness.notifications.scheduled.first)
        #expect(notice.fireAt == start.addingTimeInterval(10_800 / speed))
        #expect(notice.interval == 10_800 / speed)

        harness.pass(10_799 / speed)
        #expect(harness.model.currentState == .active)
        harness.pass(1 / speed)
        #expect(harness.model.currentState == .completed)
        let finished = try #require(harness.repository.finished.first)
        #expect(finished.focusedSeconds == 10_800)
        #expect(finished.endedAt == start.addingTimeInterval(10_800 / speed))
        #expect(harness.hooks.events == [.planted, .completed])
    }

    @Test func aWaiterOrACommandAfterTheLimitCompletesItWithItsTrueEnd() throws {
        let harness = ContractHarness()
        let start = harness.clock.now()
        plantOpen(harness)
        harness.clock.advance(by: 50_000)
        harness.model.finishOpenSession()
        #expect(harness.model.errorMessage == SessionRejection.notOpen(nil).description)
        let finished = try #require(harness.repository.finished.first)
        #expect(finished.state == .completed)
        #expect(finished.endedAt == start.addingTimeInterval(10_800))
    }

    @Test func pauseAndResumeWorkAsForACountdown() throws {
        let harness = ContractHarness()
        let start = harness.clock.now()
        plantOpen(harness)
        harness.pass(400)
        harness.model.pauseSession()
        harness.clock.advance(by: 1000)
        harness.ticker.fire()
        #expect(harness.model.session?.clockSeconds(at: harness.clock.now()) == 400)
        #expect(harness.model.treeStage == 2)
        harness.model.resumeSession()
        #expect(harness.notifications.scheduled.last?.fireAt == start.addingTimeInterval(1400 + 10_400))
        harness.pass(300)
        #expect(harness.model.treeStage == 3)
        harness.model.finishOpenSession()
        let finished = try #require(harness.repository.finished.first)
        #expect(finished.state == .completed)
        #expect(finished.focusedSeconds == 700)
        #expect(finished.pausedSeconds == 1000)
        #expect(harness.hooks.events == [.planted, .paused, .resumed, .completed])
    }

    @Test func doneWhilePausedCountsTheFocusBeforeThePause() throws {
        let harness = ContractHarness()
        plantOpen(harness)
        harness.pass(700)
        harness.model.pauseSession()
        harness.clock.advance(by: 500)
        harness.model.finishOpenSession()
        let finished = try #require(harness.repository.finished.first)
        #expect(finished.state == .completed)
        #expect(finished.focusedSeconds == 700)
        #expect(finished.pausedSeconds == 500)
    }

    @Test func doneIsRefusedForACountdownAndForNothing() {
        let harness = ContractHarness()
        harness.model.finishOpenSession()
        #expect(harness.model.errorMessage == SessionRejection.notOpen(nil).description)
        harness.model.startSession()
        harness.pass(700)
        harness.model.finishOpenSession()
        #expect(harness.model.errorMessage?.contains("countdown") == true)
        #expect(harness.model.currentState == .active)
        #expect(harness.repository.finished.isEmpty)
    }

    @Test func givingUpACountUpWithersItAndItsGraceIsTheSame() throws {
        let harness = ContractHarness()
        plantOpen(harness)
        harness.pass(5)
        harness.model.finishOpenSession()
        #expect(harness.model.notice == SessionRules.cancelledMessage)
        #expect(harness.repository.finished.isEmpty)
        plantOpen(harness)
        harness.pass(1800)
        harness.model.cancelSession()
        let finished = try #require(harness.repository.finished.first)
        #expect(finished.state == .abandoned)
        #expect(finished.focusedSeconds == 1800)
        #expect(harness.model.treeStage == 5)
    }
}
