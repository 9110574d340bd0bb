import Glibc

extension Platform {
    public enum ChildExit: Equatable, Sendable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal with this number ended it.
        case killed(Int32)
    }

    public enum Signal: Sendable {
        /// SIGTERM: please stop.
        case terminate
        /// SIGKILL: stop now.
        case kill

        var number: Int32 {
            switch self {
            case .terminate: SIGTERM
            case .kill: SIGKILL
            }
        }
    }

    public static var processID: Int32 { getpid() }

    /// How the child `pid` ended, collecting it; nil while it still runs (unless `waiting`).
    public static func exit(of pid: Int32, waiting: Bool) -> ChildExit? {
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, waiting ? 0 : WNOHANG)
            if result == pid { break }
            if result < 0 && errno == EINTR { continue }
            return nil
        }
        let signal = status & 0x7f
        return signal != 0 ? .killed(signal) : .exited((status >> 8) & 0xff)
    }

    public static func send(_ signal: Signal, to pid: Int32) { _ = kill(pid, signal.number) }

    public static func send(_ signal: Signal, toGroup group: Int32) { _ = kill(-group, signal.number) }

    /// Ends this process with `status`, flushing the C library's streams.
    public static func exitProcess(_ status: Int32) -> Never { Glibc.exit(status) }
}
