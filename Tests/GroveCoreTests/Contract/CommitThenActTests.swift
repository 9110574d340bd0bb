import Foundation
import Testing
import GroveCore
import GroveTestSupport

/// Reduce, then commit, then act: effects run only for state the store has taken,
/// and a retry builds on the record as stored, not on what this shell remembers.
@Suite("commit, then act")
struct CommitThenActTests {
    @Test func aFailedSaveRunsNoEffectAndKeepsTheSessionOnScreen() {
        let harness = ContractHarness()
        harness.repository.failSaves = true
        harness.model.startSession()

        #expect(harness.hooks.ran.isEmpty)
        #expect(harness.notifications.scheduled.isEmpty)
        #expect(harness.model.currentState == .active)
        #expect(harness.model.errorMessage == "Failed to save session: the disk is full")
        #expect(harness.repository.live.session == nil)
    }

    @Test func theRetryRunsTheEffectsOnceAfterTheSaveWithTheTimesOfTheEvents() throws {
        let harness = ContractHarness()
        let planted = harness.clock.now()
        harness.repository.failSaves = true
        harness.model.startSession()
        harness.pass(60)
        harness.model.pauseSession()
        harness.pass(60)
        #expect(harness.hooks.ran.isEmpty)

        harness.repository.failSaves = false
        harness.model.syncWithStore()

        #expect(harness.model.errorMessage == nil)
        #expect(harness.hooks.events == [.planted, .paused])
        #expect(harness.notifications.scheduled.count == 1)
        #expect(harness.notifications.cancelled.count == 1)
        let stored = try #require(harness.repository.live.session)
        #expect(stored.id == "session-1")
        #expect(stored.startedAt == planted)
        #expect(stored.phase == .paused(remaining: 1440, since: planted.addingTimeInterval(60)))

        harness.model.syncWithStore()
        #expect(harness.hooks.events == [.planted, .paused])
    }

    @Test func aCompletionSavedLateKeepsItsTrueEndTimeAndAnnouncesOnce() throws {
        let harness = ContractHarness()
        let planted = harness.clock.now()
        harness.model.startSession()
        harness.repository.failSaves = true
        harness.pass(1500)
        #expect(harness.model.currentState == .completed)
        #expect(harness.notifications.announced.isEmpty)
        harness.pass(600)
        harness.model.syncWithStore()
        #expect(harness.hooks.events == [.planted])

        harness.repository.failSaves = false
        harness.model.syncWithStore()

        let finished = try #require(harness.repository.finished.first)
        #expect(finished.endedAt == planted.addingTimeInterval(1500))
        #expect(harness.hooks.events == [.planted, .completed])
        #expect(harness.notifications.announced.count == 1)
        #expect(harness.repository.finished.count == 1)
    }

    @Test func aPauseTypedInAnotherShellSurvivesTheRetry() throws {
        var rewards = RewardLedger()
        rewards.coinsEarned = 300
        let harness = ContractHarness(live: LiveRecord(rewards: rewards))
        harness.model.startSession()
        harness.pass(30)
        harness.repository.failSaves = true
        harness.model.unlock(species: "cherry")
        #expect(harness.model.rewards.unlocked == ["cherry"])

        // Another shell pauses the tree (its disk write went through).
        var record = harness.repository.live
        var session = try #require(record.session)
        session.phase = .paused(remaining: 1470, since: harness.clock.now())
        record.session = session
        harness.repository.simulateOutsideChange(record)

        harness.repository.failSaves = false
        harness.model.syncWithStore()

        #expect(harness.repository.live.session?.state == .paused)
        #expect(harness.repository.live.rewards.unlocked == ["cherry"])
        #expect(harness.model.currentState == .paused)
        #expect(harness.model.errorMessage == nil)
    }

    @Test func aGiveUpTypedInAnotherShellWinsOverAPendingPause() throws {
        let harness = ContractHarness()
        harness.model.startSession()
        harness.pass(60)
        harness.repository.failSaves = true
        harness.model.pauseSession()
        #expect(harness.model.currentState == .paused)

        var record = harness.repository.live
        let session = try #require(record.session)
        record.session = nil
        record.lastFinished = FinishedSession(
            id: session.id, kind: .focus, state: .abandoned, startedAt: session.startedAt,
            endedAt: harness.clock.now(), plannedSeconds: 1500, focusedSeconds: 60, pausedSeconds: 0,
            tag: session.tag, species: session.species, speed: session.speed)
        record.outcomeSeen = false
        harness.repository.simulateOutsideChange(record)

        harness.repository.failSaves = false
        harness.model.syncWithStore()

        #expect(harness.repository.live.session == nil)
        #expect(harness.model.currentState == .abandoned)
        #expect(harness.model.errorMessage == "no session is running to pause")
        #expect(harness.hooks.events == [.planted])
    }

    @Test func anEventThatCannotReadTheStoreIsRefusedNotPostponed() {
        let harness = ContractHarness()
        harness.repository.failReads = true
        harness.model.startSession()
        #expect(harness.model.errorMessage == "the disk cannot be read")
        #expect(harness.model.currentState == .idle)

        harness.repository.failReads = false
        harness.model.syncWithStore()
        #expect(harness.repository.live.session == nil)
        #expect(harness.hooks.ran.isEmpty)
    }

    @Test func aFailedRetryKeepsEveryPendingEvent() throws {
        let harness = ContractHarness()
        harness.repository.failSaves = true
        harness.model.startSession()
        harness.pass(10)
        harness.model.syncWithStore()
        harness.repository.failReads = true
        harness.model.syncWithStore()
        harness.repository.failReads = false
        harness.repository.failSaves = false
        harness.model.syncWithStore()
        #expect(harness.repository.live.session?.id == "session-1")
        #expect(harness.hooks.events == [.planted])
    }
}
