import Foundation
import GrovePlatform
import Testing

/// The file calls the store reads and replaces files with, each test in a folder of its own.
struct PlatformFilesTests {
    private let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("grove-platform-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    private func removeFolder() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    @Test func aFileReadWithAWrongExpectedSizeIsStillReadWhole() throws {
        defer { removeFolder() }
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 * 13) }
        try Platform.writeFile("\(folder)/big", bytes, mode: .truncate)
        for expected in [nil, 0, 1, 65_536, 199_999, 200_000, 200_001, 1_000_000] {
            let descriptor = try Platform.openForReading("\(folder)/big")
            defer { Platform.close(descriptor) }
            #expect(try Platform.readToEnd(from: descriptor, expectedSize: expected) == bytes, "expected \(String(describing: expected))")
        }
        #expect(try Platform.readFile("\(folder)/big") == bytes)
        try Platform.writeFile("\(folder)/empty", [], mode: .truncate)
        #expect(try Platform.readFile("\(folder)/empty").isEmpty)
    }
}
