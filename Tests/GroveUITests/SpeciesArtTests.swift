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

    @Test func theCatalogMatchesTheArtFolder() {
        #expect(Set(Species.catalog.map(\.name)) == Set(ArtLibrary.species))
    }
}
