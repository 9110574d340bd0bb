/// What the forest counts of the pauses of some focus trees: how many trees, how many pauses, how often each reason was
/// given; summed like the rest of ``ForestTally``.
public struct InterruptionTally: Sendable, Equatable, Codable {
    public private(set) var trees = 0
    public private(set) var interruptions = 0
    public private(set) var reasons: [String: Int] = [:]

    public init() {}

    /// A tally as a store kept it; nil when its numbers cannot be counts.
    public init?(trees: Int, interruptions: Int, reasons: [String: Int]) {
        guard trees >= 0, interruptions >= 0, reasons.values.allSatisfy({ $0 > 0 }) else { return nil }
        (self.trees, self.interruptions, self.reasons) = (trees, interruptions, reasons)
    }

    /// Counts a focus tree's pauses.
    mutating func count(_ session: FinishedSession) {
        trees += 1
        interruptions += session.interruptions.count
        for reason in session.interruptions.reasons { reasons[reason, default: 0] += 1 }
    }

    mutating func add(_ other: InterruptionTally) {
        trees += other.trees
        interruptions += other.interruptions
        reasons.merge(other.reasons, uniquingKeysWith: +)
    }

    /// Pauses a tree, over every tree counted; nil with no tree.
    public var perTree: Double? { trees == 0 ? nil : Double(interruptions) / Double(trees) }

    /// The reasons most given first (``Interruptions/mostCommon(_:)``).
    public var mostCommon: [(reason: String, count: Int)] { Interruptions.mostCommon(reasons) }

    private enum CodingKeys: String, CodingKey {
        case trees, interruptions, reasons
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let tally = InterruptionTally(
            trees: try container.decode(Int.self, forKey: .trees), interruptions: try container.decode(Int.self, forKey: .interruptions),
            reasons: try container.decode([String: Int].self, forKey: .reasons))
        else { throw DecodingError.dataCorruptedError(forKey: .trees, in: container, debugDescription: "counts below 0") }
        self = tally
    }
}
