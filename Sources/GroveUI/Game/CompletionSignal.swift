import GroveTerminal
import GroveText

/// What the game screen sends to the terminal when a session ends: the bell,
/// and a desktop notification escape where the terminal is known to show one.
public enum CompletionSignal: Equatable, Sendable {
    /// The bell alone: the terminal's own way to draw attention.
    case bell
    /// The bell and `ESC ] 9 ; body BEL` (iTerm2, kitty).
    case bellAndOSC9
    /// The bell and `ESC ] 777 ; notify ; title ; body BEL` (foot, WezTerm, Ghostty, urxvt).
    case bellAndOSC777

    /// The signal for the terminal `environment` describes: in tmux or screen the escape would reach the multiplexer, not the
    /// desktop, so the bell alone is used (tmux turns it into its own alert).
    public static func detect(environment: [String: String]) -> CompletionSignal {
        let term = environment["TERM"] ?? ""
        let program = environment["TERM_PROGRAM"] ?? ""
        if environment["TMUX"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux") { return .bell }
        if program == "iTerm.app" { return .bellAndOSC9 }
        if program == "WezTerm" || program == "ghostty" { return .bellAndOSC777 }
        if term.hasPrefix("xterm-kitty") { return .bellAndOSC9 }
        if term.hasPrefix("foot") || term.hasPrefix("rxvt-unicode") || term == "xterm-ghostty" { return .bellAndOSC777 }
        return .bell
    }

    public func bytes(title: String, body: String) -> [UInt8] {
        let notification = switch self {
        case .bell: ""
        case .bellAndOSC9: "\u{1B}]9;\(Self.clean(body))\u{07}"
        case .bellAndOSC777: "\u{1B}]777;notify;\(Self.clean(title));\(Self.clean(body))\u{07}"
        }
        return [0x07] + Array(notification.utf8)
    }

    /// `text` without control characters (which could end the escape early) or
    /// semicolons (which separate its fields).
    static func clean(_ text: String) -> String {
        PrintableText.removingUnprintable(from: text).filter { $0 != ";" }
    }
}
