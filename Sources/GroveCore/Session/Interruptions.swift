import GroveWords

/// The pauses of a tree, each an interruption, and the reasons given for them (`call`, `colleague`); a pause without a
/// reason counts too. A reason is a label (``SessionLabel``): a word, safe on a terminal, in a CSV cell and a hook.
public struct Interruptions: Sendable, Hashable {
    /// Every pause, the one in progress included.
    public private(set) var count: Int
    /// The reasons given, in the order of their pauses; fewer than `count` when a pause had none.
    public private(set) var reasons: [String]
    /// The reason of the pause in progress, until it ends; nil when none was given (yet).
    public private(set) var current: String?

    public init(count: Int = 0, reasons: [String] = [], current: String? = nil) {
        self.count = count
        self.reasons = reasons
        self.current = current
    }

    public static let none = Interruptions()

    /// The reasons of every pause, the one in progress included: what a finished session keeps.
    public var allReasons: [String] { reasons + (current.map { [$0] } ?? []) }

    /// A pause begins, for `reason` when one is given.
    public mutating func pause(for reason: String?) {
        count += 1
        current = reason
    }

    /// The pause in progress is given its reason, or another one.
    public mutating func explain(_ reason: String) {
        current = reason
    }

    /// The pause in progress ends: its reason joins the others.
    public mutating func resume() {
        reasons = allReasons
        current = nil
    }

    /// The reasons most given first, each with how often (ties in the order of the words), as the forest shows them.
    public static func mostCommon(_ counts: [String: Int]) -> [(reason: String, count: Int)] {
        counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { (reason: $0.key, count: $0.value) }
    }
}

/// A pause's reason as a person gives it: `grove pause call`, or typed on the game screen after `space`.
public enum PauseReason {
    /// The reason in `text`, or nil when it is no label; an empty text is no reason at all, never refused.
    public static func given(_ text: String) -> String? {
        SessionLabel(text)?.text
    }

    /// What the game's prompt keeps of a typed character: one a label holds, a space as `-` (as imported tags do), no more
    /// than a label's length; nil for one it cannot hold.
    public static func typed(_ character: Character, after text: String) -> String? {
        guard text.count < SessionLabel.maximumLength else { return nil }
        let kept: Character = character == " " ? "-" : character
        return SessionLabel(String(kept)) == nil ? nil : text + String(kept)
    }
}

/// As the live file keeps the pauses of the tree growing: `{"count":2,"current":null,"reasons":["call"]}`.
extension Interruptions: Codable {
    private enum CodingKeys: String, CodingKey {
        case count, reasons, current
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        count = try container.decode(Int.self, forKey: .count)
        reasons = try container.decode([String].self, forKey: .reasons)
        current = try container.decode(String?.self, forKey: .current)
        if let problem = Self.problem(count: count, reasons: allReasons) {
            throw DecodingError.dataCorruptedError(forKey: .count, in: container, debugDescription: problem)
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(count, forKey: .count)
        try container.encode(reasons, forKey: .reasons)
        try container.encode(current, forKey: .current)
    }

    /// What is wrong with `count` pauses given `reasons`, as a file holds them; nil when they are sensible: no more reasons
    /// than pauses, each within a label's length (a hand edit's control characters are read, and shown escaped).
    static func problem(count: Int, reasons: [String]) -> String? {
        guard (0...maximumCount).contains(count), reasons.count <= count,
              reasons.allSatisfy({ !$0.isEmpty && $0.count <= SessionLabel.maximumLength })
        else { return Words.Interruption.fileRule(most: Words.number(maximumCount)) }
        return nil
    }

    /// More pauses than any tree of 180 minutes could hold, a second each, is a damaged file.
    static let maximumCount = 100_000
}

extension Interruptions {
    /// What is wrong with `session`'s pauses, as ``SessionSanity`` names a problem; nil when nothing is.
    static func problem(in session: FinishedSession) -> (field: SessionField, problem: String)? {
        let pauses = session.interruptions
        return problem(count: pauses.count, reasons: pauses.allReasons).map { (.interruptions, $0) }
    }
}
