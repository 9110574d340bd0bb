import FoundationEssentials
import GroveCore
import GroveText

/// The live session at one instant, in the forms `grove status` prints.
struct StatusReport: Encodable {
    static let placeholders = [
        "state", "kind", "mode", "remaining", "elapsed", "countdown", "duration", "stage", "glyph", "tag", "species",
        "note", "speed", "startedAt", "endsAt", "today", "goal", "next", "with",
    ]

    /// Growth glyphs, one terminal column each, stage 1 to 5.
    static let stageGlyphs = ["⡀", "⡄", "⡆", "⡇", "⣿"]

    let session: LiveSession?
    /// Sessions growing on other devices that share the data folder, shown when none grows here.
    var elsewhere: [SessionElsewhere] = []
    let now: Date
    /// Trees grown today, when a placeholder asks for it.
    let treesToday: Int?
    /// The daily goal, when a placeholder asks for it.
    let goal: Int?
    /// What starts by itself when the session ends (`autoStartBreak`, `autoStartFocus`), when asked for.
    var next: SessionKind?

    private var remaining: TimeInterval { session?.remaining(at: now) ?? 0 }

    /// Each placeholder's value; empty when there is no session (but for the state and the day's trees).
    func value(of placeholder: String) -> String {
        switch placeholder {
        case "today": return treesToday.map(String.init) ?? ""
        case "goal": return goal.map(String.init) ?? ""
        default: break
        }
        guard let session else { return placeholder == "state" ? SessionState.idle.rawValue : "" }
        switch placeholder {
        case "state": return session.state.rawValue
        case "kind": return session.kind.rawValue
        case "mode": return session.mode.rawValue
        case "remaining": return String(Int(remaining.rounded(.up)))
        case "elapsed": return String(Int(session.elapsed(at: now).rounded(.down)))
        case "countdown": return clock(session)
        case "duration": return String(Int(session.plannedSeconds))
        case "stage": return String(session.stage(at: now))
        case "glyph": return glyph(session)
        // A live record edited by hand may hold anything; a status bar shows it escaped.
        case "tag": return PrintableText.escaped(session.tag)
        case "species": return PrintableText.escaped(session.species)
        case "note": return PrintableText.escaped(session.note ?? "")
        case "speed": return NumberText.shortest(session.speed.multiplier)
        case "startedAt": return ISOTime.text(session.startedAt)
        case "endsAt": return session.endsAt.map(ISOTime.text) ?? ""
        case "next": return next?.rawValue ?? ""
        case "with": return PrintableText.escaped(Together.list(session.together?.members ?? []))
        default: return ""
        }
    }

    /// One short line: glyph, countdown, tag, and what starts by itself after it.
    var plain: String {
        guard let session else {
            guard !elsewhere.isEmpty else { return "no tree growing" }
            return elsewhere.map { other in
                let species = other.session.kind == .focus ? PrintableText.escaped(other.session.species) : "break"
                // Its device has not recorded the end here yet: no "00:00 left" until it does.
                if other.hasRunOut(at: now) {
                    return "\(IndefiniteArticle.before(species)) \(species) ended on \(other.device) (not yet synced)"
                }
                let doing = other.session.kind == .focus ? "growing" : "taken"
                let state = other.session.state == .paused ? "paused" : doing
                let time = other.session.mode == .open ? "\(clock(other.session)) so far" : "\(clock(other.session)) left"
                return "\(IndefiniteArticle.before(species)) \(species) is \(state) on \(other.device), \(time)"
            }.joined(separator: "; ")
        }
        var line = "\(glyph(session)) \(clock(session)) \(value(of: "tag"))"
        if session.state == .paused { line += " (paused)" }
        if let together = session.together {
            line += together.members.isEmpty ? " (together, alone so far)" : " with \(value(of: "with"))"
        }
        if let next { line += ", " + FollowUpWords.then(next, species: session.species) }
        return line
    }

    private enum CodingKeys: String, CodingKey {
        case state, kind, mode, remaining, elapsed, duration, stage, tag, species, note, speed, startedAt, endsAt, next
        case members
    }

    /// `grove status --json`: every key always there, null when there is no session.
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(value(of: "state"), forKey: .state)
        try container.encode(session?.kind, forKey: .kind)
        try container.encode(session?.mode, forKey: .mode)
        try container.encode(session.map { _ in Int(remaining.rounded(.up)) }, forKey: .remaining)
        try container.encode(session.map { Int($0.elapsed(at: now).rounded(.down)) }, forKey: .elapsed)
        try container.encode(session.map { Int($0.plannedSeconds) }, forKey: .duration)
        try container.encode(session?.stage(at: now), forKey: .stage)
        try container.encode(session?.tag, forKey: .tag)
        try container.encode(session?.species, forKey: .species)
        try container.encode(session?.note, forKey: .note)
        try container.encode(session?.speed, forKey: .speed)
        try container.encode(session?.startedAt, forKey: .startedAt)
        try container.encode(session?.endsAt, forKey: .endsAt)
        try container.encode(next, forKey: .next)
        // The other members of a planting together; null when the tree grows alone.
        try container.encode(session?.together?.members, forKey: .members)
    }

    /// Fills `{placeholder}`s in `template`; nil names the first unknown placeholder.
    static func fill(_ template: String, with value: (String) -> String) -> Result<String, UnknownPlaceholder> {
        var output = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            output += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else {
                output += rest[open...]
                return .success(output)
            }
            let name = String(rest[rest.index(after: open)..<close])
            guard placeholders.contains(name) else { return .failure(UnknownPlaceholder(name: name)) }
            output += value(name)
            rest = rest[rest.index(after: close)...]
        }
        return .success(output + rest)
    }

    struct UnknownPlaceholder: Error {
        let name: String
    }

    /// The clock as the screen shows it: the time left, or "+" and the focus so far for a count-up.
    private func clock(_ session: LiveSession) -> String {
        TimeText.clock(session.clockSeconds(at: now), mode: session.mode)
    }

    private func glyph(_ session: LiveSession) -> String {
        session.kind == .break ? "~" : Self.stageGlyphs[session.stage(at: now) - 1]
    }
}
