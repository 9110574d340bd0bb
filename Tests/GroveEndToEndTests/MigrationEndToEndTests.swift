import Foundation
import Testing
import GroveTestSupport

@Suite("moving a data folder from the release before devices", .serialized)
struct MigrationEndToEndTests {
    @Test func everySessionUnlockAchievementAndTheLiveTreeSurviveTheMove() throws {
        let sandbox = try Sandbox()
        try LegacyDataFolder.write(to: sandbox.data)
        let grove = try GroveBinary(sandbox: sandbox, device: "laptop")

        let status = try grove.run(["status"])
        #expect(status.output == "⡀ 50:00 deep (paused)\n", "\(status.errors)")
        #expect(try grove.history().compactMap { $0["id"] as? String } == ["old-1", "old-2", "old-3", "old-4", "old-5"])
        let species = try grove.run(["species"]).output
        #expect(species.hasPrefix("coins: 30\n"))
        #expect(species.contains("cherry   available"))
        #expect(try grove.run(["achievements"]).output.hasPrefix("2 of "))
        let moved = try FileManager.default.contentsOfDirectory(atPath: "\(sandbox.data)/migrated-v1").sorted()
        #expect(moved == ["history", "live.json"])
        #expect(!FileManager.default.fileExists(atPath: "\(sandbox.data)/live.json"))
        #expect(try grove.run(["resume"]).status == 0)
    }

    /// The move is killed with SIGKILL at seeded random instants; whatever instant,
    /// the next command finishes it and nothing is lost or counted twice.
    @Test func aKillAtAnyInstantOfTheMoveLosesNothing() throws {
        var generator = SeededGenerator(seed: 2026)
        let extraMonths = 30
        var interrupted = 0
        for round in 0..<12 {
            let sandbox = try Sandbox()
            try LegacyDataFolder.write(to: sandbox.data, extraMonths: extraMonths)
            let grove = try GroveBinary(sandbox: sandbox, device: "laptop")
            for _ in 0..<3 {
                let process = try grove.start(["status"])
                usleep(UInt32.random(in: 0...40_000, using: &generator))
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                if process.terminationReason == .uncaughtSignal { interrupted += 1 }
            }
            let history = try grove.history()
            #expect(history.count == LegacyDataFolder.sessionCount(extraMonths: extraMonths), "round \(round)")
            #expect(Set(history.compactMap { $0["id"] as? String }).count == history.count, "round \(round)")
            #expect(try grove.run(["species"]).output.contains("cherry   available"), "round \(round)")
            #expect(try grove.run(["status"]).output == "⡀ 50:00 deep (paused)\n", "round \(round)")
            #expect(!FileManager.default.fileExists(atPath: "\(sandbox.data)/live.json"), "round \(round)")
        }
        #expect(interrupted > 5, "only \(interrupted) kills landed before the command ended")
    }
}
