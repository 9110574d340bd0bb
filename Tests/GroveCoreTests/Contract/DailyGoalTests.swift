import Foundation
import Testing
import GroveCore
import GroveTestSupport

@Suite("the daily goal")
struct DailyGoalTests {
    private func harness(goal: Int, speed: Double = 1) -> ContractHarness {
        var settings = GroveSettings()
        settings.dailyGoal = goal
        return ContractHarness(speed: speed, settings: settings)
    }

    private func grow(_ harness: ContractHarness) {
        harness.model.startSession()
        harness.pass(1500)
        harness.model.dismissOutcome()
    }

    private func goalAnnouncements(_ harness: ContractHarness) -> Int {
        harness.notifications.announced.count { $0.title == "Daily goal reached" }
    }

    @Test func crossingTheGoalRingsAndRunsItsHookExactlyOnce() {
        let harness = harness(goal: 2)
        grow(harness)
        #expect(harness.model.treesToday == 1)
        #expect(goalAnnouncements(harness) == 0)
        #expect(!harness.hooks.events.contains(.goalReached))

        harness.model.startSession()
        harness.pass(1500)
        #expect(harness.model.treesToday == 2)
        #expect(harness.model.reachedGoal)
        #expect(goalAnnouncements(harness) == 1)
        #expect(harness.hooks.events.suffix(2) == [.completed, .goalReached])
        #expect(harness.repository.live.lastReachedGoal)
        harness.model.dismissOutcome()
        #expect(!harness.model.reachedGoal)

        grow(harness)
        grow(harness)
        #expect(harness.model.treesToday == 4)
        #expect(goalAnnouncements(harness) == 1)
        #expect(harness.hooks.events.count { $0 == .goalReached } == 1)
    }

    @Test func grownTreesCountButWitheredOnesDoNot() {
        let harness = harness(goal: 2)
        grow(harness)
        harness.model.startSession()
        harness.pass(60)
        harness.model.cancelSession()
        #expect(harness.model.treesToday == 1)
        grow(harness)
        #expect(harness.model.treesToday == 2)
        #expect(goalAnnouncements(harness) == 1)
    }

    @Test func aCountUpGrownByDoneCountsAndCanReachTheGoal() {
        let harness = harness(goal: 1)
        harness.model.startSession(.open(harness.model.rules.settings, speed: .normal))
        harness.pass(900)
        harness.model.finishOpenSession()
        #expect(harness.model.treesToday == 1)
        #expect(harness.hooks.events == [.planted, .completed, .goalReached])
    }

    @Test func aNewDayStartsFromNothingAndCanReachTheGoalAgain() {
        let harness = harness(goal: 1)
        grow(harness)
        #expect(harness.hooks.events.count { $0 == .goalReached } == 1)
        harness.clock.advance(by: 86_400)
        harness.model.restore()
        #expect(harness.model.treesToday == 0)
        grow(harness)
        #expect(harness.model.treesToday == 1)
        #expect(harness.hooks.events.count { $0 == .goalReached } == 2)
    }

    @Test func aTreeCountsOnTheDayItStarted() {
        let harness = harness(goal: 3)
        let calendar = harness.model.rules.calendar
        let startOfNextDay = calendar.start(of: calendar.day(of: harness.clock.now()).adding(days: 1))
        harness.clock.set(startOfNextDay.addingTimeInterval(-600))
        harness.model.startSession()
        harness.pass(1500)
        #expect(harness.repository.live.today == DailyTally(day: calendar.day(of: startOfNextDay.addingTimeInterval(-600)), grown: 1))
        #expect(harness.model.treesToday == 0)
    }

    @Test func aGoalOfZeroIsOff() {
        let harness = harness(goal: 0)
        grow(harness)
        grow(harness)
        #expect(harness.model.treesToday == 2)
        #expect(goalAnnouncements(harness) == 0)
        #expect(!harness.hooks.events.contains(.goalReached))
    }

    @Test func aTreeCompletedWhileNobodyWatchedStillReachesTheGoalOnce() {
        let harness = harness(goal: 1)
        harness.model.startSession()
        harness.clock.advance(by: 4000)
        harness.model.restore()
        harness.model.restore()
        #expect(harness.model.reachedGoal)
        #expect(goalAnnouncements(harness) == 1)
        #expect(harness.hooks.events == [.planted, .completed, .goalReached])
    }

    @Test func recountingFromTheHistoryRecountsToday() {
        let harness = harness(goal: 4)
        grow(harness)
        grow(harness)
        let history = harness.repository.finished
        harness.model.recountRewards(from: history + [history[0]].map {
            FinishedSession(
                id: "imported", kind: .focus, state: .completed, startedAt: $0.startedAt, endedAt: $0.endedAt,
                plannedSeconds: 1500, focusedSeconds: 1500, pausedSeconds: 0, tag: "x", species: "oak", speed: .normal)
        })
        #expect(harness.model.treesToday == 3)
    }
}
