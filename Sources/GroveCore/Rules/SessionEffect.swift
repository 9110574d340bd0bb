/// Work the shells around the core perform after a transition is saved.
public enum SessionEffect: Sendable, Hashable {
    /// Arrange for the completion to be noticed (and announced) at its end time.
    case scheduleNotice(CompletionNotice)
    /// Withdraw the arranged notice: the session was paused, given up or completed.
    case cancelNotice(identifier: String)
    /// Tell the person now (bell, desktop notification).
    case announce(title: String, body: String)
    case runHook(HookFacts)
    /// Tell the person who acted, in these words (on the screen, or on the command line).
    case tell(String)
    /// Record this person's tree in their own file in the room of `together`.
    case postToRoom(Together, RoomPlanting)
}
