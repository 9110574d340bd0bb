import Glibc

/// The live screen's yardstick, the least a terminal countdown in Swift can do: it wakes in `poll` at each wall-clock second
/// or key, writes the time left in one escape sequence; `q` ends it.
enum Countdown {
    static func run() -> Int32 {
        var original = termios()
        let isTerminal = tcgetattr(0, &original) == 0
        var raw = original
        cfmakeraw(&raw)
        if isTerminal { tcsetattr(0, TCSANOW, &raw) }
        defer { if isTerminal { tcsetattr(0, TCSANOW, &original) } }
        let start = now()
        while true {
            let time = now()
            let left = max(0, 25 * 60 - (time.tv_sec - start.tv_sec))
            let bytes = Array("\u{1B}[12;38H\u{1B}[1m\(twoDigits(left / 60)):\(twoDigits(left % 60))\u{1B}[0m".utf8)
            guard write(1, bytes, bytes.count) == bytes.count else { return 1 }
            var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, Int32(1000 - time.tv_nsec / 1_000_000)) > 0 {
                var key: UInt8 = 0
                if read(0, &key, 1) <= 0 || key == UInt8(ascii: "q") { return 0 }
            }
        }
    }

    private static func now() -> timespec {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return time
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
