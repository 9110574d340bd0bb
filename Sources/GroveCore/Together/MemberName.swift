import GroveText

/// A person's display name in a room (config `name`, by default the user name). It names
/// their file in the room, so beyond a tag's rule it may not start with a dot.
public struct MemberName: Sendable, Hashable {
    public static let rule = SessionLabel.rule + ", not starting with a dot"

    public let text: String

    public init?(_ text: String) {
        guard SessionLabel(text) != nil, !text.hasPrefix(".") else { return nil }
        self.text = text
    }
}
