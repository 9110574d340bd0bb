import FoundationEssentials
import GroveWords

/// The contract's mapping from progress to five growth stages: stage n covers the n-th fifth of the planned time (for 25
/// minutes, stage 1 is 25:00–20:01 left, stage 2 starts at exactly 20:00, stage 5 covers 5:00–0:00).
public enum TreeStage {
    public static let count = 5

    /// What a tree at `stage` is, in words: "a sprout", "a sapling", "a young tree",
    /// "a tall tree", "almost grown" (its last fifth: grown only when the time is up).
    public static func words(_ stage: Int) -> String {
        switch min(max(stage, 1), count) {
        case 1: Words.Core.sprout
        case 2: Words.Core.sapling
        case 3: Words.Core.youngTree
        case 4: Words.Core.tallTree
        default: Words.Core.almostGrown
        }
    }

    public static func stage(elapsed: TimeInterval, planned: TimeInterval) -> Int {
        guard planned > 0, elapsed > 0 else { return 1 }
        return stage(grown: elapsed * Double(count) / planned)
    }

    /// The stage of a tree grown `grown` stages' worth (see ``SessionExtension/growth(elapsed:planned:extended:)``).
    public static func stage(grown: Double) -> Int {
        Int(min(max(grown.rounded(.down), 0), Double(count - 1))) + 1
    }
}
