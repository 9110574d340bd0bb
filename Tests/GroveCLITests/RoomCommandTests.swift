import Foundation
import GroveCore
import GroveTestSupport
import Testing

@Suite("planting together from the command line")
struct RoomCommandTests {
    private let harness = CLIHarness()
    private let roomFolder = TemporaryFolder()
    private var room: String { roomFolder.path }

    init() throws {
        try harness.writeConfig(#"{"name": "ana", "rooms": {"standup": "\#(room)"}}"#)
    }

    /// bo's file: a planting bo opened `ago` seconds ago, 25 minutes long.
    private func boOpened(ago: TimeInterval, state: String = "growing", gaveUpAt: TimeInterval? = nil) throws {
        let opened = harness.clock.now().addingTimeInterval(-ago).timeIntervalSinceReferenceDate
        let gaveUp = gaveUpAt.map { #","gaveUpAt":\#(harness.clock.now().addingTimeInterval($0).timeIntervalSinceReferenceDate)"# } ?? ""
        let json = #"{"name":"bo","plantings":[{"endsAt":\#(opened + 1500)\#(gaveUp),"id":"bo-planting","openedAt":\#(opened),"opener":"bo","plannedSeconds":1500,"species":"pine","speed":1,"state":"\#(state)"}],"schema":1}"#
        try Data(json.utf8).write(to: URL(fileURLWithPath: "\(room)/bo.grove.json"))
    }

    /// The file of `name` with one planting, `id`, that bo opened `ago` seconds ago, in `state`.
    private func member(_ name: String, planting id: String, ago: TimeInterval, state: String) throws {
        let opened = harness.clock.now().addingTimeInterval(-ago).timeIntervalSinceReferenceDate
        let gaveUp = state == "gave-up" ? #","gaveUpAt":\#(opened + 300)"# : ""
        let json = #"{"name":"\#(name)","plantings":[{"endsAt":\#(opened + 1500)\#(gaveUp),"id":"\#(id)","openedAt":\#(opened),"opener":"bo","plannedSeconds":1500,"species":"pine","speed":1,"state":"\#(state)"}],"schema":1}"#
        try Data(json.utf8).write(to: URL(fileURLWithPath: "\(room)/\(name).grove.json"))
    }

    @Test func aRecentPlantingSaysEveryMembersPart() throws {
        try member("bo", planting: "p1", ago: 2000, state: "gave-up")
        try member("cy", planting: "p1", ago: 2000, state: "cancelled")
        try member("dee", planting: "p1", ago: 2000, state: "withered")
        // The give-up reached eve's grove only after her tree had grown.
        try member("eve", planting: "p1", ago: 2000, state: "grown")
        #expect(harness.run("room", "standup") == 0)
        #expect(harness.outputLines.last?.hasSuffix("  bo, cy, dee, eve      withered: bo gave up · cy cancelled · eve grew") == true,
                "\(harness.output)")
    }

    @Test func aWitheredPlantingWhoseGiveUpIsNotInTheRoomIsStillWithered() throws {
        try member("cy", planting: "p1", ago: 2000, state: "cancelled")
        try member("dee", planting: "p1", ago: 2000, state: "withered")
        #expect(harness.run("room", "standup") == 0)
        #expect(harness.outputLines.last?.hasSuffix("  cy, dee               withered: cy cancelled") == true, "\(harness.output)")
    }

    @Test func roomListsTheConfiguredRooms() {
        #expect(harness.run("room") == 0)
        #expect(harness.output == "standup  \(room)\n")
    }

    @Test func plantingWithAnEmptyRoomOpensAPlanting() throws {
        #expect(harness.run("plant", "--with", "standup") == 0)
        #expect(harness.outputLines.first?.hasPrefix("Opened a planting in standup: an oak (focus), 25:00") == true)
        #expect(harness.output.contains("cannot be paused"))
        #expect(FileManager.default.fileExists(atPath: "\(room)/ana.grove.json"))
        harness.run("status")
        #expect(harness.output == "⡀ 25:00 focus (together, alone so far)\n")
    }

    @Test func plantingWithinTwoMinutesJoinsAndStatusAndHistorySayWithWhom() throws {
        try boOpened(ago: 60)
        #expect(harness.run("plant", "--with", "standup") == 0)
        #expect(harness.outputLines.first == "Joined bo's planting in standup, with bo: an oak (focus), 24:00, growing until 08:24.")
        harness.run("status")
        #expect(harness.output == "⡀ 24:00 focus with bo\n")
        #expect(try harness.statusJSON()["with"] as? [String] == ["bo"])
        harness.run("status", "--format", "{with}")
        #expect(harness.output == "bo\n")
        harness.run("room", "standup")
        #expect(harness.output.contains("Planting now in standup:"))
        #expect(harness.output.contains("  bo   pine    stage 1  24:00 left  (opened it)"))
        #expect(harness.output.contains("  ana  oak     stage 1  24:00 left"))
        #expect(harness.run("pause") == 1)
        #expect(harness.errors.contains("a tree planted together cannot be paused"))
        harness.clock.advance(by: 1440)
        harness.run("history")
        #expect(harness.output.contains("grown"))
        #expect(harness.output.contains("with bo"))
        harness.run("history", "--json")
        #expect(harness.output.contains(#""with":["bo"]"#))
    }

    @Test func anotherMembersGiveUpWithersTheTreeAsACommandRestoresIt() throws {
        try boOpened(ago: 30)
        harness.run("plant", "--with", "standup")
        harness.clock.advance(by: 300)
        try boOpened(ago: 330, state: "gave-up", gaveUpAt: -10)
        harness.run("status")
        #expect(harness.run("history") == 0)
        #expect(harness.output.contains("withered"))
        #expect(harness.output.contains("with bo (bo gave up)"))
        #expect(harness.hooks.events.last == .abandoned)
        #expect(try String(contentsOfFile: "\(room)/ana.grove.json", encoding: .utf8).contains(#""state":"withered""#))
    }

    @Test func theWaiterWithersTheTreeWhenAnotherMemberGivesUpBeforeTheEnd() throws {
        try boOpened(ago: 30)
        harness.run("plant", "--with", "standup")
        let session = try #require(harness.repository.live.session)
        var naps = 0
        harness.clock.whenSleeping = { _ in
            naps += 1
            // bo gives up five minutes in, while the waiter looks at the room each second.
            if naps == 300 { try? self.boOpened(ago: 330, state: "gave-up", gaveUpAt: 0) }
        }
        #expect(harness.run("_wait", session.id) == 0)
        let finished = try #require(harness.repository.finished.first)
        #expect(finished.state == .abandoned)
        #expect(finished.gaveUp == "bo")
        #expect(naps == 300)
        #expect(harness.hooks.events == [.planted, .abandoned])
    }

    @Test func theWaiterLetsAGiveUpThatArrivesAfterTheEndChangeNothing() throws {
        try boOpened(ago: 30)
        harness.run("plant", "--with", "standup")
        let session = try #require(harness.repository.live.session)
        #expect(harness.run("_wait", session.id) == 0)
        try boOpened(ago: 1500, state: "gave-up", gaveUpAt: -60)
        harness.run("history")
        #expect(harness.repository.finished.map(\.state) == [.completed])
    }

    @Test(arguments: ["--json", "--csv"])
    func theMembersSurviveAnExportAndImport(format: String) throws {
        try boOpened(ago: 30)
        harness.run("plant", "--with", "standup")
        harness.clock.advance(by: 300)
        try boOpened(ago: 330, state: "gave-up", gaveUpAt: -10)
        harness.run("history", format)
        let exported = harness.output
        let target = CLIHarness()
        target.clock.advance(by: 86_400)
        let path = "\(room)/export-\(UUID().uuidString)"
        try Data(exported.utf8).write(to: URL(fileURLWithPath: path))
        #expect(target.run("import", path) == 0, "\(target.errors)")
        let imported = try #require(target.repository.finished.first)
        #expect(imported.with == ["bo"])
        #expect(imported.gaveUp == "bo")
        #expect(imported.state == .abandoned)
    }

    @Test func plantingLaterThanTwoMinutesOpensAnother() throws {
        try boOpened(ago: 121)
        harness.run("plant", "--with", "standup")
        #expect(harness.outputLines.first?.hasPrefix("Opened a planting in standup") == true)
    }

    @Test func aHostileFileIsOneLineOnStandardErrorAndThePlantingGoesOn() throws {
        try Data("{\u{1B}[2J".utf8).write(to: URL(fileURLWithPath: "\(room)/cy.grove.json"))
        #expect(harness.run("plant", "--with", "standup") == 0)
        #expect(harness.errors == "grove: room standup: ignored cy.grove.json: is damaged: not valid JSON\n")
        #expect(harness.run("room", "standup") == 0)
        #expect(harness.errors == "grove: room standup: ignored cy.grove.json: is damaged: not valid JSON\n")
        #expect(!harness.output.contains("ignored"))
    }

    @Test func aGiveUpNamesTheRoomOfEachIgnoredFileAndEscapesItsName() throws {
        try boOpened(ago: 30)
        harness.run("plant", "--with", "standup")
        harness.clock.advance(by: 300)
        try Data("{".utf8).write(to: URL(fileURLWithPath: "\(room)/cy\u{1B}[2J.grove.json"))
        #expect(harness.run("give-up", "--yes") == 0)
        #expect(harness.errors == "grove: room standup: ignored cy\\u{1B}[2J.grove.json: is damaged: not valid JSON\n")
        #expect(!harness.errors.contains("\u{1B}"))
    }

    @Test func aRoomStuffedWithFilesCannotBuryTheCommandsAnswer() throws {
        for index in 1...20 { try Data("{".utf8).write(to: URL(fileURLWithPath: "\(room)/m\(index).grove.json")) }
        #expect(harness.run("plant", "--with", "standup") == 0)
        let lines = harness.errors.split(separator: "\n")
        #expect(lines.count == 6)
        #expect(lines.last == "grove: and 15 more lines like these; grove room lists them all")
        #expect(harness.output.contains("Opened a planting in standup"))
        harness.clock.advance(by: 300)
        #expect(harness.run("room", "standup") == 0)
        #expect(harness.errors.split(separator: "\n").count(where: { $0.contains("ignored m") }) == 20)
    }

    @Test func aRoomGivenByItsFolderIsNamedByIt() throws {
        try Data("{".utf8).write(to: URL(fileURLWithPath: "\(room)/cy.grove.json"))
        harness.run("plant", "--with", room)
        harness.clock.advance(by: 300)
        #expect(harness.run("give-up", "--yes") == 0)
        #expect(harness.errors == "grove: room \(room): ignored cy.grove.json: is damaged: not valid JSON\n")
    }

    @Test func anUnknownRoomOrACountUpIsAUsageError() {
        #expect(harness.run("plant", "--with", "nowhere") == 2)
        #expect(harness.errors.contains("there is no room 'nowhere': configured rooms are standup; or give the room's folder"))
        #expect(harness.run("plant", "--with", "standup", "--open") == 2)
        #expect(harness.run("plant", "--with", "/nonexistent-room") == 1)
        #expect(harness.errors.contains("does not exist"))
        #expect(harness.repository.savedCount == 0)
    }

    @Test(arguments: [
        (#"{"name": "a b"}"#, #""name": "a b" must be 1 to 32 characters"#),
        (#"{"name": ".hidden"}"#, "not starting with a dot"),
        (#"{"rooms": {"standup": "relative/path"}}"#, #""rooms.standup": "relative/path" must be an absolute folder path"#),
        (#"{"rooms": ["x"]}"#, #""rooms": […] must be an object"#),
    ])
    func aBadNameOrRoomStopsGroveNamingTheKey(config: String, message: String) throws {
        try harness.writeConfig(config)
        #expect(harness.run("room") == 1)
        #expect(harness.errors.contains("config.json"))
        #expect(harness.errors.contains(message), "\(harness.errors)")
    }
}
