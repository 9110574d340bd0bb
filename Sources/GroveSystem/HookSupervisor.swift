import FoundationEssentials
import GroveCore
import GrovePlatform
import GroveWords

/// Runs one hook to completion or to its time limit, and reports trouble in the
/// hook log: a hook that fails, hangs, or is not executable never breaks the game.
public struct HookSupervisor {
    /// How long a hook may run before it is stopped.
    public static let defaultTimeLimit: Double = 10

    public let hook: String
    public let log: String
    public let timeLimit: Double
    /// Dates the log's entries.
    private let clock: WallClock

    public init(hook: String, log: String, clock: WallClock, timeLimit: Double = HookSupervisor.defaultTimeLimit) {
        self.hook = hook
        self.log = log
        self.clock = clock
        self.timeLimit = timeLimit
    }

    /// Runs the hook with `environment`; returns what happened, also written to the log unless it succeeded.
    @discardableResult
    public func run(environment: [String: String]) -> String? {
        guard Platform.isExecutable(hook) else {
            return report(Words.System.hookNotExecutable(command: "chmod +x '\(hook)'"), output: [])
        }
        guard let output = try? Platform.makePipe() else { return report(Words.System.hookNoPipe, output: []) }
        guard let pid = ProcessLauncher.launch(
            hook, arguments: [], environment: environment, detached: false, ownGroup: true, output: .descriptor(output.write))
        else {
            Platform.close(output.read)
            Platform.close(output.write)
            return report(Words.System.hookNotStarted, output: [])
        }
        Platform.close(output.write)
        defer { Platform.close(output.read) }
        var tail: [UInt8] = []
        let deadline = Platform.monotonicSeconds() + timeLimit
        var open = true
        while true {
            if let exit = Platform.exit(of: pid, waiting: false) {
                drain(output.read, into: &tail)
                switch exit {
                case .killed(let signal): return report(Words.System.hookKilled(signal: String(signal)), output: tail)
                case .exited(let code): return code == 0 ? nil : report(Words.System.hookExited(status: String(code)), output: tail)
                }
            }
            let left = deadline - Platform.monotonicSeconds()
            if left <= 0 {
                TimedCommand.stop(group: pid)
                drain(output.read, into: &tail)
                return report(Words.System.hookTimedOut(seconds: String(Int(timeLimit))), output: tail)
            }
            if open {
                let ready = (try? Platform.waitUntilReadable([output.read], milliseconds: Int32(min(left, 0.05) * 1000))) ?? ReadyDescriptors()
                if ready[0] {
                    let bytes = (try? Platform.read(from: output.read)) ?? []
                    keep(bytes, in: &tail)
                    open = !bytes.isEmpty
                }
            } else {
                Platform.sleep(seconds: 0.02)
            }
        }
    }

    private func drain(_ descriptor: Int32, into tail: inout [UInt8]) {
        Platform.setNonBlocking(descriptor)
        keep((try? Platform.readToEnd(from: descriptor)) ?? [], in: &tail)
    }

    /// Keeps the last few kilobytes of the hook's output for the log.
    private func keep(_ bytes: [UInt8], in tail: inout [UInt8]) {
        tail += bytes
        if tail.count > 2048 { tail.removeFirst(tail.count - 2048) }
    }

    private func report(_ problem: String, output: [UInt8]) -> String {
        var entry = ISOTime.text(clock.now()) + " " + Words.System.hookFailed(hook: hook, problem: problem) + "\n"
        if !output.isEmpty {
            let text = String(decoding: output, as: UTF8.self)
            entry += text.split(separator: "\n").map { "    \($0)\n" }.joined()
        }
        try? Platform.writeFile(log, Array(entry.utf8), mode: .append)
        return problem
    }
}
