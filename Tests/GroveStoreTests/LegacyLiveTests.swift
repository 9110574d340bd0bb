import Foundation
import GroveCore
import GroveStore
import GroveTestSupport
import Testing

/// The top-level `live.json` of the layout before devices, as each schema wrote it, moved into this device's live file.
@Suite("the live file before devices")
struct LegacyLiveTests {
    static let rewards = #""rewards":{"bestStreak":1,"coinsEarned":25,"currentStreak":1,"earlyBirdTrees":0,"earned":{},"#
        + #""focusSeconds":1500,"lastGrownDay":{"day":15,"month":11,"year":2025},"marathonTrees":0,"nightOwlTrees":0,"#
        + #""speciesGrown":["oak"],"treesGrown":1,"unlocked":["cherry"]}"#

    /// This device's live file after the move, from `"live"` on.
    private func moved(_ legacy: String) throws -> (record: LiveRecord, file: String) {
        let folder = TemporaryFolder()
        try folder.write(legacy, to: "live.json")
        let record = try Samples.store(folder.path).loadLive()
        let file = try folder.read("devices/\(Samples.device)/live.json")
        return (record, String(file[try #require(file.range(of: #""live":"#)).lowerBound...]))
    }

    @Test func schemaOneLeftOutWhatWasNone() throws {
        let (record, file) = try moved(#"{"live":{"breakTaken":true,"completedFocusCount":3,"outcomeSeen":false,\#(Self.rewards)},"schema":1}"#)
        #expect(file == #""live":{"breakTaken":true,"completedFocusCount":3,"lastEarned":[],"lastFinished":null,"lastReachedGoal":false,"outcomeSeen":false,"session":null,"today":null},"schema":\#(SchemaVersion.current)}"# + "\n")
        #expect(record.rewards.unlocked.contains("cherry"))
    }

    @Test func schemaTwoAddedTheDaysTally() throws {
        let (record, file) = try moved(#"{"live":{"breakTaken":false,"completedFocusCount":1,"lastEarned":["first-tree"],"lastReachedGoal":true,"outcomeSeen":true,\#(Self.rewards),"today":{"date":"2025-11-15","grown":1}},"schema":2}"#)
        #expect(file == #""live":{"breakTaken":false,"completedFocusCount":1,"lastEarned":["first-tree"],"lastFinished":null,"lastReachedGoal":true,"outcomeSeen":true,"session":null,"today":{"date":"2025-11-15","grown":1}},"schema":\#(SchemaVersion.current)}"# + "\n")
        #expect(record.lastEarned == ["first-tree"] && record.lastReachedGoal)
    }

    @Test func schemaTwoWithoutTheDaysTallyIsDamaged() throws {
        let folder = TemporaryFolder()
        try folder.write(#"{"live":{"breakTaken":false,"completedFocusCount":1,"lastEarned":[],"lastReachedGoal":true,"outcomeSeen":true,\#(Self.rewards)},"schema":2}"#, to: "live.json")
        #expect { try Samples.store(folder.path).loadLive() } throws: { "\($0)".contains("today") && "\($0)".contains("missing") }
        #expect(folder.entries().contains("live.json"))
        #expect(!folder.files(under: "devices").contains { $0.hasSuffix("live.json") })
    }
}
