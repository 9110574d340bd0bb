import Foundation
import GrovePlatform

/// Timing and process-measurement helpers for the benchmark.
enum Measure {
    /// Monotonic seconds.
    static func now() -> Double { Platform.monotonicSeconds() }

    /// The wall seconds `body` takes.
    static func once(_ body: () -> Void) -> Double {
        let start = now()
        body()
        return now() - start
    }

    /// Peak resident kilobytes of one run, by GNU time: `wait4`'s figure cannot be used, as posix_spawn's child shares this
    /// process's memory until it execs, so its peak starts at the benchmark's size.
    static func peakKilobytes(_ path: String, _ arguments: [String], environment: [String: String], scratch: String) -> Int? {
        let time = "/usr/bin/time"
        guard FileManager.default.isExecutableFile(atPath: time) else { return nil }
        let report = "\(scratch)/peak.txt"
        _ = program(time, ["-f", "%M", "-o", report, path] + arguments, environment: environment, count: 1)
        guard let text = try? String(contentsOfFile: report, encoding: .utf8) else { return nil }
        return Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Runs a program to completion `count` times; returns the wall seconds of each run.
    static func program(_ path: String, _ arguments: [String], environment: [String: String], count: Int) -> [Double] {
        (0..<count).compactMap { _ in
            let start = now()
            guard let pid = ProcessLauncher.launch(path, arguments: arguments, environment: environment, detached: false)
            else { return nil }
            _ = Platform.exit(of: pid, waiting: true)
            return now() - start
        }
    }

    /// The median wall seconds of `runs` runs of a program, after two runs that warm the caches.
    static func medianWall(_ path: String, _ arguments: [String], environment: [String: String], runs: Int) -> Double {
        _ = program(path, arguments, environment: environment, count: 2)
        return median(program(path, arguments, environment: environment, count: runs))
    }

    static func median(_ values: [Double]) -> Double { percentile(values, 0.5) }

    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
    }

    static func milliseconds(_ seconds: Double) -> String { String(format: "%.3f ms", seconds * 1000) }

    /// A peak memory figure as printed.
    static func kilobytes(_ peak: Int?) -> String {
        peak.map { "\($0) KB" } ?? "n/a"
    }

    static func verdict(_ met: Bool) -> String { met ? "ok" : "OVER" }
}
