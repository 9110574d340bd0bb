import Foundation
import Testing
import GroveCLI
import GroveStore

/// What a shell is offered after `--tag`: the tags of focus trees in the
/// history as it reads now, edits and deletions applied, never a break's.
@Suite("tag completion")
struct TagCompletionTests {
    @Test func theTagsOfTheHistoryAsItReadsNow() throws {
        let harness = CLIHarness()
        let data = "\(harness.configFolder)/data"
        harness.store = StoreRoles(JSONSessionStore(folder: data, device: "here", clock: harness.clock, makeID: harness.ids.make))
        func run(_ arguments: String...) { harness.run(arguments, environment: ["GROVE_DATA_DIR": data]) }
        for tag in ["kept", "edited", "deleted"] {
            run("plant", "--tag", tag)
            harness.clock.advance(by: 1500)
            run("break")
            harness.clock.advance(by: 300)
            run("status")
        }
        run("history", "--json")
        let ids = try #require(try JSONSerialization.jsonObject(with: Data(harness.output.utf8)) as? [[String: Any]])
            .filter { $0["kind"] as? String == "focus" }.compactMap { $0["id"] as? String }
        try #require(ids.count == 3)
        run("history", "edit", ids[1], "--tag", "renamed")
        run("history", "delete", ids[2], "--yes")

        run("_complete", "bash", "--", "plant", "--tag", "")
        #expect(harness.output == "kept\nrenamed\n")
    }
}
