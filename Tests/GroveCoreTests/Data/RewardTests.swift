import Foundation
import Testing
import GroveCore
import GroveTestSupport

@Suite("rewards")
struct RewardTests {
    @Test func grownTreesEarnCoinsByTheMinuteAndStreakBonuses() {
        let harness = ContractHarness()
        harness.model.startSession()
        harness.pass(1500)
        #expect(harness.model.rewards.coins == 25)
        #expect(harness.model.newAchievements.map(\.id) == ["first-tree"])

        harness.clock.advance(by: 86_400 - 1500)
        harness.model.startSession()
        harness.pass(1500)
        // 25 for the minutes, 2 streak days × 5.
        #expect(harness.model.rewards.coins == 25 + 25 + 10)
        #expect(harness.model.rewards.currentStreak == 2)
        #expect(harness.model.newAchievements.isEmpty)
    }

    @Test func witheredTreesAndOtherSpeedsEarnNothing() {
        let harness = ContractHarness()
        harness.model.startSession()
        harness.pass(600)
        harness.model.cancelSession()
        #expect(harness.model.rewards.coins == 0)

        let fast = ContractHarness(speed: 60)
        fast.model.startSession()
        fast.pass(25)
        #expect(fast.model.currentState == .completed)
        #expect(fast.model.rewards.coins == 0)
        #expect(fast.model.rewards.earned.isEmpty)
    }

    @Test func unlockingSpendsCoinsAndOpensTheSpecies() {
        let harness = ContractHarness()
        harness.model.startSession(SessionPlan(plannedSeconds: 1500, tag: "t", species: "cherry", speed: .normal))
        #expect(harness.model.errorMessage?.contains("cherry is locked") == true)
        #expect(harness.repository.savedCount == 0)

        harness.model.unlock(species: "cherry")
        #expect(harness.model.errorMessage == "the cherry costs 250 coins and you have 0; grow 250 minutes more")

        for _ in 0..<6 {
            harness.model.startSession(SessionPlan(plannedSeconds: 3000, tag: "t", species: "oak", speed: .normal))
            harness.pass(3000)
        }
        let before = harness.model.rewards.coins
        #expect(before >= 250)
        harness.model.unlock(species: "cherry")
        #expect(harness.model.errorMessage == nil)
        #expect(harness.model.rewards.coins == before - 250)
        harness.model.unlock(species: "cherry")
        #expect(harness.model.errorMessage == "the cherry is already yours")
        harness.model.startSession(SessionPlan(plannedSeconds: 1500, tag: "t", species: "cherry", speed: .normal))
        #expect(harness.model.currentState == .active)
    }

    @Test func anAchievementUnlocksItsSpeciesWhichCoinsCannotBuy() {
        let harness = ContractHarness()
        let birch = SessionPlan(plannedSeconds: 1500, tag: "t", species: "birch", speed: .normal)
        harness.model.startSession(birch)
        #expect(harness.model.errorMessage
            == "the birch comes with the achievement Grove (grow 10 trees; 0 of 10 so far); it cannot be bought with coins")
        for _ in 0..<9 {
            harness.model.startSession(SessionPlan(plannedSeconds: 3000, tag: "t", species: "oak", speed: .normal))
            harness.pass(3000)
        }
        #expect(harness.model.rewards.coins >= 450)
        harness.model.unlock(species: "birch")
        #expect(harness.model.errorMessage?.contains("9 of 10 so far") == true)
        #expect(!harness.model.rewards.isAvailable("birch"))

        harness.model.startSession()
        harness.pass(1500)
        #expect(harness.model.newAchievements.map(\.id).contains("ten-trees"))
        #expect(harness.model.rewards.isAvailable("birch"))
        let coins = harness.model.rewards.coins
        harness.model.unlock(species: "birch")
        #expect(harness.model.errorMessage == "the birch is already yours")
        #expect(harness.model.rewards.coins == coins)
        harness.model.startSession(birch)
        #expect(harness.model.currentState == .active)
    }

    @Test func everySpeciesCanBeUnlockedAndTheArboretumNeedsThemAll() {
        let ids = Set(Achievement.catalog.map(\.id))
        for species in Species.catalog {
            switch species.unlock {
            case .free: break
            case .coins(let price): #expect(price > 0, "\(species.name)")
            // An achievement that needed this very species grown could never be earned.
            case .achievement(let id): #expect(ids.contains(id) && id != "arboretum", "\(species.name): \(id)")
            }
        }
        #expect(Species.catalog.contains { if case .achievement = $0.unlock { true } else { false } })
        #expect(Set(Species.catalog.map(\.name)).count == Species.catalog.count)
        #expect(Achievement.named("arboretum")?.goal == Species.catalog.count)
    }

    @Test func whatUnlocksASpeciesInWords() {
        #expect(SpeciesUnlock.free.summary == "free")
        #expect(SpeciesUnlock.coins(250).summary == "250 coins")
        #expect(SpeciesUnlock.achievement("streak-30").summary == "achievement Month of green: grow a tree 30 days in a row")
        #expect(SpeciesUnlock.achievement("streak-30").shortSummary == "achievement Month of green")
    }

    @Test func achievementsFollowTheirMeasures() {
        let calendar = FixedOffsetCalendar.utc
        var ledger = RewardLedger()
        let base = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01 00:00 UTC
        func grow(_ day: Int, hour: Int, minutes: Double = 25, species: String = "oak") -> [String] {
            let start = base.addingTimeInterval(Double(day * 86_400 + hour * 3600))
            let session = FinishedSession(
                id: "\(day)-\(hour)", kind: .focus, state: .completed, startedAt: start,
                endedAt: start.addingTimeInterval(minutes * 60), plannedSeconds: minutes * 60, focusedSeconds: minutes * 60,
                pausedSeconds: 0, tag: "t", species: species, speed: .normal)
            return ledger.record(session, calendar: calendar).map(\.id)
        }
        #expect(grow(0, hour: 6) == ["first-tree", "early-bird"])
        #expect(grow(1, hour: 22) == ["night-owl"])
        #expect(grow(2, hour: 12, minutes: 90) == ["marathon"])
        for day in 3..<6 { _ = grow(day, hour: 12) }
        #expect(grow(6, hour: 12) == ["streak-7"])
        #expect(ledger.progress(Achievement.named("ten-trees")!) == 7)
        #expect(grow(7, hour: 12, species: "pine").isEmpty)
    }

    @Test func aRecountAgreesWithTheStoredLedger() throws {
        let harness = ContractHarness()
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<120 {
            harness.model.startSession()
            let outcome = Int.random(in: 0..<4, using: &generator)
            if outcome == 0 {
                harness.pass(Double.random(in: 1..<1500, using: &generator))
                harness.model.cancelSession()
            } else {
                harness.pass(1500)
            }
            harness.clock.advance(by: Double.random(in: 0..<(40 * 3600), using: &generator))
        }
        let stored = harness.repository.live.rewards
        let recount = RewardLedger.recount(
            try harness.repository.history(startedIn: nil), unlocks: stored.unlocked, calendar: FixedOffsetCalendar.utc)
        #expect(stored == recount)
        #expect(stored.treesGrown > 50)
        #expect(stored.bestStreak > 1)
    }
}

@Suite("achievements on the outcome")
struct OutcomeAchievementTests {
    @Test func aScreenOpenedAfterTheWaiterCompletedTheTreeStillAnnouncesThem() {
        let waiter = ContractHarness()
        waiter.model.startSession()
        waiter.pass(1500)

        let screen = ContractHarness(live: waiter.repository.live)
        screen.clock.set(waiter.clock.now())
        screen.model.restore()
        #expect(screen.model.currentState == .completed)
        #expect(screen.model.newAchievements.map(\.id) == ["first-tree"])

        screen.model.dismissOutcome()
        #expect(screen.model.newAchievements.isEmpty)
        screen.model.startSession()
        screen.pass(1500)
        #expect(screen.model.newAchievements.isEmpty)
    }
}
