import GroveArt
import GroveCore

/// Which picture each screen shows, from the art library, varied by the
/// session's seed so every tree is its own (see `TreeVariation`).
enum TreeArt {
    /// The species drawn when a session names one the art does not know
    /// (a record written by a newer grove): every tree still has a look.
    static let fallbackSpecies = "oak"

    /// The tree of the session with `seed` at `stage` (1...5; withered when nil), enlarged `scale` times; without a seed (no
    /// session yet) the art as drawn. With a `memo`, each tree is made once, then taken from it.
    static func tree(
        _ species: String, stage: Int?, size: ArtSize, scale: Int = 1, seed: UInt64?, memo: TreeArtMemo? = nil
    ) -> ArtPiece? {
        let make = { makeTree(species, stage: stage, size: size, seed: seed)?.scaled(by: scale) }
        guard let memo else { return make() }
        return memo.piece(for: TreeArtMemo.Key(species: species, stage: stage, size: size, scale: scale, seed: seed), make: make)
    }

    /// The pictures of the art library that are not trees.
    enum Scene: String {
        /// The break's picture.
        case rest
        /// The empty plot with a seed, before anything is planted.
        case seed
    }

    /// `scene` enlarged `scale` times, with a `memo` made once and then taken from it (under a name
    /// no species can have: species are lowercase letters only).
    static func scene(_ scene: Scene, size: ArtSize, scale: Int, memo: TreeArtMemo? = nil) -> ArtPiece {
        let art = scene == .rest ? ArtLibrary.breakArt(size: size) : ArtLibrary.seedArt(size: size)
        guard scale > 1 else { return art }
        let key = TreeArtMemo.Key(species: "scene:\(scene.rawValue)", stage: nil, size: size, scale: scale, seed: nil)
        guard let memo else { return art.scaled(by: scale) }
        return memo.piece(for: key) { art.scaled(by: scale) } ?? art
    }

    private static func makeTree(_ species: String, stage: Int?, size: ArtSize, seed: UInt64?) -> ArtPiece? {
        let pose: ArtPose = stage.map { .stage(min(max($0, ArtPose.stages.lowerBound), ArtPose.stages.upperBound)) } ?? .withered
        let piece = ArtLibrary.tree(species, pose, size: size) ?? ArtLibrary.tree(fallbackSpecies, pose, size: size)
        guard let seed else { return piece }
        return piece.map { TreeVariation.varied($0, seed: seed, keepsGround: true) }
    }

    /// A forest tree as its sprite: its species, grown or withered, long for a
    /// long session unless `size` says otherwise; a logged tree is young, the tiny sprite.
    static func sprite(for tree: ForestTree, size: SpriteSize? = nil) -> ArtPiece? {
        let size = tree.logged ? .tiny : size ?? SpriteSize.of(focusedSeconds: tree.focusedSeconds)
        return sprite(tree.species, grown: tree.grown, size: size).map { TreeVariation.varied($0, seed: tree.seed, keepsGround: false) }
    }

    /// The sprite of `species` (one the art does not know: the default's) as drawn, unvaried.
    static func sprite(_ species: String, grown: Bool, size: SpriteSize) -> ArtPiece? {
        ArtLibrary.sprite(species, grown: grown, size: size) ?? ArtLibrary.sprite(fallbackSpecies, grown: grown, size: size)
    }
}
