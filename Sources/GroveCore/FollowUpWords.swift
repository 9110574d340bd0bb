import GroveText

/// What grove says of a session that starts by itself after another ended (the
/// `autoStartBreak` and `autoStartFocus` settings): on the screens, after a command
/// and in `grove status` alike.
public enum FollowUpWords {
    /// "5-minute break", "15-minute long break".
    public static func breakName(minutes: Int, isLong: Bool) -> String {
        "\(minutes)-minute \(isLong ? "long " : "")break"
    }

    /// "Your 5-minute break has begun by itself." or "A new oak (writing) was planted by
    /// itself: 25 minutes." ("…, counting up." for a count-up tree).
    public static func began(_ session: LiveSession) -> String {
        switch session.kind {
        case .break:
            return "Your \(breakName(minutes: Int(session.plannedSeconds / 60), isLong: session.isLongBreak)) has begun by itself."
        case .focus:
            let length = session.mode == .open ? ", counting up" : ": " + TimeText.spoken(session.plannedSeconds)
            // A live record edited by hand may hold anything: shown escaped.
            let (species, tag) = (PrintableText.escaped(session.species), PrintableText.escaped(session.tag))
            return "A new \(species) (\(tag)) was planted by itself\(length)."
        }
    }

    /// What `grove status` adds when something will start by itself: "then a break", "then an oak".
    public static func then(_ kind: SessionKind, species: String) -> String {
        let species = PrintableText.escaped(species)
        return kind == .break ? "then a break" : "then \(IndefiniteArticle.before(species)) \(species)"
    }
}
