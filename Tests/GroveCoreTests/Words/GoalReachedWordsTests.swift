import GroveCore
import Testing

@Suite("the daily goal's words")
struct GoalReachedWordsTests {
    @Test func oneTreeIsSingular() {
        #expect(GoalReachedWords.line(treesToday: 1) == "Daily goal reached: 1 tree today")
    }

    @Test func moreTreesArePlural() {
        #expect(GoalReachedWords.line(treesToday: 4) == "Daily goal reached: 4 trees today")
        #expect(GoalReachedWords.treesToday(0) == "0 trees today")
    }
}
