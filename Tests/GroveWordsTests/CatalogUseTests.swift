import Foundation
@testable import grove_words_compiler
import Testing

/// The English catalog against the code: every entry is used somewhere, so no translator translates a dead sentence.
@Suite("the catalog's use")
struct CatalogUseTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every Swift file under Sources, as one text.
    static func sources() throws -> String {
        let sources = root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? []
        return try files.filter { $0.pathExtension == "swift" }.map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
    }

    @Test func everyEnglishEntryIsUsedByTheCode() throws {
        let path = Self.root.appendingPathComponent("Sources/GroveWords/Catalogs/en.po").path
        let (file, _) = POFile.parse(try String(contentsOfFile: path, encoding: .utf8), path: path)
        let code = try Self.sources()
        let unused = file.entries.compactMap { $0.context }.filter { context in
            let parts = context.split(separator: ".")
            let accessor = parts[0].prefix(1).uppercased() + parts[0].dropFirst() + "." + parts[1]
            return code.ranges(of: accessor).allSatisfy { range in
                code[range.upperBound...].first.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
            }
        }
        #expect(unused == [], "entries of en.po that no code reads: remove them, or use them")
    }
}
