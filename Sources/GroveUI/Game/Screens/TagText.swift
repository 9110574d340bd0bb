/// How a session's tag is shown after other words.
enum TagText {
    /// The default tag, which would only repeat "focus" next to it.
    static let unsaid = "focus"

    /// "  ·  writing", or nothing for the default tag.
    static func suffix(_ tag: String) -> String {
        tag == unsaid ? "" : "  ·  " + tag
    }
}
