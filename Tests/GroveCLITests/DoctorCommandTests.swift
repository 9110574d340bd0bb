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

    /// A grown tree's month file with `found` replaced by `damage`: doctor names the file, the line, the field, its value
    /// and what is allowed, in words.
    @Test(arguments: [
        (#""state":"completed""#, #""state":"exploded""#, #"line 2: state is "exploded", not "completed" or "abandoned""#),
        (#""kind":"focus""#, #""kind":"nap""#, #"line 2: kind is "nap", not "focus" or "break""#),
        (#""speed":1"#, #""speed":"1""#, #"line 2: speed is "1", not a number"#),
        (#""speed":1"#, #""speed":0"#, "line 2: speed is 0, not a number from 0.01 to 10000"),
        (#""plannedSeconds":1500"#, #""plannedSeconds":null"#, "line 2: plannedSeconds is null, not a number"),
    ])
    func aDamagedFieldIsNamedWithItsValueAndWhatIsAllowed(found: String, damage: String, problem: String) throws {
        let (harness, data) = harness()
        #expect(run(harness, "plant", data: data) == 0)
        harness.clock.advance(by: 1500)
        #expect(run(harness, "status", data: data) == 0)
        let folder = "\(data)/devices/here/sessions"
        let month = "\(folder)/\(try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first))"
        let text = try String(contentsOfFile: month, encoding: .utf8)
        #expect(text.contains(found))
        try Data(text.replacingOccurrences(of: found, with: damage).utf8).write(to: URL(fileURLWithPath: month))

        #expect(run(harness, "doctor", data: data) == 1)
        #expect(harness.output.contains("\(month): \(problem)"), "\(harness.output)")
    }

    @Test func aFolderWithSessionsIsHealthy() throws {
        let (harness, data) = harness()
        #expect(run(harness, "plant", data: data) == 0)
        #expect(run(harness, "doctor", data: data) == 0)
        #expect(harness.output == "The data folder is healthy (\(data)).\n")
    }
}
