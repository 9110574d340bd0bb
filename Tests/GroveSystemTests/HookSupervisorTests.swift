import Foundation
import GroveSystem
import GroveTestSupport
import Testing

/// The detached hook supervisor (`grove _hook`) on the clock it is given.
struct HookSupervisorTests {
    @Test func aFailingHookIsLoggedAtTheGivenClocksTime() throws {
        let clock = ManualClock()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("grove-hook-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let hook = "\(folder)/planted"
        try Data("#!/bin/sh\necho out of beans\nexit 3\n".utf8).write(to: URL(fileURLWithPath: hook))
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: hook)
        HookSupervisor(hook: hook, log: "\(folder)/hooks.log", clock: clock).run(environment: [:])
        let log = try String(contentsOfFile: "\(folder)/hooks.log", encoding: .utf8)
        let when = clock.now().formatted(Date.ISO8601FormatStyle())
        #expect(log == "\(when) hook \(hook) exited with status 3\n    out of beans\n")
    }
}
