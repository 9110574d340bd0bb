import Foundation
import GroveSystem
import GroveTestSupport
import GroveWords
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

    @Test func whatAHookDidIsInTheCatalog() throws {
        let folder = TemporaryFolder()
        let log = "\(folder.path)/hooks.log"
        var hooks = ["\(folder.path)/missing"]
        for (index, script) in ["exit 3", "kill -9 $$", "sleep 5"].enumerated() {
            try folder.write("#!/bin/sh\n\(script)\n", to: "hook\(index)")
            hooks.append("\(folder.path)/hook\(index)")
            try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: hooks[hooks.count - 1])
        }
        let problems = Words.$language.withValue(.pseudo) {
            hooks.map { HookSupervisor(hook: $0, log: log, clock: ManualClock(), timeLimit: 0.2).run(environment: [:]) }
        }
        #expect(problems.allSatisfy { $0 != nil })
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map(String.init)
        for text in problems.compactMap({ $0 }) + lines {
            let words = text.replacing(folder.path, with: "")
            #expect(BareEnglish.runs(in: words, keeping: ["missing", "hook", "chmod"]).isEmpty, "\(words)")
        }
    }
}
