import Foundation

/// Times `grove forest` views over a large history, as a person's shell runs them.
enum ForestBenchmark {
    struct Row {
        let arguments: [String]
        let wall: Double
        let peakKB: Int?
        let verdict: String
    }

    static func run(grove: String, environment: [String: String], scratch: String, sessions: Int) -> [Row] {
        let periods: [([String], Double?)] = [(["forest", "--day"], 0.010), (["forest", "--week"], 0.010), (["forest", "--month"], 0.010)]
        let views: [([String], Double?)]
        switch sessions {
        case 300: views = periods
        case 30_000: views = [(["forest", "--year"], 0.025), (["forest", "--year", "--json"], 0.025), (["forest", "--week"], nil)]
        case 300_000:
            views = periods + [(["forest", "--all"], 0.5), (["forest", "--all", "--json"], 0.5), (["forest", "--year"], nil)]
        default: return []
        }
        return views.map { arguments, target in
            _ = Measure.program(grove, arguments, environment: environment, count: 2)
            let wall = Measure.median(Measure.program(grove, arguments, environment: environment, count: 10))
            let peak = Measure.peakKilobytes(grove, arguments, environment: environment, scratch: scratch)
            let verdict = target.map { wall <= $0 ? "ok" : "OVER" } ?? ""
            return Row(arguments: arguments, wall: wall, peakKB: peak, verdict: verdict)
        }
    }
}
