import GroveCore
import GroveTerminal
@testable import GroveUI
import GroveWords

/// The screens people see most, in German (long words) and Japanese (two columns a character), at the smallest, the
/// best and a big terminal: read by eye, they show a layout holding a real language, not only the pseudo-language.
enum LanguageSnapshotTests {
    static let languages: [Language] = [.de, .ja]
    static let sizes = [TerminalSize(width: 40, height: 12), TerminalSize(width: 80, height: 24), TerminalSize(width: 120, height: 40)]

    /// The game's screens, by their folder in the snapshots.
    static let screens: [(folder: String, state: GameState)] = [
        ("home", GameStates.withGoal(2, of: 4, GameStates.home)), ("growing", GameStates.growing()),
        ("completed", GameStates.completed()), ("abandoned", GameStates.abandoned()),
    ]

    /// The forest's views, opened over the home screen.
    static let ranges: [ForestPeriod.Range] = [.week, .month, .year]

    /// The snapshots of this suite, which ``SnapshotFileTests`` compares with their files: `home/home-de-80x24`.
    static let snapshots: [SnapshotCase] = languages.flatMap { language in
        sizes.flatMap { size in
            screens.map { folder, state in
                SnapshotCase("\(folder)/\(folder)-\(language.rawValue)", size) {
                    Words.$language.withValue(language) { GameScreen.render(state, size: size).plainText() }
                }
            } + ranges.map { range in
                SnapshotCase("forest-\(range.rawValue)/forest-\(range.rawValue)-\(language.rawValue)", size) {
                    Words.$language.withValue(language) {
                        let page = ForestPage.report(ForestHistory.report(range, ForestHistory.today), calendar: ForestHistory.calendar)
                        return GameScreen.render(GameStates.forest(range, over: GameStates.home), size: size, forest: page).plainText()
                    }
                }
            }
        }
    }
}
