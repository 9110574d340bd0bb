import Foundation
import GroveCore
import GroveTerminal
import GroveTestSupport
import GroveUI
import Testing

/// The game loop on a manual clock and a scripted terminal: that it waits as the game model asks, feeds it what the
/// terminal reports, and performs what it returns (the rules themselves are tested on the model, `GameModelTests`).
struct GameLoopTests {
    private static let clearScreen = Array("\u{1B}[0m\u{1B}[H\u{1B}[2J".utf8)

    /// Runs the game on `terminal` (a new one by default) until its script ends.
    private func play(
        _ fixture: ModelFixture, _ steps: [ScriptedTerminal.Step], on terminal: ScriptedTerminal? = nil,
        services: GameServices? = nil
    ) -> (GameExit, ScriptedTerminal) {
        let terminal = terminal ?? ScriptedTerminal(clock: fixture.clock)
        terminal.steps += steps
        let loop = GameLoop(
            model: fixture.model, terminal: terminal, clock: fixture.clock,
            services: services ?? GameServices(colorCapability: .truecolor, forestReport: fixture.forestReport))
        return (loop.run(), terminal)
    }

    private func quit(at seconds: TimeInterval) -> ScriptedTerminal.Step {
        .init(at: seconds, events: [.key(.character("q"))])
    }

    private func bells(_ terminal: ScriptedTerminal) -> Int {
        terminal.bytes.filter { $0 == 0x07 }.count
    }

    @Test func aMinuteOfGrowingWakesOnceASecondJustAfterEachSecondTurns() throws {
        let fixture = ModelFixture()
        fixture.model.startSession()
        let endsAt = try #require(fixture.model.session?.endsAt)
        let (exit, terminal) = play(fixture, [quit(at: 60.5)])
        #expect(exit == .left)
        #expect(terminal.calls == ["enter", "leave"])
        #expect((59...61).contains(terminal.waits.count))
        for wake in terminal.waits {
            let left = endsAt.timeIntervalSince(wake)
            // Just under a whole second left: the countdown has just turned.
            #expect(left.rounded(.up) - left < 0.01, "woke with \(left) s left")
        }
    }

    @Test(arguments: [ColorCapability.truecolor, .ansi256, .monochrome])
    func aMinuteOfGrowingWritesLittle(_ capability: ColorCapability) {
        let fixture = ModelFixture()
        fixture.model.startSession()
        let (_, terminal) = play(
            fixture, [quit(at: 60.5)], services: GameServices(colorCapability: capability, forestReport: fixture.forestReport))
        let afterFirstFrame = terminal.written.dropFirst().reduce(0) { $0 + $1.count }
        // The budget is 5 KB a minute; a full repaint every second would be over 100 KB.
        #expect(afterFirstFrame < 3000, "\(afterFirstFrame) bytes in a minute")
    }

    @Test func nothingIsWrittenWhileNothingVisibleChanges() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        let terminal = ScriptedTerminal(clock: fixture.clock)
        var writesOnPause = 0
        _ = play(fixture, [
            .init(at: 2, events: [.key(.space)]),
            .init(at: 3, events: []) { [unowned terminal] in writesOnPause = terminal.written.count },
            .init(at: 30, events: []) { [unowned terminal] in
                // Thirty quiet seconds of syncing draw nothing.
                #expect(terminal.written.count == writesOnPause)
                #expect(terminal.waits.count >= 25)
            },
            quit(at: 31),
        ], on: terminal)
        #expect(fixture.model.currentState == .paused)
    }

    @Test func leavingAGrownTreeMarksItSeenAndKeepsTheBreak() {
        let fixture = ModelFixture(settings: GameModelTests.oneMinute)
        fixture.model.startSession()
        _ = play(fixture, [quit(at: 62)])
        #expect(fixture.store.live.outcomeSeen)
        #expect(fixture.model.breakOffer != nil)
    }

    @Test func ctrlZSuspendsAndTheReturnSyncsTheSession() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        let terminal = ScriptedTerminal(clock: fixture.clock)
        terminal.stoppedFor = 1600
        var writesBeforeSuspend = 0
        let (exit, _) = play(fixture, [
            .init(at: 6, events: [.key(.controlZ)]) { [unowned terminal] in writesBeforeSuspend = terminal.written.count },
            quit(at: 2000),
        ], on: terminal)
        #expect(exit == .left)
        #expect(terminal.calls == ["enter", "suspend", "leave"])
        // The tree grew while the process was stopped: the return completed it, rang, and redrew in full.
        #expect(fixture.store.finished.map(\.state) == [.completed])
        #expect(bells(terminal) == 1)
        let afterSuspend = terminal.written.dropFirst(writesBeforeSuspend)
        #expect(afterSuspend.first?.starts(with: Self.clearScreen) == true)
    }

    @Test func aSuspendRequestedFromOutsideSuspendsToo() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        let terminal = ScriptedTerminal(clock: fixture.clock)
        terminal.stoppedFor = 60
        _ = play(fixture, [.init(at: 3, events: [.suspendRequested]), quit(at: 5)], on: terminal)
        #expect(terminal.calls == ["enter", "suspend", "leave"])
        #expect(fixture.model.currentState == .active)
        #expect(fixture.model.remainingTime < 1500 - 60)
    }

    @Test func aHangupLeavesWithoutWriting() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        let terminal = ScriptedTerminal(clock: fixture.clock)
        var writesBeforeHangup = 0
        let (exit, _) = play(fixture, [
            .init(at: 3, events: [.hangup]) { [unowned terminal] in writesBeforeHangup = terminal.written.count },
        ], on: terminal)
        #expect(exit == .hungUp)
        #expect(exit.status == 0)
        #expect(terminal.calls == ["enter", "abandon"])
        #expect(terminal.written.count == writesBeforeHangup)
        #expect(fixture.store.live.session != nil)
    }

    @Test func signalsRestoreTheTerminalAndKeepTheSession() {
        for (event, expected, status) in [(TerminalEvent.terminate, GameExit.terminated, Int32(143)), (.interrupt, .interrupted, 130)] {
            let fixture = ModelFixture()
            fixture.model.startSession()
            let (exit, terminal) = play(fixture, [.init(at: 3, events: [event])])
            #expect(exit == expected)
            #expect(exit.status == status)
            #expect(terminal.calls == ["enter", "leave"])
            #expect(fixture.store.live.session != nil)
        }
    }

    @Test func ctrlCLeavesAndTheTreeKeepsGrowing() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        let (exit, terminal) = play(fixture, [.init(at: 3, events: [.key(.controlC)])])
        #expect(exit == .left)
        #expect(exit.status == 0)
        #expect(terminal.calls == ["enter", "leave"])
        #expect(fixture.store.live.session?.state == .active)
    }

    @Test func aResizeRedrawsInFull() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        let (_, terminal) = play(fixture, [.init(at: 2.5, events: [.resize(width: 40, height: 12)]), quit(at: 3)])
        #expect(terminal.written.filter { $0.starts(with: Self.clearScreen) }.count == 2)
    }

    /// What the screen shows now, as text.
    static func text(_ terminal: ScriptedTerminal) -> String {
        var screen = VirtualScreen(width: 80, height: 24)
        screen.apply(terminal.bytes)
        return screen.text()
    }

    @Test func theWindowTitleIsWrittenWithTheFrame() {
        let (_, terminal) = play(GameModelWakeTests.threeMinutesOfWriting(), [quit(at: 150.5)])
        let text = String(decoding: terminal.bytes, as: UTF8.self)
        let titles = text.components(separatedBy: "\u{1B}]2;").dropFirst().map { $0.components(separatedBy: "\u{1B}\\")[0] }
        #expect(titles == ["🌳 3m · writing", "🌳 2m · writing", "🌳 1m · writing"])
    }

    @Test func theStoresFilesAreWatchedAndTheirChangeReadAtOnce() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        let terminal = ScriptedTerminal(clock: fixture.clock)
        terminal.canWatch = true
        var readsBefore = 0
        let (exit, _) = play(
            fixture,
            [
                .init(at: 0.5, events: []) { readsBefore = fixture.store.loadCount },
                .init(at: 31.2, events: [.filesChanged]) { GameModelTests.elsewhere(fixture, .pause) },
                .init(at: 31.3, events: []) {
                    // Thirty wakes without a read of the store, then the change read at once, once.
                    #expect(terminal.waits.count >= 30)
                    #expect(fixture.model.currentState == .paused)
                    #expect(fixture.store.loadCount == readsBefore + 1)
                },
                quit(at: 32),
            ],
            on: terminal,
            services: GameServices(colorCapability: .truecolor, forestReport: fixture.forestReport, watchedPaths: ["/data/live.json"]))
        #expect(exit == .left)
        #expect(terminal.watched == ["/data/live.json"])
    }

    /// One watch covers the store's files and the room's folder while a tree planted together grows, and a change there
    /// shows the member who joined.
    @Test func theRoomOfATreePlantedTogetherIsWatchedWithTheStore() {
        let room = GameModelTogetherTests.MemoryRoom()
        let fixture = ModelFixture(room: room)
        GameModelTogetherTests.plantTogether(fixture)
        let terminal = ScriptedTerminal(clock: fixture.clock)
        terminal.canWatch = true
        _ = play(
            fixture,
            [
                .init(at: 2.2, events: []) {
                    #expect(terminal.watched == ["/data/devices/a/live.json", GameModelTogetherTests.folder + "/"])
                    room.plantings["bo"] = [GameModelTogetherTests.joining("bo", fixture)]
                },
                .init(at: 2.3, events: [.filesChanged]),
                .init(at: 2.4, events: []) { #expect(Self.text(terminal).contains("bo ▲1")) },
                quit(at: 3),
            ],
            on: terminal,
            services: GameServices(colorCapability: .monochrome, forestReport: fixture.forestReport, watchedPaths: ["/data/devices/a/live.json"]))
    }
}
