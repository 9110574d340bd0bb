/// What a session is for: growing a tree, or resting after one.
public enum SessionKind: String, Sendable, Codable, CaseIterable {
    case focus
    case `break`
}
