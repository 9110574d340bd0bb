import Foundation
import GrovePlatform
import GroveTestSupport

/// The live game screen at speed 1 while a tree grows: CPU time, bytes written and resident memory over a minute, release
/// `grove` in an 80×24 pseudo-terminal; or the same of the yardstick countdown, what any once-a-second program costs here.
enum LiveScreenBenchmark {
    /// What is measured: grove planting a tree, or the yardstick's countdown.
    enum Program {
        case grove(String)
        case countdown(baseline: String)
    }

    struct Result {
        let cpuMilliseconds: Double
        let bytesWritten: Int
        let residentKilobytes: Int?
    }

    static func run(_ program: Program, scratch: String, seconds: Double = 60) throws -> Result {
        let data = "\(scratch)/live-screen"
        let environment = [
            "PATH": "/usr/bin:/bin", "HOME": scratch, "XDG_CONFIG_HOME": scratch, "GROVE_DATA_DIR": data,
            "TERM": "xterm-256color", "COLORTERM": "truecolor", "LANG": "C.UTF-8",
        ]
        let pty = try PseudoTerminal()
        pty.setSize(width: 80, height: 24)
        let pid: Int32
        switch program {
        case .grove(let grove): pid = try pty.start(grove, arguments: [], environment: environment)
        case .countdown(let baseline): pid = try pty.start(baseline, arguments: ["countdown"], environment: environment)
        }
        _ = read(pty, for: 1.5)
        pty.type("\r")
        // Let the first frame of the growing tree go out before measuring.
        _ = read(pty, for: 2.5)
        let cpuBefore = cpuNanoseconds(of: pid)
        let bytes = read(pty, for: seconds)
        let cpuAfter = cpuNanoseconds(of: pid)
        let resident = residentKilobytes(of: pid)
        pty.type("q")
        _ = Platform.exit(of: pid, waiting: true)
        if case .grove(let grove) = program {
            _ = Measure.program(grove, ["give-up", "--yes"], environment: environment, count: 1)
        }
        return Result(cpuMilliseconds: Double(cpuAfter - cpuBefore) / 1e6, bytesWritten: bytes, residentKilobytes: resident)
    }

    /// Reads what the program writes for `seconds`, as a terminal would; returns the byte count.
    private static func read(_ pty: PseudoTerminal, for seconds: Double) -> Int {
        let end = Measure.now() + seconds
        var count = 0
        while Measure.now() < end {
            count += pty.readAvailable(waiting: Int32(max(1, min(200, (end - Measure.now()) * 1000)))).count
        }
        return count
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
