import FoundationEssentials
import GroveCore
import GroveText
import GroveWords

/// The live session at one instant, in the forms `grove status` prints.
struct StatusReport: Encodable {
    /// What `grove status` tells, each by one name: its `--format` placeholder and its `--json` key.
    enum Field: String, CaseIterable, CodingKey {
        case state, kind, mode, remaining, elapsed, countdown, duration, stage, glyph, tag, species, note, speed, startedAt, endsAt
        case today, goal, next, with, project

        /// Left out of `--json`: drawn for a line (the clock, the glyph), or read only when a template asks (the day).
        var isInJSON: Bool { ![.countdown, .glyph, .today, .goal].contains(self) }
    }

    /// A field's value, typed so that a line and `--json` each write it their way; nil when there is none.
    enum Value: Encodable {
        case text(String?), number(Int?), speed(GameSpeed?), names([String]?)

        /// As `--format` fills it: empty when there is none.
        var line: String {
            switch self {
            // A live record edited by hand may hold anything; a status bar shows it escaped.
            case .text(let text): PrintableText.escaped(text ?? "")
            case .number(let number): number.map(String.init) ?? ""
            case .speed(let speed): speed.map { NumberText.shortest($0.multiplier) } ?? ""
            case .names(let names): PrintableText.escaped(Together.list(names ?? []))
            }
        }

        /// As `--json` writes it: null when there is none.
        func encode(to encoder: Encoder) throws {
            switch self {
            case .text(let text): try text.encode(to: encoder)
            case .number(let number): try number.encode(to: encoder)
            case .speed(let speed): try speed.encode(to: encoder)
            case .names(let names): try names.encode(to: encoder)
            }
        }
    }

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

    /// Each field's value; none when there is no session, but for the state and the day's trees and goal.
    func value(of field: Field) -> Value {
        switch field {
        case .state: .text(session?.state.rawValue ?? SessionState.idle.rawValue)
        case .kind: .text(session?.kind.rawValue)
        case .mode: .text(session?.mode.rawValue)
        case .remaining: .number(session.map { Int($0.remaining(at: now).rounded(.up)) })
        case .elapsed: .number(session.map { Int($0.elapsed(at: now).rounded(.down)) })
        case .countdown: .text(session.map(clock))
        case .duration: .number(session.map { Int($0.plannedSeconds) })
        case .stage: .number(session?.stage(at: now))
        case .glyph: .text(session.map(glyph))
        case .tag: .text(session?.tag)
        case .species: .text(session?.species)
        case .note: .text(session?.note)
        case .speed: .speed(session?.speed)
        // Printed dates are ISO 8601 text, in --json too.
        case .startedAt: .text(session.map { ISOTime.text($0.startedAt) })
        case .endsAt: .text(session?.endsAt.map(ISOTime.text))
        case .today: .number(treesToday)
        case .goal: .number(goal)
        case .next: .text(next?.rawValue)
        // The other members of a planting together; none when the tree grows alone.
        case .with: .names(session?.together?.members)
        // The repository the tree was planted in, by name: recorded then, so status reads no repository.
        case .project: .text(session?.project?.name)
        }
    }

    /// One short line: glyph, countdown, tag, and what starts by itself after it.
    var plain: String {
        guard let session else {
            guard !elsewhere.isEmpty else { return Words.Status.noTree }
            return elsewhere.map(elsewhereLine).joined(separator: "; ")
        }
        var line = "\(glyph(session)) \(clock(session)) \(value(of: .tag).line)"
        if session.state == .paused { line += " " + Words.Status.paused }
        if let together = session.together {
            line += " " + (together.members.isEmpty ? Words.Status.aloneSoFar : Words.Status.with(members: value(of: .with).line))
        }
        if let next { line = Words.Status.next(line: line, next: FollowUpWords.then(next, species: session.species)) }
        return line
    }

    /// A session growing on another device: "an oak is growing on laptop, 18:42 left".
    private func elsewhereLine(_ other: SessionElsewhere) -> String {
        let (device, time, paused) = (other.device, clock(other.session), other.session.state == .paused)
        guard other.session.kind == .focus else {
            // Its device has not recorded the end here yet: no "00:00 left" until it does.
            if other.hasRunOut(at: now) { return Words.Status.breakEndedElsewhere(device: device) }
            return paused ? Words.Status.breakPausedElsewhere(device: device, left: time) : Words.Status.breakElsewhere(device: device, left: time)
        }
        let tree = Species.oneTree(of: other.session.species)
        if other.hasRunOut(at: now) { return Words.Status.endedElsewhere(tree: tree, device: device) }
        if other.session.mode == .open {
            return paused
                ? Words.Status.countingUpPausedElsewhere(tree: tree, device: device, focus: time)
                : Words.Status.countingUpElsewhere(tree: tree, device: device, focus: time)
        }
        return paused
            ? Words.Status.pausedElsewhere(tree: tree, device: device, left: time) : Words.Status.growingElsewhere(tree: tree, device: device, left: time)
    }

    /// `grove status --json`: every key always there, null when there is no session.
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Field.self)
        for field in Field.allCases where field.isInJSON {
            try container.encode(value(of: field), forKey: field)
        }
    }

    /// Fills `{placeholder}`s in `template`; nil names the first unknown placeholder.
    static func fill(_ template: String, with value: (Field) -> String) -> Result<String, UnknownPlaceholder> {
        var output = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            output += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else {
                output += rest[open...]
                return .success(output)
            }
            let name = String(rest[rest.index(after: open)..<close])
            guard let field = Field(rawValue: name) else { return .failure(UnknownPlaceholder(name: name)) }
            output += value(field)
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
