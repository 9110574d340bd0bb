import Foundation
import GroveCore
import GroveStore
import Testing

@Suite("the tags of the history, read without reading sessions")
struct HistoryTagsTests {
    @Test(arguments: [1 as UInt64, 2, 3])
    func theScanFindsExactlyTheTagsTheFullReadFinds(seed: UInt64) throws {
        let folder = TemporaryFolder()
        let store = JSONSessionStore(folder: "\(folder.path)/data", device: Samples.device)
        _ = try store.importSessions(RandomSessions.sessions(500, seed: seed))
        #expect(try store.usedTags() == Set(store.history(startedIn: nil).map(\.tag)))
    }

    @Test func aKeyQuotedInsideAnotherStringIsNoTag() throws {
        let folder = TemporaryFolder()
        let line = #"{"endedAt":785001500,"focusedSeconds":1500,"id":"\"tag\":\"fake\"","kind":"focus","pausedSeconds":0,"#
            + #""plannedSeconds":1500,"species":"oak","speed":1,"startedAt":785000000,"state":"completed","tag" : "写作"}"#
        try folder.write("{\"schema\":1,\"sessions\":[\n\(line)\n]}\n", to: "data/devices/here/sessions/2025-11.json")
        let store = JSONSessionStore(folder: "\(folder.path)/data", device: Samples.device)
        #expect(try store.usedTags() == ["写作"])
        #expect(try store.history(startedIn: nil).map(\.tag) == ["写作"])
    }

    @Test func noHistoryHasNoTags() throws {
        let folder = TemporaryFolder()
        #expect(try JSONSessionStore(folder: "\(folder.path)/data", device: Samples.device).usedTags().isEmpty)
    }
}
