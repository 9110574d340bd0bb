import GroveArt
import GroveCore
@testable import GroveUI
import Testing

/// The memo of varied trees: it must give exactly what making the tree gives,
/// and a tree of other inputs must not be taken for a remembered one.
@Suite("tree art memo")
struct TreeArtMemoTests {
    @Test func theSameInputsGiveTheSameTreeMadeOnce() {
        let memo = TreeArtMemo()
        let seed = ShapeSeed.of("memo")
        let first = TreeArt.tree("oak", stage: 3, size: .large, seed: seed, memo: memo)
        let again = TreeArt.tree("oak", stage: 3, size: .large, seed: seed, memo: memo)
        #expect(first != nil)
        #expect(first == again)
        #expect(memo.count == 1)
        // What the memo gives is what a fresh memo makes.
        #expect(first == TreeArt.tree("oak", stage: 3, size: .large, seed: seed, memo: TreeArtMemo()))
    }

    /// The tree asked for last is answered without a lookup; asking in turn for others must not mix them up.
    @Test func treesAskedForInTurnAreEachTheirOwn() {
        let memo = TreeArtMemo()
        let seed = ShapeSeed.of("memo")
        let oak = TreeArt.tree("oak", stage: 2, size: .large, seed: seed, memo: TreeArtMemo())
        let pine = TreeArt.tree("pine", stage: 2, size: .large, seed: seed, memo: TreeArtMemo())
        for _ in 0..<3 {
            #expect(TreeArt.tree("oak", stage: 2, size: .large, seed: seed, memo: memo) == oak)
            #expect(TreeArt.tree("oak", stage: 2, size: .large, seed: seed, memo: memo) == oak)
            #expect(TreeArt.tree("pine", stage: 2, size: .large, seed: seed, memo: memo) == pine)
        }
        #expect(oak != pine)
        #expect(memo.count == 2)
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
        ]
        for other in others {
            #expect(other != base)
        }
        // A seed of the other mirroring draws the tree otherwise.
        #expect(TreeArt.tree("oak", stage: 3, size: .large, seed: seed ^ 1, memo: memo) != base)
        #expect(memo.count == 7)
    }

    @Test func aFullMemoStartsOverAndStillGivesTheRightTree() {
        let memo = TreeArtMemo()
        for seed in 0..<UInt64(TreeArtMemo.capacity + 3) {
            _ = TreeArt.tree("oak", stage: 5, size: .small, seed: seed, memo: memo)
        }
        #expect(memo.count <= TreeArtMemo.capacity)
        #expect(TreeArt.tree("oak", stage: 5, size: .small, seed: 1, memo: memo)
            == TreeArt.tree("oak", stage: 5, size: .small, seed: 1, memo: TreeArtMemo()))
    }
}
