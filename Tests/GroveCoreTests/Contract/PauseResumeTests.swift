import Foundation
import Testing
import GroveCore
import GroveTestSupport

@Suite("pauseSession and resumeSession")
struct PauseResumeTests {
    @Test func pauseFreezesTheCountdown() throws {
        let harness = ContractHarness()
        harness.model.startSession()
        harness.pass(100)
        harness.model.pauseSession()

        #expect(harness.model.currentState == .paused)
        #expect(harness.model.remainingTime == 1400)
        #expect(!harness.ticker.isRunning)
        #expect(harness.notifications.cancelled == ["sessionComplete"])
        #expect(harness.hooks.events == [.planted, .paused])

        harness.clock.advance(by: 600)
        harness.model.syncWithStore()
        #expect(harness.model.remainingTime == 1400)
        #expect(harness.model.treeStage == 1)
        if case .paused(let remaining, _) = try #require(harness.repository.live.session).phase {
            #expect(remaining == 1400)
        } else {
            Issue.record("the stored session is not paused")
        }
    }

    @Test func pauseIsRefusedUnlessActive() {
        let harness = ContractHarness()
        harness.model.pauseSession()
        #expect(harness.model.errorMessage == "no session is running to pause")
        #expect(harness.model.currentState == .idle)
        #expect(harness.repository.savedCount == 0)

        harness.model.startSession()
        harness.model.pauseSession()
        let saves = harness.repository.savedCount
        harness.model.pauseSession()
        #expect(harness.model.errorMessage == "the session is already paused")
        #expect(harness.repository.savedCount == saves)
    }

    @Test func resumeContinuesFromTheFrozenTime() throws {
        let harness = ContractHarness()
        harness.model.startSession()
        harness.pass(100)
        harness.model.pauseSession()
        harness.clock.advance(by: 300)
        harness.model.resumeSession()

        #expect(harness.model.currentState == .active)
        #expect(harness.model.remainingTime == 1400)
        #expect(harness.ticker.isRunning)
        #expect(harness.notifications.scheduled.last?.interval == 1400)
        #expect(harness.hooks.events == [.planted, .paused, .resumed])

        harness.pass(10)
        #expect(harness.model.remainingTime == 1390)
        let session = try #require(harness.repository.live.session)
        #expect(session.pausedSeconds == 300)
    }

    @Test func resumeIsRefusedUnlessPaused() {
        let harness = ContractHarness()
        harness.model.resumeSession()
        #expect(harness.model.errorMessage == "no session is paused to resume")
        harness.model.startSession()
        harness.model.resumeSession()
        #expect(harness.model.errorMessage == "the session is already running")
        #expect(harness.model.currentState == .active)
    }

    @Test func rapidPauseAndResumeLosesNoTime() {
        let harness = ContractHarness()
        harness.model.startSession()
        for _ in 0..<50 {
            harness.pass(1)
            harness.model.pauseSession()
            harness.clock.advance(by: 5)
            harness.model.resumeSession()
        }
        #expect(harness.model.remainingTime == 1450)
        #expect(harness.repository.live.session?.pausedSeconds == 250)
    }
}
