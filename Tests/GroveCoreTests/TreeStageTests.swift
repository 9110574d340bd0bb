import Foundation
import Testing
import GroveCore
import GroveTestSupport

@Suite("treeStage mapping")
struct TreeStageTests {
    static let boundaries: [(elapsed: TimeInterval, stage: Int)] = [
        (0, 1), (299, 1), (300, 2), (599, 2), (600, 3), (899, 3), (900, 4), (1199, 4), (1200, 5), (1499, 5),
    ]

    @Test(arguments: boundaries.map(\.elapsed))
    func stageAtEachBoundaryWhileTicking(elapsed: TimeInterval) {
        let expected = Self.boundaries.first { $0.elapsed == elapsed }!.stage
        let harness = ContractHarness()
        harness.model.startSession()
        harness.pass(elapsed)
        #expect(harness.model.treeStage == expected)
        #expect(harness.model.remainingTime == 1500 - elapsed)
        #expect(harness.model.currentState == .active)
    }

    @Test func theLastSecondCompletesWithTheFullTree() {
        let harness = ContractHarness()
        harness.model.startSession()
        harness.pass(1500)
        #expect(harness.model.currentState == .completed)
        #expect(harness.model.treeStage == 5)
        #expect(harness.model.remainingTime == 0)
    }

    @Test func fractionalSecondsStayInTheEarlierStage() {
        #expect(TreeStage.stage(elapsed: 299.999, planned: 1500) == 1)
        #expect(TreeStage.stage(elapsed: 300, planned: 1500) == 2)
        #expect(TreeStage.stage(elapsed: 12, planned: 60) == 2)
        #expect(TreeStage.stage(elapsed: 9_999, planned: 1500) == 5)
    }
}
