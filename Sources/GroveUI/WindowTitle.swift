import FoundationEssentials

/// The terminal window's title while the game screen is open: the state and the
/// countdown to the minute, such as `🌳 24m · writing`, so a person can see the
/// session from another window or tab. It changes at most once a minute.
public enum WindowTitle {
    /// What the title may be written with.
    public enum Glyphs: Equatable, Sendable {
        /// A leading emoji for the state.
        case emoji
        /// Plain ASCII words, for a terminal or locale that cannot show emoji.
        case ascii

        /// Emoji where the locale is UTF-8 and the terminal can draw it (not the Linux console).
        public static func detect(environment: [String: String]) -> Glyphs {
            let locale = [environment["LC_ALL"], environment["LC_CTYPE"], environment["LANG"]]
                .compactMap { $0 }.first { !$0.isEmpty } ?? ""
            let isUTF8 = locale.lowercased().filter { $0 != "-" }.contains("utf8")
            let term = environment["TERM"] ?? ""
            return isUTF8 && term != "linux" && term != "dumb" ? .emoji : .ascii
        }
    }

    /// What of `state` its title tells: its screen, with a countdown's seconds rounded up
    /// to the minute and no stage. Two states with the same subject have the same title, so
    /// a screen drawn every second makes its title again only when the subject changes.
    public static func subject(of state: GameState) -> GameState.Screen {
        guard case .session(var session) = state.screen else { return state.screen }
        session.remainingSeconds = minutes(session) * 60
        session.stage = 0
        return .session(session)
    }

    /// The countdown to the minute, rounded up as the clock shows it.
    private static func minutes(_ session: GameState.Session) -> Int {
        (session.remainingSeconds + 59) / 60
    }

    /// The title for `state`.
    public static func text(for state: GameState, glyphs: Glyphs) -> String {
        func titled(_ emoji: String, _ words: String) -> String {
            glyphs == .emoji ? "\(emoji) \(words)" : "grove \(words)"
        }
        let dot = glyphs == .emoji ? " · " : " - "
        switch state.screen {
        case .home:
            return "grove"
        case .session(let session):
            let left = "\(minutes(session))m"
            switch (session.kind, session.isPaused) {
            case (.break, _):
                return titled("☕", "\(left)\(dot)break" + (session.isPaused ? " (paused)" : ""))
            case (_, true):
                return titled("⏸", "\(left)\(dot)\(session.tag) (paused)")
            case (_, false):
                return titled("🌳", "\(left)\(dot)\(session.tag)")
            }
        case .completed(let outcome):
            return titled("🌳", "grown\(dot)\(outcome.tag)")
        case .abandoned(let outcome):
            return titled("🥀", "withered\(dot)\(outcome.tag)")
        }
    }
}
