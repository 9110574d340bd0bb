import GroveWords

/// What makes a species plantable: nothing, coins spent on it, or an achievement earned.
public enum SpeciesUnlock: Sendable, Hashable {
    /// Everyone starts with it.
    case free
    /// Bought with `grove species unlock` for this many coins.
    case coins(Int)
    /// Given by the achievement with this id (see `Achievement.catalog`); it cannot be bought.
    case achievement(String)

    /// 0 unless it is bought with coins.
    public var coinPrice: Int {
        if case .coins(let price) = self { return price }
        return 0
    }

    public var achievement: Achievement? {
        if case .achievement(let id) = self { return Achievement.named(id) }
        return nil
    }

    /// What unlocks it, for lists and roomy screens: "achievement Grove: grow 10 trees".
    public var summary: String {
        guard let achievement else { return shortSummary }
        return Words.Species.byAchievementDetail(title: achievement.title, detail: achievement.detail)
    }

    /// What unlocks it, in the fewest words: "free", "250 coins", "achievement Grove".
    public var shortSummary: String {
        switch self {
        case .free: Words.Species.free
        case .coins(let price): Words.Species.price(price: String(price))
        case .achievement(let id): Words.Species.byAchievement(title: achievement?.title ?? id)
        }
    }
}
