import FoundationEssentials
import GroveCore
import GroveTerminal

/// How the game loop behaves in this process: what the terminal can show and
/// the few services it needs from outside GroveUI.
public struct GameOptions {
    /// The colours frames are written with (monochrome for `NO_COLOR`, `--no-color`).
    public var colorCapability: ColorCapability
    /// How the end of a session is signalled on this terminal.
    public var completionSignal: CompletionSignal
    /// Whether the end of a session is signalled at all (the `notifications` setting).
    public var signalsCompletion: Bool
    /// Collects exited child processes (the waiter, hooks, notifiers) so none linger as zombies.
    public var reapChildren: () -> Void
    /// A line to show when the screen opens, such as why a plant was refused.
    public var openingMessage: String?
    /// Wall seconds the withered tree stays before the screen goes home.
    public var witheredLinger: TimeInterval
    /// The forest's report for the period of a range containing a day, read
    /// from the history (with the coins as they are now); throws when the
    /// history cannot be read.
    public var forestReport: (ForestPeriod.Range, LocalDay) throws -> ForestReport

    public init(
        colorCapability: ColorCapability, forestReport: @escaping (ForestPeriod.Range, LocalDay) throws -> ForestReport,
        completionSignal: CompletionSignal = .bell, signalsCompletion: Bool = true, reapChildren: @escaping () -> Void = {},
        openingMessage: String? = nil, witheredLinger: TimeInterval = 5
    ) {
        self.colorCapability = colorCapability
        self.forestReport = forestReport
        self.completionSignal = completionSignal
        self.signalsCompletion = signalsCompletion
        self.reapChildren = reapChildren
        self.openingMessage = openingMessage
        self.witheredLinger = witheredLinger
    }
}
