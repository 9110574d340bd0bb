import GroveWords

/// How the live game is shown at a terminal.
public enum ScreenStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// The full screen: the tree's art, a large countdown, colours, redrawn as it grows.
    case full
    /// Plain sentences, one a line, only when something happens: for screen readers and
    /// braille displays. No escape sequence, no redraw, no glyph.
    case plain

    static var rule: String { Words.Settings.screenRule(full: "\"\(ScreenStyle.full.rawValue)\"", plain: "\"\(ScreenStyle.plain.rawValue)\"") }
}
