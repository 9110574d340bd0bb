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
            let wall = Measure.medianWall(grove, arguments, environment: environment, runs: 10)
            let peak = Measure.peakKilobytes(grove, arguments, environment: environment, scratch: scratch)
            return Row(arguments: arguments, wall: wall, peakKB: peak, verdict: target.map { Measure.verdict(wall <= $0) } ?? "")
        }
        guard sessions == 30_000 else { return rows }
        // Every month is counted again after an edit (it changes the events every month's tally
        // depends on), one month after an import of one session.
        let edit = try yearView(after: "an edit", grove: grove, environment: environment) { round in
            ["history", "edit", HistoryFixture.newestID, "--note", "edit \(round)"]
        }
        let file = "\(scratch)/import.json"
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_US_POSIX")
        format.timeZone = TimeZone(identifier: "UTC")
        format.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        let anImport = try yearView(after: "an import", grove: grove, environment: environment) { round in
            // A timewarrior interval of three days ago, a new one each round.
            let start = Date().addingTimeInterval(-3 * 86_400 + Double(round) * 60)
            let interval = #"[{"start":"\#(format.string(from: start))","end":"\#(format.string(from: start.addingTimeInterval(1500)))","tags":["bench"]}]"#
            try Data(interval.utf8).write(to: URL(fileURLWithPath: file))
            return ["import", file]
        }
        return rows + [edit, anImport]
    }

    /// The first `forest --year` after the change `command(round)` makes: median of 5 rounds.
    private static func yearView(
        after change: String, grove: String, environment: [String: String], command: (Int) throws -> [String]
    ) throws -> Row {
        var walls: [Double] = []
        for round in 0..<5 {
            _ = Measure.program(grove, try command(round), environment: environment, count: 1)
            walls += Measure.program(grove, ["forest", "--year"], environment: environment, count: 1)
        }
        let wall = Measure.median(walls)
        let arguments = ["forest", "--year", "after \(change)"]
        return Row(arguments: arguments, wall: wall, peakKB: nil, verdict: Measure.verdict(wall <= 0.4))
    }
}
