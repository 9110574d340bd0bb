import Foundation
import GroveCore
import GrovePlatform
import GroveTerminal
import GroveTestSupport
import GroveUI

/// The live screen's own work in one wake at speed 1, in process on a manual clock, without the kernel's share: it varies by
/// a tenth between runs where a real minute varies by half, so two builds compare by it. With `coldCaches` each wait first
/// writes over 64 MB, evicting the screen from the caches as a second's sleep on a busy machine does: the wake then fetches.
enum WakeBenchmark {
    struct Result {
        /// Microseconds of work between one wait and the next, median and 90th percentile.
        let median: Double
        let p90: Double
        /// Bytes written to the terminal per wake.
        let bytesPerWake: Double
    }

    static func run(wakes: Int, coldCaches: Bool) -> Result {
        let clock = ManualClock()
        let model = TimerViewModel(
            repository: InMemorySessionRepository(), notifications: RecordingNotificationService(), hooks: RecordingHookRunner(),
            clock: clock, ticker: ManualTicker(), settings: GroveSettings(), speed: .normal, makeSessionID: SequentialIDs().make)
        model.startSession()
        let terminal = TimedTerminal(clock: clock, wakes: wakes, coldCaches: coldCaches)
        // The store's files are watched, as they are on Linux: it is read once a minute, not every wake.
        let services = GameServices(
            colorCapability: .truecolor, forestReport: { _, _ in throw CocoaError(.fileNoSuchFile) }, watchedPaths: ["live.json"])
        _ = GameLoop(model: model, terminal: terminal, clock: clock, services: services).run()
        // The first wakes draw the whole screen.
        let times = Array(terminal.times.dropFirst(5))
        return Result(
            median: Measure.median(times), p90: Measure.percentile(times, 0.9),
            bytesPerWake: Double(terminal.bytes) / Double(max(1, terminal.times.count)))
    }

    /// An 80×24 terminal whose waits pass at once on the manual clock, timing the work in between.
    private final class TimedTerminal: GameTerminal {
        private let clock: ManualClock
        private var wakesLeft: Int
        private let coldCaches: Bool
        private(set) var times: [Double] = []
        private(set) var bytes = 0
        private var returned: UInt64?
        private var filler: [UInt8]

        init(clock: ManualClock, wakes: Int, coldCaches: Bool) {
            self.clock = clock
            wakesLeft = wakes
            self.coldCaches = coldCaches
            filler = coldCaches ? [UInt8](repeating: 1, count: 64 << 20) : []
        }

        func enter() throws {}
        func enterLines() throws {}
        func leave() {}
        func abandon() {}
        func suspend() throws {}
        func size() -> TerminalSize? { TerminalSize(width: 80, height: 24) }
        func write(_ bytes: [UInt8]) throws { self.bytes += bytes.count }
        func watch(_ paths: [String]) -> Bool { true }

        func nextEvents(timeout: Double?) -> [TerminalEvent] {
            if let returned { times.append(Double(DispatchTime.now().uptimeNanoseconds - returned) / 1000) }
            if let timeout { clock.advance(by: timeout) }
            wakesLeft -= 1
            if wakesLeft <= 0 { return [.interrupt] }
            if coldCaches { overwriteFiller() }
            returned = DispatchTime.now().uptimeNanoseconds
            return []
        }

        /// One write to every cache line of the filler.
        private func overwriteFiller() {
            filler.withUnsafeMutableBufferPointer { buffer in
                for index in stride(from: 0, to: buffer.count, by: 64) { buffer[index] &+= 1 }
            }
        }
    }
}
