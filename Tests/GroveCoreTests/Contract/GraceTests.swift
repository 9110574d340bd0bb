import Foundation
import Testing
import GroveCore
import GroveTestSupport

@Suite("grace: giving up in the first 10 seconds")
struct GraceTests {
    /// Wall seconds just under and at the 10 game seconds of grace, at each speed.
    @Test(arguments: [1.0, 60.0])
    func justUnderTenGameSecondsCancelsThePlanting(speed: Double) throws {
        let harness = ContractHarness(speed: speed)
        harness.model.startSession()
        harness.pass(9.999 / speed)
        harness.model.cancelSession()

        #expect(harness.model.currentState == .idle)
        #expect(harness.model.outcome == nil)
        #expect(harness.model.notice == SessionRules.cancelledMessage)
        #expect(harness.model.notice?.hasPrefix("Planting cancelled") == true)
        #expect(harness.repository.finished.isEmpty)
        #expect(harness.repository.live.session == nil)
        #expect(harness.repository.live.lastFinished == nil)
        #expect(harness.hooks.events == [.planted, .cancelled])
        #expect(harness.notifications.cancelled == [CompletionNotice.identifier])
        #expect(harness.notifications.announced.isEmpty)
        #expect(!harness.ticker.isRunning)
    }

    /// At speed 1 the boundary is exact; at 60 a millisecond of game time past it,
    /// as wall-to-game conversion is not exact in binary fractions.
    @Test(arguments: [(1.0, 10.0), (60.0, 10.001)])
    func atTenGameSecondsTheTreeWithers(speed: Double, gameSeconds: Double) throws {
        let harness = ContractHarness(speed: speed)
        harness.model.startSession()
        harness.pass(gameSeconds / speed)
        harness.model.cancelSession()

        #expect(harness.model.currentState == .abandoned)
        #expect(harness.model.notice == nil)
        let finished = try #require(harness.repository.finished.first)
        #expect(finished.state == .abandoned)
        #expect(abs(finished.focusedSeconds - gameSeconds) < 1e-4)
        #expect(harness.hooks.events == [.planted, .abandoned])
    }

    @Test func pausedTimeDoesNotUseUpTheGrace() {
        let harness = ContractHarness()
        harness.model.startSession()
        harness.pass(6)
        harness.model.pauseSession()
        harness.clock.advance(by: 600)
        harness.model.cancelSession()
        #expect(harness.repository.finished.isEmpty)
        #expect(harness.hooks.events == [.planted, .paused, .cancelled])
    }

    @Test func theRecordIsAsBeforeThePlanting() throws {
        let harness = ContractHarness()
        harness.model.startSession()
        harness.pass(1500)
        harness.model.dismissOutcome()
        let before = harness.repository.live
        harness.model.startSession()
        harness.pass(3)
        harness.model.cancelSession()
        #expect(harness.repository.live == before)
        #expect(harness.model.breakOffer != nil)
        #expect(harness.repository.finished.count == 1)
    }

    @Test func aBreakEndedEarlyIsNotForgivenButEndsAsABreak() {
        let harness = ContractHarness()
        harness.model.startSession()
        harness.pass(1500)
        harness.model.startBreak()
        harness.pass(2)
        harness.model.cancelSession()
        #expect(harness.repository.finished.map(\.kind) == [.focus, .break])
        #expect(harness.hooks.events.last == .breakEnded)
    }

    @Test func theNoticeGoesWithTheNextInput() {
        let harness = ContractHarness()
        harness.model.startSession()
        harness.model.cancelSession()
        #expect(harness.model.notice != nil)
        harness.model.startSession()
        #expect(harness.model.notice == nil)
    }
}
