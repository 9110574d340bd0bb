import Foundation
import GroveCore
import GroveStore
import GroveTestSupport
import Testing

/// The data files of extended and logged trees. A grove of schema 2 (0.1) ignores what it does not know, so it would
/// read a logged tree as a grown one and pay it coins, a streak day and achievements: the files grove writes since say
/// schema 3, which such a grove refuses as a newer grove's ("install the newer grove") and never changes.
@Suite("the files of extended and logged trees")
struct ExtendedAndLoggedFilesTests {
    /// The last schema whose groves count a logged tree as grown.
    static let schemaBeforeLogging = 2

    static func logged(_ id: String) -> FinishedSession {
        SessionLog.session(
            id: id, from: Samples.start, to: Samples.start.addingTimeInterval(1500), tag: "writing", species: "oak", note: nil)
    }

    /// `Samples.live()` extended by five minutes ten seconds after it was planted.
    static func extendedLive() throws -> LiveSession {
        let record = SessionRules(settings: GroveSettings())
            .apply(.extend(minutes: 5), to: LiveRecord(session: Samples.live()), at: Samples.start.addingTimeInterval(10), newSessionID: "")
            .record
        return try #require(record.session)
    }

    @Test func theFilesThatMayHoldThemSayASchemaOlderGrovesRefuse() throws {
        let folder = TemporaryFolder()
        let store = Samples.store(folder.path)
        let live = try Self.extendedLive()
        try store.update { record, finished in
            record.session = live
            finished = [Self.logged("a")]
        }
        #expect(SchemaVersion.current > Self.schemaBeforeLogging)
        for name in ["devices/here/live.json", "devices/here/sessions/2025-11.json"] {
            let text = try folder.read(name)
            #expect(text.contains("\"schema\":\(SchemaVersion.current)"), "\(name)")
            #expect(!text.contains("\"schema\":\(Self.schemaBeforeLogging)"), "\(name)")
        }
        #expect(try folder.read("devices/here/sessions/2025-11.json").contains("\"logged\":true"))
        #expect(try folder.read("devices/here/live.json").contains("\"extended\":{\"addedSeconds\":300,"))

        // Read back as written, and a logged tree earns nothing in the totals the store derives.
        let again = Samples.store(folder.path)
        #expect(try again.loadLive().session == live)
        #expect(try again.history(startedIn: nil) == [Self.logged("a")])
        #expect(try again.loadLive().rewards.coins == 0)
    }

    @Test func aFileOfSchemaTwoReadsAsNeitherExtendedNorLogged() throws {
        let folder = TemporaryFolder()
        let line = String(decoding: try JSONFormat.encoder().encode(Samples.finished(id: "b", startedAt: Samples.start)), as: UTF8.self)
        try folder.write("{\"schema\":2,\"sessions\":[\n\(line)\n]}\n", to: "devices/here/sessions/2025-11.json")
        let read = try #require(try Samples.store(folder.path).history(startedIn: nil).first)
        #expect(!read.logged && read.extendedSeconds == 0)
        #expect(read.countsForTheGame)
    }
}
