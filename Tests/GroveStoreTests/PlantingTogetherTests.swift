import Foundation
import GroveCore
import GroveStore
import GroveTestSupport
import Testing

/// The rule of planting together, contract-style: two or three members, each with their own
/// store, over one room folder, on one manual clock.
@Suite("planting together, member by member")
final class PlantingTogetherTests {
    private let room = TemporaryFolder()
    private let clock = ManualClock()

    private func member(_ name: String, board: ((RoomFolder) -> RoomBoard)? = nil) -> RoomMember {
        RoomMember(name, room: room.path, clock: clock, board: board)
    }

    @Test func joiningWithinTwoMinutesEndsWithTheOpener() throws {
        let ana = member("ana"), bo = member("bo")
        #expect(!ana.plant().joined)
        clock.advance(by: 90)
        let decision = bo.plant(minutes: 50)
        #expect(decision.joined)
        let anaSession = try #require(ana.model.session), boSession = try #require(bo.model.session)
        #expect(boSession.endsAt == anaSession.endsAt)
        #expect(boSession.together?.planting == anaSession.together?.planting)
        #expect(boSession.together?.opener == "ana")
        #expect(boSession.together?.members == ["ana"])
        #expect(boSession.plannedSeconds == 1500 - 90)
        ana.model.lookAtRoom()
        #expect(ana.model.session?.together?.members == ["bo"])
        #expect(ana.model.treesTogether.map(\.name) == ["ana", "bo"])
        #expect(ana.model.treesTogether.map(\.stage) == [1, 1])
        clock.advance(by: 1410)
        ana.model.tick()
        bo.model.tick()
        #expect(ana.history.map(\.state) == [.completed])
        #expect(ana.history.first?.with == ["bo"])
        #expect(bo.history.first?.with == ["ana"])
        #expect(bo.ownRecord.map(\.state) == [.grown])
    }

    @Test func nobodyJoinsAPlantingSomeoneGaveUp() throws {
        let ana = member("ana"), bo = member("bo"), cy = member("cy")
        ana.plant()
        bo.plant()
        clock.advance(by: 60)
        bo.model.cancelSession()
        #expect(!cy.plant().joined)
    }

    @Test func twoOpeningAtOnceGrowApartAndTheNextJoinsTheEarlier() throws {
        // ana's file has not reached bo's grove when he plants a second later.
        let ana = member("ana", board: { SlowBoard($0) }), bo = member("bo"), cy = member("cy")
        #expect(!ana.plant().joined)
        clock.advance(by: 1)
        #expect(!bo.plant().joined)
        (ana.board as? SlowBoard)?.release()
        ana.model.lookAtRoom()
        bo.model.lookAtRoom()
        #expect(ana.model.treesTogether.map(\.name) == ["ana"])
        #expect(bo.model.treesTogether.map(\.name) == ["bo"])
        clock.advance(by: 30)
        #expect(cy.plant().joined)
        #expect(cy.model.session?.together?.opener == "ana")
        bo.model.cancelSession()
        ana.model.lookAtRoom()
        #expect(ana.model.currentState == .active)
        #expect(ana.model.session?.together?.members == ["cy"])
    }

    @Test func plantingTooLateOpensAnotherPlanting() throws {
        let ana = member("ana"), bo = member("bo")
        ana.plant()
        clock.advance(by: 121)
        #expect(!bo.plant().joined)
        #expect(bo.model.session?.together?.planting != ana.model.session?.together?.planting)
        #expect(bo.model.session?.together?.opener == "bo")
        #expect(bo.model.session?.plannedSeconds == 1500)
    }

    @Test func oneGivesUpAndEveryTreeWithersSayingWho() throws {
        let ana = member("ana"), bo = member("bo"), cy = member("cy")
        ana.plant()
        clock.advance(by: 30)
        bo.plant()
        cy.plant()
        clock.advance(by: 300)
        bo.model.cancelSession()
        #expect(bo.history.first?.state == .abandoned)
        #expect(bo.history.first?.gaveUp == "bo")
        #expect(bo.ownRecord.first?.state == .gaveUp)
        #expect(bo.ownRecord.first?.gaveUpAt == clock.now())

        clock.advance(by: 1)
        ana.model.lookAtRoom()
        cy.model.restore()
        for other in [ana, cy] {
            let withered = try #require(other.history.first)
            #expect(withered.state == .abandoned, "\(other.name)")
            #expect(withered.gaveUp == "bo", "\(other.name)")
            #expect(withered.focusedSeconds == (other.name == "ana" ? 331 : 301), "\(other.name)")
            #expect(other.hooks.events.last == .abandoned, "\(other.name)")
            #expect(other.model.notice == RoomRules.witheredWords(by: "bo"), "\(other.name)")
            #expect(other.ownRecord.first?.state == .withered, "\(other.name)")
            #expect(other.model.session == nil, "\(other.name)")
        }
        #expect(ana.history.first?.with == ["bo", "cy"])
    }

    @Test func givingUpWithinTheGraceCancelsOnlyThatPlanting() throws {
        let ana = member("ana"), bo = member("bo")
        ana.plant()
        clock.advance(by: 20)
        bo.plant()
        clock.advance(by: 5)
        bo.model.cancelSession()
        #expect(bo.model.notice == SessionRules.cancelledMessage)
        #expect(bo.history == [])
        #expect(bo.ownRecord.first?.state == .cancelled)
        ana.model.lookAtRoom()
        #expect(ana.model.session?.together?.members == [])
        #expect(ana.model.currentState == .active)
        clock.advance(by: 1500)
        ana.model.tick()
        #expect(ana.history.map(\.state) == [.completed])
        #expect(ana.history.first?.with == [])
    }

    @Test func aGiveUpThatArrivesAfterTheEndChangesNothing() throws {
        let ana = member("ana"), bo = member("bo", board: { SlowBoard($0) })
        ana.plant()
        bo.plant()
        clock.advance(by: 1400)
        bo.model.cancelSession()
        #expect(bo.history.first?.state == .abandoned)
        // ana's grove looks at the end, and the give-up has not arrived yet: her tree grows.
        clock.advance(by: 100)
        ana.model.tick()
        #expect(ana.history.map(\.state) == [.completed])
        (bo.board as? SlowBoard)?.release()
        ana.model.restore()
        ana.model.lookAtRoom()
        #expect(ana.history.map(\.state) == [.completed])
        #expect(ana.history.first?.gaveUp == nil)
    }

    @Test func aGiveUpFirstSeenLongAfterTheEndChangesNothing() throws {
        let ana = member("ana"), bo = member("bo")
        ana.plant()
        bo.plant()
        clock.advance(by: 600)
        bo.model.cancelSession()
        // No grove of ana's looked until long after the end: what it knew at the end decides.
        clock.advance(by: 3600)
        ana.model.restore()
        #expect(ana.history.map(\.state) == [.completed])
    }

    @Test func aTreePlantedTogetherCannotBePaused() throws {
        let ana = member("ana")
        ana.plant()
        ana.model.pauseSession()
        #expect(ana.model.currentState == .active)
        #expect(ana.model.errorMessage == SessionRejection.pausedTogether.description)
        #expect(ana.model.errorMessage?.contains("cannot be paused") == true)
    }

    @Test func everyTreeGrownEarnsTheBonusAndTheFirstAchievement() throws {
        let ana = member("ana"), bo = member("bo"), cy = member("cy")
        ana.plant()
        bo.plant()
        cy.plant()
        ana.model.lookAtRoom()
        clock.advance(by: 1500)
        ana.model.tick()
        #expect(ana.history.first?.with == ["bo", "cy"])
        // 25 coins for 25 minutes, and 10 % more for each of two other members.
        #expect(ana.model.rewards.coins == 25 + 5)
        #expect(ana.model.rewards.earned["first-together"] != nil)
        #expect(ana.model.newAchievements.map(\.id).filter { $0.contains("together") } == ["first-together"])
    }

    @Test func aBonusIsRoundedToTheNearestCoinSoAShortTreeStillEarnsOne() {
        let start = clock.now()
        let tree = FinishedSession(
            id: "short", kind: .focus, state: .completed, startedAt: start, endedAt: start.addingTimeInterval(599),
            plannedSeconds: 599, focusedSeconds: 599, pausedSeconds: 0, tag: "focus", species: "oak", speed: .normal,
            with: ["ana"], gaveUp: nil)
        var ledger = RewardLedger()
        ledger.record(tree, calendar: FixedOffsetCalendar.utc)
        // 9 coins for 9 whole minutes; 10 % of them is 0.9, one coin.
        #expect(ledger.coinsEarned == 9 + 1)
    }

    @Test func theBonusStopsAtFiftyPercentAndTenEarnTheSecondAchievement() throws {
        func tree(_ index: Int, with: [String], gaveUp: String? = nil) -> FinishedSession {
            let start = clock.now().addingTimeInterval(TimeInterval(index * 3600))
            return FinishedSession(
                id: "t\(index)", kind: .focus, state: gaveUp == nil ? .completed : .abandoned, startedAt: start,
                endedAt: start.addingTimeInterval(1500), plannedSeconds: 1500, focusedSeconds: gaveUp == nil ? 1500 : 600,
                pausedSeconds: 0, tag: "focus", species: "oak", speed: .normal, with: with, gaveUp: gaveUp)
        }
        var ledger = RewardLedger()
        ledger.record(tree(0, with: ["a", "b", "c", "d", "e", "f", "g"]), calendar: FixedOffsetCalendar.utc)
        // Half of 25 coins is 12.5: the bonus is rounded to the nearest coin.
        #expect(ledger.coinsEarned == 25 + 13)
        // A withered tree and one planted alone earn no step towards ten.
        let history = (1...8).map { tree($0, with: ["bo"]) } + [tree(9, with: ["bo"], gaveUp: "bo"), tree(10, with: [])]
        for session in history { ledger.record(session, calendar: FixedOffsetCalendar.utc) }
        #expect(ledger.earned["ten-together"] == nil)
        #expect(ledger.treesGrownTogether == 9)
        ledger.record(tree(11, with: ["bo"]), calendar: FixedOffsetCalendar.utc)
        #expect(ledger.earned["ten-together"] != nil)
        let recounted = RewardLedger.recount(
            [tree(0, with: ["bo"])] + history + [tree(11, with: ["bo"])], unlocks: [], calendar: FixedOffsetCalendar.utc)
        #expect(recounted.earned["ten-together"] != nil)
    }
}
