import Foundation
import GroveCore
import GroveTerminal
import GroveTestSupport
import GroveUI
import Testing

/// The game loop while a tree planted together grows: it watches the room's folder with the
/// store's files, looks at the room when a watched file changes and every few seconds besides,
/// and shows who joins, who gave up, and why the tree cannot be paused.
struct GameLoopTogetherTests {
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
    private static func plantTogether(_ fixture: ModelFixture) {
        var plan = SessionPlan.focus(fixture.model.rules.settings, speed: fixture.model.speed)
        plan.together = Together(
            room: folder, roomName: "standup", name: "cy", planting: "planting-1", opener: "cy", openedAt: fixture.clock.now(),
            members: [])
        fixture.model.startSession(plan)
    }

    /// `name`'s tree in cy's planting, planted `after` seconds after it opened.
    private static func joining(_ name: String, _ fixture: ModelFixture, species: String = "pine", state: RoomPlanting.State = .growing)
        -> RoomPlanting
    {
        let session = fixture.model.session!
        let gaveUpAt: Date? = state == .gaveUp ? fixture.clock.now() : nil
        return RoomPlanting(
            id: "planting-1", opener: "cy", openedAt: session.startedAt, endsAt: session.endsAt!, plannedSeconds: 1440,
            speed: .normal, species: species, state: state, gaveUpAt: gaveUpAt)
    }

    private func play(_ fixture: ModelFixture, _ terminal: ScriptedTerminal, _ steps: [ScriptedTerminal.Step]) {
        terminal.steps += steps
        let services = GameServices(colorCapability: .monochrome, forestReport: fixture.forestReport, watchedPaths: ["/data/devices/a/live.json"])
        _ = GameLoop(model: fixture.model, terminal: terminal, clock: fixture.clock, services: services).run()
    }

    @Test func aMemberWhoJoinsShowsAtTheFolderChangeAndTheRoomIsWatchedWithTheStore() {
        let room = MemoryRoom()
        let fixture = ModelFixture(room: room)
        Self.plantTogether(fixture)
        let terminal = ScriptedTerminal(clock: fixture.clock)
        terminal.canWatch = true
        var readsBeforeJoin = 0
        play(fixture, terminal, [
            .init(at: 2.2, events: []) {
                #expect(terminal.watched == ["/data/devices/a/live.json", Self.folder + "/"])
                #expect(!GameLoopTests.text(terminal).contains("bo ▲"))
                readsBeforeJoin = room.reads
                room.plantings["bo"] = [Self.joining("bo", fixture)]
            },
            .init(at: 2.3, events: [.filesChanged]),
            .init(at: 2.4, events: []) {
                #expect(room.reads == readsBeforeJoin + 1)
                #expect(GameLoopTests.text(terminal).contains("bo ▲1"))
            },
            .init(at: 30, events: []) {
                // Watched, the room is looked at every 5 seconds, not every second.
                #expect((5...7).contains(room.reads - readsBeforeJoin - 1), "\(room.reads - readsBeforeJoin - 1) looks")
            },
            .init(at: 30.5, events: [.key(.character("q"))]),
        ])
    }

    @Test func aRoomThatCannotBeWatchedIsLookedAtEverySecond() {
        let room = MemoryRoom()
        let fixture = ModelFixture(room: room)
        Self.plantTogether(fixture)
        let terminal = ScriptedTerminal(clock: fixture.clock)
        play(fixture, terminal, [
            .init(at: 1.5, events: []) { room.plantings["bo"] = [Self.joining("bo", fixture)] },
            .init(at: 2.9, events: []) { #expect(GameLoopTests.text(terminal).contains("bo ▲1")) },
            .init(at: 3, events: [.key(.character("q"))]),
        ])
    }

    @Test func anotherMembersGiveUpWithersThisTreeAndTheScreenSaysWho() {
        let room = MemoryRoom()
        let fixture = ModelFixture(room: room)
        Self.plantTogether(fixture)
        let terminal = ScriptedTerminal(clock: fixture.clock)
        terminal.canWatch = true
        play(fixture, terminal, [
            .init(at: 60, events: []) { room.plantings["bo"] = [Self.joining("bo", fixture, state: .gaveUp)] },
            .init(at: 60.2, events: [.filesChanged]),
            .init(at: 60.5, events: []) {
                #expect(fixture.model.session == nil)
                #expect(GameLoopTests.text(terminal).contains("bo gave up: every tree in the planting withered."))
            },
            .init(at: 67, events: [.key(.character("q"))]),
        ])
        #expect(fixture.store.finished.first?.gaveUp == "bo")
        // The withered tree gone home, only the store's files are watched again.
        #expect(terminal.watched == ["/data/devices/a/live.json"])
    }

    @Test func thePauseKeySaysWhyATreePlantedTogetherCannotPause() {
        let fixture = ModelFixture(room: MemoryRoom())
        Self.plantTogether(fixture)
        let terminal = ScriptedTerminal(clock: fixture.clock)
        play(fixture, terminal, [
            .init(at: 5, events: [.key(.space)]),
            .init(at: 5.5, events: []) {
                #expect(fixture.model.currentState == .active)
                let refusal = fixture.model.errorMessage ?? "(none)"
                let shown = GameLoopTests.text(terminal).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                #expect(shown.contains { !$0.isEmpty && refusal.hasPrefix($0) }, "\(refusal)")
            },
            .init(at: 6, events: [.key(.character("q"))]),
        ])
    }

    /// The config's rooms, as the home screen offers them.
    private static var withStandup: GroveSettings {
        var settings = GroveSettings()
        settings.rooms = ["standup": folder]
        return settings
    }

    @Test func wAtHomePlantsWithTheRoomAsTheLauncherDecides() {
        let fixture = ModelFixture(settings: Self.withStandup, room: MemoryRoom())
        let terminal = ScriptedTerminal(clock: fixture.clock)
        var asked: [String] = []
        terminal.steps = [.init(at: 1, events: [.key(.character("w"))]), .init(at: 3, events: [.key(.character("q"))])]
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
        _ = GameLoop(model: fixture.model, terminal: terminal, clock: fixture.clock, services: services).run()
        #expect(asked == ["standup"])
        #expect(fixture.model.session?.together?.roomName == "standup")
        #expect(GameLoopTests.text(terminal).contains("in standup, nobody else yet"))
    }

    @Test func aRefusedPlantingTogetherSaysWhyAndPlantsNothing() {
        struct Refusal: Error, CustomStringConvertible {
            let description = "the room's folder /rooms/standup does not exist; create it first"
        }
        let fixture = ModelFixture(settings: Self.withStandup, room: MemoryRoom())
        let terminal = ScriptedTerminal(clock: fixture.clock)
        terminal.steps = [.init(at: 1, events: [.key(.character("w"))]), .init(at: 3, events: [.key(.character("q"))])]
        let services = GameServices(
            colorCapability: .monochrome, forestReport: fixture.forestReport, plantingTogether: { _, _ in throw Refusal() })
        _ = GameLoop(model: fixture.model, terminal: terminal, clock: fixture.clock, services: services).run()
        #expect(fixture.model.session == nil)
        #expect(GameLoopTests.text(terminal).contains("does not exist; create it first"))
    }
}
