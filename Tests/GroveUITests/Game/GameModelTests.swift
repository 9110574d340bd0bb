import Foundation
import GroveCore
import GroveTerminal
import GroveTestSupport
@testable import GroveUI
import Testing

/// The game model's rules for how a session ends on the screen, played on the view model and a manual clock without a
/// terminal: the bell once, the goal message, a withered tree or an ended break going home, an end in another shell.
struct GameModelTests {
    static var oneMinute: GroveSettings {
        var settings = GroveSettings()
        settings.focusMinutes = 1
        settings.breakMinutes = 1
        return settings
    }

    static var oneMinuteGoalOfOne: GroveSettings {
        var settings = oneMinute
        settings.dailyGoal = 1
        return settings
    }

    private static func services(_ fixture: ModelFixture, witheredLinger: TimeInterval = 5, signals: Bool = true) -> GameServices {
        GameServices(
            colorCapability: .truecolor, forestReport: fixture.forestReport, signalsCompletion: signals, witheredLinger: witheredLinger)
    }

    /// Another shell's `event` on the stored session, saved as seen when `acknowledged` (that shell told how it ended).
    static func elsewhere(_ fixture: ModelFixture, _ event: SessionEvent, acknowledged: Bool = false, settings: GroveSettings = GroveSettings()) {
        let rules = SessionRules(settings: settings)
        let now = fixture.clock.now()
        var record = rules.apply(event, to: fixture.store.live, at: now, newSessionID: "x").record
        if acknowledged { record = rules.apply(.acknowledge, to: record, at: now, newSessionID: "x").record }
        fixture.store.simulateOutsideChange(record)
    }

    @Test func completionRingsOnceAndShowsTheGrownTree() {
        let fixture = ModelFixture(settings: Self.oneMinute)
        fixture.model.startSession()
        var game = GameDriver(fixture)
        game.play(until: 61)
        #expect(fixture.model.currentState == .completed)
        #expect(game.screen.contains("Your oak has grown"))
        game.play(until: 62)
        #expect(fixture.store.finished.map(\.state) == [.completed])
        #expect(fixture.notifications.announcements == 1)
        #expect(game.bells == 1)
    }

    /// The waiter completes the session in the store at its end time, before the screen's tick.
    @Test func aCompletionByTheWaiterRingsToo() {
        let fixture = ModelFixture(settings: Self.oneMinute)
        fixture.model.startSession()
        var game = GameDriver(fixture)
        game.play(until: 60)
        Self.elsewhere(fixture, .settle, settings: Self.oneMinute)
        game.play(until: 62)
        #expect(fixture.store.live.lastFinished?.state == .completed)
        #expect(fixture.notifications.announcements == 0)
        #expect(game.bells == 1)
    }

    @Test func leavingAGrownTreeMarksItSeenAndKeepsTheBreak() {
        let fixture = ModelFixture(settings: Self.oneMinute)
        fixture.model.startSession()
        var game = GameDriver(fixture)
        game.play(until: 62)
        game.press(.character("q"))
        #expect(game.exit == .left)
        #expect(!fixture.store.live.outcomeSeen)
        game.close()
        #expect(fixture.store.live.outcomeSeen)
        #expect(fixture.model.breakOffer != nil)
    }

    @Test func aGrownTreeNotLeftByThePersonStaysUnseen() {
        let fixture = ModelFixture(settings: Self.oneMinute)
        fixture.model.startSession()
        var game = GameDriver(fixture)
        game.play(until: 62)
        game.report(.hangup)
        game.close()
        #expect(game.exit == .hungUp)
        #expect(!fixture.store.live.outcomeSeen)
    }

    @Test func notificationsOffMeansNoBell() {
        let fixture = ModelFixture(settings: Self.oneMinute)
        fixture.model.startSession()
        var game = GameDriver(fixture, services: Self.services(fixture, signals: false))
        game.play(until: 62)
        #expect(fixture.store.finished.map(\.state) == [.completed])
        #expect(game.bells == 0)
    }

    /// The store cannot be watched here: it is read at every wake.
    @Test func aChangeFromAnotherShellShowsWithinASecond() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        var game = GameDriver(fixture)
        game.play(until: 10.3)
        Self.elsewhere(fixture, .pause)
        game.play(until: 11.3)
        #expect(fixture.model.currentState == .paused)
        #expect(game.state.session?.isPaused == true)
        game.play(until: 20.3)
        Self.elsewhere(fixture, .giveUp)
        game.play(until: 21.3)
        #expect(fixture.model.currentState == .abandoned)
        #expect(game.screen.contains("The oak withered."))
    }

    /// Issue 23.8: `grove give-up --yes` in another shell saves its outcome as seen (it told its
    /// shell); the screen that watched the tree grow shows it withered all the same, then home.
    @Test func aGiveUpFromAnotherShellShowsTheWitheredTreeHereToo() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        var game = GameDriver(fixture, services: Self.services(fixture, witheredLinger: 2))
        game.play(until: 20.3)
        Self.elsewhere(fixture, .giveUp, acknowledged: true)
        game.play(until: 21.3)
        #expect(game.screen.contains("The oak withered."))
        #expect(fixture.model.outcome == nil)
        game.play(until: 23.5)
        #expect(!game.screen.contains("The oak withered."))
        #expect(game.screen.contains("enter plant"))
        // That shell told of the end: not a bell here.
        #expect(game.bells == 0)
    }

    /// Issue 33.8: a count-up tree ended by `grove done` in another shell shows grown here, as if ended here, until a key.
    /// One that withered shows as a give-up from another shell does (above).
    @Test func aCountUpGrownByDoneInAnotherShellShowsGrownHereUntilAKey() {
        let fixture = ModelFixture()
        fixture.model.startSession(.open(fixture.model.rules.settings, speed: .normal))
        var game = GameDriver(fixture, services: Self.services(fixture, witheredLinger: 2))
        game.play(until: 660.3)
        Self.elsewhere(fixture, .done, acknowledged: true)
        game.play(until: 661.3)
        #expect(game.screen.contains("Your oak has grown"))
        #expect(game.screen.contains("11 min of focus"))
        game.play(until: 670)
        #expect(game.screen.contains("Your oak has grown"))
        game.press(.escape)
        #expect(!game.screen.contains("Your oak has grown"))
        #expect(game.screen.contains("enter plant"))
        // The next tree is the person's own, not one that began by itself after the grown one.
        game.press(.character("o"))
        #expect(!game.screen.contains("by itself"))
        #expect(game.bells == 0)
        #expect(fixture.store.live.lastFinished?.state == .completed)
    }

    /// A tree given up here and sent home with esc stays home: it is not shown again as given up elsewhere.
    @Test func aTreeGivenUpHereAndDismissedStaysHome() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        var game = GameDriver(fixture)
        game.play(until: 15)
        game.press(.character("g"), .character("y"))
        #expect(game.screen.contains("The oak withered."))
        game.press(.escape)
        game.report(.filesChanged)
        #expect(!game.screen.contains("The oak withered."))
        #expect(game.screen.contains("enter plant"))
    }

    @Test func theWitheredTreeStaysAMomentThenHome() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        // The store is watched: no read of it wakes the screen.
        var game = GameDriver(fixture, services: Self.services(fixture, witheredLinger: 2), canWatch: true)
        game.play(until: 15)
        game.press(.character("g"), .character("y"))
        game.play(until: 16)
        #expect(fixture.model.currentState == .abandoned)
        #expect(game.screen.contains("The oak withered."))
        game.play(until: 17.5)
        // No key woke the screen: the withered tree's linger did, at its end.
        #expect(game.wakes.last == 17)
        #expect(fixture.model.currentState == .idle)
        #expect(game.screen.contains("enter plant"))
        #expect(fixture.store.finished.map(\.state) == [.abandoned])
    }

    @Test func aBreakThatEndsGoesHomeWithAWordAndTheBell() {
        let fixture = ModelFixture(settings: Self.oneMinute)
        fixture.model.startSession()
        var game = GameDriver(fixture)
        game.play(until: 61)
        game.press(.character("b"))
        #expect(fixture.model.session?.kind == .break)
        game.play(until: 125)
        #expect(fixture.model.currentState == .idle)
        #expect(fixture.model.outcome == nil)
        #expect(game.state.screen == .home)
        #expect(game.state.message == "Break over. Ready for another tree?")
        #expect(fixture.store.finished.map(\.kind) == [.focus, .break])
        #expect(game.bells == 2)
    }

    @Test func aBreakEndedEarlyGoesHomeSayingSo() {
        let fixture = ModelFixture(settings: Self.oneMinute)
        fixture.model.startSession()
        var game = GameDriver(fixture)
        game.play(until: 61)
        game.press(.character("b"))
        game.play(until: 70)
        game.press(.character("g"), .character("y"))
        #expect(fixture.model.currentState == .idle)
        #expect(game.state.message == "The break ended early.")
        #expect(game.bells == 1)
    }

    @Test func aPlantRefusedWhenTheScreenOpenedIsSaidOnIt() {
        let fixture = ModelFixture()
        let services = GameServices(
            colorCapability: .monochrome, forestReport: fixture.forestReport, openingMessage: "an oak is already growing")
        let game = GameDriver(fixture, services: services)
        #expect(game.screen.contains("an oak is already growing"))
    }

    @Test func aFullDiskShowsTheErrorKeepsTheTreeAndSavesItWhenThereIsRoom() {
        let fixture = ModelFixture()
        fixture.store.failSaves = true
        var game = GameDriver(fixture)
        game.play(until: 1)
        game.press(.enter)
        game.play(until: 2)
        #expect(fixture.model.currentState == .active)
        #expect(fixture.store.live.session == nil)
        #expect(game.screen.contains("Failed to save session: the disk is full"))
        game.play(until: 30)
        fixture.store.failSaves = false
        game.play(until: 31.5)
        #expect(fixture.store.live.session?.id == "session-1")
        #expect(fixture.store.live.session?.startedAt == fixture.model.session?.startedAt)
        #expect(fixture.model.errorMessage == nil)
        #expect(!game.screen.contains("Failed to save"))
        #expect(fixture.hooks.events == [.planted])
    }

    @Test func aWitheredTreeOnAFullDiskGoesHomeAndIsSavedWhenThereIsRoom() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        fixture.store.failSaves = true
        var game = GameDriver(fixture, services: Self.services(fixture, witheredLinger: 2))
        game.play(until: 15)
        game.press(.character("g"), .character("y"))
        game.play(until: 16)
        #expect(fixture.model.currentState == .abandoned)
        game.play(until: 17.5)
        #expect(fixture.model.currentState == .idle)
        #expect(fixture.store.finished.isEmpty)
        #expect(fixture.hooks.events == [.planted])
        game.play(until: 18)
        fixture.store.failSaves = false
        game.play(until: 19.5)
        #expect(fixture.store.finished.map(\.state) == [.abandoned])
        #expect(fixture.store.live.outcomeSeen)
        #expect(fixture.hooks.events == [.planted, .abandoned])
        #expect(fixture.store.finished.first?.focusedSeconds == 15)
    }

    @Test func reachingTheGoalOnThisScreenRingsOnceMoreAndSaysSo() {
        let fixture = ModelFixture(settings: Self.oneMinuteGoalOfOne)
        fixture.model.startSession()
        var game = GameDriver(fixture)
        game.play(until: 62)
        #expect(fixture.model.treesToday == 1)
        #expect(game.bells == 2)
        #expect(game.state.message == "Daily goal reached: 1 tree today ★")
    }

    @Test func theGoalMessageGoesWhenATreeIsPlantedFromAnotherShell() {
        let fixture = ModelFixture(settings: Self.oneMinuteGoalOfOne)
        fixture.model.startSession()
        var game = GameDriver(fixture)
        game.play(until: 61)
        #expect(fixture.model.currentState == .completed)
        #expect(game.screen.contains("Daily goal reached"))
        game.play(until: 62)
        Self.elsewhere(
            fixture, .start(SessionPlan.focus(Self.oneMinuteGoalOfOne, speed: .normal)), settings: Self.oneMinuteGoalOfOne)
        game.play(until: 64)
        #expect(fixture.model.currentState == .active)
        #expect(!game.screen.contains("Daily goal reached"))
    }

    @Test func theGoalMessageStaysWhileItsTreeShows() {
        let fixture = ModelFixture(settings: Self.oneMinuteGoalOfOne)
        fixture.model.startSession()
        var game = GameDriver(fixture)
        game.play(until: 61)
        game.play(until: 600)
        #expect(game.screen.contains("Daily goal reached"))
        // A key that does something clears it, as it clears any message.
        game.press(.character("?"))
        #expect(!game.screen.contains("Daily goal reached"))
    }

    @Test func aGoalReachedByTheWaiterRingsToo() {
        let fixture = ModelFixture(settings: Self.oneMinuteGoalOfOne)
        fixture.model.startSession()
        var game = GameDriver(fixture)
        game.play(until: 60)
        Self.elsewhere(fixture, .settle, settings: Self.oneMinuteGoalOfOne)
        game.play(until: 62)
        #expect(fixture.store.live.lastReachedGoal)
        #expect(game.bells == 2)
    }

    @Test func givingUpInTheFirstSecondsSaysPlantingCancelled() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        var game = GameDriver(fixture)
        game.play(until: 3)
        game.press(.character("g"), .character("y"))
        #expect(fixture.store.finished.isEmpty)
        #expect(fixture.model.currentState == .idle)
        #expect(game.state.message?.hasPrefix("Planting cancelled") == true)
    }

    @Test func oPlantsACountUpAndDEndsIt() throws {
        let fixture = ModelFixture(speed: 60)
        var game = GameDriver(fixture)
        game.play(until: 1)
        game.press(.character("o"))
        #expect(fixture.model.session?.mode == .open)
        game.play(until: 12)
        game.press(.character("d"))
        let finished = try #require(fixture.store.finished.first)
        #expect(finished.mode == .open)
        #expect(finished.state == .completed)
        #expect(abs(finished.focusedSeconds - 660) < 1)
    }
}
