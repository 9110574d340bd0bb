import GroveText
import GroveWords

/// A person's display name in a room (config `name`, by default the user name). It names
/// their file in the room, so beyond a tag's rule it may not start with a dot.
public struct MemberName: Sendable, Hashable {
    public static var rule: String { Words.Settings.memberNameRule(maximum: String(SessionLabel.maximumLength)) }

    public let text: String

    public init?(_ text: String) {
        guard SessionLabel(text) != nil, !text.hasPrefix(".") else { return nil }
        self.text = text
    }
}
