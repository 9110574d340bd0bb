import Foundation
import Testing

@Suite("grace and count-up, from a shell", .serialized)
struct PlayEndToEndTests {
    @Test func givingUpAtOnceCancelsThePlantingAndRunsOnlyTheCancelledHook() throws {
        let sandbox = try Sandbox()
        try sandbox.installRecordingHook("cancelled")
        try sandbox.installRecordingHook("abandoned")
        let grove = try GroveBinary(sandbox: sandbox)
        #expect(try grove.run(["plant"]).status == 0)
        let result = try grove.run(["give-up", "--yes"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("Planting cancelled"))
        #expect(eventually(within: 10) { sandbox.hookRecord("cancelled") != nil })
        #expect(sandbox.hookRecord("abandoned") == nil)
        #expect(try grove.history().isEmpty)
        #expect(try grove.status()["state"] as? String == "none")
    }

    /// At speed 10,000 the 180-minute limit comes after about a second: the waiter alone ends it.
    @Test func aCountUpCompletesByItselfAtTheLimit() throws {
        let sandbox = try Sandbox()
        try sandbox.installRecordingHook("completed")
        let grove = try GroveBinary(sandbox: sandbox)
        #expect(try grove.run(["plant", "--open", "--speed", "10000", "--note", "the long one"]).status == 0)
        #expect(eventually(within: 20) { sandbox.hookRecord("completed") != nil })
        let history = try grove.history()
        #expect(history.count == 1)
        #expect(history.first?["mode"] as? String == "open")
        #expect(history.first?["state"] as? String == "completed")
        #expect(history.first?["focusedSeconds"] as? Int == 10_800)
        #expect(history.first?["note"] as? String == "the long one")
    }
}
