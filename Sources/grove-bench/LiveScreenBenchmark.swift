import Foundation
import GrovePlatform
import GroveTestSupport

/// The live game screen at speed 1 while a tree grows, and the yardstick countdown (what any once-a-second program costs
/// here) in the same minute, each in its own 80×24 pseudo-terminal: CPU time, bytes written and resident memory of each.
enum LiveScreenBenchmark {
    struct Result {
        let cpuMilliseconds: Double
        let bytesWritten: Int
        let residentKilobytes: Int?
    }

    /// A program running in its own pseudo-terminal.
    private struct Running {
        let pty: PseudoTerminal
        let pid: Int32

        init(_ executable: String, _ arguments: [String], environment: [String: String]) throws {
            pty = try PseudoTerminal()
            pty.setSize(width: 80, height: 24)
            pid = try pty.start(executable, arguments: arguments, environment: environment)
        }
    }

    /// Side by side, so that whatever else the machine does that minute weighs on both.
    static func run(grove: String, baseline: String, scratch: String, seconds: Double = 60) throws
        -> (grove: Result, countdown: Result)
    {
        let environment = [
            "PATH": "/usr/bin:/bin", "HOME": scratch, "XDG_CONFIG_HOME": scratch, "GROVE_DATA_DIR": "\(scratch)/live-screen",
            "TERM": "xterm-256color", "COLORTERM": "truecolor", "LANG": "C.UTF-8",
        ]
        let programs = [
            try Running(grove, [], environment: environment), try Running(baseline, ["countdown"], environment: environment),
        ]
        _ = read(programs, for: 1.5)
        programs[0].pty.type("\r")
        // Let the first frame of the growing tree go out before measuring.
        _ = read(programs, for: 2.5)
        let cpuBefore = programs.map { cpuNanoseconds(of: $0.pid) }
        let bytes = read(programs, for: seconds)
        let results = programs.indices.map { index in
            Result(
                cpuMilliseconds: Double(cpuNanoseconds(of: programs[index].pid) - cpuBefore[index]) / 1e6,
                bytesWritten: bytes[index], residentKilobytes: residentKilobytes(of: programs[index].pid))
        }
        for program in programs {
            program.pty.type("q")
            _ = Platform.exit(of: program.pid, waiting: true)
        }
        _ = Measure.program(grove, ["give-up", "--yes"], environment: environment, count: 1)
        return (results[0], results[1])
    }

    /// Reads what the programs write for `seconds`, as their terminals would; returns each one's byte count.
    private static func read(_ programs: [Running], for seconds: Double) -> [Int] {
        let end = Measure.now() + seconds
        let leaders = programs.map(\.pty.leader)
        var bytes = [Int](repeating: 0, count: programs.count)
        while Measure.now() < end {
            let waiting = Int32(max(1, min(200, (end - Measure.now()) * 1000)))
            guard let ready = try? Platform.waitUntilReadable(leaders, milliseconds: waiting) else { break }
            for index in programs.indices where ready[index] {
                bytes[index] += programs[index].pty.readAvailable(waiting: 0).count
            }
        }
        return bytes
    }

    /// Nanoseconds the process has run on a CPU, user and system (the first field of schedstat).
    private static func cpuNanoseconds(of pid: pid_t) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/schedstat", encoding: .utf8),
            let first = text.split(separator: " ").first
        else { return 0 }
        return Int(first) ?? 0
    }

    /// The process's peak resident set (VmHWM), in kilobytes.
    private static func residentKilobytes(of pid: pid_t) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return nil }
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
    }
}
