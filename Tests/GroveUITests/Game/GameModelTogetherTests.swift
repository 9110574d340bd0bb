import Foundation
import GroveCore
import GroveTerminal
import GroveTestSupport
@testable import GroveUI
import Testing

/// The game model while a tree planted together grows: it watches the room's folder with the store's files, looks at the
/// room when a watched file changes and every few seconds besides, and shows who joins, who gave up, and why the tree
/// cannot be paused.
struct GameModelTogetherTests {
    /// A room held in memory: the members' plantings by name, as their files would hold them.
    final class MemoryRoom: RoomBoard {
        var plantings: [String: [RoomPlanting]] = [:]
        private(set) var reads = 0

        func read(room: String, as name: String) -> RoomReading {
            reads += 1
            let members = plantings.keys.sorted { ($0 != name ? 1 : 0, $0) < ($1 != name ? 1 : 0, $1) }.map {
                RoomReading.Member(name: $0, isMe: $0 == name, plantings: plantings[$0] ?? [])
            }
            return RoomReading(members: members)
        }

        func post(_ planting: RoomPlanting, as name: String, in room: String) -> String? {
            plantings[name, default: []].removeAll { $0.id == planting.id }
            plantings[name, default: []].append(planting)
            return nil
        }
    }

    static let folder = "/rooms/standup"

    /// cy opens a planting in the room at the fixture's clock.
    static func plantTogether(_ fixture: ModelFixture) {
        var plan = SessionPlan.focus(fixture.model.rules.settings, speed: fixture.model.speed)
        plan.together = Together(
            room: folder, roomName: "standup", name: "cy", planting: "planting-1", opener: "cy", openedAt: fixture.clock.now(),
            members: [])
        fixture.model.startSession(plan)
    }

    /// `name`'s tree in cy's planting.
    static func joining(_ name: String, _ fixture: ModelFixture, species: String = "pine", state: RoomPlanting.State = .growing)
        -> RoomPlanting
    {
        let session = fixture.model.session!
        let gaveUpAt: Date? = state == .gaveUp ? fixture.clock.now() : nil
        return RoomPlanting(
            id: "planting-1", opener: "cy", openedAt: session.startedAt, endsAt: session.endsAt!, plannedSeconds: 1440,
            speed: .normal, species: species, state: state, gaveUpAt: gaveUpAt)
    }

    private static func opened(on fixture: ModelFixture, canWatch: Bool) -> GameDriver {
        let services = GameServices(
            colorCapability: .monochrome, forestReport: fixture.forestReport, watchedPaths: ["/data/devices/a/live.json"])
        return GameDriver(fixture, services: services, canWatch: canWatch)
    }

    @Test func aWatchedRoomIsLookedAtWhenAFileChangesAndEveryFiveSeconds() {
        let room = MemoryRoom()
        let fixture = ModelFixture(room: room)
        Self.plantTogether(fixture)
        var game = Self.opened(on: fixture, canWatch: true)
        #expect(game.watches == [Self.folder])
        game.play(until: 2.2)
        #expect(!game.screen.contains("bo ▲"))
        let readsBeforeJoin = room.reads
        room.plantings["bo"] = [Self.joining("bo", fixture)]
        game.report(.filesChanged)
        #expect(room.reads == readsBeforeJoin + 1)
        #expect(game.screen.contains("bo ▲1"))
        game.play(until: 30)
        // Watched, the room is looked at every 5 seconds, not every second.
        #expect((5...7).contains(room.reads - readsBeforeJoin - 1), "\(room.reads - readsBeforeJoin - 1) looks")
    }

    @Test func aRoomThatCannotBeWatchedIsLookedAtEverySecond() {
        let room = MemoryRoom()
        let fixture = ModelFixture(room: room)
        Self.plantTogether(fixture)
        var game = Self.opened(on: fixture, canWatch: false)
        game.play(until: 1.5)
        room.plantings["bo"] = [Self.joining("bo", fixture)]
        game.play(until: 2.9)
        #expect(game.screen.contains("bo ▲1"))
    }

    @Test func anotherMembersGiveUpWithersThisTreeAndTheScreenSaysWho() {
        let room = MemoryRoom()
        let fixture = ModelFixture(room: room)
        Self.plantTogether(fixture)
        var game = Self.opened(on: fixture, canWatch: true)
        game.play(until: 60)
        room.plantings["bo"] = [Self.joining("bo", fixture, state: .gaveUp)]
        game.play(until: 60.2)
        game.report(.filesChanged)
        #expect(fixture.model.session == nil)
        #expect(game.screen.contains("bo gave up: every tree in the planting withered."))
        game.play(until: 67)
        #expect(fixture.store.finished.first?.gaveUp == "bo")
        // The withered tree gone home, only the store's files are watched again.
        #expect(game.watches == [Self.folder, nil])
    }

    @Test func thePauseKeySaysWhyATreePlantedTogetherCannotPause() {
        let fixture = ModelFixture(room: MemoryRoom())
        Self.plantTogether(fixture)
        var game = Self.opened(on: fixture, canWatch: false)
        game.play(until: 5)
        game.press(.space)
        #expect(fixture.model.currentState == .active)
        let refusal = fixture.model.errorMessage ?? "(none)"
        #expect(game.state.message == refusal)
        let shown = game.screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(shown.contains { !$0.isEmpty && refusal.hasPrefix($0) }, "\(refusal)")
        // Said again at the next press, though the reason is the one it gave before.
        game.press(.character("?"))
        game.press(.escape)
        #expect(game.state.message == nil)
        game.press(.space)
        #expect(game.state.message == refusal)
    }

    /// The config's rooms, as the home screen offers them.
    private static var withStandup: GroveSettings {
        var settings = GroveSettings()
        settings.rooms = ["standup": folder]
        return settings
    }

    @Test func wAtHomePlantsWithTheRoomAsTheLauncherDecides() {
        let fixture = ModelFixture(settings: Self.withStandup, room: MemoryRoom())
        var asked: [String] = []
        let services = GameServices(
            colorCapability: .monochrome, forestReport: fixture.forestReport,
            plantingTogether: { plan, room in
                asked.append(room)
                var plan = plan
                plan.together = Together(
                    room: Self.folder, roomName: room, name: "cy", planting: "planting-1", opener: "cy", openedAt: fixture.clock.now(),
                    members: [])
                return plan
            })
        var game = GameDriver(fixture, services: services)
        game.play(until: 1)
        game.press(.character("w"))
        #expect(asked == ["standup"])
        #expect(fixture.model.session?.together?.roomName == "standup")
        #expect(game.watches == [Self.folder])
        #expect(game.screen.contains("in standup, nobody else yet"))
    }

    @Test func aRefusedPlantingTogetherSaysWhyAndPlantsNothing() {
        struct Refusal: Error, CustomStringConvertible {
            let description = "the room's folder /rooms/standup does not exist; create it first"
        }
        let fixture = ModelFixture(settings: Self.withStandup, room: MemoryRoom())
        let services = GameServices(
            colorCapability: .monochrome, forestReport: fixture.forestReport, plantingTogether: { _, _ in throw Refusal() })
        var game = GameDriver(fixture, services: services)
        game.play(until: 1)
        game.press(.character("w"))
        #expect(fixture.model.session == nil)
        #expect(game.state.message == Refusal().description)
    }
}
