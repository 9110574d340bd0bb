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

    @Test func theCountdownShowsToTheMinuteRoundedUpAsTheClockShowsIt() {
        #expect(WindowTitle.text(for: growing(1440), glyphs: .emoji) == "🌳 24m · writing")
        #expect(WindowTitle.text(for: growing(1381), glyphs: .emoji) == "🌳 24m · writing")
        #expect(WindowTitle.text(for: growing(1380), glyphs: .emoji) == "🌳 23m · writing")
        #expect(WindowTitle.text(for: growing(1), glyphs: .emoji) == "🌳 1m · writing")
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
            #expect(WindowTitle.text(for: state, glyphs: .emoji) == emoji)
            #expect(WindowTitle.text(for: state, glyphs: .ascii) == ascii)
            #expect(WindowTitle.text(for: state, glyphs: .ascii).unicodeScalars.allSatisfy { $0.isASCII })
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
                let titles = [WindowTitle.text(for: state, glyphs: .emoji), WindowTitle.text(for: state, glyphs: .ascii)]
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
