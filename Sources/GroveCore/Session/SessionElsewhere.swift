import FoundationEssentials

/// A session growing on another device that shares the data folder: shown, never changed from here.
public struct SessionElsewhere: Sendable, Hashable {
    /// As its folder is called.
    public let device: String
    public let session: LiveSession

    public init(device: String, session: LiveSession) {
        self.device = device
        self.session = session
    }

    /// Whether its countdown has run out by `now`: over, though its device may not have recorded it yet.
    public func hasRunOut(at now: Date) -> Bool {
        session.endsAt.map { $0 <= now } ?? false
    }
}
