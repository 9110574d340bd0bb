/// What `grove status` shows of the live record: the session, read without the history.
public struct LiveGlance: Sendable, Hashable {
    public var session: LiveSession?

    public init(session: LiveSession?) {
        self.session = session
    }
}
