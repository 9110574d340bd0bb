/// Tells the person when a session ends, whether or not a screen is open.
public protocol NotificationService: AnyObject {
    /// Arranges for the completion to be noticed at `notice.fireAt`, replacing
    /// any notice with the same identifier.
    func schedule(_ notice: CompletionNotice)
    /// Withdraws the notice with `identifier`, if one is arranged.
    func cancel(identifier: String)
    /// Tells the person now.
    func announce(title: String, body: String)
}
