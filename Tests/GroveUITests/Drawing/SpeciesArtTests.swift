import GroveArt
import GroveCore
import Testing

@Suite("every species can be drawn")
struct SpeciesArtTests {
    @Test(arguments: Species.catalog.map(\.name))
    func everyPoseAndSizeHasArt(species: String) {
        for size in ArtSize.allCases {
            for stage in 1...TreeStage.count {
                #expect(ArtLibrary.tree(species, .stage(stage), size: size) != nil, "\(species) stage \(stage) \(size)")
            }
            #expect(ArtLibrary.tree(species, .withered, size: size) != nil, "\(species) withered \(size)")
        }
    }

    /// Each stage is bigger than the one before, in every size: more of the
    /// canvas above the ground is covered by block pixels (grass and petals aside).
    @Test(arguments: Species.catalog.map(\.name))
    func everyStageGrows(species: String) {
        for size in ArtSize.allCases {
            let drawn = (1...TreeStage.count).map { stage -> Int in
                guard let piece = ArtLibrary.tree(species, .stage(stage), size: size) else { return 0 }
                return piece.glyphs.dropLast().joined().reduce(0) { $0 + Self.quarters($1) }
            }
            #expect(zip(drawn, drawn.dropFirst()).allSatisfy { $0 < $1 }, "\(species) \(size): \(drawn)")
        }
    }

    /// How many quarters of its cell a block glyph covers.
    private static func quarters(_ glyph: Character) -> Int {
        switch glyph {
        case "█": 4
        case "▙", "▛", "▜", "▟": 3
        case "▀", "▄", "▌", "▐", "▚", "▞": 2
        case "▖", "▗", "▘", "▝": 1
        default: 0
        }
    }

    @Test func theHugeSizeIsFortyByTwenty() {
        for species in ArtLibrary.species {
            let piece = ArtLibrary.tree(species, .stage(5), size: .huge)
            #expect(piece?.width == 40 && piece?.height == 20, "\(species)")
        }
        #expect(ArtLibrary.seedArt(size: .huge).width == 40 && ArtLibrary.breakArt(size: .huge).height == 20)
    }

    @Test func theCatalogMatchesTheArtFolder() {
        #expect(Set(Species.catalog.map(\.name)) == Set(ArtLibrary.species))
    }
}
