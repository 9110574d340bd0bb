/// All the art of grove, compiled in from the `Art` folder at build time.
///
/// Nothing is read at run time: the build-tool plugin turns the text files of
/// `Art/` into Swift source that is part of this module.
public enum ArtLibrary {
    /// The colour letters used by the colour layers, with the colour each stands for.
    public static let palette: [Character: ArtColour] = GeneratedArt.palette

    /// The tree species there is art for, sorted by name, such as `["cherry", "oak", "pine"]`.
    public static var species: [String] { GeneratedArt.species }

    /// The art of `species` in `pose` at `size`, or `nil` for an unknown species
    /// or a stage outside `ArtPose.stages`.
    public static func tree(_ species: String, _ pose: ArtPose, size: ArtSize) -> ArtPiece? {
        GeneratedArt.tree(species, pose, size)
    }

    /// The forest sprite of `species`, grown or withered, at `size`, or `nil` for an unknown species.
    public static func sprite(_ species: String, grown: Bool, size: SpriteSize) -> ArtPiece? {
        GeneratedArt.sprite(species, grown: grown, size)
    }

    /// The picture shown during a break.
    public static func breakArt(size: ArtSize) -> ArtPiece {
        GeneratedArt.breakArt(size)
    }

    /// An empty plot with a seed in it, for the home screen before anything is planted.
    public static func seed(size: ArtSize) -> ArtPiece {
        GeneratedArt.seedArt(size)
    }
}
