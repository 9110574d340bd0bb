import Foundation
import GroveTestSupport
import Testing

@Suite("killing grove at any instant", .serialized)
struct KillSafetyTests {
    /// Many shells plant, pause, resume and give up at once while some are
    /// killed with SIGKILL at random moments; every file must stay readable.
    /// The choices come from a seed (GROVE_TEST_SEED replays one); the moments
    /// of the kills still depend on the machine.
    @Test func everyDataFileStaysReadable() throws {
        let sandbox = try Sandbox()
        let grove = try GroveBinary(sandbox: sandbox)
        let seed = ProcessInfo.processInfo.environment["GROVE_TEST_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 0...UInt64.max)
        print("KillSafetyTests seed: \(seed) (replay with GROVE_TEST_SEED=\(seed))")
        var generator = SeededGenerator(seed: seed)
        let commands: [[String]] = [
            ["plant", "--minutes", "1", "--speed", "600"], ["pause"], ["resume"], ["give-up", "--yes"], ["status"],
        ]
        var killed = 0
        for _ in 0..<60 {
            let batch = try (0..<4).map { _ in try grove.start(commands.randomElement(using: &generator)!) }
            usleep(UInt32.random(in: 0...4_000, using: &generator))
            for process in batch where Bool.random(using: &generator) {
                kill(process.processIdentifier, SIGKILL)
            }
            batch.forEach { $0.waitUntilExit() }
            killed += batch.filter { $0.terminationReason == .uncaughtSignal }.count
        }
        #expect(killed > 20, "seed \(seed)")
        let status = try grove.run(["status", "--json"])
        #expect(status.status == 0, "seed \(seed): \(status.errors)")
        let history = try grove.run(["history", "--json"])
        #expect(history.status == 0, "seed \(seed): \(history.errors)")
        let leftovers = sandbox.temporaryFiles()
        // A killed writer may leave a temporary file; the next writer sweeps it, and it never replaces data.
        // A waiter still finishing a tree at speed 600 may be writing one right now, so allow it to end.
        #expect(try grove.run(["plant", "--minutes", "1"]).status <= 1)
        #expect(eventually(within: 20) { sandbox.temporaryFiles().isEmpty }, "seed \(seed): left behind: \(leftovers), now \(sandbox.temporaryFiles())")
    }
}
