import GroveWords

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
    public let measure: Measure
    public let goal: Int
    private let words: @Sendable () -> (title: String, detail: String)

    /// Every achievement, in the order `grove achievements` lists them.
    public static let catalog: [Achievement] = [
        Achievement(id: "first-tree", measure: .treesGrown, goal: 1) {
            (Words.Achievement.firstTree, Words.Achievement.firstTreeDetail)
        },
        Achievement(id: "ten-trees", measure: .treesGrown, goal: 10) {
            (Words.Achievement.tenTrees, Words.Achievement.tenTreesDetail)
        },
        Achievement(id: "hundred-trees", measure: .treesGrown, goal: 100) {
            (Words.Achievement.hundredTrees, Words.Achievement.hundredTreesDetail)
        },
        Achievement(id: "thousand-trees", measure: .treesGrown, goal: 1000) {
            (Words.Achievement.thousandTrees, Words.Achievement.thousandTreesDetail)
        },
        Achievement(id: "streak-7", measure: .bestStreak, goal: 7) {
            (Words.Achievement.streak7, Words.Achievement.streak7Detail)
        },
        Achievement(id: "streak-30", measure: .bestStreak, goal: 30) {
            (Words.Achievement.streak30, Words.Achievement.streak30Detail)
        },
        Achievement(id: "focus-100h", measure: .focusHours, goal: 100) {
            (Words.Achievement.focus100h, Words.Achievement.focus100hDetail)
        },
        Achievement(id: "early-bird", measure: .earlyBirdTrees, goal: 1) {
            (Words.Achievement.earlyBird, Words.Achievement.earlyBirdDetail)
        },
        Achievement(id: "night-owl", measure: .nightOwlTrees, goal: 1) {
            (Words.Achievement.nightOwl, Words.Achievement.nightOwlDetail)
        },
        Achievement(id: "marathon", measure: .marathonTrees, goal: 1) {
            (Words.Achievement.marathon, Words.Achievement.marathonDetail)
        },
        Achievement(id: "first-together", measure: .treesGrownTogether, goal: 1) {
            (Words.Achievement.firstTogether, Words.Achievement.firstTogetherDetail)
        },
        Achievement(id: "ten-together", measure: .treesGrownTogether, goal: 10) {
            (Words.Achievement.tenTogether, Words.Achievement.tenTogetherDetail)
        },
        Achievement(id: "arboretum", measure: .speciesGrown, goal: Species.catalog.count) {
            (Words.Achievement.arboretum, Words.Achievement.arboretumDetail)
        },
    ]

    private init(id: String, measure: Measure, goal: Int, words: @escaping @Sendable () -> (title: String, detail: String)) {
        self.id = id
        self.measure = measure
        self.goal = goal
        self.words = words
    }

    /// Its name, in the language in use: "Grove", "Hain".
    public var title: String { words().title }

    /// What earns it, in the language in use: "grow 10 trees".
    public var detail: String { words().detail }

    public static func named(_ id: String) -> Achievement? {
        catalog.first { $0.id == id }
    }

    public static func == (lhs: Achievement, rhs: Achievement) -> Bool { lhs.id == rhs.id }

    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
