import Foundation
import Testing
import GroveCore
import GroveTestSupport

@Suite("Interruptions: a pause, with or without its reason")
struct InterruptionTests {
    @Test func everyPauseCountsAndItsReasonIsKept() throws {
        let harness = ContractHarness()
        harness.model.startSession()
        harness.pass(60)
        harness.model.pauseSession(for: "call")
        harness.pass(30)
        harness.model.resumeSession()
        harness.pass(60)
        harness.model.pauseSession()
        harness.model.resumeSession()
        harness.pass(60)
        harness.model.pauseSession()
        harness.model.explainPause("colleague")
        #expect(harness.hooks.ran.last?.pauseReason == nil)
        #expect(harness.repository.live.session?.interruptions == Interruptions(count: 3, reasons: ["call"], current: "colleague"))
        harness.model.resumeSession()
        harness.pass(1500)

        let finished = try #require(harness.repository.finished.last)
        #expect(finished.state == .completed)
        #expect(finished.interruptions == Interruptions(count: 3, reasons: ["call", "colleague"]))
        #expect(harness.hooks.ran.filter { $0.event == .paused }.map(\.pauseReason) == ["call", nil, nil])
        #expect(harness.hooks.ran.last { $0.event == .completed }?.environment["GROVE_INTERRUPTIONS"] == "3")
    }

    @Test func aTreeEndedWhilePausedKeepsThePauseInProgress() throws {
        let harness = ContractHarness()
        harness.model.startSession()
        harness.pass(120)
        harness.model.pauseSession(for: "colleague")
        harness.model.cancelSession()

        let finished = try #require(harness.repository.finished.last)
        #expect(finished.state == .abandoned)
        #expect(finished.interruptions == Interruptions(count: 1, reasons: ["colleague"]))
    }

    @Test func aReasonThatIsNoWordIsRefusedAndNothingPauses() {
        let harness = ContractHarness()
        harness.model.startSession()
        let saves = harness.repository.savedCount
        harness.model.pauseSession(for: "call\u{1B}[2J")
        #expect(harness.model.currentState == .active)
        #expect(harness.repository.savedCount == saves)
        #expect(harness.model.errorMessage?.contains("call\\u{1B}[2J") == true)
        #expect(harness.model.errorMessage?.contains("\u{1B}") == false)

        harness.model.pauseSession(for: "a phone call")
        #expect(harness.model.currentState == .active)
        #expect(harness.repository.live.session?.interruptions == Interruptions.none)
    }

    @Test func aReasonNeedsAPauseInProgress() {
        let harness = ContractHarness()
        harness.model.explainPause("call")
        #expect(harness.model.errorMessage == "no session is paused to give a reason for")
        harness.model.startSession()
        harness.model.explainPause("call")
        #expect(harness.model.errorMessage == "the tree is growing again, so there is no pause to give a reason for")
        #expect(harness.repository.live.session?.interruptions == Interruptions.none)
    }

    @Test func aPauseWithAReasonIsRefusedWhereAPauseIs() {
        let harness = ContractHarness()
        harness.model.startSession()
        harness.model.pauseSession(for: "call")
        let saves = harness.repository.savedCount
        harness.model.pauseSession(for: "colleague")
        #expect(harness.model.errorMessage == "the session is already paused")
        #expect(harness.repository.savedCount == saves)
        #expect(harness.repository.live.session?.interruptions.current == "call")
    }

    @Test func theLiveFileAndTheHistoryKeepThem() throws {
        let harness = ContractHarness()
        harness.model.startSession()
        harness.pass(60)
        harness.model.pauseSession(for: "call")
        let live = try #require(harness.repository.live.session)
        let encoded = try JSONEncoder().encode(live)
        #expect(String(decoding: encoded, as: UTF8.self).contains(#""interruptions":{"#))
        #expect(try JSONDecoder().decode(LiveSession.self, from: encoded) == live)

        harness.model.resumeSession()
        harness.pass(1500)
        let finished = try #require(harness.repository.finished.last)
        let line = String(decoding: try JSONFormat.encoder().encode(finished), as: UTF8.self)
        #expect(line.contains(#""interruptedBy":["call"],"interruptions":1"#))
        #expect(try JSONFormat.decoder().decode(FinishedSession.self, from: Data(line.utf8)) == finished)
    }

    @Test func aSessionWithoutPausesWritesNoneOfTheirFields() throws {
        let harness = ContractHarness()
        harness.model.startSession()
        harness.pass(1500)
        let finished = try #require(harness.repository.finished.last)
        let line = String(decoding: try JSONFormat.encoder().encode(finished), as: UTF8.self)
        #expect(!line.contains("interrupt"))
        #expect(finished.interruptions == .none)
    }

    @Test func moreReasonsThanPausesIsADamagedRecord() {
        let line = #"{"endedAt":785001500,"focusedSeconds":1500,"id":"a","interruptedBy":["call","colleague"],"interruptions":1,"kind":"focus","mode":"countdown","note":null,"pausedSeconds":0,"plannedSeconds":1500,"species":"oak","speed":1,"startedAt":785000000,"state":"completed","tag":"focus"}"#
        #expect(throws: DecodingError.self) { try JSONFormat.decoder().decode(FinishedSession.self, from: Data(line.utf8)) }
    }

    @Test func theGamePromptKeepsWhatAReasonCanHold() {
        #expect(PauseReason.typed("c", after: "") == "c")
        #expect(PauseReason.typed(" ", after: "phone") == "phone-")
        #expect(PauseReason.typed("\u{1B}", after: "call") == nil)
        #expect(PauseReason.typed("x", after: String(repeating: "a", count: 32)) == nil)
        #expect(Interruptions.mostCommon(["call": 2, "colleague": 3, "bell": 2]).map(\.reason) == ["colleague", "bell", "call"])
    }
}
