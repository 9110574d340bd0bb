import Foundation
import GroveCore
@testable import GroveUI
import Testing

/// The view state read from the view model.
struct GameStateFromModelTests {
    @Test func aFreshModelIsHomeWithTheConfiguredPlan() {
        var settings = GroveSettings()
        settings.focusMinutes = 50
        settings.defaultTag = "writing"
        settings.defaultSpecies = "pine"
        let state = GameState(TimerReading(ModelFixture(settings: settings).model), today: ForestHistory.today)
        #expect(state.screen == .home)
        #expect(state.plan == .init(species: "pine", tag: "writing", minutes: 50))
        #expect(state.breakOffer == nil)
        #expect(state.overlay == .none)
    }

    /// The game loop follows a tick that moved only the clock by reading just the clock:
    /// it must give the state that reading the whole model gives.
    @Test(arguments: ["focus", "count-up", "paused", "break"])
    func followingTheClockGivesWhatReadingTheModelGives(kind: String) {
        let fixture = ModelFixture()
        switch kind {
        case "count-up": fixture.model.startSession(.open(GroveSettings(), speed: .normal))
        case "break":
            fixture.model.startSession()
            fixture.clock.advance(by: 1500)
            fixture.model.tick()
            fixture.model.startBreak()
        default: fixture.model.startSession()
        }
        if kind == "paused" { fixture.model.pauseSession() }
        var followed = GameState(TimerReading(fixture.model), today: ForestHistory.today)
        var seconds = 0
        while seconds < 2000 {
            let step = seconds % 7 == 0 ? 0.4 : 1
            fixture.clock.advance(by: step)
            seconds += 1
            guard !fixture.model.tick() else { break }
            followed.update(clock: TimerReading.Clock(fixture.model))
            #expect(followed == GameState(TimerReading(fixture.model), today: ForestHistory.today), "\(kind), \(seconds) ticks")
        }
        #expect(seconds > 290, "the clock moved alone for a while")
    }

    @Test func theHomeScreenStartsFromTheSpeciesOfTheLastTreePlanted() {
        let fixture = ModelFixture()
        fixture.model.startSession(species: "pine")
        fixture.clock.advance(by: 1500)
        fixture.model.tick()
        fixture.model.dismissOutcome()
        // A new run of the game: a state read afresh, nothing picked.
        let state = GameState(TimerReading(fixture.model), today: ForestHistory.today)
        #expect(state.screen == .home)
        #expect(state.plan.species == "pine")
        #expect(state.pickedSpecies == nil)
    }

    @Test func aLastSpeciesNoLongerAvailableGivesWayToTheConfiguredOne() {
        let fixture = ModelFixture()
        var record = fixture.store.live
        let now = fixture.clock.now()
        record.lastFinished = FinishedSession(
            id: "a", kind: .focus, state: .completed, startedAt: now.addingTimeInterval(-1500), endedAt: now,
            plannedSeconds: 1500, focusedSeconds: 1500, pausedSeconds: 0, tag: "writing", species: "willow", speed: .normal)
        record.outcomeSeen = true
        fixture.store.simulateOutsideChange(record)
        fixture.model.syncWithStore()
        #expect(fixture.model.lastFinished?.species == "willow")
        #expect(GameState(TimerReading(fixture.model), today: ForestHistory.today).plan.species == "oak")
    }

    @Test func theHomeScreenOffersEverySpeciesWithWhatUnlocksTheLockedOnes() {
        let fixture = ModelFixture()
        var state = GameState(TimerReading(fixture.model), today: ForestHistory.today)
        #expect(state.species.map(\.name) == Species.catalog.map(\.name))
        #expect(state.species.filter { $0.lockedBy == nil }.map(\.name) == ["oak", "pine"])
        #expect(state.plannedChoice == .init(name: "oak"))
        #expect(state.species.first { $0.name == "birch" }?.lockedBy == .achievement("ten-trees"))

        // A pick outlives the model's updates, and is what a new tree is.
        state.pickedSpecies = "pine"
        state.update(from: TimerReading(fixture.model))
        #expect(state.plan.species == "pine")
        fixture.model.startSession(species: state.plan.species)
        #expect(fixture.model.session?.species == "pine")
    }

    @Test func aGrowingSessionShowsWholeSecondsRoundedUpAndItsStage() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        fixture.clock.advance(by: 600.4)
        fixture.model.tick()
        let session = GameState(TimerReading(fixture.model), today: ForestHistory.today).session
        #expect(session == .init(
            kind: .focus, species: "oak", tag: "focus", plannedSeconds: 1500, remainingSeconds: 900, stage: 3,
            isPaused: false, speed: 1, seed: fixture.model.session?.shapeSeed ?? 0, id: "session-1", canExtend: true))
        #expect(session?.progress == 0.4)
    }

    @Test func aPausedSessionIsMarkedPaused() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        fixture.model.pauseSession()
        #expect(GameState(TimerReading(fixture.model), today: ForestHistory.today).session?.isPaused == true)
    }

    @Test func aCompletedTreeOffersItsBreakAndEveryFourthALongOne() {
        let fixture = ModelFixture()
        for count in 1...4 {
            fixture.model.startSession()
            fixture.clock.advance(by: 1500)
            fixture.model.tick()
            let state = GameState(TimerReading(fixture.model), today: ForestHistory.today)
            // The first tree also earns the first achievement.
            let achievements = count == 1 ? ["First sprout"] : []
            #expect(state.screen == .completed(.init(
                species: "oak", tag: "focus", focusedSeconds: 1500, stage: 5, achievements: achievements,
                seed: fixture.model.outcome?.shapeSeed ?? 0)))
            #expect(state.breakOffer == (count == 4 ? .init(minutes: 15, isLong: true) : .init(minutes: 5, isLong: false)))
        }
    }

    @Test func anAchievementThatUnlocksASpeciesSaysSo() {
        let fixture = ModelFixture()
        for _ in 1...10 {
            fixture.model.startSession()
            fixture.clock.advance(by: 1500)
            fixture.model.tick()
        }
        let state = GameState(TimerReading(fixture.model), today: ForestHistory.today)
        guard case .completed(let outcome) = state.screen else {
            Issue.record("not completed: \(state.screen)")
            return
        }
        #expect(outcome.achievements.contains("Grove (birch unlocked)"))
        #expect(state.species.first { $0.name == "birch" }?.lockedBy == nil)
    }

    @Test func aGivenUpTreeWithersWithItsFocusKept() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        fixture.clock.advance(by: 400)
        fixture.model.cancelSession()
        #expect(GameState(TimerReading(fixture.model), today: ForestHistory.today).screen
            == .abandoned(.init(
                species: "oak", tag: "focus", focusedSeconds: 400, stage: 2, seed: fixture.model.outcome?.shapeSeed ?? 0)))
    }

    @Test func anEndedBreakShowsHome() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        fixture.clock.advance(by: 1500)
        fixture.model.tick()
        fixture.model.startBreak()
        #expect(GameState(TimerReading(fixture.model), today: ForestHistory.today).session?.kind == .break)
        fixture.clock.advance(by: 300)
        fixture.model.tick()
        #expect(fixture.model.currentState == .completed)
        #expect(GameState(TimerReading(fixture.model), today: ForestHistory.today).screen == .home)
    }

    @Test func theGiveUpQuestionClosesWhenTheSessionEnds() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        var state = GameState(TimerReading(fixture.model), today: ForestHistory.today)
        state.overlay = .confirmGiveUp
        state.message = "a note"
        fixture.clock.advance(by: 1500)
        fixture.model.tick()
        state.update(from: TimerReading(fixture.model))
        #expect(state.overlay == .none)
        #expect(state.message == "a note")
    }
}

extension GameStateFromModelTests {
    @Test func theForestStaysOpenWhileTheGameBeneathItMovesOn() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        var state = GameState(TimerReading(fixture.model), today: ForestHistory.today)
        state.overlay = .forest(.init(range: .month, anchor: ForestHistory.today))
        fixture.clock.advance(by: 1500)
        fixture.model.tick()
        state.update(from: TimerReading(fixture.model))
        #expect(state.overlay == .forest(.init(range: .month, anchor: ForestHistory.today)))
        guard case .completed = state.screen else {
            Issue.record("the tree grew beneath the forest, but the screen is \(state.screen)")
            return
        }
    }
}
