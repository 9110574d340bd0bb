import Foundation
import Testing
import GroveCore
import GroveTestSupport

@Suite("cancelSession")
struct CancelSessionTests {
    @Test func givingUpWithersTheTreeAndKeepsThePartialFocus() throws {
        let harness = ContractHarness()
        harness.model.startSession()
        harness.pass(620)
        harness.model.cancelSession()

        #expect(harness.model.currentState == .abandoned)
        #expect(!harness.ticker.isRunning)
        #expect(harness.notifications.cancelled == ["sessionComplete"])
        #expect(harness.hooks.events == [.planted, .abandoned])
        #expect(harness.hooks.ran.last?.focusedSeconds == 620)
        #expect(harness.repository.live.session == nil)
        let finished = try #require(harness.repository.finished.first)
        #expect(harness.repository.finished.count == 1)
        #expect(finished.state == .abandoned)
        #expect(finished.focusedSeconds == 620)
        #expect(finished.endedAt == harness.clock.now())
    }

    @Test func givingUpWhilePausedRecordsThePause() throws {
        let harness = ContractHarness()
        harness.model.startSession()
        harness.pass(60)
        harness.model.pauseSession()
        harness.clock.advance(by: 30)
        harness.model.cancelSession()

        let finished = try #require(harness.repository.finished.first)
        #expect(finished.focusedSeconds == 60)
        #expect(finished.pausedSeconds == 30)
        #expect(harness.model.currentState == .abandoned)
    }

    @Test func isRefusedWithNothingLive() {
        let harness = ContractHarness()
        harness.model.cancelSession()
        #expect(harness.model.errorMessage == "no session is growing to give up")
        #expect(harness.repository.finished.isEmpty)
        #expect(harness.repository.savedCount == 0)
    }

    @Test func dismissingTheOutcomeReturnsHome() {
        let harness = ContractHarness()
        harness.model.startSession()
        harness.model.cancelSession()
        harness.model.dismissOutcome()
        #expect(harness.model.currentState == .idle)
        #expect(harness.model.remainingTime == 1500)
        #expect(harness.model.outcome == nil)
    }
}
