import Foundation
import Testing
import GroveCore
@testable import GroveStore

/// The data format is stated once, in `DataLayout.swift`, and shown in the README: the
/// sample lines of both are the same, and each is exactly what grove's own coders read and write.
@Suite("the data format as written down")
struct DataFormatTests {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private static func text(_ path: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
    }

    /// The sample lines of `DataLayout`'s documentation: session, unlock, edit, delete, live file.
    private static func layoutSamples() throws -> [String] {
        try text("Sources/GroveStore/DataLayout.swift").split(separator: "\n")
            .filter { $0.hasPrefix("///     {\"") }.map { String($0.dropFirst("///     ".count)) }
    }

    @Test func theReadmeShowsTheSameSampleLines() throws {
        let readme = try Self.text("README.md").split(separator: "\n")
            .filter { $0.hasPrefix("  {\"") && $0.hasSuffix("}") }.map { String($0.dropFirst(2)) }
        let samples = try Self.layoutSamples()
        #expect(samples.count == 5)
        #expect(readme == samples)
    }

    @Test func eachSampleLineIsWhatGroveReadsAndWrites() throws {
        let samples = try Self.layoutSamples()
        try #require(samples.count == 5)
        let decoder = SchemaEnvelope.decoder()
        let encoder = JSONFormat.encoder()
        func written(_ value: some Encodable) throws -> String { String(decoding: try encoder.encode(value), as: UTF8.self) }

        let session = try decoder.decode(FinishedSession.self, from: Data(samples[0].utf8))
        #expect(try written(session) == samples[0])
        let events = try samples[1...3].map { try decoder.decode(LogEvent.self, from: Data($0.utf8)) }
        #expect(try events.map(written) == Array(samples[1...3]))
        #expect(events.map(\.change) == [
            .unlock(species: "cherry"), .edit(session: session.id, tag: "reading", species: nil, note: nil),
            .delete(session: session.id),
        ])
        let live = try SchemaEnvelope.decode(StoredLive.self, from: Data(samples[4].utf8), path: "live.json")
        #expect(try written(live) == samples[4])
        #expect(live.live.session?.endsAt != nil)
    }

    @Test func theEnvelopesAreTheOnesGroveWrites() throws {
        let layout = try Self.text("Sources/GroveStore/DataLayout.swift")
        let readme = try Self.text("README.md")
        let month = String(decoding: try RecordFile<FinishedSession>.encode([], path: "month.json"), as: UTF8.self)
        let events = String(decoding: try RecordFile<LogEvent>.encode([], path: "events.json"), as: UTF8.self)
        for header in [month, events].compactMap({ $0.split(separator: "\n").first }) {
            #expect(layout.contains("\(header) on the first line"))
            #expect(readme.contains("\(header) on the first line"))
        }
    }
}
