import Foundation
import Testing
import GroveCLI
import GroveStore

/// `grove doctor` on a data folder that is not one: it says what is wrong, and never calls it healthy.
@Suite("grove doctor on the data folder itself")
struct DoctorCommandTests {
    /// A harness whose commands use a JSON store in `data`, a folder of its own, not there yet.
    private func harness() -> (CLIHarness, data: String) {
        let harness = CLIHarness()
        let data = "\(harness.configFolder)/data"
        harness.store = StoreRoles(JSONSessionStore(folder: data, device: "here", clock: harness.clock, makeID: harness.ids.make))
        return (harness, data)
    }

    private func run(_ harness: CLIHarness, _ arguments: String..., data: String) -> Int32 {
        harness.run(arguments, environment: ["GROVE_DATA_DIR": data])
    }

    @Test func aDataFolderThatIsAFileIsAnError() throws {
        let (harness, data) = harness()
        try FileManager.default.createDirectory(atPath: harness.configFolder, withIntermediateDirectories: true)
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: data))

        #expect(run(harness, "doctor", data: data) == 1)
        #expect(!harness.output.contains("healthy"))
        #expect(harness.errors.contains("\(data) is a file, not a folder"), "\(harness.errors)")
        #expect(run(harness, "doctor", "--repair", data: data) == 1)
        #expect(try String(contentsOfFile: data, encoding: .utf8) == "not a folder")
    }

    @Test func aDataFolderThatDoesNotExistYetIsEmptyNotHealthy() throws {
        let (harness, data) = harness()
        #expect(run(harness, "doctor", data: data) == 0, "\(harness.errors)")
        #expect(harness.output == "The data folder is empty: nothing planted yet (\(data)).\n")
        #expect(!FileManager.default.fileExists(atPath: data))
    }

    @Test func aFolderWithSessionsIsHealthy() throws {
        let (harness, data) = harness()
        #expect(run(harness, "plant", data: data) == 0)
        #expect(run(harness, "doctor", data: data) == 0)
        #expect(harness.output == "The data folder is healthy (\(data)).\n")
    }
}
