@testable import GroveUI
import Testing

/// The header's goal line: dots up to ten trees a day, numbers past that, nothing when the goal is off.
@Suite("goal progress")
struct GoalProgressTests {
    @Test func theLineIsDotsThenNumbers() {
        #expect(GoalProgress.text(grown: 2, goal: 4) == "today ●●○○")
        #expect(GoalProgress.text(grown: 5, goal: 4) == "today ●●●● +1")
        #expect(GoalProgress.text(grown: 3, goal: 12) == "today 3/12")
        #expect(GoalProgress.text(grown: 0, goal: 0) == nil)
    }
}
