/// What a session is for: growing a tree, or resting after one.
public enum SessionKind: String, Sendable, WordedValue {
    case focus
    case `break`
}
