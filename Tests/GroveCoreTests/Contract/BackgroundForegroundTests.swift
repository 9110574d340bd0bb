import Foundation
import Testing
import GroveCore
import GroveTestSupport

@Suite("handleBackground and handleForeground")
struct BackgroundForegroundTests {
    @Test func foregroundMidSessionSyncsTimeAndStage() {
        let harness = ContractHarness()
        harness.model.startSession()
        harness.pass(10)
        harness.model.handleBackground()
        #expect(!harness.ticker.isRunning)

        harness.clock.advance(by: 700)
        harness.ticker.fire()
        #expect(harness.model.remainingTime == 1490)

        harness.model.handleForeground()
        #expect(harness.model.remainingTime == 790)
        #expect(harness.model.treeStage == 3)
        #expect(harness.model.currentState == .active)
        #expect(harness.ticker.isRunning)
    }

    @Test func foregroundPastTheEndCompletesOnceWithTheTrueEndTime() throws {
        let harness = ContractHarness()
        harness.model.startSession()
        let start = harness.clock.now()
        harness.model.handleBackground()
        harness.clock.advance(by: 4000)
        harness.model.handleForeground()

        #expect(harness.model.currentState == .completed)
        #expect(harness.model.remainingTime == 0)
        #expect(harness.model.treeStage == 5)
        #expect(harness.notifications.cancelled == ["sessionComplete"])
        #expect(harness.notifications.announced.map(\.title) == ["Tree planted!"])
        #expect(harness.hooks.events == [.planted, .completed])
        #expect(harness.repository.finished.count == 1)
        let finished = try #require(harness.repository.finished.first)
        #expect(finished.state == .completed)
        #expect(finished.focusedSeconds == 1500)
        #expect(finished.endedAt == start.addingTimeInterval(1500))

        let saves = harness.repository.savedCount
        harness.ticker.fire()
        harness.model.syncWithStore()
        #expect(harness.repository.finished.count == 1)
        #expect(harness.repository.savedCount == saves)
    }

    @Test func backgroundIsRefusedUnlessActive() {
        let harness = ContractHarness()
        harness.model.handleBackground()
        #expect(harness.model.errorMessage == "no session is running to pause")
        harness.model.handleForeground()
        #expect(harness.model.errorMessage == "the session was not running when the screen was left")
    }
}
