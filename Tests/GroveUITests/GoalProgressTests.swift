@testable import GroveUI
import Testing

/// The header's goal line is remembered between wakes: it must be the line made anew.
@Suite("goal progress")
struct GoalProgressTests {
    @Test func theRememberedLineIsTheLineMadeAnew() {
        // Each asked for twice in a row (recalled), then for another count or goal (made anew).
        for goal in 0...13 {
            for grown in 0...14 {
                #expect(GoalProgress.text(grown: grown, goal: goal) == GoalProgress.made(grown: grown, goal: goal))
                #expect(GoalProgress.text(grown: grown, goal: goal) == GoalProgress.made(grown: grown, goal: goal))
            }
        }
        #expect(GoalProgress.text(grown: 2, goal: 4) == "today ●●○○")
        #expect(GoalProgress.text(grown: 5, goal: 4) == "today ●●●● +1")
        #expect(GoalProgress.text(grown: 0, goal: 0) == nil)
    }
}
