import Foundation

/// Times `grove _complete tags`, what a shell runs at every tab after `--tag`.
enum CompletionBenchmark {
    /// DESIGN's bar at 30,000 sessions.
    static let target = 0.050

    static func run(grove: String, environment: [String: String], scratch: String) -> (wall: Double, peakKB: Int?) {
        let arguments = ["_complete", "tags"]
        _ = Measure.program(grove, arguments, environment: environment, count: 2)
        let wall = Measure.median(Measure.program(grove, arguments, environment: environment, count: 20))
        return (wall, Measure.peakKilobytes(grove, arguments, environment: environment, scratch: scratch))
    }
}
