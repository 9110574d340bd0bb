import FoundationEssentials
import GroveText

/// What grove says of a session that starts by itself after another ended, on the screens,
/// after a command and in `grove status` alike.
public enum FollowUpWords {
    /// "5-minute break", "15-minute long break".
    public static func breakName(minutes: Int, isLong: Bool) -> String {
        "\(minutes)-minute \(isLong ? "long " : "")break"
    }

    /// "Your 5-minute break has begun by itself."
    public static func breakBegan(minutes: Int, isLong: Bool) -> String {
        "Your \(breakName(minutes: minutes, isLong: isLong)) has begun by itself."
    }

    /// "A new oak (writing) was planted by itself: 25 minutes." ("…, counting up." for a count-up tree).
    public static func treePlanted(species: String, tag: String, mode: SessionMode, plannedSeconds: TimeInterval) -> String {
        // A live record edited by hand may hold anything: shown escaped.
        let (species, tag) = (PrintableText.escaped(species), PrintableText.escaped(tag))
        let length = mode == .open ? ", counting up" : ": " + TimeText.spoken(plannedSeconds)
        return "A new \(species) (\(tag)) was planted by itself\(length)."
    }

    /// How `finished` ended, when the screen goes on to the next session without showing it:
    /// "Your oak has grown: 25 min of focus.", "… 25 min of focus, 3 commits on grove.", "… of focus at speed ×60, which earns
    /// nothing.", "Break over."
    public static func ended(_ finished: FinishedSession) -> String {
        guard finished.kind == .focus else { return "Break over." }
        let atSpeed = OtherSpeedWords.atSpeed(finished.speed.multiplier).map { " " + $0 } ?? ""
        let focus = ProjectWords.focus(finished.focusedSeconds, project: finished.project, commits: finished.commits)
        return "Your \(PrintableText.escaped(finished.species)) has grown: \(focus)\(atSpeed)."
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
        let species = PrintableText.escaped(species)
        return kind == .break ? "then a break" : "then \(IndefiniteArticle.before(species)) \(species)"
    }
}
