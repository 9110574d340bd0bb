extension Duration {
    /// The duration in seconds, as the platform's clocks (``Platform/monotonicSeconds()``)
    /// and waits count them.
    public var inSeconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
