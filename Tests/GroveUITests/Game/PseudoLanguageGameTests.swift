import GroveCore
import GroveTerminal
import GroveText
@testable import GroveUI
import GroveWords
import Testing

/// The game in the pseudo-language (every word accented, 40 % longer, in brackets): no English left on a screen or in plain
/// mode's sentences but what a program or the person wrote, and every screen whole at the sizes people use.
@Suite("the game in the pseudo-language")
struct PseudoLanguageGameTests {
    /// The smallest, the best and a big terminal, and the smallest with the large layout.
    static let sizes = [
        TerminalSize(width: 40, height: 12), TerminalSize(width: 48, height: 22), TerminalSize(width: 80, height: 24),
        TerminalSize(width: 120, height: 40),
    ]

    /// Every screen of the game, by name.
    static let screens: [(name: String, state: GameState)] = [
        ("home", GameStates.withGoal(2, of: 4, GameStates.homeWithBreak)),
        ("home at another speed, with rooms", {
            var state = GameStates.withGoal(1, of: 4, GameStates.home)
            (state.speed, state.rooms, state.pickedRoom) = (60, ["standup", "review"], "standup")
            return state
        }()),
        ("home, a locked species picked", GameStates.picked("willow")),
        ("growing", GameStates.withElsewhere(GameStates.growing())),
        ("growing with a note", GameStates.growing(note: "chapter 3")),
        ("paused", GameStates.withElsewhere(paused: true, GameStates.growing(paused: true))),
        ("counting up", GameStates.countingUp()),
        ("break", GameStates.resting()),
        ("long break", GameStates.resting(long: true)),
        ("paused break", GameStates.resting(paused: true)),
        ("grown", GameStates.withGoal(4, of: 4, GameStates.completed())),
        ("grown, a long break earned", GameStates.completed(offer: GameStates.longBreak)),
        ("grown at another speed", {
            var state = GameStates.completed(offer: nil)
            if case .completed(var outcome) = state.screen {
                outcome.speed = 60
                state.screen = .completed(outcome)
            }
            return state
        }()),
        ("withered", GameStates.abandoned()),
        ("withered early", GameStates.abandoned(focused: 20, stage: 1)),
        ("help", GameStates.with(.help, GameStates.growing())),
        ("give up?", GameStates.with(.confirmGiveUp, GameStates.growing())),
        ("end the break?", GameStates.with(.confirmGiveUp, GameStates.resting())),
        ("planting together", GameStates.together()),
        ("planting together alone", GameStates.together(with: [])),
    ]

    /// English a program or a person wrote, which stays: grove's name, the test's tags, notes, rooms, devices and names.
    static let kept = ["grove", "writing", "focus", "chapter", "standup", "review", "laptop", "ana", "cy"]

    /// The runs of three or more plain ASCII letters in `text` once what stays English is taken out: English that escaped.
    static func english(in text: String) -> [String] {
        var rest = text
        for word in kept.sorted(by: { $0.count > $1.count }) {
            rest = rest.replacing(word, with: " ")
        }
        return rest.split { !($0.isASCII && $0.isLetter) }.map(String.init).filter { $0.count >= 3 }
    }

    @Test(arguments: screens.map(\.name))
    func aScreenHoldsNoEnglishAndNothingCutAtEverySize(_ name: String) {
        let state = Self.screens.first { $0.name == name }!.state
        Words.$language.withValue(.pseudo) {
            for size in Self.sizes {
                let frame = GameScreen.render(state, size: size)
                let text = frame.plainText()
                let shown = "\(name) at \(size.width)×\(size.height):\n\(text)"
                #expect(Self.english(in: text) == [], "English left on \(shown)")
                // A cut text ends in "…" or loses its closing bracket, and one drawn over another loses one of them.
                #expect(!text.contains("…"), "cut on \(shown)")
                var depth = 0
                for character in text {
                    if character == "[" { depth += 1 }
                    if character == "]" { depth -= 1 }
                    #expect(depth >= 0, "a text begun over another on \(shown)")
                }
                #expect(depth == 0, "a text cut or drawn over on \(shown)")
                if state.overlay == .none {
                    let hints = frame.rowText(size.height - 1)
                    #expect(hints.contains("? " + Words.Keys.help), "the key hints lost help on \(shown)")
                }
            }
        }
    }

    @Test func aWindowTooSmallSaysSoWhole() {
        Words.$language.withValue(.pseudo) {
            for size in [TerminalSize(width: 39, height: 12), TerminalSize(width: 20, height: 6)] {
                let text = GameScreen.render(GameStates.home, size: size).plainText()
                #expect(Self.english(in: text) == [], "\(text)")
                #expect(!text.contains("…") && text.filter { $0 == "[" }.count == 3 && text.filter { $0 == "]" }.count == 3, "\(text)")
            }
        }
    }

    @Test func theWindowTitleHoldsNoEnglish() {
        Words.$language.withValue(.pseudo) {
            for (_, state) in Self.screens {
                for glyphs in [WindowTitle.Glyphs.emoji, .ascii] {
                    let title = WindowTitle.text(for: WindowTitle.subject(of: state), glyphs: glyphs)
                    #expect(Self.english(in: title) == [], "\(title)")
                }
            }
        }
    }

    @Test func plainModeSaysNoEnglish() {
        func session(_ state: GameState, _ change: (inout GameState.Session) -> Void) -> GameState {
            var state = state
            if case .session(var session) = state.screen {
                change(&session)
                state.screen = .session(session)
            }
            return state
        }
        func ended(_ state: GameState, kind: SessionKind, completed: Bool, speed: Double = 1) -> GameState {
            var state = state
            let achievements = Words.$language.withValue(.pseudo) {
                [Achievement.catalog[0].title, Words.Outcome.achievementUnlocking(
                    achievement: Achievement.catalog[1].title, species: Species.catalog[3].displayName)]
            }
            state.ended = .init(
                id: "ended", kind: kind, completed: completed, species: "oak", tag: "writing", focusedSeconds: 1500,
                achievements: achievements, reachedGoal: true, speed: speed)
            return state
        }
        let growing = GameStates.growing()
        let together = GameStates.together()
        let changes: [(GameState?, GameState, Bool)] = Self.screens.map { (nil, $0.state, false) } + [
            (GameStates.home, growing, true), (GameStates.home, growing, false),
            (GameStates.home, GameStates.countingUp(), true), (GameStates.home, GameStates.countingUp(), false),
            (GameStates.home, GameStates.resting(), true), (GameStates.home, GameStates.resting(), false),
            (GameStates.home, together, true), (GameStates.home, together, false), (GameStates.home, GameStates.together(with: []), true),
            (growing, GameStates.growing(paused: true), true), (growing, GameStates.growing(paused: true), false),
            (GameStates.growing(paused: true), growing, true), (GameStates.growing(paused: true), growing, false),
            (GameStates.resting(), GameStates.resting(paused: true), true), (GameStates.resting(), GameStates.resting(paused: true), false),
            (GameStates.resting(paused: true), GameStates.resting(), true), (GameStates.resting(paused: true), GameStates.resting(), false),
            (growing, GameStates.growing(note: "chapter 3"), false), (GameStates.growing(note: "chapter 3"), growing, false),
            (GameStates.resting(), session(GameStates.resting()) { $0.note = "chapter 3" }, false),
            (GameStates.resting(), session(GameStates.resting()) { $0.note = nil; $0.id = "x" }, false),
            (GameStates.together(with: []), together, false), (together, GameStates.together(with: []), false),
            (GameStates.growing(stage: 1, remaining: 1205), GameStates.growing(stage: 2, remaining: 1197), false),
            (GameStates.growing(remaining: 301), GameStates.growing(remaining: 299), false),
            (GameStates.resting(remaining: 61), GameStates.resting(remaining: 59), false),
            (GameStates.countingUp(focused: 1799), GameStates.countingUp(focused: 1800), false),
            (GameStates.countingUp(focused: 10_739), GameStates.countingUp(focused: 10_741), false),
            (growing, ended(GameStates.completed(), kind: .focus, completed: true), false),
            (growing, ended(GameStates.completed(), kind: .focus, completed: true, speed: 60), false),
            (growing, ended(GameStates.abandoned(), kind: .focus, completed: false), true),
            (growing, ended(GameStates.abandoned(), kind: .focus, completed: false), false),
            (GameStates.resting(), ended(GameStates.home, kind: .break, completed: true), false),
            (GameStates.resting(), ended(GameStates.home, kind: .break, completed: false), true),
            (GameStates.resting(), ended(GameStates.home, kind: .break, completed: false), false),
            (growing, GameStates.home, false),
            (GameStates.home, GameStates.picked("pine"), true), (GameStates.home, GameStates.picked("willow"), true),
            (GameStates.home, { var state = GameStates.home; state.pickedRoom = "standup"; return state }(), true),
            ({ var state = GameStates.home; state.pickedRoom = "standup"; return state }(), GameStates.home, true),
            (GameStates.with(.confirmGiveUp, growing), growing, true),
            (GameStates.with(.confirmGiveUp, GameStates.resting()), GameStates.resting(), true),
            (GameStates.home, GameStates.forest(), true), (GameStates.forest(), GameStates.home, true),
        ]
        Words.$language.withValue(.pseudo) {
            var sentences: [String] = []
            for (old, new, byKey) in changes {
                sentences += PlainNarration.sentences(from: old, to: new, byKey: byKey, forest: nil)
            }
            sentences += [growing, GameStates.resting(), GameStates.home].map(PlainWords.farewell)
            #expect(sentences.count > 80)
            for sentence in sentences {
                #expect(Self.english(in: sentence) == [], "\(sentence)")
            }
        }
    }
}
