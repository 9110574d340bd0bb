import Foundation
import Testing
import GroveCore
import GroveTestSupport

@Suite("time multiplier")
struct TimeMultiplierTests {
    @Test func sixtyTimesFasterCompletesAfterTwentyFiveSecondsOfClock() throws {
        let harness = ContractHarness(speed: 60)
        harness.model.startSession()
        #expect(harness.notifications.scheduled.first?.interval == 25)
        #expect(harness.ticker.interval == 0.05)

        harness.pass(24.9)
        #expect(harness.model.currentState == .active)
        #expect(abs(harness.model.remainingTime - 6) < 1e-3)

        harness.pass(0.1)
        #expect(harness.model.currentState == .completed)
        let finished = try #require(harness.repository.finished.first)
        #expect(finished.focusedSeconds == 1500)
        #expect(finished.speed.multiplier == 60)
    }

    @Test func pausedTimeIsCountedInGameSeconds() throws {
        let harness = ContractHarness(speed: 60)
        harness.model.startSession()
        harness.pass(5)
        harness.model.pauseSession()
        harness.clock.advance(by: 2)
        harness.model.cancelSession()
        let finished = try #require(harness.repository.finished.first)
        #expect(finished.focusedSeconds == 300)
        #expect(finished.pausedSeconds == 120)
    }

    @Test func invalidSpeedsAreRefused() {
        #expect(GameSpeed(0) == nil)
        #expect(GameSpeed(-1) == nil)
        #expect(GameSpeed(.nan) == nil)
        #expect(GameSpeed(parsing: "abc") == nil)
        #expect(GameSpeed(parsing: "60")?.multiplier == 60)
    }
}
