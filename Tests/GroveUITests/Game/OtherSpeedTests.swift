import Foundation
import GroveCore
import GroveTerminal
@testable import GroveUI
import Testing

/// Issue 33.16: at `--speed 60` the outcome said "25 min of focus" and the goal dots filled, as in real play. Trees at
/// another speed say so, and that they earn nothing: on the outcome screen, beside the goal and in plain mode.
struct OtherSpeedTests {
    private static let sizes = [TerminalSize(width: 80, height: 24), TerminalSize(width: 40, height: 12)]

    private func text(_ state: GameState, _ size: TerminalSize) -> String {
        GameScreen.render(state, size: size).plainText()
    }

    /// The model of a game at `speed` with a daily goal of 4, after a tree grew (and, with `dismissed`, went home).
    private func grownAt(_ speed: Double, dismissed: Bool = false) -> GameState {
        var settings = GroveSettings()
        settings.dailyGoal = 4
        let fixture = ModelFixture(speed: speed, settings: settings)
        fixture.model.startSession()
        fixture.clock.advance(by: 1500 / speed)
        fixture.model.tick()
        if dismissed { fixture.model.dismissOutcome() }
        return GameState(TimerReading(fixture.model), today: ForestHistory.today)
    }

    @Test(arguments: sizes)
    func aGrownTreeAtAnotherSpeedSaysItEarnsNothing(_ size: TerminalSize) {
        let screen = text(grownAt(60), size)
        #expect(screen.contains("Your oak has grown"))
        #expect(screen.contains("×60"), "\(screen)")
        #expect(screen.contains("earns nothing"), "\(screen)")
        #expect(!text(grownAt(1), size).contains("earns nothing"))
    }

    @Test(arguments: sizes)
    func theGoalLineSaysTheSpeedEarnsNothing(_ size: TerminalSize) {
        let home = text(grownAt(60, dismissed: true), size)
        let header = home.split(separator: "\n").first.map(String.init) ?? ""
        #expect(header.contains("grove"))
        #expect(header.contains("○○○○"), "\(header)")
        #expect(header.contains("×60 earns nothing"), "\(header)")
        let real = text(grownAt(1, dismissed: true), size)
        #expect(real.split(separator: "\n").first.map(String.init)?.contains("●○○○") == true)
        #expect(!real.contains("earns nothing"))
    }

    @Test func aLargeGoalAtAnotherSpeedFitsTheNarrowHeaderAsANumber() {
        var state = GameStates.growing(speed: 60)
        state.treesToday = 3
        state.dailyGoal = 10
        let header = text(state, TerminalSize(width: 40, height: 12)).split(separator: "\n")[0]
        #expect(header.contains("grove"))
        #expect(header.contains("today 3/10 · ×60 earns nothing"), "\(header)")
        let wide = text(state, TerminalSize(width: 80, height: 24)).split(separator: "\n")[0]
        #expect(wide.contains("today ●●●○○○○○○○ · ×60 earns nothing"), "\(wide)")
    }

    @Test func plainModeSaysItToo() {
        let grown = grownAt(60)
        let told = PlainNarration.sentences(from: nil, to: grown, byKey: false, forest: nil)
        #expect(told.contains("Your oak has grown: 25 minutes of focus at speed ×60, which earns nothing."), "\(told)")
        let home = PlainNarration.sentences(from: nil, to: grownAt(60, dismissed: true), byKey: false, forest: nil)
        #expect(home.contains { $0.contains("enter to plant an oak for 25 minutes at speed ×60, which earns nothing.") }, "\(home)")
        let real = PlainNarration.sentences(from: nil, to: grownAt(1), byKey: false, forest: nil)
        #expect(!real.joined().contains("earns nothing"))
    }
}
