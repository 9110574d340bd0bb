import Foundation
import Testing

@Suite("the grove binary, from a shell", .serialized)
struct SessionEndToEndTests {
    @Test func aPlantedTreeCompletesOnItsOwnAndRunsTheHook() throws {
        let sandbox = try Sandbox()
        try sandbox.installRecordingHook("completed")
        let grove = try GroveBinary(sandbox: sandbox)
        #expect(try grove.run(["plant", "--minutes", "1", "--speed", "60"]).status == 0)

        // No other grove command runs until the hook has: the waiter alone must complete it.
        // However late a busy machine lets it run, it records the true end time.
        #expect(eventually(within: 60) { sandbox.hookRecord("completed") != nil })
        let history = try grove.history()
        #expect(history.count == 1)
        let session = try #require(history.first)
        #expect(session["state"] as? String == "completed")
        #expect(session["kind"] as? String == "focus")
        #expect(session["focusedSeconds"] as? Int == 60)
        #expect(try Self.wallSeconds(from: session["startedAt"], to: session["endedAt"]) == 1)
        let hook = try #require(sandbox.hookRecord("completed"))
        #expect(hook.contains("GROVE_EVENT=completed"))
        #expect(hook.contains("GROVE_FOCUSED_SECONDS=60"))
        #expect(hook.contains("GROVE_KIND=focus"))
    }

    /// The sleeps are lower bounds (a busy machine only makes them longer), so the
    /// checks are too; the exact account comes from the stored record.
    @Test func pauseFromAnotherShellFreezesTheCountdownUntilResume() throws {
        let sandbox = try Sandbox()
        let grove = try GroveBinary(sandbox: sandbox)
        // An hour at speed 60: a minute of wall time before it could end by itself.
        #expect(try grove.run(["plant", "--minutes", "60", "--speed", "60", "--tag", "e2e"]).status == 0)
        Thread.sleep(forTimeInterval: 0.5)
        #expect(try grove.run(["pause"]).status == 0)
        let paused = try grove.status()
        #expect(paused["state"] as? String == "paused")
        Thread.sleep(forTimeInterval: 1.2)
        let stillPaused = try grove.status()
        #expect(stillPaused["remaining"] as? Int == paused["remaining"] as? Int)

        #expect(try grove.run(["resume"]).status == 0)
        Thread.sleep(forTimeInterval: 1.1)
        let resumed = try grove.status()
        #expect(resumed["state"] as? String == "active")
        let frozen = try #require(paused["remaining"] as? Int)
        let now = try #require(resumed["remaining"] as? Int)
        #expect(frozen - now >= 60)

        #expect(try grove.run(["give-up", "--yes"]).status == 0)
        let history = try grove.history()
        #expect(history.count == 1)
        let session = try #require(history.first)
        #expect(session["state"] as? String == "abandoned")
        let focused = try #require(session["focusedSeconds"] as? Double)
        let pausedSeconds = try #require(session["pausedSeconds"] as? Double)
        #expect(focused >= 90)
        #expect(pausedSeconds >= 60)
        // Every game second between planting and giving up was either focus or pause
        // (the stored times are whole seconds: one wall second is 60 game seconds).
        let span = try Self.wallSeconds(from: session["startedAt"], to: session["endedAt"]) * 60
        #expect(abs(span - (focused + pausedSeconds)) <= 60, "span \(span), focused \(focused), paused \(pausedSeconds)")
        #expect(try grove.status()["state"] as? String == "none")
    }

    /// Wall seconds between two stored times of `grove history --json`.
    private static func wallSeconds(from start: Any?, to end: Any?) throws -> Double {
        let format = Date.ISO8601FormatStyle()
        let started = try format.parse(try #require(start as? String))
        let ended = try format.parse(try #require(end as? String))
        return ended.timeIntervalSince(started)
    }

    @Test(arguments: [
        ["bloom"], ["plant", "--speed", "0"], ["plant", "--speed", "abc"], ["plant", "--minutes", "-5"],
        ["pause", "--now"], ["history", "--since", "yesterday"],
    ])
    func badInputExitsTwoAndChangesNothing(arguments: [String]) throws {
        let sandbox = try Sandbox()
        let grove = try GroveBinary(sandbox: sandbox)
        #expect(try grove.run(["plant", "--minutes", "5"]).status == 0)
        let before = sandbox.dataSnapshot()
        let result = try grove.run(arguments)
        #expect(result.status == 2)
        #expect(result.errors.contains("usage: grove"))
        #expect(sandbox.dataSnapshot() == before)
    }

    @Test func commandsThatCannotBeDoneExitOneWithAReason() throws {
        let sandbox = try Sandbox()
        let grove = try GroveBinary(sandbox: sandbox)
        let pause = try grove.run(["pause"])
        #expect(pause.status == 1)
        #expect(pause.errors == "grove: no session is running to pause\n")
        #expect(try grove.run(["plant"]).status == 0)
        let again = try grove.run(["plant"])
        #expect(again.status == 1)
        #expect(again.errors.contains("is already growing"))
    }

    @Test func aCorruptLiveFileStopsEveryCommandAndStaysUntouched() throws {
        let sandbox = try Sandbox()
        let grove = try GroveBinary(sandbox: sandbox)
        try FileManager.default.createDirectory(atPath: sandbox.data, withIntermediateDirectories: true)
        let garbage = Data("{\"schema\":1,\"live\":{".utf8)
        try garbage.write(to: URL(fileURLWithPath: "\(sandbox.data)/live.json"))
        for arguments in [["status"], ["plant"], ["history"]] {
            let result = try grove.run(arguments)
            #expect(result.status == 1)
            #expect(result.errors.contains("\(sandbox.data)/live.json"))
        }
        #expect(FileManager.default.contents(atPath: "\(sandbox.data)/live.json") == garbage)
    }

    /// The executable opens the store, and refuses a data folder whose path names a file before any command acts.
    @Test func aDataFolderThatIsAFileIsSaidToBeOne() throws {
        let sandbox = try Sandbox()
        let grove = try GroveBinary(sandbox: sandbox)
        let file = "\(sandbox.root)/data-file"
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: file))
        for folder in [file, "\(file)/grove/deeper"] {
            for command in [["status"], ["plant", "--detach"], ["history"]] {
                let result = try grove.run(command + ["--data-dir", folder])
                #expect(result.status == 1)
                #expect(result.errors.contains("\(file) is a file, not a folder"), "\(result.errors)")
                #expect(result.errors.contains("--data-dir") && !result.errors.contains("Not a directory"), "\(result.errors)")
            }
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "not a folder")
        #expect(!FileManager.default.fileExists(atPath: sandbox.data))
    }
}
