/// Tells the person when a session ends, whether or not a screen is open.
public protocol NotificationService: AnyObject {
    /// Replaces any notice with the same identifier.
    func schedule(_ notice: CompletionNotice)
    func cancel(identifier: String)
    /// Tells the person now.
    func announce(title: String, body: String)
}
