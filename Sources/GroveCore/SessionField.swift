/// The fields of a stored session, spelled once: the raw values are the names in
/// month files, `grove history --json`/`--csv` and `grove import`, and the cases are
/// `FinishedSession`'s coding keys, in the order grove prints them.
public enum SessionField: String, CaseIterable, CodingKey, Sendable {
    case id, kind, state, startedAt, endedAt, plannedSeconds, focusedSeconds, pausedSeconds, tag, species, speed
    case mode, note

    /// Fields that sessions carry from ``SchemaVersion/playFields`` on.
    public var isPlayField: Bool { self == .mode || self == .note }
}
