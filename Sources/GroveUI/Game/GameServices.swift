import FoundationEssentials
import GroveCore
import GroveTerminal

/// What the game loop needs from outside GroveUI, chosen by the composition root: what the terminal can show, how an
/// ended session is signalled, the forest and the store's files to watch.
public struct GameServices {
    /// The full screen, or plain sentences for a screen reader.
    public var screen: ScreenStyle
    /// The colours frames are written with (monochrome for `NO_COLOR`, `--no-color`).
    public var colorCapability: ColorCapability
    /// How the end of a session is signalled on this terminal.
    public var completionSignal: CompletionSignal
    public var titleGlyphs: WindowTitle.Glyphs
    /// Whether the end of a session is signalled at all (the `notifications` setting).
    public var signalsCompletion: Bool
    /// Collects exited child processes (the waiter, hooks, notifiers) so none linger as zombies.
    public var reapChildren: () -> Void
    /// The files whose change may change the live record: watched, so that the store
    /// is read only when one changed. Empty: the store is read once a second.
    public var watchedPaths: [String]
    /// The sessions growing on other devices that share the data folder (read with the
    /// store, never more than that), shown read-only.
    public var sessionsElsewhere: () throws -> [SessionElsewhere]
    /// A line to show when the screen opens, such as why a plant was refused.
    public var openingMessage: String?
    /// Wall seconds the withered tree stays before the screen goes home.
    public var witheredLinger: TimeInterval
    /// The forest's report for the range's period containing a day, read from the history (with the coins as they are now).
    public var forestReport: (ForestPeriod.Range, LocalDay) throws -> ForestReport
    /// `plan` made a planting together in the configured room of this name: joining the planting
    /// opened there, or opening one. Throws what stands in the way, in words for the person.
    public var plantingTogether: (_ plan: SessionPlan, _ room: String) throws -> SessionPlan
    /// The git work tree the trees planted here grow in (``SessionPlan/planted(in:settings:tagGiven:)``); nil: none.
    public var project: ProjectPlace?

    public init(
        colorCapability: ColorCapability, forestReport: @escaping (ForestPeriod.Range, LocalDay) throws -> ForestReport,
        completionSignal: CompletionSignal = .bell, titleGlyphs: WindowTitle.Glyphs = .emoji, signalsCompletion: Bool = true, reapChildren: @escaping () -> Void = {},
        watchedPaths: [String] = [], sessionsElsewhere: @escaping () throws -> [SessionElsewhere] = { [] }, openingMessage: String? = nil, witheredLinger: TimeInterval = 5,
        screen: ScreenStyle = .full,
        plantingTogether: @escaping (_ plan: SessionPlan, _ room: String) throws -> SessionPlan = { plan, _ in plan },
        project: ProjectPlace? = nil
    ) {
        self.screen = screen
        self.colorCapability = colorCapability
        self.forestReport = forestReport
        self.completionSignal = completionSignal
        self.titleGlyphs = titleGlyphs
        self.signalsCompletion = signalsCompletion
        self.reapChildren = reapChildren
        self.watchedPaths = watchedPaths
        self.sessionsElsewhere = sessionsElsewhere
        self.openingMessage = openingMessage
        self.witheredLinger = witheredLinger
        self.plantingTogether = plantingTogether
        self.project = project
    }
}
