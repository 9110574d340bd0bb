import GroveCore

/// Records the hooks the game asked to run, in order.
public final class RecordingHookRunner: HookRunner {
    public private(set) var ran: [HookFacts] = []

    public init() {}

    public func run(_ facts: HookFacts) { ran.append(facts) }

    /// The events, in order, for compact assertions.
    public var events: [HookEvent] { ran.map(\.event) }
}
