import Foundation
@testable import grove_art_compiler
import GroveTestSupport
import Testing

/// The art compiler's checks of forest sprites, on copies of the real Art folder
/// with one thing broken each.
@Suite("forest sprites in the art compiler")
struct SpriteCheckTests {
    static let art = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Art")

    /// A copy of the Art folder in a temporary folder, changed by `change`, compiled.
    func compile(_ change: (URL) throws -> Void) throws -> Result<String, ArtProblems> {
        let copy = TemporaryFolder()
        let folder = URL(fileURLWithPath: copy.path).appendingPathComponent("Art")
        try FileManager.default.copyItem(at: Self.art, to: folder)
        try change(folder)
        return ArtCompiler.compile(ArtFolder(path: "\(copy.path)/Art"))
    }

    /// The problems of compiling a copy of the Art folder whose file at `path` is rewritten by `edit`.
    func problems(editing path: String, _ edit: (String) throws -> String) throws -> [String] {
        messages(try compile { folder in
            let file = folder.appendingPathComponent(path)
            try edit(try String(contentsOf: file, encoding: .utf8)).write(to: file, atomically: true, encoding: .utf8)
        })
    }

    func messages(_ result: Result<String, ArtProblems>) -> [String] {
        guard case .failure(let problems) = result else { return [] }
        return problems.diagnostics.map(\.formatted)
    }

    @Test func theRealArtCompilesWithASpriteForEverySpecies() throws {
        let source = try compile { _ in }.get()
        let species = try FileManager.default.contentsOfDirectory(atPath: Self.art.appendingPathComponent("trees").path)
            .filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }
        #expect(!species.isEmpty)
        for name in species {
            for pose in ["Grown", "Withered"] {
                for size in ["Tiny", "Short", "Long"] {
                    #expect(source.contains("private static let \(name)\(pose)\(size) = ArtPiece("))
                }
            }
        }
    }

    @Test func aSpeciesWithoutSpritesIsAnError() throws {
        let problems = messages(try compile { try FileManager.default.removeItem(at: $0.appendingPathComponent("sprites/pine.txt")) })
        #expect(problems.contains { $0.contains("sprites/pine.txt:1: error: every species in trees/ has forest sprites") })
    }

    @Test func spritesOfNoSpeciesAreAnError() throws {
        let problems = messages(try compile { folder in
            try FileManager.default.copyItem(
                at: folder.appendingPathComponent("sprites/oak.txt"), to: folder.appendingPathComponent("sprites/fir.txt"))
        })
        #expect(problems.contains { $0.contains("sprites/fir.txt:1: error: there is no species 'fir' in trees/") })
    }

    @Test func spriteCanvasesAreExact() throws {
        let problems = messages(try compile { folder in
            let file = folder.appendingPathComponent("sprites/oak.txt")
            var lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            // The first glyph row of [grown short] gets a sixth column.
            let row = try #require(lines.firstIndex { $0.hasPrefix("|") })
            lines[row] = "|" + lines[row].dropFirst().dropLast() + " |"
            try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        })
        #expect(problems.contains { $0.contains("this row is 6 columns wide; short art is exactly 5 between the bars") })
    }

    @Test func aTinySpriteIsExactlyThreeByTwo() throws {
        let problems = try problems(editing: "sprites/willow.txt") { text in
            let tiny = try #require(text.range(of: "[grown tiny]\nglyphs:\n"))
            // A third row of glyphs under [grown tiny].
            return text.replacingCharacters(in: tiny, with: "[grown tiny]\nglyphs:\n| █ |\n")
        }
        #expect(problems.contains { $0.contains("[grown tiny] has 3 rows of glyphs; tiny art has exactly 2, with no ground row") })
    }

    @Test func aSpeciesWithoutTinySpritesIsAnError() throws {
        let problems = try problems(editing: "sprites/birch.txt") { text in
            String(text[..<(try #require(text.range(of: "[withered tiny]"))).lowerBound])
        }
        #expect(problems.contains { $0.contains("sprites/birch.txt:1: error: missing section [withered tiny]") })
    }

    @Test func aMissingSectionAndAPictureSizeInASpriteFileAreErrors() throws {
        let problems = try problems(editing: "sprites/cactus.txt") {
            $0.replacingOccurrences(of: "[withered long]", with: "[withered large]")
        }
        #expect(problems.contains { $0.contains("size 'large' is not drawn in this file; its sizes are tiny, short, long") })
        #expect(problems.contains { $0.contains("missing section [withered long]") })
    }

    @Test func aSpriteSizeInATreeFileIsAnError() throws {
        let problems = messages(try compile { folder in
            let file = folder.appendingPathComponent("trees/oak.txt")
            let text = try String(contentsOf: file, encoding: .utf8)
            try (text + "\n[grown short]\nglyphs:\n|  █  |\n|  █  |\n|  █  |\ncolours:\n|  b  |\n|  b  |\n|  b  |\n")
                .write(to: file, atomically: true, encoding: .utf8)
        })
        #expect(problems.contains { $0.contains("unknown pose 'grown'") })
    }
}
