import GroveText

/// The window title as the game sets it: pushed on entering, popped on leaving. A terminal without a title stack (tmux)
/// ignores both, so the title is first set empty: grove's countdown never outlives the screen.
public enum TerminalTitle {
    /// `CSI 22;0t`: saves the window and icon titles on the terminal's stack.
    static let push: [UInt8] = Array("\u{1B}[22;0t".utf8)

    /// An empty title, then `CSI 23;0t`: restores the titles saved by `push`.
    static let clearAndPop: [UInt8] = set("") + Array("\u{1B}[23;0t".utf8)

    /// `OSC 2 ; text ST`: the window title, without control characters (ended by ST,
    /// not BEL, which would ring where the title is not understood).
    public static func set(_ text: String) -> [UInt8] {
        Array("\u{1B}]2;\(PrintableText.removingUnprintable(from: text))\u{1B}\\".utf8)
    }
}
