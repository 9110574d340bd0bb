import Foundation
import Testing
import GroveCore
import GroveTestSupport

@Suite("persistence through the repository")
struct PersistenceTests {
    @Test func aFailedSaveSetsTheMessageAndKeepsTheSession() throws {
        let harness = ContractHarness()
        harness.repository.failSaves = true
        harness.model.startSession()

        #expect(harness.model.errorMessage?.hasPrefix("Failed to save session") == true)
        #expect(harness.model.currentState == .active)
        #expect(harness.model.session != nil)
        #expect(harness.repository.live.session == nil)

        harness.pass(60)
        #expect(harness.model.remainingTime == 1440)

        harness.repository.failSaves = false
        harness.model.pauseSession()
        #expect(harness.model.errorMessage == nil)
        let stored = try #require(harness.repository.live.session)
        #expect(stored.id == harness.model.session?.id)
        #expect(stored.state == .paused)
    }

    @Test func aFailedSaveOfACompletionIsRetried() {
        let harness = ContractHarness()
        harness.model.startSession()
        harness.repository.failSaves = true
        harness.pass(1500)
        #expect(harness.model.currentState == .completed)
        #expect(harness.repository.finished.isEmpty)

        harness.repository.failSaves = false
        harness.model.dismissOutcome()
        #expect(harness.repository.finished.map(\.state) == [.completed])
        #expect(harness.model.currentState == .idle)
    }

    /// A growing tree is found by reading alone: no lock, no write.
    @Test func restoreFindsTheLiveSessionAfterARestart() {
        let first = ContractHarness()
        first.model.startSession()
        first.pass(400)

        let second = ContractHarness(live: first.repository.live)
        second.clock.set(first.clock.now())
        second.model.restore()
        #expect(second.model.currentState == .active)
        #expect(second.model.remainingTime == 1100)
        #expect(second.model.treeStage == 2)
        #expect(second.ticker.isRunning)
        #expect(second.repository.updateCount == 0)
    }

    @Test func restoreCompletesASessionThatEndedWhileNobodyRan() throws {
        let first = ContractHarness()
        first.model.startSession()
        let start = first.clock.now()

        let later = ContractHarness(live: first.repository.live)
        later.clock.set(start.addingTimeInterval(86_400))
        later.model.restore()
        #expect(later.model.currentState == .completed)
        let finished = try #require(later.repository.finished.first)
        #expect(finished.endedAt == start.addingTimeInterval(1500))
        #expect(later.repository.updateCount == 1)
    }

    @Test func aRefusedEventStillSavesACompletionThatHappenedMeanwhile() throws {
        let first = ContractHarness()
        first.model.startSession()
        let later = ContractHarness(live: first.repository.live)
        later.clock.set(first.clock.now().addingTimeInterval(2000))
        later.model.pauseSession()
        #expect(later.model.errorMessage == "no session is running to pause")
        #expect(later.repository.finished.map(\.state) == [.completed])
    }

    @Test func outsideChangesShowOnSync() throws {
        let harness = ContractHarness()
        harness.model.startSession()
        harness.pass(30)
        var record = harness.repository.live
        var session = try #require(record.session)
        session.phase = .paused(remaining: 1470, since: harness.clock.now())
        record.session = session
        harness.repository.simulateOutsideChange(record)

        harness.model.syncWithStore()
        #expect(harness.model.currentState == .paused)
        #expect(!harness.ticker.isRunning)

        harness.repository.simulateOutsideChange(LiveRecord())
        harness.model.syncWithStore()
        #expect(harness.model.currentState == .idle)
    }

    @Test func aClockSetBackNeverGrowsTheCountdown() {
        let harness = ContractHarness()
        harness.model.startSession()
        harness.pass(-3600)
        #expect(harness.model.remainingTime == 1500)
        #expect(harness.model.currentState == .active)
    }
}
