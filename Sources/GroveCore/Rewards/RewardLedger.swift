import FoundationEssentials

/// Coins, unlocked species and achievements, kept up to date as sessions finish; everything but
/// the unlocks can be recounted from the history (``recount(_:unlocks:calendar:)``).
public struct RewardLedger: Sendable, Hashable, Codable {
    /// Coins for each minute of focus a tree earns on (``FinishedSession/rewardedSeconds``).
    public static let coinsPerMinute = 1
    /// Extra coins for the first tree of a day that continues a streak, per streak day (up to 10).
    public static let streakBonusPerDay = 5

    public var coinsEarned = 0
    /// Species bought with coins.
    public var unlocked: [String] = []
    /// Achievement ids, with when each was earned.
    public var earned: [String: Date] = [:]
    public var treesGrown = 0
    public var focusSeconds: Double = 0
    public var bestStreak = 0
    public var currentStreak = 0
    public var lastGrownDay: LocalDay?
    public var earlyBirdTrees = 0
    public var nightOwlTrees = 0
    public var marathonTrees = 0
    public var speciesGrown: [String] = []
    public var treesGrownTogether = 0

    public init() {}

    /// Earned and not spent.
    public var coins: Int {
        coinsEarned - unlocked.compactMap(Species.named).reduce(0) { $0 + $1.unlock.coinPrice }
    }

    /// The streak still alive on `today`: it survives until a whole day passes without a tree.
    public func streak(on today: LocalDay) -> Int {
        guard let last = lastGrownDay, last.adding(days: 1) >= today else { return 0 }
        return currentStreak
    }

    public func isAvailable(_ species: String) -> Bool {
        guard let known = Species.named(species) else { return false }
        switch known.unlock {
        case .free: return true
        case .coins: return unlocked.contains(species)
        case .achievement(let id): return earned[id] != nil
        }
    }

    public func progress(_ achievement: Achievement) -> Int {
        switch achievement.measure {
        case .treesGrown: treesGrown
        case .bestStreak: bestStreak
        case .focusHours: Int(focusSeconds / 3600)
        case .earlyBirdTrees: earlyBirdTrees
        case .nightOwlTrees: nightOwlTrees
        case .marathonTrees: marathonTrees
        case .speciesGrown: speciesGrown.count
        case .treesGrownTogether: treesGrownTogether
        }
    }

    /// Adds a finished session (if it ``FinishedSession/countsForTheGame``); returns the achievements it earned.
    @discardableResult
    public mutating func record(_ session: FinishedSession, calendar: LocalCalendar) -> [Achievement] {
        guard let day = session.streakDay(in: calendar) else { return [] }
        treesGrown += 1
        focusSeconds += session.rewardedSeconds
        let coins = Int(session.rewardedSeconds / 60) * Self.coinsPerMinute
        coinsEarned += coins
        if session.grewTogether {
            treesGrownTogether += 1
            // Rounded to the nearest coin, so a short tree's bonus is not lost to the division.
            coinsEarned += (coins * RoomRules.bonusPercent(others: session.with.count) + 50) / 100
        }
        if lastGrownDay.map({ day > $0 }) ?? true {
            if let last = lastGrownDay, last.adding(days: 1) == day {
                currentStreak += 1
                coinsEarned += min(currentStreak, 10) * Self.streakBonusPerDay
            } else {
                currentStreak = 1
            }
            lastGrownDay = day
            bestStreak = max(bestStreak, currentStreak)
        }
        let hour = calendar.hour(of: session.startedAt)
        if hour < 7 { earlyBirdTrees += 1 }
        if hour >= 22 { nightOwlTrees += 1 }
        if session.plannedSeconds >= 90 * 60 { marathonTrees += 1 }
        if !speciesGrown.contains(session.species) { speciesGrown.append(session.species) }
        let newlyEarned = Achievement.catalog.filter { earned[$0.id] == nil && progress($0) >= $0.goal }
        for achievement in newlyEarned { earned[achievement.id] = session.endedAt }
        return newlyEarned
    }

    /// Keeps `unlocks`: purchases are not in the history.
    public static func recount(_ history: [FinishedSession], unlocks: [String], calendar: LocalCalendar) -> RewardLedger {
        var ledger = RewardLedger()
        ledger.unlocked = unlocks
        for session in history.sorted(by: FinishedSession.historyOrder) {
            ledger.record(session, calendar: calendar)
        }
        return ledger
    }
}

extension RewardLedger {
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        coinsEarned = try container.decode(Int.self, forKey: .coinsEarned)
        unlocked = try container.decode([String].self, forKey: .unlocked)
        earned = try container.decode([String: Date].self, forKey: .earned)
        treesGrown = try container.decode(Int.self, forKey: .treesGrown)
        focusSeconds = try container.decode(Double.self, forKey: .focusSeconds)
        bestStreak = try container.decode(Int.self, forKey: .bestStreak)
        currentStreak = try container.decode(Int.self, forKey: .currentStreak)
        lastGrownDay = try container.decodeIfPresent(LocalDay.self, forKey: .lastGrownDay)
        earlyBirdTrees = try container.decode(Int.self, forKey: .earlyBirdTrees)
        nightOwlTrees = try container.decode(Int.self, forKey: .nightOwlTrees)
        marathonTrees = try container.decode(Int.self, forKey: .marathonTrees)
        speciesGrown = try container.decode([String].self, forKey: .speciesGrown)
        // Ledgers kept before planting together (the live file of schema 1) have no count of it: none then.
        treesGrownTogether = try container.decodeIfPresent(Int.self, forKey: .treesGrownTogether) ?? 0
    }
}
