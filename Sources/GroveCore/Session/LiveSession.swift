import FoundationEssentials

/// The session growing now, the single source of truth every grove process shares.
/// It stores dates, never a countdown, so no process has to be running while it grows.
public struct LiveSession: Sendable, Hashable, Codable {
    public enum Phase: Sendable, Hashable, Codable {
        /// Counting down towards `endsAt` (wall time).
        case running(endsAt: Date)
        /// Frozen with `remaining` game seconds left since `since` (wall time).
        case paused(remaining: TimeInterval, since: Date)
    }

    public let id: String
    public let kind: SessionKind
    /// Planned length in game seconds, extensions included.
    public internal(set) var plannedSeconds: TimeInterval
    public let speed: GameSpeed
    public let startedAt: Date
    public let tag: String
    public let species: String
    /// Countdown or count-up; a count-up's `plannedSeconds` is the limit at which it completes by itself.
    public let mode: SessionMode
    public var note: String?
    /// Game seconds spent paused in earlier, finished pauses.
    public var pausedSeconds: TimeInterval
    public var phase: Phase
    /// Nil when planted alone.
    public var together: Together?
    /// Nil until the tree is extended.
    public internal(set) var extended: SessionExtension?
    /// Where the tree was planted, when inside a git work tree (and the config lets grove note it).
    public var project: ProjectPlace?
    /// Its pauses and their reasons.
    public var interruptions = Interruptions.none

    public init(
        id: String, kind: SessionKind, plannedSeconds: TimeInterval, speed: GameSpeed,
        startedAt: Date, tag: String, species: String, mode: SessionMode = .countdown, note: String? = nil,
        pausedSeconds: TimeInterval = 0, phase: Phase, together: Together? = nil, project: ProjectPlace? = nil
    ) {
        self.id = id
        self.kind = kind
        self.plannedSeconds = plannedSeconds
        self.speed = speed
        self.startedAt = startedAt
        self.tag = tag
        self.species = species
        self.mode = mode
        self.note = note
        self.pausedSeconds = pausedSeconds
        self.phase = phase
        self.together = together
        self.project = project
    }

    public var state: SessionState {
        if case .running = phase { .active } else { .paused }
    }

    /// The wall date the countdown reaches zero, while running.
    public var endsAt: Date? {
        if case .running(let endsAt) = phase { return endsAt }
        return nil
    }

    /// Remaining game seconds at `now`, clamped to `0...plannedSeconds` so a clock
    /// set back can never grow the countdown past its start.
    public func remaining(at now: Date) -> TimeInterval {
        let raw = switch phase {
        case .running(let endsAt): speed.gameSeconds(forWall: endsAt.timeIntervalSince(now))
        case .paused(let remaining, _): remaining
        }
        return min(max(raw, 0), plannedSeconds)
    }

    /// Game seconds of focus (or rest) so far: what a count-up shows.
    public func elapsed(at now: Date) -> TimeInterval {
        plannedSeconds - remaining(at: now)
    }

    /// Game seconds the clock shows at `now`: the time left, or for a count-up the whole
    /// seconds of focus so far (a count-up shows 00:00 until its first second has passed).
    public func clockSeconds(at now: Date) -> TimeInterval {
        mode == .open ? elapsed(at: now).rounded(.down) : remaining(at: now)
    }

    public func stage(at now: Date) -> Int {
        guard let extended else { return mode.stage(elapsed: elapsed(at: now), planned: plannedSeconds) }
        return TreeStage.stage(grown: SessionExtension.growth(elapsed: elapsed(at: now), planned: plannedSeconds, extended: extended))
    }

    /// Total game seconds paused, including a pause still in progress at `now`.
    public func totalPausedSeconds(at now: Date) -> TimeInterval {
        guard case .paused(_, let since) = phase else { return pausedSeconds }
        return pausedSeconds + max(0, speed.gameSeconds(forWall: now.timeIntervalSince(since)))
    }

    public var isLongBreak: Bool { kind == .break && tag == SessionPlan.longBreakTag }

    public var shapeSeed: UInt64 { ShapeSeed.of(id) }
}

extension LiveSession {
    private enum CodingKeys: String, CodingKey {
        case id, kind, plannedSeconds, speed, startedAt, tag, species, mode, note, pausedSeconds, endsAt, pausedRemaining
        case pausedSince, together, extended, project, interruptions
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        kind = try container.decode(SessionKind.self, forKey: .kind)
        plannedSeconds = try container.decodeDuration(forKey: .plannedSeconds, allowZero: false)
        speed = try container.decode(GameSpeed.self, forKey: .speed)
        startedAt = try container.decodeSaneDate(forKey: .startedAt)
        tag = try container.decode(String.self, forKey: .tag)
        species = try container.decode(String.self, forKey: .species)
        // Older files have neither field; in newer ones both are required (a null note included).
        if decoder.hasPlayFields {
            mode = try container.decode(SessionMode.self, forKey: .mode)
            note = try container.decode(String?.self, forKey: .note)
            if let note, let problem = SessionSanity.noteProblem(note) {
                throw DecodingError.dataCorruptedError(forKey: .note, in: container, debugDescription: "note \(problem)")
            }
        } else {
            mode = .countdown
            note = nil
        }
        pausedSeconds = try container.decodeDuration(forKey: .pausedSeconds, allowZero: true)
        if let endsAt = try container.decodeSaneDateIfPresent(forKey: .endsAt) {
            phase = .running(endsAt: endsAt)
        } else {
            phase = .paused(
                remaining: try container.decodeDuration(forKey: .pausedRemaining, allowZero: true),
                since: try container.decodeSaneDate(forKey: .pausedSince))
        }
        // Written only for a planting together: a file without it, as every older one, planted alone.
        together = try container.decodeIfPresent(Together.self, forKey: .together)
        // Written only once the tree is extended.
        extended = try container.decodeIfPresent(SessionExtension.self, forKey: .extended)
        if let problem = extended?.problem(planned: plannedSeconds) {
            throw DecodingError.dataCorruptedError(forKey: .extended, in: container, debugDescription: "extended \(problem)")
        }
        // Written only for a tree planted in a project, or paused: a file without them, as every older one, has neither.
        project = try container.decodeIfPresent(ProjectPlace.self, forKey: .project)
        interruptions = try container.decodeIfPresent(Interruptions.self, forKey: .interruptions) ?? .none
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        try container.encode(plannedSeconds, forKey: .plannedSeconds)
        try container.encode(speed, forKey: .speed)
        try container.encode(startedAt, forKey: .startedAt)
        try container.encode(tag, forKey: .tag)
        try container.encode(species, forKey: .species)
        try container.encode(mode, forKey: .mode)
        try container.encode(note, forKey: .note)
        try container.encode(pausedSeconds, forKey: .pausedSeconds)
        switch phase {
        case .running(let endsAt):
            try container.encode(endsAt, forKey: .endsAt)
        case .paused(let remaining, let since):
            try container.encode(remaining, forKey: .pausedRemaining)
            try container.encode(since, forKey: .pausedSince)
        }
        try container.encodeIfPresent(together, forKey: .together)
        try container.encodeIfPresent(extended, forKey: .extended)
        try container.encodeIfPresent(project, forKey: .project)
        if interruptions != .none { try container.encode(interruptions, forKey: .interruptions) }
    }
}
