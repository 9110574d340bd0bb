/// Something worth coming back for, earned by real-time focus (never at another speed).
public struct Achievement: Sendable, Hashable, Identifiable {
    public enum Measure: Sendable, Hashable {
        case treesGrown
        case bestStreak
        case focusHours
        case earlyBirdTrees
        case nightOwlTrees
        case marathonTrees
        case speciesGrown
        /// Trees grown in a planting together where every tree grew.
        case treesGrownTogether
    }

    public let id: String
    public let title: String
    public let detail: String
    public let measure: Measure
    public let goal: Int

    /// Every achievement, in the order `grove achievements` lists them.
    public static let catalog: [Achievement] = [
        Achievement(id: "first-tree", title: "First sprout", detail: "grow your first tree", measure: .treesGrown, goal: 1),
        Achievement(id: "ten-trees", title: "Grove", detail: "grow 10 trees", measure: .treesGrown, goal: 10),
        Achievement(id: "hundred-trees", title: "Woodland", detail: "grow 100 trees", measure: .treesGrown, goal: 100),
        Achievement(id: "thousand-trees", title: "Ancient forest", detail: "grow 1,000 trees", measure: .treesGrown, goal: 1000),
        Achievement(id: "streak-7", title: "Week of green", detail: "grow a tree 7 days in a row", measure: .bestStreak, goal: 7),
        Achievement(id: "streak-30", title: "Month of green", detail: "grow a tree 30 days in a row", measure: .bestStreak, goal: 30),
        Achievement(id: "focus-100h", title: "Hundred hours", detail: "focus for 100 hours in all", measure: .focusHours, goal: 100),
        Achievement(id: "early-bird", title: "Early bird", detail: "grow a tree started before 7:00", measure: .earlyBirdTrees, goal: 1),
        Achievement(id: "night-owl", title: "Night owl", detail: "grow a tree started at 22:00 or later", measure: .nightOwlTrees, goal: 1),
        Achievement(id: "marathon", title: "Marathon", detail: "grow a tree of 90 minutes or more", measure: .marathonTrees, goal: 1),
        Achievement(
            id: "first-together", title: "Side by side", detail: "grow a tree together with friends, every tree grown",
            measure: .treesGrownTogether, goal: 1),
        Achievement(
            id: "ten-together", title: "Copse", detail: "grow 10 trees together with friends, every tree grown",
            measure: .treesGrownTogether, goal: 10),
        Achievement(id: "arboretum", title: "Arboretum", detail: "grow a tree of every species", measure: .speciesGrown, goal: Species.catalog.count),
    ]

    public static func named(_ id: String) -> Achievement? {
        catalog.first { $0.id == id }
    }
}
