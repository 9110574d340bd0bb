import Foundation
import GroveCore
import GroveTestSupport

/// Valid sessions with awkward values: the strings and numbers a month file must carry exactly.
enum RandomSessions {
    /// Pieces that need escaping, span several UTF-8 bytes, or combine.
    private static let pieces = [
        "\"", "\\", "/", "é", "e\u{301}", "😀", "漢字", "\n", "\t", "\r", "\u{1}", "\u{1F}", "\u{7F}", "\u{0}",
        "\u{2028}", " ", "a", "Z", "-", "_", ".", "0",
    ]

    static func sessions(_ count: Int, seed: UInt64) -> [FinishedSession] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { index in session(index, using: &generator) }
    }

    static func session(_ index: Int, using generator: inout SeededGenerator) -> FinishedSession {
        let started = date(using: &generator)
        let ended = min(started + [0, 1500, 0.25, Double.random(in: 0...100_000, using: &generator)].randomElement(using: &generator)!,
                        SaneBounds.dates.upperBound)
        let planned = duration(allowZero: false, using: &generator)
        let focused = [0, planned, Double.random(in: 0...planned, using: &generator)].randomElement(using: &generator)!
        return FinishedSession(
            id: "\(index)-" + text(using: &generator),
            kind: SessionKind.allCases.randomElement(using: &generator)!,
            state: [.completed, .abandoned].randomElement(using: &generator)!,
            startedAt: Date(timeIntervalSinceReferenceDate: started), endedAt: Date(timeIntervalSinceReferenceDate: ended),
            plannedSeconds: planned, focusedSeconds: focused, pausedSeconds: duration(allowZero: true, using: &generator),
            tag: text(using: &generator), species: text(using: &generator), speed: speed(using: &generator),
            mode: SessionMode.allCases.randomElement(using: &generator)!,
            note: Bool.random(using: &generator) ? nil : text(using: &generator))
    }

    static func text(using generator: inout SeededGenerator) -> String {
        (0..<Int.random(in: 0...10, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }

    /// Seconds since 2001: fractions at full precision, whole seconds, clock-like values, the bounds.
    static func date(using generator: inout SeededGenerator) -> Double {
        switch Int.random(in: 0..<5, using: &generator) {
        case 0: Double.random(in: SaneBounds.dates, using: &generator)
        case 1: Double(Int.random(in: -978_307_200...6_311_433_600, using: &generator))
        case 2: Double.random(in: 700_000_000...900_000_000, using: &generator)
        case 3: Double.random(in: 900_000_000...6_000_000_000, using: &generator)
        default: [SaneBounds.dates.lowerBound, SaneBounds.dates.upperBound, 0, -0.5].randomElement(using: &generator)!
        }
    }

    static func duration(allowZero: Bool, using generator: inout SeededGenerator) -> Double {
        let smallest = allowZero ? 0 : Double.leastNonzeroMagnitude
        return [
            smallest, 1500, 1e-7, 0.125, SaneBounds.maximumDuration, Double.leastNonzeroMagnitude,
            Double.random(in: 1...SaneBounds.maximumDuration, using: &generator),
            Double.random(in: 0.000001...1, using: &generator),
        ].randomElement(using: &generator)!
    }

    static func speed(using generator: inout SeededGenerator) -> GameSpeed {
        let multiplier = [0.01, 1, 60, 1.5, 10_000, Double.random(in: GameSpeed.allowed, using: &generator)]
            .randomElement(using: &generator)!
        return GameSpeed(multiplier)!
    }
}
