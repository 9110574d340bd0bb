import Foundation
import Testing
import GroveCore
import GroveTestSupport

/// `autoStartBreak` and `autoStartFocus`: the session that follows starts in the same
/// transition as the end of the one before, saved before anything is announced.
@Suite("a flow that runs itself")
struct AutoStartTests {
    private static func settings(break autoBreak: Bool, focus autoFocus: Bool) -> GroveSettings {
        var settings = GroveSettings()
        settings.autoStartBreak = autoBreak
        settings.autoStartFocus = autoFocus
        return settings
    }

    @Test func aGrownTreeStartsItsBreakAtItsEndTime() throws {
        let harness = ContractHarness(settings: Self.settings(break: true, focus: false))
        harness.model.startSession()
        let endsAt = try #require(harness.model.session?.endsAt)
        harness.pass(1500)

        let rest = try #require(harness.repository.live.session)
        #expect(rest.kind == .break)
        #expect(rest.startedAt == endsAt)
        #expect(rest.plannedSeconds == 300)
        #expect(harness.model.session == rest)
        #expect(harness.model.remainingTime == 300)
        #expect(harness.repository.finished.map(\.state) == [.completed])
        #expect(harness.hooks.events == [.planted, .completed, .breakStarted])
        #expect(harness.notifications.announced.map(\.title) == ["Tree planted!"])
        #expect(harness.notifications.scheduled.map(\.sessionID) == ["session-1", rest.id])
        // What grew is still news while the break runs: a screen can tell of it.
        #expect(harness.model.lastFinished?.state == .completed)
        #expect(harness.model.newAchievements.map(\.id) == ["first-tree"])
    }

    @Test func theBreakThatStartsByItselfIsTheLongOneWhenEarned() throws {
        var settings = Self.settings(break: true, focus: false)
        settings.longBreakEvery = 2
        let harness = ContractHarness(settings: settings)
        var lengths: [TimeInterval] = []
        for _ in 0..<2 {
            harness.model.startSession()
            harness.pass(1500)
            let rest = try #require(harness.model.session)
            lengths.append(rest.plannedSeconds)
            if lengths.count == 2 { #expect(rest.isLongBreak) }
            harness.pass(rest.plannedSeconds)
        }
        #expect(lengths == [300, 900])
    }

    @Test func aFinishedBreakPlantsATreeLikeTheLastOne() throws {
        let harness = ContractHarness(settings: Self.settings(break: false, focus: true))
        var plan = SessionPlan.focus(harness.model.rules.settings, speed: .normal)
        plan.plannedSeconds = 600
        plan.tag = "writing"
        plan.species = "pine"
        plan.note = "chapter 3"
        harness.model.startSession(plan)
        harness.pass(600)
        #expect(harness.model.session == nil)
        harness.model.startBreak()
        harness.pass(300)

        let tree = try #require(harness.repository.live.session)
        #expect(tree.kind == .focus)
        #expect((tree.species, tree.tag, tree.plannedSeconds, tree.mode) == ("pine", "writing", 600, .countdown))
        // The note said what that session was for, not this one.
        #expect(tree.note == nil)
        #expect(harness.hooks.events == [.planted, .completed, .breakStarted, .breakEnded, .planted])
        #expect(harness.repository.finished.map(\.kind) == [.focus, .break])
    }

    @Test func bothSettingsRunTheWholeFlowOnTicksAlone() {
        let harness = ContractHarness(settings: Self.settings(break: true, focus: true))
        harness.model.startSession()
        for _ in 0..<3 {
            harness.pass(1500)
            harness.pass(300)
        }
        #expect(harness.repository.finished.map(\.kind) == [.focus, .break, .focus, .break, .focus, .break])
        #expect(harness.repository.finished.allSatisfy { $0.state == .completed })
        #expect(harness.model.session?.kind == .focus)
    }

    @Test func aWitheredTreeStartsNoBreak() {
        let harness = ContractHarness(settings: Self.settings(break: true, focus: true))
        harness.model.startSession()
        harness.pass(600)
        harness.model.cancelSession()
        harness.pass(300)
        #expect(harness.model.session == nil)
        #expect(harness.model.currentState == .abandoned)
        #expect(harness.hooks.events == [.planted, .abandoned])
    }

    @Test func aBreakEndedEarlyPlantsNothing() {
        let harness = ContractHarness(settings: Self.settings(break: true, focus: true))
        harness.model.startSession()
        harness.pass(1500)
        #expect(harness.model.session?.kind == .break)
        harness.pass(60)
        harness.model.cancelSession()
        harness.pass(600)
        #expect(harness.model.session == nil)
        #expect(harness.hooks.events == [.planted, .completed, .breakStarted, .breakEnded])
    }

    @Test func byDefaultNothingStartsByItself() {
        let harness = ContractHarness()
        harness.model.startSession()
        harness.pass(1500)
        #expect(harness.model.session == nil)
        #expect(harness.model.currentState == .completed)
        #expect(harness.model.rules.startsNext(after: .focus) == nil)
        #expect(harness.model.rules.startsNext(after: .break) == nil)
    }

    @Test func aCountUpEndedGrownStartsItsBreakAndTheNextTreeCountsUpAgain() throws {
        let harness = ContractHarness(settings: Self.settings(break: true, focus: true))
        harness.model.startSession(.open(harness.model.rules.settings, speed: .normal))
        harness.pass(900)
        harness.model.finishOpenSession()
        #expect(harness.repository.finished.last?.state == .completed)
        let rest = try #require(harness.model.session)
        #expect(rest.kind == .break)
        harness.pass(300)
        let tree = try #require(harness.model.session)
        #expect(tree.mode == .open)
        #expect(tree.plannedSeconds == SessionMode.openLimitSeconds)
    }

    @Test func anEndSeenLongAfterItStartsNothing() throws {
        let harness = ContractHarness(settings: Self.settings(break: true, focus: true))
        harness.model.startSession()
        let endsAt = try #require(harness.model.session?.endsAt)
        // The laptop slept through the end; the first look comes two minutes after it.
        harness.clock.set(endsAt.addingTimeInterval(SessionRules.followUpWindow + 60))
        harness.model.restore()
        #expect(harness.repository.finished.first?.endedAt == endsAt)
        #expect(harness.model.session == nil)
        #expect(harness.model.breakOffer != nil)
    }

    @Test func anEndSeenWithinTheWindowStillStartsTheBreak() throws {
        let harness = ContractHarness(settings: Self.settings(break: true, focus: false))
        harness.model.startSession()
        let endsAt = try #require(harness.model.session?.endsAt)
        harness.clock.set(endsAt.addingTimeInterval(SessionRules.followUpWindow - 1))
        harness.model.restore()
        #expect(harness.model.session?.kind == .break)
        #expect(harness.model.session?.startedAt == harness.clock.now())
    }

    @Test func theNextSessionKeepsTheSpeedOfTheOneThatEnded() throws {
        // The waiter runs at speed 1 whatever speed the tree was planted at.
        let harness = ContractHarness(settings: Self.settings(break: true, focus: true))
        var plan = SessionPlan.focus(harness.model.rules.settings, speed: GameSpeed(60)!)
        plan.plannedSeconds = 1500
        harness.model.startSession(plan)
        harness.pass(25)
        let rest = try #require(harness.model.session)
        #expect(rest.kind == .break)
        #expect(rest.speed.multiplier == 60)
        harness.pass(5)
        #expect(harness.model.session?.speed.multiplier == 60)
    }

    @Test func aFailedSaveStartsNothingAndAnnouncesNothing() {
        let harness = ContractHarness(settings: Self.settings(break: true, focus: true))
        harness.model.startSession()
        harness.repository.failSaves = true
        harness.pass(1500)
        #expect(harness.hooks.events == [.planted])
        #expect(harness.notifications.scheduled.count == 1)
        #expect(harness.repository.live.session?.kind == .focus)

        harness.repository.failSaves = false
        harness.model.syncWithStore()
        #expect(harness.hooks.events == [.planted, .completed, .breakStarted])
        #expect(harness.repository.live.session?.kind == .break)
    }

    @Test func theTreeThatReachedTheGoalIsStillNewsWhileItsBreakRuns() {
        var settings = Self.settings(break: true, focus: false)
        settings.dailyGoal = 1
        let harness = ContractHarness(settings: settings)
        harness.model.startSession()
        harness.pass(1500)
        #expect(harness.model.session?.kind == .break)
        #expect(harness.model.reachedGoal)
        #expect(harness.hooks.events == [.planted, .completed, .goalReached, .breakStarted])
    }
}
