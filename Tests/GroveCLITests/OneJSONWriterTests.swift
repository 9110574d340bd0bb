import Foundation
import Testing
import GroveCLI
import GroveCore
import GroveStore
import GroveTestSupport

/// Everything grove prints or stores as JSON goes through one writer: one string holding
/// every class of character comes out of every output written the same way, and reads back.
@Suite("one JSON writer")
struct OneJSONWriterTests {
    /// C0 controls, DEL, C1 controls, quotes, backslash, slash, a non-BMP emoji, a combining
    /// mark, the line and paragraph separators, and plain text in two scripts.
    static let everything = "a\u{0}\u{1}\u{8}\t\n\u{C}\r\u{1B}[2J\u{1F} \u{7F}\u{80}\u{85}\u{9B}\"'\\/</script>🌲e\u{301}\u{2028}\u{2029}写作"
    /// The part a person may give grove in a note: printable text only.
    static let printable = "\"quoted\" \\ a/b </script> 🌲 e\u{301} 写作"
    /// The part a tag may hold.
    static let tag = "🌲e\u{301}写作"

    /// `text` as the one writer writes a string: the form every output must contain.
    private func written(_ text: String) throws -> String {
        String(decoding: try JSONFormat.encoder().encode(text), as: UTF8.self)
    }

    /// A harness whose commands use a JSON store in its own temporary folder.
    private func harness() -> CLIHarness {
        let harness = CLIHarness()
        let store = JSONSessionStore(folder: Self.data(of: harness), device: "here", clock: harness.clock, makeID: harness.ids.make)
        harness.store = StoreRoles(store)
        return harness
    }

    private static func data(of harness: CLIHarness) -> String { "\(harness.configFolder)/data" }

    /// The text of the data files under `name` in the harness's data folder.
    private func files(_ name: String, of harness: CLIHarness) throws -> String {
        let folder = "\(Self.data(of: harness))/devices/here/\(name)"
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            return try String(contentsOfFile: folder, encoding: .utf8)
        }
        return try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            .map { try String(contentsOfFile: "\(folder)/\($0)", encoding: .utf8) }.joined()
    }

    private func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func everyOutputWritesTheStringAlikeAndReadsItBack() throws {
        let harness = harness()
        #expect(harness.run("plant", "--tag", Self.tag, "--minutes", "25") == 0, "\(harness.errors)")
        // Only a hand edit puts control characters in a note: grove note refuses them.
        try harness.store.repository.update { live, _ in live.session?.note = Self.everything }
        let note = "\"note\":" + (try written(Self.everything))
        let tag = "\"tag\":" + (try written(Self.tag))

        #expect(harness.run("status", "--json") == 0)
        let status = harness.output
        #expect(status.contains(note) && status.contains(tag), "\(status)")
        #expect(try object(status)["note"] as? String == Self.everything)
        let live = try files("live.json", of: harness)
        #expect(live.contains(note) && live.contains(tag))

        harness.clock.advance(by: 1500)
        #expect(harness.run("history", "--json") == 0)
        let history = harness.output
        #expect(history.contains(note) && history.contains(tag), "\(history)")
        let records = try #require(try JSONSerialization.jsonObject(with: Data(history.utf8)) as? [[String: Any]])
        #expect(records.first?["note"] as? String == Self.everything)
        #expect(records.first?["tag"] as? String == Self.tag)
        let month = try files("sessions", of: harness)
        #expect(month.contains(note) && month.contains(tag), "\(month)")

        let id = try #require(records.first?["id"] as? String)
        #expect(harness.run("history", "edit", id, "--note", Self.printable) == 0, "\(harness.errors)")
        let edited = "\"note\":" + (try written(Self.printable))
        #expect(try files("events.json", of: harness).contains(edited))
        harness.run("history", "--json")
        #expect(harness.output.contains(edited))

        #expect(harness.run("forest", "--json", "--day") == 0)
        #expect(harness.output.contains("\"byTag\":{" + (try written(Self.tag)) + ":1500}"), "\(harness.output)")
        #expect(try object(harness.output)["byTag"] as? [String: Double] == [Self.tag: 1500])
    }

    @Test func anImportTakesBackWhatHistoryWroteAndRefusesWhatNoteWouldRefuse() throws {
        let source = harness()
        source.run("plant", "--tag", Self.tag, "--note", Self.printable)
        source.clock.advance(by: 1500)
        source.run("history", "--json")
        let exported = source.output

        let target = harness()
        target.clock.set(source.clock.now())
        let file = "\(target.configFolder)/export.json"
        try FileManager.default.createDirectory(atPath: target.configFolder, withIntermediateDirectories: true)
        try Data(exported.utf8).write(to: URL(fileURLWithPath: file))
        #expect(target.run("import", file) == 0, "\(target.errors)")
        target.run("history", "--json")
        #expect(target.output == exported)

        // Control characters, and what is no Unicode scalar at all, are refused, never stored.
        for note in [try written(Self.everything), "\"\\ud800\"", "\"\\udc00a\""] {
            let damaged = exported.replacingOccurrences(of: "\"note\":" + (try written(Self.printable)), with: "\"note\":" + note)
            #expect(damaged != exported)
            try Data(damaged.utf8).write(to: URL(fileURLWithPath: file))
            #expect(target.run("import", file) != 0, "\(note)")
            #expect(!target.errors.contains("\u{1B}"))
        }
        #expect(try target.store.repository.history(startedIn: nil).map(\.note) == [Self.printable])
    }
}
