/// How a tree looks: one of its growth stages, or withered.
public enum ArtPose: Sendable, Hashable {
    /// A growth stage, from 1 (a sprout just out of the soil) to 5 (the full tree).
    case stage(Int)
    /// The look of a tree whose session was given up: bare, drooping, grey-brown.
    case withered

    /// The growth stages there is art for, first to last.
    public static let stages: ClosedRange<Int> = 1...5
}
