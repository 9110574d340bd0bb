import GroveCore
@testable import GroveUI
import Testing

struct WindowTitleTests {
    private let today = LocalDay(year: 2026, month: 11, day: 22)
    private let plan = GameState.Plan(species: "oak", tag: "writing", minutes: 25)

    private func growing(_ seconds: Int, paused: Bool = false, kind: SessionKind = .focus) -> GameState {
        GameState(
            screen: .session(.init(
                kind: kind, species: "oak", tag: "writing", plannedSeconds: 1500, remainingSeconds: seconds, stage: 2,
                isPaused: paused)),
            plan: plan, today: today)
    }

    /// The title for `state`, as the game model makes it.
    private func title(_ state: GameState, _ glyphs: WindowTitle.Glyphs) -> String {
        WindowTitle.text(for: WindowTitle.subject(of: state), glyphs: glyphs)
    }

    @Test func theCountdownShowsToTheMinuteRoundedUpAsTheClockShowsIt() {
        #expect(title(growing(1440), .emoji) == "🌳 24m · writing")
        #expect(title(growing(1381), .emoji) == "🌳 24m · writing")
        #expect(title(growing(1380), .emoji) == "🌳 23m · writing")
        #expect(title(growing(1), .emoji) == "🌳 1m · writing")
    }

    @Test func everyStateHasATitleAndAnASCIIOne() {
        let outcome = GameState.Outcome(species: "oak", tag: "writing", focusedSeconds: 600, stage: 3)
        let states: [(GameState, String, String)] = [
            (GameState(screen: .home, plan: plan, today: today), "grove", "grove"),
            (growing(1440), "🌳 24m · writing", "grove 24m - writing"),
            (growing(1440, paused: true), "⏸ 24m · writing (paused)", "grove 24m - writing (paused)"),
            (growing(240, kind: .break), "☕ 4m · break", "grove 4m - break"),
            (GameState(screen: .completed(outcome), plan: plan, today: today), "🌳 grown · writing", "grove grown - writing"),
            (GameState(screen: .abandoned(outcome), plan: plan, today: today), "🥀 withered · writing", "grove withered - writing"),
        ]
        for (state, emoji, ascii) in states {
            #expect(title(state, .emoji) == emoji)
            #expect(title(state, .ascii) == ascii)
            #expect(title(state, .ascii).unicodeScalars.allSatisfy { $0.isASCII })
        }
    }

    /// The screen makes its title again only when the title's subject changes: a state with
    /// the subject of the one before must have its title, and a growing tree's subject
    /// changes once a minute.
    @Test func theSubjectChangesWhenTheTitleMayAndOnlyOnceAMinute() {
        for (paused, kind) in [(false, SessionKind.focus), (true, .focus), (false, .break)] {
            var last: (subject: WindowTitle.Subject, titles: [String])?
            var changes = 0
            for seconds in (0...1500).reversed() {
                var state = growing(seconds, paused: paused, kind: kind)
                if case .session(var session) = state.screen {
                    session.stage = 1 + (1500 - seconds) / 300
                    state.screen = .session(session)
                }
                let subject = WindowTitle.subject(of: state)
                let titles = [title(state, .emoji), title(state, .ascii)]
                if let last, last.subject == subject {
                    #expect(last.titles == titles, "\(seconds) s left")
                } else {
                    changes += 1
                }
                last = (subject, titles)
            }
            #expect(changes == 26)
        }
    }

    @Test func emojiNeedAUTF8LocaleAndATerminalThatDrawsThem() {
        #expect(WindowTitle.Glyphs.detect(environment: ["LANG": "en_GB.UTF-8", "TERM": "xterm-256color"]) == .emoji)
        #expect(WindowTitle.Glyphs.detect(environment: ["LC_ALL": "C.utf8", "LANG": "C", "TERM": "tmux-256color"]) == .emoji)
        #expect(WindowTitle.Glyphs.detect(environment: ["LC_ALL": "C", "LANG": "en_GB.UTF-8", "TERM": "xterm"]) == .ascii)
        #expect(WindowTitle.Glyphs.detect(environment: ["LANG": "en_GB.UTF-8", "TERM": "linux"]) == .ascii)
        #expect(WindowTitle.Glyphs.detect(environment: [:]) == .ascii)
    }
}
