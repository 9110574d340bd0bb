/// The moments a person's hook scripts can react to; the raw value is the hook's file name.
public enum HookEvent: String, Sendable, Hashable, CaseIterable {
    case planted
    case paused
    case resumed
    case completed
    case abandoned
    /// Given up within the grace period: nothing withered, nothing recorded.
    case cancelled
    case goalReached = "goal-reached"
    case breakStarted = "break-started"
    case breakEnded = "break-ended"
    /// Minutes were added to the growing tree (`grove extend`, `+`).
    case extended
}
