import Foundation
import Testing
import GroveCore
import GroveTestSupport

@Suite("startSession")
struct StartSessionTests {
    @Test func postconditionsHoldAfterStart() throws {
        let harness = ContractHarness()
        harness.model.startSession()

        #expect(harness.model.currentState == .active)
        #expect(harness.model.remainingTime == 1500)
        #expect(harness.model.treeStage == 1)
        #expect(harness.model.isSessionActive)
        #expect(harness.model.errorMessage == nil)
        #expect(harness.repository.savedCount == 1)
        let stored = try #require(harness.repository.live.session)
        #expect(stored.startedAt == harness.clock.now())
        #expect(stored.endsAt == harness.clock.now().addingTimeInterval(1500))
    }

    @Test func schedulesTheCompletionNotificationAndStartsTicking() {
        let harness = ContractHarness()
        harness.model.startSession()

        #expect(harness.notifications.scheduled.map(\.identifier) == ["sessionComplete"])
        #expect(harness.notifications.scheduled.first?.interval == 1500)
        #expect(harness.ticker.isRunning)
        #expect(harness.ticker.interval == 1)
        #expect(harness.hooks.events == [.planted])
    }

    @Test func theNotificationSaysTheContractsWordsThenTheFocusTime() throws {
        let harness = ContractHarness()
        harness.model.startSession()

        let notice = try #require(harness.notifications.scheduled.first)
        #expect(notice.title == "Tree planted!")
        #expect(notice.body == "Great focus session! 25 min of focus: focus")
    }

    @Test func usesTheConfiguredDuration() {
        var settings = GroveSettings()
        settings.focusMinutes = 50
        let harness = ContractHarness(settings: settings)
        harness.model.startSession()
        #expect(harness.model.remainingTime == 3000)
    }

    @Test(arguments: [false, true])
    func isRefusedWhileASessionIsLive(paused: Bool) {
        let harness = ContractHarness()
        harness.model.startSession()
        if paused { harness.model.pauseSession() }
        let saves = harness.repository.savedCount
        let before = harness.repository.live

        harness.model.startSession()

        #expect(harness.model.errorMessage?.contains(paused ? "is paused; resume it" : "already growing") == true)
        #expect(harness.repository.savedCount == saves)
        #expect(harness.repository.live == before)
        #expect(harness.notifications.scheduled.count == 1)
        #expect(harness.model.currentState == (paused ? .paused : .active))
    }

    @Test func isAllowedAgainAfterASessionEnds() {
        let harness = ContractHarness()
        harness.model.startSession()
        harness.model.cancelSession()
        harness.model.startSession()
        #expect(harness.model.currentState == .active)
        #expect(harness.model.errorMessage == nil)
    }
}
