import Foundation
import GroveTerminal
import GroveTestSupport
import GroveUI

/// A terminal that plays a script of events on the fixture's manual clock:
/// waiting moves the clock by the wait, so a minute of the game takes no time.
final class ScriptedTerminal: GameTerminal {
    /// Something that happens at a moment of the script.
    struct Step {
        /// Seconds after the start.
        var at: TimeInterval
        var events: [TerminalEvent]
        /// Done just before the events arrive, such as a change by another process.
        /// A step without events happens unseen: the wait goes on.
        var before: () -> Void = {}
    }

    private let clock: ManualClock
    private let start: Date
    /// What happens, in any order; set before the game runs.
    var steps: [Step] = []
    private(set) var written: [[UInt8]] = []
    private(set) var waits: [Date] = []
    private(set) var calls: [String] = []
    var reportedSize = TerminalSize(width: 80, height: 24)
    /// Seconds the process stays stopped in `suspend()`.
    var stoppedFor: TimeInterval = 0
    /// Whether `watch(_:)` succeeds; the script then sends `.filesChanged` itself.
    var canWatch = false
    private(set) var watched: [String] = []

    init(clock: ManualClock) {
        self.clock = clock
        start = clock.current
    }

    /// Every byte written.
    var bytes: [UInt8] { written.flatMap { $0 } }

    func enter() throws { calls.append("enter") }
    func enterLines() throws { calls.append("enterLines") }
    func leave() { calls.append("leave") }
    func abandon() { calls.append("abandon") }
    func suspend() throws {
        calls.append("suspend")
        clock.advance(by: stoppedFor)
    }
    func size() -> TerminalSize? { reportedSize }
    func write(_ bytes: [UInt8]) throws { written.append(bytes) }
    func watch(_ paths: [String]) -> Bool {
        watched = paths
        return canWatch
    }

    func nextEvents(timeout: Double?) -> [TerminalEvent] {
        let wakeAt = clock.current.addingTimeInterval(timeout ?? 3600)
        steps.sort { $0.at < $1.at }
        while let step = steps.first, start.addingTimeInterval(step.at) <= wakeAt {
            steps.removeFirst()
            clock.set(max(clock.current, start.addingTimeInterval(step.at)))
            step.before()
            if !step.events.isEmpty { return step.events }
        }
        // The script is over: end the game rather than run for ever.
        guard !steps.isEmpty else { return [.terminate] }
        clock.set(wakeAt)
        waits.append(wakeAt)
        return []
    }
}
