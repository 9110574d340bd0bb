import GroveArt
import GroveCore
@testable import GroveUI
import Testing

/// The memo of the varied tree drawn last: it must give exactly what making the tree gives,
/// and a tree of other inputs must not be taken for the remembered one.
@Suite("tree art memo")
struct TreeArtMemoTests {
    @Test func theSameInputsGiveTheSameTreeMadeOnce() {
        let memo = TreeArtMemo()
        let seed = ShapeSeed.of("memo")
        var made = 0
        let key = TreeArtMemo.Key(species: "oak", stage: 3, size: .large, scale: 1, seed: seed)
        let first = memo.piece(for: key) {
            made += 1
            return TreeArt.tree("oak", stage: 3, size: .large, seed: seed)
        }
        let again = memo.piece(for: key) {
            made += 1
            return nil
        }
        #expect(first != nil)
        #expect(first == again)
        #expect(made == 1)
        // What the memo gives is what making it gives.
        #expect(TreeArt.tree("oak", stage: 3, size: .large, seed: seed, memo: memo) == TreeArt.tree("oak", stage: 3, size: .large, seed: seed))
    }

    /// Asking in turn for others must not mix them up.
    @Test func treesAskedForInTurnAreEachTheirOwn() {
        let memo = TreeArtMemo()
        let seed = ShapeSeed.of("memo")
        let oak = TreeArt.tree("oak", stage: 2, size: .large, seed: seed)
        let pine = TreeArt.tree("pine", stage: 2, size: .large, seed: seed)
        for _ in 0..<3 {
            #expect(TreeArt.tree("oak", stage: 2, size: .large, seed: seed, memo: memo) == oak)
            #expect(TreeArt.tree("oak", stage: 2, size: .large, seed: seed, memo: memo) == oak)
            #expect(TreeArt.tree("pine", stage: 2, size: .large, seed: seed, memo: memo) == pine)
        }
        #expect(oak != pine)
    }

    @Test func everyChangedInputGivesItsOwnTree() {
        let memo = TreeArtMemo()
        let seed = ShapeSeed.of("memo")
        let base = TreeArt.tree("oak", stage: 3, size: .large, seed: seed, memo: memo)
        let others = [
            TreeArt.tree("pine", stage: 3, size: .large, seed: seed, memo: memo),
            TreeArt.tree("oak", stage: 4, size: .large, seed: seed, memo: memo),
            TreeArt.tree("oak", stage: nil, size: .large, seed: seed, memo: memo),
            TreeArt.tree("oak", stage: 3, size: .small, seed: seed, memo: memo),
            TreeArt.tree("oak", stage: 3, size: .large, seed: nil, memo: memo),
            TreeArt.tree("oak", stage: 3, size: .large, scale: 2, seed: seed, memo: memo),
            // A seed of the other mirroring draws the tree otherwise.
            TreeArt.tree("oak", stage: 3, size: .large, seed: seed ^ 1, memo: memo),
        ]
        for other in others {
            #expect(other != base)
        }
        #expect(TreeArt.scene(.rest, size: .huge, scale: 2, memo: memo) == TreeArt.scene(.rest, size: .huge, scale: 2))
    }
}
