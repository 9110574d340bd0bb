import Foundation
import Testing
import GroveCore
import GroveTestSupport

@Suite("notes on sessions")
struct NoteTests {
    @Test func aPlannedNoteIsCarriedIntoTheHistory() throws {
        let harness = ContractHarness()
        var plan = SessionPlan.focus(harness.model.rules.settings, speed: .normal)
        plan.note = "chapter 3, écriture 写作 🌲"
        harness.model.startSession(plan)
        #expect(harness.model.session?.note == plan.note)
        harness.pass(1500)
        #expect(try #require(harness.repository.finished.first).note == plan.note)
    }

    @Test func theLiveSessionsNoteCanBeSetReplacedAndRemoved() throws {
        let harness = ContractHarness()
        harness.model.startSession()
        harness.model.setNote("first")
        harness.model.setNote("second")
        #expect(harness.repository.live.session?.note == "second")
        harness.pass(100)
        harness.model.setNote(nil)
        #expect(harness.repository.live.session?.note == nil)
        harness.model.setNote("kept")
        harness.model.cancelSession()
        #expect(try #require(harness.repository.finished.first).note == "kept")
        #expect(harness.hooks.events == [.planted, .abandoned])
    }

    @Test func twoHundredCharactersAreAllowedAndNoMore() {
        let harness = ContractHarness()
        harness.model.startSession()
        harness.model.setNote(String(repeating: "é", count: 200))
        #expect(harness.model.errorMessage == nil)
        harness.model.setNote(String(repeating: "é", count: 201))
        #expect(harness.model.errorMessage == SessionRejection.invalidNote.description)
        #expect(harness.repository.live.session?.note?.count == 200)
        #expect(SessionNote(String(repeating: "🌲", count: 200)) != nil)
        #expect(SessionNote(String(repeating: "🌲", count: 201)) == nil)
    }

    @Test func aTooLongPlannedNoteIsRefusedAndNothingIsPlanted() {
        let harness = ContractHarness()
        var plan = SessionPlan.focus(harness.model.rules.settings, speed: .normal)
        plan.note = String(repeating: "x", count: 201)
        harness.model.startSession(plan)
        #expect(harness.model.errorMessage == SessionRejection.invalidNote.description)
        #expect(harness.repository.live.session == nil)
    }

    @Test func aNoteNeedsALiveSession() {
        let harness = ContractHarness()
        harness.model.setNote("nothing growing")
        #expect(harness.model.errorMessage == SessionRejection.nothingToNote.description)
        #expect(harness.repository.savedCount == 0)
    }
}
