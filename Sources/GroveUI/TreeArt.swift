import GroveArt

/// Which picture each screen shows, from the art library.
enum TreeArt {
    /// The species drawn when a session names one the art does not know
    /// (a record written by a newer grove): every tree still has a look.
    static let fallbackSpecies = "oak"

    /// A tree at `stage` (1...5), or withered when `stage` is nil.
    static func tree(_ species: String, stage: Int?, size: ArtSize) -> ArtPiece? {
        let pose: ArtPose = stage.map { .stage(min(max($0, ArtPose.stages.lowerBound), ArtPose.stages.upperBound)) } ?? .withered
        return ArtLibrary.tree(species, pose, size: size) ?? ArtLibrary.tree(fallbackSpecies, pose, size: size)
    }
}
