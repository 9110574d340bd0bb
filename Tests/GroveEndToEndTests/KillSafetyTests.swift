import Foundation
import Testing

@Suite("killing grove at any instant", .serialized)
struct KillSafetyTests {
    /// Many shells plant, pause, resume and give up at once while some are
    /// killed with SIGKILL at random moments; every file must stay readable.
    @Test func everyDataFileStaysReadable() throws {
        let sandbox = try Sandbox()
        let grove = try GroveBinary(sandbox: sandbox)
        var generator = SystemRandomNumberGenerator()
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
        #expect(killed > 20)
        let status = try grove.run(["status", "--json"])
        #expect(status.status == 0, "\(status.errors)")
        let history = try grove.run(["history", "--json"])
        #expect(history.status == 0, "\(history.errors)")
        // Temporary files sit beside the files they replace, in the device's folder and its sessions.
        func temporaries() -> [String] {
            (FileManager.default.subpaths(atPath: sandbox.data) ?? []).filter { $0.hasSuffix(".tmp") }
        }
        let leftovers = temporaries()
        // A killed writer may leave a temporary file; the next writer sweeps it, and it never replaces data.
        #expect(try grove.run(["plant", "--minutes", "1"]).status <= 1)
        let after = temporaries()
        #expect(after.isEmpty, "left behind: \(leftovers)")
    }
}
