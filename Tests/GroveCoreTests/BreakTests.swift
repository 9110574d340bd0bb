import Foundation
import Testing
import GroveCore
import GroveTestSupport

@Suite("breaks")
struct BreakTests {
    @Test func aBreakIsOfferedAfterACompletedFocusSession() throws {
        let harness = ContractHarness()
        #expect(harness.model.breakOffer == nil)
        harness.model.startBreak()
        #expect(harness.model.errorMessage == "a break follows a completed focus session; grow a tree first")

        harness.model.startSession()
        harness.pass(1500)
        let offer = try #require(harness.model.breakOffer)
        #expect(offer.plannedSeconds == 300)

        harness.model.startBreak()
        #expect(harness.model.currentState == .active)
        #expect(harness.model.session?.kind == .break)
        #expect(harness.model.remainingTime == 300)
        #expect(harness.hooks.events == [.planted, .completed, .breakStarted])

        harness.pass(300)
        #expect(harness.model.currentState == .completed)
        #expect(harness.hooks.events.last == .breakEnded)
        #expect(harness.notifications.announced.last?.title == "Break over")
        let breakRecord = try #require(harness.repository.finished.last)
        #expect(breakRecord.kind == .break)
        #expect(breakRecord.focusedSeconds == 0)

        harness.model.startBreak()
        #expect(harness.model.errorMessage != nil)
    }

    @Test func everyFourthTreeEarnsALongBreak() throws {
        let harness = ContractHarness()
        var offers: [TimeInterval] = []
        for _ in 0..<4 {
            harness.model.startSession()
            harness.pass(1500)
            offers.append(try #require(harness.model.breakOffer).plannedSeconds)
        }
        #expect(offers == [300, 300, 300, 900])
    }

    @Test func noBreakAfterAWitheredTree() {
        let harness = ContractHarness()
        harness.model.startSession()
        harness.pass(100)
        harness.model.cancelSession()
        #expect(harness.model.breakOffer == nil)
    }
}
