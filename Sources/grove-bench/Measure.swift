import Foundation

/// Timing and process-measurement helpers for the benchmark.
enum Measure {
    /// Monotonic seconds.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Runs `body` `count` times; returns each run's wall time in seconds.
    static func repeatedly(_ count: Int, _ body: () -> Void) -> [Double] {
        (0..<count).map { _ in
            let start = now()
            body()
            return now() - start
        }
    }

    /// Peak resident kilobytes of one run of a program, measured by GNU time.
    ///
    /// `wait4`'s own figure cannot be used: posix_spawn's child shares this
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
            let argv = ([path] + arguments).map { strdup($0) } + [nil]
            let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
            defer {
                argv.forEach { free($0) }
                envp.forEach { free($0) }
            }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            defer { posix_spawn_file_actions_destroy(&actions) }
            var pid: pid_t = 0
            let start = now()
            guard posix_spawn(&pid, path, &actions, nil, argv, envp) == 0 else { return nil }
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            return now() - start
        }
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
    }

    static func milliseconds(_ seconds: Double) -> String {
        String(format: "%.3f ms", seconds * 1000)
    }
}
