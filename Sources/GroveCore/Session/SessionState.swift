/// The contract's session states, plus `idle` for "no session" (the initial state).
public enum SessionState: String, Sendable, WordedValue {
    case idle = "none"
    case active
    case paused
    case completed
    case abandoned
}
