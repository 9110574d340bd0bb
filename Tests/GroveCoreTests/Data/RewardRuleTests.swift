import Foundation
import Testing
import GroveCore
import GroveTestSupport

/// The one rule of what counts for the game: coins, streak days, the daily goal and achievements
/// come from trees grown at speed 1, on at most 180 minutes of each, and never from one under a minute.
@Suite("what counts for the game")
struct RewardRuleTests {
    let calendar = FixedOffsetCalendar.utc
    /// 2026-01-01 10:00 UTC.
    let start = Date(timeIntervalSince1970: 1_767_261_600)

    func tree(
        _ id: String, seconds: TimeInterval, daysLater: Int = 0, speed: Double = 1, grown: Bool = true
    ) -> FinishedSession {
        let startedAt = start.addingTimeInterval(Double(daysLater) * 86_400)
        return FinishedSession(
            id: id, kind: .focus, state: grown ? .completed : .abandoned, startedAt: startedAt,
            endedAt: startedAt.addingTimeInterval(seconds), plannedSeconds: max(seconds, 1), focusedSeconds: seconds,
            pausedSeconds: 0, tag: "t", species: "oak", speed: GameSpeed(speed)!)
    }

    private func goalHarness(goal: Int, speed: Double) -> ContractHarness {
        var settings = GroveSettings()
        settings.dailyGoal = goal
        return ContractHarness(speed: speed, settings: settings)
    }

    /// Issue 33.2: with only trees at speed 60, home showed the goal reached and `goal-reached` ran.
    @Test func treesAtOtherSpeedsNeitherCountTowardsTheGoalNorReachIt() {
        let harness = goalHarness(goal: 1, speed: 60)
        harness.model.startSession()
        harness.pass(25)
        #expect(harness.model.currentState == .completed)
        #expect(harness.model.treesToday == 0)
        #expect(!harness.model.reachedGoal)
        #expect(!harness.hooks.events.contains(.goalReached))
        #expect(!harness.notifications.announced.contains { $0.title == GoalReachedWords.title })
        #expect(harness.repository.live.today == nil)
    }

    @Test func oneRuleForGoalCoinsStreaksAndAchievements() {
        let counted = tree("real", seconds: 1500)
        let uncounted = [
            tree("fast", seconds: 1500, speed: 60), tree("short", seconds: 59), tree("nothing", seconds: 0),
            tree("withered", seconds: 1500, grown: false),
        ]
        #expect(counted.countsForTheGame)
        #expect(uncounted.allSatisfy { !$0.countsForTheGame })
        for session in uncounted {
            let ledger = RewardLedger.recount([session], unlocks: [], calendar: calendar)
            #expect(ledger == RewardLedger(), "\(session.id)")
            #expect(DailyTally.of([session], today: calendar.day(of: start), calendar: calendar).grown == 0, "\(session.id)")
            #expect(session.streakDay(in: calendar) == nil, "\(session.id)")
        }
        let ledger = RewardLedger.recount([counted], unlocks: [], calendar: calendar)
        #expect(ledger.coins == 25)
        #expect(ledger.earned.keys.sorted() == ["first-tree"])
        #expect(DailyTally.of([counted], today: calendar.day(of: start), calendar: calendar).grown == 1)
    }

    /// Issue 33.4: an imported row of four days was a tree worth 5,760 coins.
    @Test func aTreeEarnsOnAtMost180MinutesOfFocus() {
        let fourDays = tree("four-days", seconds: 96 * 3600)
        #expect(fourDays.rewardedSeconds == 180 * 60)
        let ledger = RewardLedger.recount([fourDays], unlocks: [], calendar: calendar)
        #expect(ledger.coins == 180)
        #expect(ledger.focusSeconds == 180 * 60)
        #expect(ledger.earned.keys.sorted() == ["first-tree", "marathon"])
        #expect(tree("three-hours", seconds: 180 * 60).rewardedSeconds == 180 * 60)
        #expect(tree("fast", seconds: 1500, speed: 60).rewardedSeconds == 0)
    }

    /// Issue 33.4: a zero-length row became a grown tree and earned "First sprout". Under a minute, a tree earns
    /// nothing, and so extends no streak; from a whole minute it counts.
    @Test func aTreeUnderAMinuteEarnsNothingAndExtendsNoStreak() {
        let history = [tree("monday", seconds: 1500), tree("tuesday", seconds: 30, daysLater: 1), tree("wednesday", seconds: 1500, daysLater: 2)]
        let ledger = RewardLedger.recount(history, unlocks: [], calendar: calendar)
        #expect(ledger.treesGrown == 2)
        #expect(ledger.bestStreak == 1)
        #expect(FinishedSession.grownDays(in: history, tag: nil, calendar: calendar).streaks(asOf: calendar.day(of: history[2].startedAt)) == (1, 1))

        let aMinute = tree("a-minute", seconds: 60)
        #expect(aMinute.countsForTheGame)
        #expect(RewardLedger.recount([aMinute], unlocks: [], calendar: calendar).coins == 1)
    }

    @Test func theReasonATreeEarnsNothingIsNamed() {
        #expect(RewardRule.exclusion(of: tree("real", seconds: 1500)) == nil)
        #expect(RewardRule.exclusion(of: tree("fast", seconds: 1500, speed: 60)) == .atOtherSpeed)
        #expect(RewardRule.exclusion(of: tree("short", seconds: 20)) == .underAMinute)
        // The speed is named first: a tree at another speed earns nothing whatever its length.
        #expect(RewardRule.exclusion(of: tree("both", seconds: 20, speed: 60)) == .atOtherSpeed)
    }
}
