import Foundation
import GroveCore
import GroveTerminal
import GroveTestSupport
@testable import GroveUI

/// The game model played as the loop plays it, without a terminal: on the fixture's view model and manual clock, waking
/// when the model asks, the view model's effects performed as the loop performs them, the terminal's effects kept.
struct GameDriver {
    let fixture: ModelFixture
    let services: GameServices
    private(set) var game: GameModel
    /// What was asked of the terminal, in order: frames, titles, sentences, rings, watches.
    private(set) var effects: [GameEffect] = []
    /// When the loop woke by itself, in seconds after the opening.
    private(set) var wakes: [TimeInterval] = []
    /// How the loop ended, once it did.
    private(set) var exit: GameExit?
    /// Whether the terminal can watch files (it reports no change by itself: a test reports `.filesChanged`).
    var canWatch = false
    private let start: Date

    /// Opens the game on `fixture` at its clock's time, as the loop does: the opening, then a frame.
    init(_ fixture: ModelFixture, services: GameServices? = nil, canWatch: Bool = false) {
        self.fixture = fixture
        self.services = services ?? GameServices(colorCapability: .truecolor, forestReport: fixture.forestReport)
        self.canWatch = canWatch
        start = fixture.clock.now()
        game = GameModel(
            TimerReading(fixture.model), services: self.services, calendar: fixture.model.rules.calendar,
            size: TerminalSize(width: 80, height: 24), at: start)
        feed(.opened)
        feed(.frameDue)
    }

    var state: GameState { game.state }

    /// Wakes as the loop would, each wake ticking and drawing, until `seconds` after the opening: what the test does then
    /// comes before a wake due at that instant, as another process's change would.
    mutating func play(until seconds: TimeInterval) {
        let end = start.addingTimeInterval(seconds)
        while exit == nil {
            let next = game.nextWake(after: fixture.clock.now())
            guard next < end else { break }
            fixture.clock.set(max(fixture.clock.now(), next))
            wakes.append(fixture.clock.now().timeIntervalSince(start))
            wake()
        }
        fixture.clock.set(max(fixture.clock.now(), end))
    }

    /// What the terminal reports now, then the wake and the frame that follow.
    mutating func report(_ events: TerminalEvent...) {
        for event in events where exit == nil { feed(.terminal(event)) }
        if exit == nil { wake() }
    }

    mutating func press(_ keys: Key...) {
        for key in keys { report(.key(key)) }
    }

    /// What the loop does once it ended (`q`, a hangup, a signal): the contract's background, then the model's closing.
    mutating func close() {
        guard let exit else { return }
        if fixture.model.currentState == .active { fixture.model.handleBackground() }
        self.exit = nil
        feed(.closing(exit))
        self.exit = exit
    }

    /// The ring effects' bells.
    var bells: Int {
        effects.reduce(0) { count, effect in if case .ring(let bytes) = effect { count + bytes.filter { $0 == 0x07 }.count } else { count } }
    }

    var titles: [String] {
        effects.compactMap { if case .setTitle(let title) = $0 { title } else { nil } }
    }

    /// The sentences plain mode wrote, the forest aside.
    var said: [String] {
        effects.flatMap { effect -> [String] in
            switch effect {
            case .narrate(let old, let new, let byKey): PlainNarration.sentences(from: old, to: new, byKey: byKey, forest: nil)
            case .say(let line): [line]
            default: []
            }
        }
    }

    /// The rooms asked to be watched with the store (nil: the store alone), in order.
    var watches: [String?] {
        var rooms: [String?] = []
        for case .watch(let room) in effects { rooms.append(room) }
        return rooms
    }

    /// The screen as drawn last, as text.
    var screen: String {
        GameScreen.render(state, size: TerminalSize(width: 80, height: 24)).plainText()
    }

    private mutating func wake() {
        feed(.woke)
        feed(.frameDue)
    }

    private mutating func feed(_ event: GameEvent) {
        for effect in game.reduce(event, at: fixture.clock.now()) where exit == nil {
            switch effect {
            case .act(.leave): exit = .left
            case .exit(let reason): exit = reason
            case .act(.suspend): effects.append(effect)
            case .act, .lookAtRoom, .read, .tick: fixture.model.answer(effect, services: services).map { feed($0) }
            case .watch:
                effects.append(effect)
                feed(.watching(store: canWatch, room: canWatch))
            case .redrawAll: feed(.redrawn(TerminalSize(width: 80, height: 24)))
            default: effects.append(effect)
            }
        }
    }
}
