import FoundationEssentials
import Glibc

/// Runs one hook to completion or to its time limit, and reports trouble in the
/// hook log: a hook that fails, hangs, or is not executable never breaks the game.
public struct HookSupervisor {
    /// How long a hook may run before it is stopped.
    public static let defaultTimeLimit: Double = 10

    public let hook: String
    public let log: String
    public let timeLimit: Double

    public init(hook: String, log: String, timeLimit: Double = HookSupervisor.defaultTimeLimit) {
        self.hook = hook
        self.log = log
        self.timeLimit = timeLimit
    }

    /// Runs the hook with `environment`; returns what happened, also written to the log unless it succeeded.
    @discardableResult
    public func run(environment: [String: String]) -> String? {
        guard access(hook, X_OK) == 0 else {
            return report("is not executable (chmod +x '\(hook)' to enable it)", output: [])
        }
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return report("could not be started: no pipe", output: []) }
        // The supervisor is single-threaded, so marking close-on-exec after pipe() races with nothing.
        pipeEnds.forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) }
        guard let pid = ProcessLauncher.launch(
            hook, arguments: [], environment: environment, detached: false, ownGroup: true, output: .descriptor(pipeEnds[1]))
        else {
            close(pipeEnds[0])
            close(pipeEnds[1])
            return report("could not be started", output: [])
        }
        close(pipeEnds[1])
        defer { close(pipeEnds[0]) }
        var tail: [UInt8] = []
        let deadline = Self.monotonicSeconds() + timeLimit
        var status: Int32 = 0
        var open = true
        while true {
            if waitpid(pid, &status, WNOHANG) == pid { break }
            let left = deadline - Self.monotonicSeconds()
            if left <= 0 {
                stop(group: pid, status: &status)
                drain(pipeEnds[0], into: &tail)
                return report("took longer than \(Int(timeLimit)) s and was stopped", output: tail)
            }
            if open {
                var descriptor = pollfd(fd: pipeEnds[0], events: Int16(POLLIN), revents: 0)
                if poll(&descriptor, 1, Int32(min(left, 0.05) * 1000)) > 0 {
                    open = readSome(pipeEnds[0], into: &tail)
                }
            } else {
                usleep(20_000)
            }
        }
        drain(pipeEnds[0], into: &tail)
        if (status & 0x7f) != 0 { return report("was killed by signal \(status & 0x7f)", output: tail) }
        let code = (status >> 8) & 0xff
        return code == 0 ? nil : report("exited with status \(code)", output: tail)
    }

    private func stop(group pid: pid_t, status: inout Int32) {
        kill(-pid, SIGTERM)
        for _ in 0..<50 {
            if waitpid(pid, &status, WNOHANG) == pid { return }
            usleep(20_000)
        }
        kill(-pid, SIGKILL)
        waitpid(pid, &status, 0)
    }

    /// Keeps the last few kilobytes of the hook's output for the log.
    private func readSome(_ descriptor: Int32, into tail: inout [UInt8]) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }
        tail += buffer[0..<count]
        if tail.count > 2048 { tail.removeFirst(tail.count - 2048) }
        return true
    }

    private func drain(_ descriptor: Int32, into tail: inout [UInt8]) {
        let flags = fcntl(descriptor, F_GETFL)
        _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK)
        while readSome(descriptor, into: &tail) {}
    }

    private func report(_ problem: String, output: [UInt8]) -> String {
        let when = Date().formatted(Date.ISO8601FormatStyle())
        var entry = "\(when) hook \(hook) \(problem)\n"
        if !output.isEmpty {
            let text = String(decoding: output, as: UTF8.self)
            entry += text.split(separator: "\n").map { "    \($0)\n" }.joined()
        }
        let descriptor = open(log, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            _ = entry.utf8CString.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count - 1) }
            close(descriptor)
        }
        return problem
    }

    private static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
