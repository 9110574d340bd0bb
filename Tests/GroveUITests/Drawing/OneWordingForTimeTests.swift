import Foundation
import GroveCore
import GroveTerminal
import GroveTestSupport
@testable import GroveUI
import Testing

/// One session's focus reads the same on the game screen, in the forest and in the notification.
struct OneWordingForTimeTests {
    private struct Fixture {
        let clock = ManualClock()
        let store = InMemorySessionRepository()
        let notifications = RecordingNotificationService()
        let model: TimerViewModel

        init() {
            model = TimerViewModel(
                repository: store, notifications: notifications, hooks: RecordingHookRunner(), clock: clock,
                ticker: ManualTicker(), settings: GroveSettings(), speed: .normal, makeSessionID: SequentialIDs().make)
        }

        func forestDay() throws -> String {
            let calendar = FixedOffsetCalendar.utc
            let day = calendar.day(of: clock.now())
            let report = ForestReport(
                period: ForestPeriod.containing(day, range: .day, earliest: day), sessions: try store.history(startedIn: nil),
                calendar: calendar, today: day, coins: 0)
            return ForestScreen.render(report, width: 80, height: 24, calendar: calendar).plainText()
        }

        func screen() -> String {
            GameScreen.render(GameState(TimerReading(model), today: ForestHistory.today), size: TerminalSize(width: 80, height: 24))
                .plainText()
        }
    }

    @Test func aGrownTreesFocusOnTheScreenInTheForestAndInTheNotification() throws {
        let fixture = Fixture()
        var plan = SessionPlan.focus(GroveSettings(), speed: .normal)
        plan.tag = "写作"
        fixture.model.startSession(plan)
        fixture.clock.advance(by: 1500)
        fixture.model.tick()
        #expect(fixture.screen().contains("25 min of focus  ·  写作"))
        #expect(fixture.notifications.announced.last?.body == "Great focus session! 25 min of focus: 写作")
        #expect(try fixture.forestDay().contains("25 min 写作"))
    }

    @Test func aWitheredTreesFocusOnTheScreenAndInTheForest() throws {
        let fixture = Fixture()
        fixture.model.startSession()
        fixture.clock.advance(by: 754)
        fixture.model.cancelSession()
        #expect(fixture.screen().contains("12 min of focus kept in your forest"))
        #expect(try fixture.forestDay().contains("12 min"))
        #expect(TimeText.amount(754) == "12 min")
    }
}
