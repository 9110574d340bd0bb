import FoundationEssentials
import GroveWords

/// How many game seconds pass per wall second (`--speed`): the one place game time and
/// wall time are converted, so the multiplier is applied exactly once either way.
public struct GameSpeed: Sendable, Hashable, Codable {
    /// The accepted range: slower than real time is allowed, but not frozen time.
    public static let allowed: ClosedRange<Double> = 0.01...10_000

    public static let normal = GameSpeed(unchecked: 1)

    /// Game seconds per wall second.
    public let multiplier: Double

    public init?(_ multiplier: Double) {
        guard multiplier.isFinite, GameSpeed.allowed.contains(multiplier) else { return nil }
        self.multiplier = multiplier
    }

    private init(unchecked multiplier: Double) {
        self.multiplier = multiplier
    }

    /// A command-line or environment value such as `60` or `1.5`.
    public init?(parsing text: String) {
        guard let value = Double(text) else { return nil }
        self.init(value)
    }

    public func gameSeconds(forWall wallSeconds: TimeInterval) -> TimeInterval {
        wallSeconds * multiplier
    }

    public func wallSeconds(forGame gameSeconds: TimeInterval) -> TimeInterval {
        gameSeconds / multiplier
    }

    /// Wall seconds between ticks: one game second, so every second shows, but at most 20 a second and at least 1.
    public var tickInterval: TimeInterval {
        min(1, max(0.05, wallSeconds(forGame: 1)))
    }

    public init(from decoder: Decoder) throws {
        let value = try decoder.singleValueContainer().decode(Double.self)
        guard let speed = GameSpeed(value) else {
            let words = Words.Data.speedNot(
                field: decoder.codingPath.last?.stringValue ?? "speed", value: NumberText.shortest(value),
                least: NumberText.shortest(Self.allowed.lowerBound), most: NumberText.shortest(Self.allowed.upperBound))
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: words))
        }
        self = speed
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(multiplier)
    }
}
