import Foundation
import Testing

/// `grove extend` with the real waiter: the tree completes by itself at its new end.
@Suite("extending a tree, from a shell", .serialized)
struct ExtendEndToEndTests {
    @Test func theWaiterCompletesTheTreeAtItsNewEnd() throws {
        let sandbox = try Sandbox()
        try sandbox.installRecordingHook("completed")
        try sandbox.installRecordingHook("extended")
        let grove = try GroveBinary(sandbox: sandbox)
        // Two minutes at speed 60 end two seconds on: time enough to extend them by three.
        #expect(try grove.run(["plant", "--minutes", "2", "--speed", "60"]).status == 0)
        let extended = try grove.run(["extend", "3", "--speed", "60"])
        #expect(extended.status == 0)
        #expect(extended.output.hasPrefix("Extended by 3 min: "), "\(extended.output)")
        #expect(try grove.status()["duration"] as? Int == 300)

        // No other grove command runs until the hook has: the waiter alone completes it, at the end it has now.
        #expect(eventually(within: 60) { sandbox.hookRecord("completed") != nil })
        let session = try #require(try grove.history().first)
        #expect(session["state"] as? String == "completed")
        #expect(session["focusedSeconds"] as? Int == 300)
        #expect(session["extendedSeconds"] as? Int == 180)
        let format = Date.ISO8601FormatStyle()
        let span = try format.parse(try #require(session["endedAt"] as? String))
            .timeIntervalSince(try format.parse(try #require(session["startedAt"] as? String)))
        #expect(abs(span - 5) <= 1, "\(span)")
        #expect(sandbox.hookRecord("extended")?.contains("GROVE_EXTENDED_SECONDS=180") == true)
        #expect(sandbox.hookRecord("completed")?.contains("GROVE_PLANNED_SECONDS=300") == true)
    }
}
