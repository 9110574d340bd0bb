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
        #expect(harness.model.errorMessage == "a break follows a grown tree; grow one first with grove plant")

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

    @Test func theLongBreakIsAFieldOfThePlanAndOfTheSession() throws {
        var settings = GroveSettings()
        settings.longBreakEvery = 2
        let harness = ContractHarness(settings: settings)
        harness.model.startSession()
        harness.pass(1500)
        #expect(harness.model.breakOffer?.isLongBreak == false)
        harness.model.startBreak(long: true)
        #expect(harness.model.errorMessage?.hasPrefix("a long break is earned every 2 grown trees (1 more to go)") == true)
        #expect(harness.model.session == nil)

        harness.model.startBreak()
        #expect(harness.model.session?.isLongBreak == false)
        harness.pass(300)
        harness.model.startSession()
        harness.pass(1500)
        #expect(harness.model.breakOffer?.isLongBreak == true)
        harness.model.startBreak(long: true)
        #expect(harness.model.session?.isLongBreak == true)
        #expect(harness.model.remainingTime == 900)
    }

    @Test func aBreakOfAnotherLengthThanTheEarnedOneIsRefused() throws {
        let harness = ContractHarness()
        harness.model.startSession()
        harness.pass(1500)
        var plan = try #require(harness.model.breakOffer)
        plan.plannedSeconds = 3600
        harness.model.startSession(plan)
        #expect(harness.model.errorMessage == SessionRejection.notTheEarnedBreak(minutes: 5).description)
        #expect(harness.model.session == nil)
    }

    @Test func noBreakAfterAWitheredTree() {
        let harness = ContractHarness()
        harness.model.startSession()
        harness.pass(100)
        harness.model.cancelSession()
        #expect(harness.model.breakOffer == nil)
    }
}
