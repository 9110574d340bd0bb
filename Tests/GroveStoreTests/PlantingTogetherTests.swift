import Foundation
import GroveCore
import GroveStore
import GroveTestSupport
import XCTest

/// The rule of planting together, contract-style: two or three members, each with their own
/// store, over one room folder, on one manual clock.
final class PlantingTogetherTests: XCTestCase {
    private let room = TemporaryFolder()
    private let clock = ManualClock()

    private func member(_ name: String, board: ((RoomFolder) -> RoomBoard)? = nil) -> RoomMember {
        RoomMember(name, room: room.path, clock: clock, board: board)
    }

    func testJoiningWithinTwoMinutesEndsWithTheOpener() throws {
        let ana = member("ana"), bo = member("bo")
        XCTAssertFalse(ana.plant().joined)
        clock.advance(by: 90)
        let decision = bo.plant(minutes: 50)
        XCTAssertTrue(decision.joined)
        let anaSession = try XCTUnwrap(ana.model.session), boSession = try XCTUnwrap(bo.model.session)
        XCTAssertEqual(boSession.endsAt, anaSession.endsAt)
        XCTAssertEqual(boSession.together?.planting, anaSession.together?.planting)
        XCTAssertEqual(boSession.together?.opener, "ana")
        XCTAssertEqual(boSession.together?.members, ["ana"])
        XCTAssertEqual(boSession.plannedSeconds, 1500 - 90)
        ana.model.lookAtRoom()
        XCTAssertEqual(ana.model.session?.together?.members, ["bo"])
        XCTAssertEqual(ana.model.treesTogether.map(\.name), ["ana", "bo"])
        XCTAssertEqual(ana.model.treesTogether.map(\.stage), [1, 1])
        clock.advance(by: 1410)
        ana.model.tick()
        bo.model.tick()
        XCTAssertEqual(ana.history.map(\.state), [.completed])
        XCTAssertEqual(ana.history.first?.with, ["bo"])
        XCTAssertEqual(bo.history.first?.with, ["ana"])
        XCTAssertEqual(bo.ownRecord.map(\.state), [.grown])
    }

    func testNobodyJoinsAPlantingSomeoneGaveUp() throws {
        let ana = member("ana"), bo = member("bo"), cy = member("cy")
        ana.plant()
        bo.plant()
        clock.advance(by: 60)
        bo.model.cancelSession()
        XCTAssertFalse(cy.plant().joined)
    }

    func testPlantingTooLateOpensAnotherPlanting() throws {
        let ana = member("ana"), bo = member("bo")
        ana.plant()
        clock.advance(by: 121)
        XCTAssertFalse(bo.plant().joined)
        XCTAssertNotEqual(bo.model.session?.together?.planting, ana.model.session?.together?.planting)
        XCTAssertEqual(bo.model.session?.together?.opener, "bo")
        XCTAssertEqual(bo.model.session?.plannedSeconds, 1500)
    }

    func testOneGivesUpAndEveryTreeWithersSayingWho() throws {
        let ana = member("ana"), bo = member("bo"), cy = member("cy")
        ana.plant()
        clock.advance(by: 30)
        bo.plant()
        cy.plant()
        clock.advance(by: 300)
        bo.model.cancelSession()
        XCTAssertEqual(bo.history.first?.state, .abandoned)
        XCTAssertEqual(bo.history.first?.gaveUp, "bo")
        XCTAssertEqual(bo.ownRecord.first?.state, .gaveUp)
        XCTAssertEqual(bo.ownRecord.first?.gaveUpAt, clock.now())

        clock.advance(by: 1)
        ana.model.lookAtRoom()
        cy.model.restore()
        for other in [ana, cy] {
            let withered = try XCTUnwrap(other.history.first)
            XCTAssertEqual(withered.state, .abandoned, other.name)
            XCTAssertEqual(withered.gaveUp, "bo", other.name)
            XCTAssertEqual(withered.focusedSeconds, other.name == "ana" ? 331 : 301, other.name)
            XCTAssertEqual(other.hooks.events.last, .abandoned, other.name)
            XCTAssertEqual(other.model.notice, RoomRules.witheredWords(by: "bo"), other.name)
            XCTAssertEqual(other.ownRecord.first?.state, .withered, other.name)
            XCTAssertNil(other.model.session, other.name)
        }
        XCTAssertEqual(ana.history.first?.with, ["bo", "cy"])
    }

    func testGivingUpWithinTheGraceCancelsOnlyThatPlanting() throws {
        let ana = member("ana"), bo = member("bo")
        ana.plant()
        clock.advance(by: 20)
        bo.plant()
        clock.advance(by: 5)
        bo.model.cancelSession()
        XCTAssertEqual(bo.model.notice, SessionRules.cancelledMessage)
        XCTAssertEqual(bo.history, [])
        XCTAssertEqual(bo.ownRecord.first?.state, .cancelled)
        ana.model.lookAtRoom()
        XCTAssertEqual(ana.model.session?.together?.members, [])
        XCTAssertEqual(ana.model.currentState, .active)
        clock.advance(by: 1500)
        ana.model.tick()
        XCTAssertEqual(ana.history.map(\.state), [.completed])
        XCTAssertEqual(ana.history.first?.with, [])
    }

    func testAGiveUpThatArrivesAfterTheEndChangesNothing() throws {
        let ana = member("ana"), bo = member("bo", board: { SlowBoard($0) })
        ana.plant()
        bo.plant()
        clock.advance(by: 1400)
        bo.model.cancelSession()
        XCTAssertEqual(bo.history.first?.state, .abandoned)
        // ana's grove looks at the end, and the give-up has not arrived yet: her tree grows.
        clock.advance(by: 100)
        ana.model.tick()
        XCTAssertEqual(ana.history.map(\.state), [.completed])
        (bo.board as? SlowBoard)?.release()
        ana.model.restore()
        ana.model.lookAtRoom()
        XCTAssertEqual(ana.history.map(\.state), [.completed])
        XCTAssertNil(ana.history.first?.gaveUp)
    }

    func testAGiveUpFirstSeenLongAfterTheEndChangesNothing() throws {
        let ana = member("ana"), bo = member("bo")
        ana.plant()
        bo.plant()
        clock.advance(by: 600)
        bo.model.cancelSession()
        // No grove of ana's looked until long after the end: what it knew at the end decides.
        clock.advance(by: 3600)
        ana.model.restore()
        XCTAssertEqual(ana.history.map(\.state), [.completed])
    }

    func testATreePlantedTogetherCannotBePaused() throws {
        let ana = member("ana")
        ana.plant()
        ana.model.pauseSession()
        XCTAssertEqual(ana.model.currentState, .active)
        XCTAssertEqual(ana.model.errorMessage, SessionRejection.pausedTogether.description)
        XCTAssertTrue(ana.model.errorMessage?.contains("cannot be paused") ?? false)
    }

    func testEveryTreeGrownEarnsTheBonusAndTheFirstAchievement() throws {
        let ana = member("ana"), bo = member("bo"), cy = member("cy")
        ana.plant()
        bo.plant()
        cy.plant()
        ana.model.lookAtRoom()
        clock.advance(by: 1500)
        ana.model.tick()
        XCTAssertEqual(ana.history.first?.with, ["bo", "cy"])
        // 25 coins for 25 minutes, and 10 % more for each of two other members.
        XCTAssertEqual(ana.model.rewards.coins, 25 + 5)
        XCTAssertNotNil(ana.model.rewards.earned["first-together"])
        XCTAssertEqual(ana.model.newAchievements.map(\.id).filter { $0.contains("together") }, ["first-together"])
    }

    func testTheBonusStopsAtFiftyPercentAndTenEarnTheSecondAchievement() throws {
        func tree(_ index: Int, with: [String], gaveUp: String? = nil) -> FinishedSession {
            let start = clock.now().addingTimeInterval(TimeInterval(index * 3600))
            return FinishedSession(
                id: "t\(index)", kind: .focus, state: gaveUp == nil ? .completed : .abandoned, startedAt: start,
                endedAt: start.addingTimeInterval(1500), plannedSeconds: 1500, focusedSeconds: gaveUp == nil ? 1500 : 600,
                pausedSeconds: 0, tag: "focus", species: "oak", speed: .normal, with: with, gaveUp: gaveUp)
        }
        var ledger = RewardLedger()
        ledger.record(tree(0, with: ["a", "b", "c", "d", "e", "f", "g"]), calendar: FixedOffsetCalendar.utc)
        XCTAssertEqual(ledger.coinsEarned, 25 + 12)
        // A withered tree and one planted alone earn no step towards ten.
        let history = (1...8).map { tree($0, with: ["bo"]) } + [tree(9, with: ["bo"], gaveUp: "bo"), tree(10, with: [])]
        for session in history { ledger.record(session, calendar: FixedOffsetCalendar.utc) }
        XCTAssertNil(ledger.earned["ten-together"])
        XCTAssertEqual(ledger.treesGrownTogether, 9)
        ledger.record(tree(11, with: ["bo"]), calendar: FixedOffsetCalendar.utc)
        XCTAssertNotNil(ledger.earned["ten-together"])
        let recounted = RewardLedger.recount(
            [tree(0, with: ["bo"])] + history + [tree(11, with: ["bo"])], unlocks: [], calendar: FixedOffsetCalendar.utc)
        XCTAssertNotNil(recounted.earned["ten-together"])
    }
}
