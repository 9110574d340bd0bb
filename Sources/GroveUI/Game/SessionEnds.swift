import FoundationEssentials
import GroveCore
import GroveWords

/// How the end of a session shows on the game screen: signalled once, the daily goal said until the next tree, an ended
/// break and a withered tree going home by themselves, and a tree ended in another shell shown as if it ended here.
struct SessionEnds {
    let screen: ScreenStyle
    /// How an end is signalled on this terminal; nil when it is not (the `notifications` setting).
    let signal: CompletionSignal?
    /// Wall seconds a withered tree stays before the screen goes home.
    let witheredLinger: TimeInterval
    /// The last session seen live on this screen (its end is signalled here), and the last whose end was.
    private var watchedSessionID, signalledID: String?
    /// The goal message and the grown tree it belongs to: it goes when that tree is gone.
    private var goalMessage: (outcomeID: String, text: String)?
    private var witheredSince: Date?
    /// The last outcome this screen showed from the view model: it is never shown again as ended elsewhere.
    private var outcomeShownID: String?
    /// A tree that grew here and was ended from another shell (`give-up`, `done`: it told the person and saved the outcome
    /// as seen): shown here too from `since`, as an end here shows, grown until a key or withered a while.
    private var endedElsewhere: (outcome: GameState.Outcome, grown: Bool, since: Date)?

    init(_ services: GameServices) {
        screen = services.screen
        signal = services.signalsCompletion ? services.completionSignal : nil
        witheredLinger = services.witheredLinger
    }

    /// The bell (and a desktop notification escape) once for a session that grew on this screen and just completed, even if
    /// the next one began by itself at once (the full screen then says how it ended, never having shown it).
    mutating func signalIfEnded(_ timer: TimerReading, on state: inout GameState) -> [UInt8] {
        guard let ended = timer.lastFinished, ended.state == .completed, ended.id == watchedSessionID,
            ended.id != signalledID, timer.outcome?.id == ended.id || timer.session != nil
        else { return [] }
        signalledID = ended.id
        if screen == .full, let next = timer.session {
            state.message = FollowUpWords.ended(ended) + " " + FollowUpWords.began(next)
        }
        guard let signal else { return [] }
        let (title, body) = CompletionNotice.words(kind: ended.kind, tag: ended.tag, focusedSeconds: ended.focusedSeconds)
        var bytes = signal.bytes(title: Words.Game.notificationTitle(title: title), body: body)
        if timer.reachedGoal {
            let words = GoalReachedWords.line(treesToday: timer.treesToday)
            if screen == .full, timer.session == nil {
                let message = words + " " + String(GoalProgress.metMark)
                (state.message, goalMessage) = (message, (ended.id, message))
            }
            bytes += signal.bytes(title: Words.Game.notificationTitle(title: GoalReachedWords.title), body: words)
        }
        return bytes
    }

    /// Takes the goal message away once a tree planted since (here or from another shell) has moved on from its tree.
    mutating func dropGoalMessage(after timer: TimerReading, on state: inout GameState) {
        guard let goal = goalMessage, timer.outcome?.id != goal.outcomeID else { return }
        if state.message == goal.text { state.message = nil }
        goalMessage = nil
    }

    /// Whether the outcome goes home without a key: an ended break (nothing to choose) at once, a withered tree after a while.
    mutating func goesHome(_ timer: TimerReading, at now: Date) -> Bool {
        guard let outcome = timer.outcome, outcome.kind == .break || outcome.state == .abandoned else {
            witheredSince = nil
            return false
        }
        if outcome.kind == .break { return true }
        let since = witheredSince ?? now
        witheredSince = since
        return now.timeIntervalSince(since) >= witheredLinger
    }

    /// The outcome showing went home.
    mutating func dismissed() { (witheredSince, endedElsewhere) = (nil, nil) }

    /// When the withered tree showing goes home; nil when none shows.
    var witheredGoesHome: Date? {
        (witheredSince ?? endedElsewhere.flatMap { $0.grown ? nil : $0.since })?.addingTimeInterval(witheredLinger)
    }

    /// Notes the session growing, and shows the tree watched here as it ended when another shell ended it and saved the
    /// outcome as seen, so that it ends on the same screen as an end here: grown until a key, or withered a while, then home.
    mutating func show(_ timer: TimerReading, at now: Date, on state: inout GameState) {
        if let session = timer.session { watchedSessionID = session.id }
        if let outcome = timer.outcome { outcomeShownID = outcome.id }
        if endedElsewhere == nil, timer.session == nil, timer.outcome == nil, let last = timer.lastFinished,
            last.id == watchedSessionID, last.id != outcomeShownID, last.kind == .focus
        {
            // That shell told of the end: nothing to signal here, and the next tree is not one begun by itself.
            (outcomeShownID, signalledID) = (last.id, last.id)
            endedElsewhere = (GameState.Outcome(given: last), last.state == .completed, now)
        }
        guard let shown = endedElsewhere else { return }
        guard timer.session == nil, timer.outcome == nil, shown.grown || now < shown.since.addingTimeInterval(witheredLinger)
        else {
            endedElsewhere = nil
            return
        }
        state.screen = shown.grown ? .completed(shown.outcome) : .abandoned(shown.outcome)
    }
}
