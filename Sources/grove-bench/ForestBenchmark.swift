import Foundation

/// Times `grove forest` views over a large history, as a person's shell runs them.
enum ForestBenchmark {
    struct Row {
        let arguments: [String]
        let wall: Double
        let peakKB: Int?
        let verdict: String
    }

    static func run(grove: String, environment: [String: String], scratch: String, sessions: Int) throws -> [Row] {
        func periods(within target: Double) -> [([String], Double?)] {
            [(["forest", "--day"], target), (["forest", "--week"], target), (["forest", "--month"], target)]
        }
        let views: [([String], Double?)]
        switch sessions {
        case 300: views = periods(within: 0.010)
        case 30_000: views = periods(within: 0.010) + [(["forest", "--year"], 0.025), (["forest", "--year", "--json"], 0.025)]
        case 300_000:
            views = periods(within: 0.020) + [(["forest", "--all"], 0.5), (["forest", "--all", "--json"], 0.5), (["forest", "--year"], nil)]
        default: return []
        }
        let rows = views.map { arguments, target in
            _ = Measure.program(grove, arguments, environment: environment, count: 2)
            let wall = Measure.median(Measure.program(grove, arguments, environment: environment, count: 10))
            let peak = Measure.peakKilobytes(grove, arguments, environment: environment, scratch: scratch)
            let verdict = target.map { wall <= $0 ? "ok" : "OVER" } ?? ""
            return Row(arguments: arguments, wall: wall, peakKB: peak, verdict: verdict)
        }
        guard sessions == 30_000 else { return rows }
        return rows + [afterAnEdit(grove: grove, environment: environment), try afterAnImport(grove: grove, environment: environment, scratch: scratch)]
    }

    /// The first `forest --year` after a history edit, for which every month is counted again
    /// (the edit changes the events every month's tally depends on): median of 5 edits.
    private static func afterAnEdit(grove: String, environment: [String: String]) -> Row {
        var walls: [Double] = []
        for round in 0..<5 {
            _ = Measure.program(grove, ["history", "edit", HistoryFixture.newestID, "--note", "edit \(round)"], environment: environment, count: 1)
            walls += Measure.program(grove, ["forest", "--year"], environment: environment, count: 1)
        }
        let wall = Measure.median(walls)
        return Row(arguments: ["forest", "--year", "after an edit"], wall: wall, peakKB: nil, verdict: wall <= 1 ? "ok" : "OVER")
    }

    /// The first `forest --year` after `grove import` of one session (a timewarrior interval of
    /// three days ago, a new one each round), for which its month is counted again: median of 5.
    private static func afterAnImport(grove: String, environment: [String: String], scratch: String) throws -> Row {
        var walls: [Double] = []
        let file = "\(scratch)/import.json"
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_US_POSIX")
        format.timeZone = TimeZone(identifier: "UTC")
        format.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        for round in 0..<5 {
            let start = Date().addingTimeInterval(-3 * 86_400 + Double(round) * 60)
            let interval = #"[{"start":"\#(format.string(from: start))","end":"\#(format.string(from: start.addingTimeInterval(1500)))","tags":["bench"]}]"#
            try Data(interval.utf8).write(to: URL(fileURLWithPath: file))
            _ = Measure.program(grove, ["import", file], environment: environment, count: 1)
            walls += Measure.program(grove, ["forest", "--year"], environment: environment, count: 1)
        }
        let wall = Measure.median(walls)
        return Row(arguments: ["forest", "--year", "after an import"], wall: wall, peakKB: nil, verdict: wall <= 1 ? "ok" : "OVER")
    }
}
