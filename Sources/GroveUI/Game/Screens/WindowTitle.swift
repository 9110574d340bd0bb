import FoundationEssentials
import GroveWords

/// The window title while the game is open, such as `🌳 24m · writing`, so the session shows from another window or tab.
/// It holds the countdown to the minute, so it changes at most once a minute.
public enum WindowTitle {
    /// What the title may be written with: a leading emoji for the state, or plain ASCII
    /// words for a terminal or locale that cannot show emoji.
    public enum Glyphs: Equatable, Sendable {
        case emoji, ascii

        /// Emoji where the locale is UTF-8 and the terminal can draw it (not the Linux console).
        public static func detect(environment: [String: String]) -> Glyphs {
            let locale = [environment["LC_ALL"], environment["LC_CTYPE"], environment["LANG"]]
                .compactMap { $0 }.first { !$0.isEmpty } ?? ""
            let isUTF8 = locale.lowercased().filter { $0 != "-" }.contains("utf8")
            let term = environment["TERM"] ?? ""
            return isUTF8 && term != "linux" && term != "dumb" ? .emoji : .ascii
        }
    }

    /// All a title tells of a state, the countdown to the minute: a screen drawn every second
    /// makes its title again only when this changes, and copies no more of the state to know.
    public struct Subject: Equatable, Sendable {
        public enum Screen: Equatable, Sendable {
            case home, focus, rest, grown, withered
        }

        public let screen: Screen
        public let isPaused: Bool
        public let minutes: Int
        public let tag: String
    }

    /// What of `state` its title tells.
    public static func subject(of state: GameState) -> Subject {
        switch state.screen {
        case .home: Subject(screen: .home, isPaused: false, minutes: 0, tag: "")
        case .session(let session):
            Subject(
                screen: session.kind == .break ? .rest : .focus, isPaused: session.isPaused,
                minutes: (session.remainingSeconds + 59) / 60, tag: session.tag)
        case .completed(let outcome): Subject(screen: .grown, isPaused: false, minutes: 0, tag: outcome.tag)
        case .abandoned(let outcome): Subject(screen: .withered, isPaused: false, minutes: 0, tag: outcome.tag)
        }
    }

    /// The title telling `subject`: after an emoji for the state, or after grove's name in plain ASCII, with " - " for " · ".
    public static func text(for subject: Subject, glyphs: Glyphs) -> String {
        let (emoji, words): (String, String)
        switch subject.screen {
        case .home: return "grove"
        case .rest:
            emoji = "☕"
            words = subject.isPaused ? Words.Title.restPaused(count: subject.minutes) : Words.Title.rest(count: subject.minutes)
        case .focus where subject.isPaused: (emoji, words) = ("⏸", Words.Title.focusPaused(count: subject.minutes, tag: subject.tag))
        case .focus: (emoji, words) = ("🌳", Words.Title.focus(count: subject.minutes, tag: subject.tag))
        case .grown: (emoji, words) = ("🌳", Words.Title.grown(tag: subject.tag))
        case .withered: (emoji, words) = ("🥀", Words.Title.withered(tag: subject.tag))
        }
        return glyphs == .emoji ? "\(emoji) \(words)" : "grove " + words.replacing(" · ", with: " - ")
    }
}
