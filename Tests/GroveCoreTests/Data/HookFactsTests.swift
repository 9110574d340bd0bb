import Foundation
import Testing
import GroveCore
import GroveTestSupport

@Suite("Hook facts")
struct HookFactsTests {
    @Test func aGrownTreeTellsItsHookWhenItRanAndItsNote() throws {
        let harness = ContractHarness()
        harness.clock.set(Date(timeIntervalSince1970: 1_763_629_200))  // 2025-11-20 09:00 UTC
        harness.model.startSession(SessionPlan(plannedSeconds: 1500, tag: "writing", species: "oak", speed: .normal, note: "chapter 3"))
        harness.pass(1500)

        #expect(harness.hooks.events == [.planted, .completed])
        let planted = harness.hooks.ran[0].environment
        #expect(planted["GROVE_STARTED_AT"] == "2025-11-20T09:00:00Z")
        #expect(planted["GROVE_ENDED_AT"] == "")
        #expect(planted["GROVE_NOTE"] == "chapter 3")
        let completed = harness.hooks.ran[1].environment
        #expect(completed["GROVE_STARTED_AT"] == "2025-11-20T09:00:00Z")
        #expect(completed["GROVE_ENDED_AT"] == "2025-11-20T09:25:00Z")
        #expect(completed["GROVE_TAG"] == "writing")
    }

    @Test func aTreeFoundGrownLaterEndsAtItsTrueEnd() throws {
        let harness = ContractHarness()
        harness.clock.set(Date(timeIntervalSince1970: 1_763_629_200))
        harness.model.startSession()
        harness.model.handleBackground()
        harness.clock.advance(by: 3 * 3600)
        harness.model.handleForeground()

        let completed = try #require(harness.hooks.ran.last)
        #expect(completed.event == .completed)
        #expect(completed.environment["GROVE_ENDED_AT"] == "2025-11-20T09:25:00Z")
        #expect(completed.environment["GROVE_NOTE"] == "")
    }

    @Test func aWitheredTreeEndsWhenItWasGivenUp() throws {
        let harness = ContractHarness()
        harness.clock.set(Date(timeIntervalSince1970: 1_763_629_200))
        harness.model.startSession()
        harness.pass(300)
        harness.model.pauseSession()
        harness.pass(100)
        #expect(harness.hooks.ran.last?.environment["GROVE_ENDED_AT"] == "")
        harness.model.resumeSession()
        harness.pass(200)
        harness.model.cancelSession()

        let abandoned = try #require(harness.hooks.ran.last)
        #expect(abandoned.event == .abandoned)
        #expect(abandoned.environment["GROVE_STARTED_AT"] == "2025-11-20T09:00:00Z")
        #expect(abandoned.environment["GROVE_ENDED_AT"] == "2025-11-20T09:10:00Z")
        #expect(abandoned.environment["GROVE_FOCUSED_SECONDS"] == "500")
    }
}
