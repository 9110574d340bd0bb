/// The fields of a stored session, spelled once: names in month files, `grove history --json`/`--csv`
/// and `grove import`, and `FinishedSession`'s coding keys, in the order grove prints them.
public enum SessionField: String, CaseIterable, CodingKey, Sendable {
    case id, kind, state, startedAt, endedAt, plannedSeconds, focusedSeconds, pausedSeconds, tag, species, speed
    case mode, note
    /// The other members of a planting together (absent when planted alone) and, when it withered,
    /// who gave up (absent otherwise): written only when there is something to say.
    case with, gaveUp
    /// Game seconds `grove extend` added to the planned length (absent when never extended), and `true` for a session
    /// recorded with `grove log`, which grove did not time (absent otherwise).
    case extendedSeconds, logged
    /// The repository a tree grew in, its branch and the commits made meanwhile; its pauses and their reasons: written
    /// only when there is something to say.
    case project, branch, commits, interruptions, interruptedBy
}
