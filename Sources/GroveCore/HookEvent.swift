/// The moments a person's hook scripts can react to; the raw value is the hook's file name.
public enum HookEvent: String, Sendable, Hashable, CaseIterable {
    case planted
    case paused
    case resumed
    case completed
    case abandoned
    case breakStarted = "break-started"
    case breakEnded = "break-ended"
}
