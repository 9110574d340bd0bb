import FoundationEssentials
import GroveCore

/// The contract's mock NotificationService: records every call.
public final class RecordingNotificationService: NotificationService {
    public private(set) var scheduled: [CompletionNotice] = []
    public private(set) var cancelled: [String] = []
    public private(set) var announced: [(title: String, body: String)] = []

    public init() {}

    public func schedule(_ notice: CompletionNotice) { scheduled.append(notice) }
    public func cancel(identifier: String) { cancelled.append(identifier) }
    public func announce(title: String, body: String) { announced.append((title, body)) }
}
