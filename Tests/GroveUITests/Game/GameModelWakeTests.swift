import Foundation
import GroveCore
import GroveTerminal
import GroveTestSupport
@testable import GroveUI
import Testing

/// When the game model wakes and what each wake reads: the countdown's turns, the store when its files changed or is due,
/// the day turning, the window title; on the view model and a manual clock, without a terminal.
struct GameModelWakeTests {
    private static func services(_ fixture: ModelFixture, watched: Bool) -> GameServices {
        GameServices(colorCapability: .truecolor, forestReport: fixture.forestReport, watchedPaths: watched ? ["/data/live.json"] : [])
    }

    @Test func aGrowingTreeWakesOnceASecondJustAfterEachSecondTurns() throws {
        let fixture = ModelFixture()
        fixture.model.startSession()
        let endsAt = try #require(fixture.model.session?.endsAt)
        var game = GameDriver(fixture, services: Self.services(fixture, watched: true), canWatch: true)
        game.play(until: 60.5)
        #expect(game.wakes.count == 60)
        for wake in game.wakes {
            let left = endsAt.timeIntervalSince(fixture.clock.current) + 60.5 - wake
            // Just under a whole second left: the countdown has just turned.
            #expect(left.rounded(.up) - left < 0.01, "woke with \(left) s left")
        }
    }

    /// While only the clock moves the model reads no more of the view model than the clock, but
    /// a new day still starts the daily goal again.
    @Test func aTreeGrowingOverMidnightShowsTheGoalStartingAgain() {
        var settings = GroveSettings()
        settings.dailyGoal = 2
        let fixture = ModelFixture(settings: settings)
        fixture.model.startSession()
        fixture.clock.advance(by: 1500)
        fixture.model.tick()
        fixture.model.dismissOutcome()
        #expect(fixture.model.treesToday == 1)
        // From 08:25 to 23:58:30 UTC: the next tree grows over midnight, which comes between
        // two of the once-a-minute reads of the store.
        fixture.clock.advance(by: 56_010)
        fixture.model.startSession()
        var game = GameDriver(fixture, services: Self.services(fixture, watched: true), canWatch: true)
        game.play(until: 85)
        #expect(game.screen.contains("today ●○"))
        game.play(until: 100)
        #expect(game.screen.contains("today ○○"))
    }

    @Test func whereTheStoreIsWatchedAWakeReadsItOnlyWhenItsFilesChanged() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        var game = GameDriver(fixture, services: Self.services(fixture, watched: true), canWatch: true)
        #expect(game.watches == [nil])
        let readsBefore = fixture.store.loadCount
        game.play(until: 30.5)
        // Thirty wakes, one for each second shown, and not one read of the store.
        #expect(game.wakes.count == 30)
        #expect(fixture.store.loadCount == readsBefore)
        game.play(until: 31.2)
        GameModelTests.elsewhere(fixture, .pause)
        game.report(.filesChanged)
        // The change was read at once, once.
        #expect(fixture.model.currentState == .paused)
        #expect(fixture.store.loadCount == readsBefore + 1)
        game.play(until: 200)
        // Paused, nothing turns: the model sleeps up to the safety read, a minute at a time.
        #expect(game.wakes.count <= 34)
        #expect(fixture.store.loadCount <= readsBefore + 4)
    }

    @Test func whereTheStoreCannotBeWatchedEachWakeReadsItOnce() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        var game = GameDriver(fixture, services: Self.services(fixture, watched: true))
        game.play(until: 0.5)
        let readsBefore = fixture.store.loadCount
        game.play(until: 20.5)
        #expect(game.wakes.count == 20)
        // One tick a wake, through the store: never a second one.
        #expect(fixture.store.loadCount - readsBefore == 20)
    }

    /// The screen opened between two turns of the countdown: the store's reads still come
    /// with the clock's wakes, one wake a second, not on a second beat of their own.
    @Test func readsOfAnUnwatchedStoreComeWithTheClocksWakes() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        fixture.clock.advance(by: 0.45)
        var game = GameDriver(fixture, services: Self.services(fixture, watched: true))
        game.play(until: 20.5)
        #expect((19...21).contains(game.wakes.count))
    }

    /// A new data folder has no device folder to watch until the first save makes it.
    @Test func aStoreThatCouldNotBeWatchedIsWatchedOnceItCanBe() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        var game = GameDriver(fixture, services: Self.services(fixture, watched: true))
        game.play(until: 3.5)
        game.canWatch = true
        game.play(until: 5.5)
        let readsBefore = fixture.store.loadCount
        game.play(until: 25.5)
        #expect(fixture.store.loadCount == readsBefore)
    }

    @Test func aStoreWithNoFilesToWatchIsNeverWatchedAndReadEverySecond() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        var game = GameDriver(fixture, services: Self.services(fixture, watched: false), canWatch: true)
        let readsBefore = fixture.store.loadCount
        game.play(until: 10.5)
        #expect(game.watches.isEmpty)
        #expect(fixture.store.loadCount - readsBefore == 10)
    }

    @Test func whileASaveFailsTheWatchedStoreIsReadEverySecond() {
        let fixture = ModelFixture()
        fixture.store.failSaves = true
        var game = GameDriver(fixture, services: Self.services(fixture, watched: true), canWatch: true)
        game.play(until: 1)
        game.press(.enter)
        #expect(fixture.model.errorMessage != nil)
        game.play(until: 5.5)
        fixture.store.failSaves = false
        game.play(until: 7)
        #expect(fixture.store.live.session != nil)
        #expect(fixture.model.errorMessage == nil)
    }

    /// A three-minute tree tagged "writing" growing on the manual clock.
    static func threeMinutesOfWriting() -> ModelFixture {
        var settings = GroveSettings()
        settings.focusMinutes = 3
        settings.defaultTag = "writing"
        let fixture = ModelFixture(settings: settings)
        fixture.model.startSession()
        return fixture
    }

    @Test func theWindowTitleChangesOnlyWhenTheShownMinuteDoes() {
        let fixture = Self.threeMinutesOfWriting()
        var game = GameDriver(fixture)
        game.play(until: 150.5)
        #expect(game.titles == ["🌳 3m · writing", "🌳 2m · writing", "🌳 1m · writing"])
    }

    @Test func theTitleIsSetAgainWhenTheTerminalWasSetUpAgain() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        var game = GameDriver(fixture)
        game.report(.continued)
        #expect(game.titles == ["🌳 25m · focus", "🌳 25m · focus"])
    }

    @Test func aResizeDrawsAtTheNewSize() {
        let fixture = ModelFixture()
        var game = GameDriver(fixture)
        game.report(.resize(width: 40, height: 12))
        #expect(game.effects.last == .draw)
        #expect(game.game.size == TerminalSize(width: 40, height: 12))
    }

    @Test func signalsEndTheLoopAndLeaveTheSessionGrowing() {
        for (event, exit) in [(TerminalEvent.terminate, GameExit.terminated), (.interrupt, .interrupted), (.hangup, .hungUp)] {
            let fixture = ModelFixture()
            fixture.model.startSession()
            var game = GameDriver(fixture)
            game.report(event)
            game.close()
            #expect(game.exit == exit)
            #expect(fixture.store.live.session?.state == .active)
        }
    }
}
