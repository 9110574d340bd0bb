import Foundation
import GroveCore
import GroveStore
import GroveSystem
import GroveTestSupport

/// Times the contract's operations against its performance table, with the
/// test doubles (pure cost) and with the real JSON store on disk (what a person gets).
enum ContractBenchmark {
    struct Row {
        let operation: String
        let target: Double
        var inMemory: [Double] = []
        var onDisk: [Double] = []
    }

    static func run(iterations: Int, scratch: String) -> [Row] {
        var rows = [
            Row(operation: "startSession()", target: 0.100), Row(operation: "tick (updateTimer)", target: 0.010),
            Row(operation: "handleForeground()", target: 0.050),
        ]
        for index in 0..<iterations {
            let disk = JSONSessionStore(folder: "\(scratch)/contract-\(index)", device: "bench", clock: SystemClock(), makeID: RandomID.make)
            for (place, times) in zip(measure(InMemorySessionRepository()), measure(disk)).enumerated() {
                rows[place].inMemory.append(times.0)
                rows[place].onDisk.append(times.1)
            }
        }
        return rows
    }

    /// The times of starting a session, a tick and coming back to the foreground, in that order.
    private static func measure(_ repository: SessionRepository) -> [Double] {
        let clock = ManualClock()
        let ticker = ManualTicker()
        let model = TimerViewModel(
            repository: repository, notifications: RecordingNotificationService(), hooks: RecordingHookRunner(),
            clock: clock, ticker: ticker, makeSessionID: SequentialIDs().make)
        let start = Measure.once { model.startSession() }
        clock.advance(by: 1)
        let tick = Measure.once { ticker.fire() }
        model.handleBackground()
        clock.advance(by: 400)
        return [start, tick, Measure.once { model.handleForeground() }]
    }
}
