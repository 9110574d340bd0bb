import FoundationEssentials
import GroveWords

/// The contract's "sessionComplete" notification: due when the countdown reaches zero.
public struct CompletionNotice: Sendable, Hashable {
    /// The contract's notification identifier.
    public static let identifier = "sessionComplete"

    public var identifier: String { Self.identifier }
    public let sessionID: String
    /// Wall date the notice is due.
    public let fireAt: Date
    /// Wall seconds from scheduling until it is due (game time divided by the speed).
    public let interval: TimeInterval
    public let title: String
    public let body: String

    /// What grove says when a session completes, in a desktop notification and the game's notification escape alike: the
    /// contract's words, then the focus time in the one wording, "Great focus session! 25 min of focus: writing".
    public static func words(kind: SessionKind, tag: String, focusedSeconds: TimeInterval) -> (title: String, body: String) {
        switch kind {
        case .focus: (Words.Notice.treePlanted, Words.Notice.focusBody(amount: TimeText.amount(focusedSeconds), tag: tag))
        case .break: (Words.Notice.breakOver, Words.Notice.breakOverBody)
        }
    }
}
