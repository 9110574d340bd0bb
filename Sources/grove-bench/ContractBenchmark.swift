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
        let inMemory: [Double]
        let onDisk: [Double]
    }

    static func run(iterations: Int, scratch: String) -> [Row] {
        var startMemory: [Double] = [], tickMemory: [Double] = [], foregroundMemory: [Double] = []
        var startDisk: [Double] = [], tickDisk: [Double] = [], foregroundDisk: [Double] = []
        for index in 0..<iterations {
            let memory = InMemorySessionRepository()
            measure(memory, start: &startMemory, tick: &tickMemory, foreground: &foregroundMemory)
            let disk = JSONSessionStore(folder: "\(scratch)/contract-\(index)", device: "bench", clock: SystemClock(), makeID: RandomID.make)
            measure(disk, start: &startDisk, tick: &tickDisk, foreground: &foregroundDisk)
        }
        return [
            Row(operation: "startSession()", target: 0.100, inMemory: startMemory, onDisk: startDisk),
            Row(operation: "tick (updateTimer)", target: 0.010, inMemory: tickMemory, onDisk: tickDisk),
            Row(operation: "handleForeground()", target: 0.050, inMemory: foregroundMemory, onDisk: foregroundDisk),
        ]
    }

    private static func measure(_ repository: SessionRepository, start: inout [Double], tick: inout [Double], foreground: inout [Double]) {
        let clock = ManualClock()
        let ticker = ManualTicker()
        let model = TimerViewModel(
            repository: repository, notifications: RecordingNotificationService(), hooks: RecordingHookRunner(),
            clock: clock, ticker: ticker)
        start += Measure.repeatedly(1) { model.startSession() }
        clock.advance(by: 1)
        tick += Measure.repeatedly(1) { ticker.fire() }
        model.handleBackground()
        clock.advance(by: 400)
        foreground += Measure.repeatedly(1) { model.handleForeground() }
    }
}
