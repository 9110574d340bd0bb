import Foundation
import GroveCore

/// grove's benchmark of contract operations and `grove status` against DESIGN.md's bars; build and run it as the README says.
/// One part only: `live [GROVE]` the live screen (another build's if given), `wake` its in-process work, `forest`, `status`,
/// `commits` a tree's commits counted in a large repository.
let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent().path
let grove = "\(folder)/grove"
let baseline = "\(folder)/grove-bench-baseline"
guard FileManager.default.isExecutableFile(atPath: grove), FileManager.default.isExecutableFile(atPath: baseline) else {
    FileHandle.standardError.write(Data("grove-bench: build grove and grove-bench-baseline first (swift build -c release --static-swift-stdlib)\n".utf8))
    exit(1)
}
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("grove-bench-\(getpid())").path
try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: scratch) }

print("grove-bench (\(folder.hasSuffix("release") ? "release" : "debug") build)\n")

/// What to measure: everything, or only the live screen, the forest views or the status line.
let mode = CommandLine.arguments.dropFirst().first

func padded(_ count: Int) -> String { String(count).padding(toLength: 7, withPad: " ", startingAt: 0) }

func ratio(_ value: Double) -> String { String(format: "%.2f", value) + "x" }

func measureContractOperations() {
    print("Contract operations (median / p99 of 200; target from the contract; DESIGN asks 10x under it)")
    func figures(_ times: [Double]) -> String {
        "\(Measure.milliseconds(Measure.median(times))) / \(Measure.milliseconds(Measure.percentile(times, 0.99)))"
    }
    for row in ContractBenchmark.run(iterations: 200, scratch: scratch) {
        print("  \(row.operation.padding(toLength: 20, withPad: " ", startingAt: 0)) target \(Measure.milliseconds(row.target))"
            + "  in memory \(figures(row.inMemory))  on disk \(figures(row.onDisk))"
            + "  \(Measure.verdict(Measure.percentile(row.onDisk, 0.99) * 10 <= row.target))")
    }
    print()
}

/// What `measureHistories` measures: `grove status`, the forest views and tag completion, or only one.
enum HistoryParts {
    case all, forest, status
}

/// `grove status`, the forest views and tag completion over histories of growing size.
func measureHistories(_ parts: HistoryParts) throws {
    let environment = ["PATH": "/usr/bin:/bin", "HOME": scratch]
    if parts != .forest {
        print("`grove status` (median of 60 runs each, turn about with the baseline reading and decoding the same live file;")
        print("  target ≤ 1.3x baseline, ≤ 10 MB, flat ≤ 1.3x from empty to 300,000 sessions)")
    }
    var forestRows: [Int: [ForestBenchmark.Row]] = [:]
    var completionRows: [Int: (wall: Double, peakKB: Int?)] = [:]
    var statusWalls: [Int: Double] = [:]
    for count in parts == .forest ? [300, 30_000, 300_000] : [0, 300, 30_000, 300_000] {
        let data = "\(scratch)/history-\(count)"
        try HistoryFixture.make(folder: data, sessions: count)
        let grovEnvironment = environment.merging(
            ["GROVE_DATA_DIR": data, "XDG_CONFIG_HOME": scratch, "GROVE_DEVICE": HistoryFixture.device]) { _, set in set }
        if parts != .forest {
            _ = Measure.program(grove, ["plant", "--detach", "--minutes", "180"], environment: grovEnvironment, count: 1)
            let live = "\(data)/devices/\(HistoryFixture.device)/live.json"
            _ = Measure.program(grove, ["status"], environment: grovEnvironment, count: 10)
            _ = Measure.program(baseline, [live], environment: environment, count: 10)
            var walls: [Double] = [], baselineWalls: [Double] = []
            for _ in 0..<60 {
                walls += Measure.program(grove, ["status"], environment: grovEnvironment, count: 1)
                baselineWalls += Measure.program(baseline, [live], environment: environment, count: 1)
            }
            let wall = Measure.median(walls), baselineWall = Measure.median(baselineWalls)
            let peak = Measure.peakKilobytes(grove, ["status"], environment: grovEnvironment, scratch: scratch)
            let baselinePeak = Measure.peakKilobytes(baseline, [live], environment: environment, scratch: scratch)
            statusWalls[count] = wall
            let times = baselineWall > 0 ? wall / baselineWall : 0
            print("  \(padded(count)) sessions  grove status \(Measure.milliseconds(wall))  peak \(Measure.kilobytes(peak))"
                + "  baseline \(Measure.milliseconds(baselineWall))  peak \(Measure.kilobytes(baselinePeak))"
                + "  \(ratio(times))  \(Measure.verdict(times <= 1.3 && (peak ?? 0) <= 10_240))")
            _ = Measure.program(grove, ["give-up", "--yes"], environment: grovEnvironment, count: 1)
        }
        if parts == .all {
            // What a shell runs at a tab after `--tag`.
            let complete = ["_complete", "bash", "--", "plant", "--tag", ""]
            completionRows[count] = (
                Measure.medianWall(grove, complete, environment: grovEnvironment, runs: 20),
                Measure.peakKilobytes(grove, complete, environment: grovEnvironment, scratch: scratch))
        }
        if parts != .status {
            forestRows[count] = try ForestBenchmark.run(grove: grove, environment: grovEnvironment, scratch: scratch, sessions: count)
        }
    }

    if let empty = statusWalls[0], let largest = statusWalls[300_000], empty > 0 {
        print("  flat from empty to 300,000 sessions: \(ratio(largest / empty))  \(Measure.verdict(largest / empty <= 1.3))")
    }
    guard parts != .status else { return }

    print("\n`grove forest` (median of 10 runs; targets: a day, week or month ≤ 10 ms at 30,000 and ≤ 1.3x their cost at 300,")
    print("  the same recent weeks in both, ≤ 20 ms at 300,000; --year over 30,000 ≤ 25 ms, and ≤ 400 ms after an edit (every")
    print("  month counted again, median of 5) and after an import of one session; --all over 300,000 ≤ 500 ms)")
    for count in [300, 30_000, 300_000] {
        for row in forestRows[count] ?? [] {
            let view = row.arguments.joined(separator: " ").padding(toLength: 31, withPad: " ", startingAt: 0)
            print("  \(padded(count)) sessions  \(view) \(Measure.milliseconds(row.wall))"
                + "  peak \(Measure.kilobytes(row.peakKB))  \(row.verdict)")
        }
    }
    for view in ["--day", "--week", "--month"] {
        let wall = { (count: Int) in forestRows[count]?.first { $0.arguments.last == view }?.wall }
        if let small = wall(300), let design = wall(30_000), let large = wall(300_000), small > 0 {
            print("  forest \(view.padding(toLength: 8, withPad: " ", startingAt: 0)) from 300 to 30,000 sessions: "
                + "\(ratio(design / small))  \(Measure.verdict(design / small <= 1.3));  to 300,000: \(ratio(large / small))")
        }
    }

    guard parts == .all else { return }
    print("\nShell completion of tags, `grove _complete bash -- plant --tag ''` (median of 20 runs; target at 30,000 ≤ 50 ms)")
    for count in [0, 30_000, 300_000] {
        guard let row = completionRows[count] else { continue }
        let verdict = count == 30_000 ? Measure.verdict(row.wall <= 0.050) : ""
        print("  \(padded(count)) sessions  \(Measure.milliseconds(row.wall))  peak \(Measure.kilobytes(row.peakKB))"
            + "  \(verdict)")
    }
    print()
}

/// The live screen of `liveGrove` beside the yardstick countdown: a shared machine's CPU times wander minute to minute, so
/// each minute's ratio is taken from the two programs in that minute, and the median of the minutes judged.
func measureLiveScreen(_ liveGrove: String) throws {
    let minuteCount = 5
    print("Live game screen at speed 1 while a tree grows (\(minuteCount) minutes, 80×24, the baseline countdown beside it in each minute;")
    print("  target CPU ≤ 2.5x the baseline's in the same minute, ≤ 3 KB written a minute, ≤ 20 MB resident)")
    let minutes = try (0..<minuteCount).map { _ in try LiveScreenBenchmark.run(grove: liveGrove, baseline: baseline, scratch: scratch) }
    let ratios = minutes.map { $0.grove.cpuMilliseconds / max($0.countdown.cpuMilliseconds, 0.001) }
    let bytes = minutes.map(\.grove.bytesWritten).max() ?? 0
    let resident = minutes.compactMap(\.grove.residentKilobytes).max()
    let times = Measure.median(ratios)
    let verdict = Measure.verdict(times <= 2.5 && bytes <= 3_072 && (resident ?? 0) <= 20_480)
    for (minute, minuteRatio) in zip(minutes, ratios) {
        let figures = String(format: "%.1f ms, baseline %.1f ms", minute.grove.cpuMilliseconds, minute.countdown.cpuMilliseconds)
        print("  grove \(figures): \(ratio(minuteRatio))")
    }
    print("  grove   CPU \(ratio(times)) baseline (median)  written \(bytes) bytes  resident \(Measure.kilobytes(resident))"
        + "  \(verdict)")
}

/// The live screen's own work in a wake, in process: the figure to compare two builds by.
func measureWake() {
    print("\nLive game screen's own work in one wake, in process, 80×24 (median / 90th percentile of 400 wakes)")
    for coldCaches in [false, true] {
        let result = WakeBenchmark.run(wakes: 400, coldCaches: coldCaches)
        print("  \(coldCaches ? "caches emptied before each wake" : "caches warm                    ")   "
            + String(format: "%.1f / %.1f µs   %.0f bytes a wake", result.median, result.p90, result.bytesPerWake))
    }
}

/// A tree's commits counted with `git` in a repository of 100,000 commits.
func measureCommitCount() throws {
    print("\nCommits a tree saw, counted with git in a repository of \(CommitCountBenchmark.commits) commits made by git fast-import")
    print("  (median and slowest of 20 counts; target ≤ 200 ms)")
    guard let result = try CommitCountBenchmark.run(scratch: scratch) else {
        print("  git is not installed: not measured")
        return
    }
    let right = result.counted == CommitCountBenchmark.expected
    print("  counted \(result.counted.map(String.init) ?? "nothing") (expected \(CommitCountBenchmark.expected))"
        + "  \(Measure.milliseconds(result.median)), slowest \(Measure.milliseconds(result.slowest))"
        + "  \(Measure.verdict(right && result.median <= 0.200))")
}

switch mode {
case "commits":
    try measureCommitCount()
case "live":
    try measureLiveScreen(CommandLine.arguments.dropFirst(2).first ?? grove)
case "forest":
    try measureHistories(.forest)
case "status":
    try measureHistories(.status)
case "wake":
    measureWake()
default:
    measureContractOperations()
    try measureHistories(.all)
    try measureLiveScreen(grove)
    measureWake()
    try measureCommitCount()
}
