import Foundation
import Testing

/// What commands read of the machine (who runs grove, on which host, from which folder) comes from the context.
@Suite("the machine as the context gives it")
struct MachineReadsTests {
    @Test func theUserNameNamesYouInARoomWhenTheConfigDoesNot() {
        let harness = CLIHarness()
        harness.userName = "kim"
        #expect(harness.run("config") == 0)
        #expect(harness.output.contains("name              kim (your user name)"), "\(harness.output)")
    }

    @Test func theHostNamesTheDeviceWhenNothingElseDoes() {
        let harness = CLIHarness()
        harness.hostName = "kim's laptop"
        #expect(harness.run("config") == 0)
        #expect(harness.output.contains("device            kim-s-laptop"), "\(harness.output)")
    }

    @Test func aRelativeRoomFolderStartsFromTheCurrentFolder() throws {
        let harness = CLIHarness()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("grove-here-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: "\(folder)/standup", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        harness.currentFolder = folder
        #expect(harness.run("plant", "--with", "./standup", "--tag", "code") == 0, "\(harness.errors)")
        #expect(harness.output.contains("Opened a planting in ./standup"), "\(harness.output)")
        #expect(FileManager.default.fileExists(atPath: "\(folder)/standup/ada.grove.json"))
    }

    @Test func theHookSupervisorIsTheContexts() {
        let harness = CLIHarness()
        #expect(harness.run("_hook", "/hooks/planted", "/data/hooks.log") == 0)
        #expect(harness.supervisedHooks.map(\.hook) == ["/hooks/planted"])
        #expect(harness.supervisedHooks.map(\.log) == ["/data/hooks.log"])
    }
}
