import FoundationEssentials
import GroveText
import GroveWords

/// What grove says of a session that starts by itself after another ended, on the screens,
/// after a command and in `grove status` alike.
public enum FollowUpWords {
    /// "5-minute break", "15-minute long break".
    public static func breakName(minutes: Int, isLong: Bool) -> String {
        isLong ? Words.FollowUp.longBreak(minutes: String(minutes)) : Words.FollowUp.shortBreak(minutes: String(minutes))
    }

    /// "Your 5-minute break has begun by itself."
    public static func breakBegan(minutes: Int, isLong: Bool) -> String {
        isLong ? Words.FollowUp.longBreakBegan(minutes: String(minutes)) : Words.FollowUp.shortBreakBegan(minutes: String(minutes))
    }

    /// "A new oak (writing) was planted by itself: 25 minutes." ("…, counting up." for a count-up tree).
    public static func treePlanted(species: String, tag: String, mode: SessionMode, plannedSeconds: TimeInterval) -> String {
        // A live record edited by hand may hold anything: shown escaped.
        let (species, tag) = (Species.displayName(of: species), PrintableText.escaped(tag))
        guard mode != .open else { return Words.FollowUp.treePlantedCountingUp(species: species, tag: tag) }
        return Words.FollowUp.treePlanted(species: species, tag: tag, length: TimeText.spoken(plannedSeconds))
    }

    /// How `finished` ended, when the screen goes on to the next session without showing it:
    /// "Your oak has grown: 25 min of focus.", "… 25 min of focus, 3 commits on grove.", "… of focus at speed ×60, which earns
    /// nothing.", "Break over."
    public static func ended(_ finished: FinishedSession) -> String {
        guard finished.kind == .focus else { return Words.FollowUp.breakOver }
        let (species, amount) = (Species.displayName(of: finished.species), TimeText.amount(finished.focusedSeconds))
        let multiplier = finished.speed.multiplier
        guard multiplier == GameSpeed.normal.multiplier else {
            return Words.FollowUp.grownAtOtherSpeed(species: species, amount: amount, speed: OtherSpeedWords.speed(multiplier))
        }
        guard finished.project != nil else { return Words.FollowUp.grown(species: species, amount: amount) }
        let focus = ProjectWords.focus(finished.focusedSeconds, project: finished.project, commits: finished.commits)
        return Words.Project.grown(species: species, focus: focus)
    }

    public static func began(_ session: LiveSession) -> String {
        switch session.kind {
        case .break: breakBegan(minutes: Int(session.plannedSeconds / 60), isLong: session.isLongBreak)
        case .focus:
            treePlanted(species: session.species, tag: session.tag, mode: session.mode, plannedSeconds: session.plannedSeconds)
        }
    }

    /// What `grove status` adds when something will start by itself: "then a break", "then an oak".
    public static func then(_ kind: SessionKind, species: String) -> String {
        kind == .break ? Words.FollowUp.thenBreak : Words.FollowUp.thenTree(tree: Species.oneTree(of: species))
    }
}
