import Foundation
import Testing
import GroveCore
@testable import GroveStore

/// A room's format is stated once, in `RoomLayout.swift`, and shown in the README: the sample
/// line is the same in both, and it is exactly what grove writes and reads.
@Suite("the room format as written down")
struct RoomFormatTests {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private static func sample(in path: String, prefix: String) throws -> [String] {
        try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8).split(separator: "\n")
            .filter { $0.hasPrefix(prefix + #"{"name""#) }.map { String($0.dropFirst(prefix.count)) }
    }

    @Test func theReadmeShowsTheLayoutsSampleAndGroveWritesIt() throws {
        let layout = try Self.sample(in: "Sources/GroveStore/Room/RoomLayout.swift", prefix: "///     ")
        #expect(layout.count == 1)
        #expect(try Self.sample(in: "README.md", prefix: "") == layout)
        let line = try #require(layout.first)
        let file = try JSONFormat.decoder().decode(MemberFile.self, from: Data(line.utf8))
        #expect(String(decoding: try JSONFormat.encoder().encode(file), as: UTF8.self) == line)
        #expect(file.schema == RoomLayout.schema)
        #expect(file.plantings.first?.problem(now: file.plantings[0].openedAt) == nil)
    }
}
