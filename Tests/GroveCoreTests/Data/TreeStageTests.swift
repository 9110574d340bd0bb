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

    /// A screen redraws only its clock after a tick that says so; the tick that ends the session says more.
    @Test func aTickSaysWhetherOnlyTheClockMoved() {
        let harness = ContractHarness()
        harness.model.startSession()
        let session = harness.model.session
        for elapsed in [1.0, 299, 300, 1499] {
            harness.clock.advance(by: elapsed - (1500 - harness.model.remainingTime))
            #expect(harness.model.tick() == false, "after \(elapsed) s")
            #expect(harness.model.session == session)
            #expect(harness.model.remainingTime == 1500 - elapsed)
        }
        #expect(harness.model.treeStage == 5)
        harness.clock.advance(by: 1)
        #expect(harness.model.tick() == true)
        #expect(harness.model.currentState == .completed)
        #expect(harness.model.tick() == false, "nothing grows any more")
    }

    @Test func fractionalSecondsStayInTheEarlierStage() {
        #expect(TreeStage.stage(elapsed: 299.999, planned: 1500) == 1)
        #expect(TreeStage.stage(elapsed: 300, planned: 1500) == 2)
        #expect(TreeStage.stage(elapsed: 12, planned: 60) == 2)
        #expect(TreeStage.stage(elapsed: 9_999, planned: 1500) == 5)
    }
}
