import Foundation
import GroveCore
import GroveTerminal
import GroveTestSupport
import GroveUI
import Testing

/// The game loop on a manual clock and a scripted terminal.
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

    /// The waiter completes the session in the store at its end time, before the screen's tick.
    private static func completeAsTheWaiter(_ fixture: ModelFixture, settings: GroveSettings) {
        let rules = SessionRules(settings: settings)
        let record = rules.apply(.settle, to: fixture.store.live, at: fixture.clock.now(), newSessionID: "x").record
        fixture.store.simulateOutsideChange(record)
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

    @Test func completionRingsOnceAndShowsTheGrownTree() {
        let fixture = ModelFixture(settings: Self.oneMinute)
        fixture.model.startSession()
        let (_, terminal) = play(fixture, [
            .init(at: 61, events: []) { #expect(fixture.model.currentState == .completed) },
            quit(at: 62),
        ])
        #expect(fixture.store.finished.map(\.state) == [.completed])
        #expect(fixture.notifications.announcements == 1)
        #expect(bells(terminal) == 1)
    }

    @Test func aCompletionByTheWaiterRingsToo() {
        let fixture = ModelFixture(settings: Self.oneMinute)
        fixture.model.startSession()
        let (_, terminal) = play(fixture, [
            .init(at: 60, events: []) { Self.completeAsTheWaiter(fixture, settings: Self.oneMinute) },
            quit(at: 62),
        ])
        #expect(fixture.store.live.lastFinished?.state == .completed)
        #expect(fixture.notifications.announcements == 0)
        #expect(bells(terminal) == 1)
    }

    @Test func leavingAGrownTreeMarksItSeenAndKeepsTheBreak() {
        let fixture = ModelFixture(settings: Self.oneMinute)
        fixture.model.startSession()
        _ = play(fixture, [quit(at: 62)])
        #expect(fixture.store.live.outcomeSeen)
        #expect(fixture.model.breakOffer != nil)
    }

    @Test func aGrownTreeNotLeftByThePersonStaysUnseen() {
        let fixture = ModelFixture(settings: Self.oneMinute)
        fixture.model.startSession()
        _ = play(fixture, [.init(at: 62, events: [.hangup])])
        #expect(!fixture.store.live.outcomeSeen)
    }

    @Test func notificationsOffMeansNoBell() {
        let fixture = ModelFixture(settings: Self.oneMinute)
        fixture.model.startSession()
        let (_, terminal) = play(
            fixture, [quit(at: 62)],
            services: GameServices(colorCapability: .truecolor, forestReport: fixture.forestReport, signalsCompletion: false))
        #expect(fixture.store.finished.map(\.state) == [.completed])
        #expect(bells(terminal) == 0)
    }

    @Test func aChangeFromAnotherShellShowsWithinASecond() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        let rules = SessionRules(settings: GroveSettings())
        _ = play(fixture, [
            .init(at: 10.3, events: []) {
                let record = rules.apply(.pause, to: fixture.store.live, at: fixture.clock.now(), newSessionID: "x").record
                fixture.store.simulateOutsideChange(record)
            },
            .init(at: 11.3, events: []) { #expect(fixture.model.currentState == .paused) },
            .init(at: 20.3, events: []) {
                let record = rules.apply(.giveUp, to: fixture.store.live, at: fixture.clock.now(), newSessionID: "x").record
                fixture.store.simulateOutsideChange(record)
            },
            .init(at: 21.3, events: []) { #expect(fixture.model.currentState == .abandoned) },
            quit(at: 22),
        ])
    }

    /// Issue 23.8: `grove give-up --yes` in another shell saves its outcome as seen (it told its
    /// shell); the screen that watched the tree grow shows it withered all the same, then home.
    @Test func aGiveUpFromAnotherShellShowsTheWitheredTreeHereToo() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        let rules = SessionRules(settings: GroveSettings())
        let terminal = ScriptedTerminal(clock: fixture.clock)
        _ = play(
            fixture,
            [
                .init(at: 20.3, events: []) {
                    let now = fixture.clock.now()
                    let gaveUp = rules.apply(.giveUp, to: fixture.store.live, at: now, newSessionID: "x").record
                    fixture.store.simulateOutsideChange(rules.apply(.acknowledge, to: gaveUp, at: now, newSessionID: "x").record)
                },
                .init(at: 21.3, events: []) { #expect(Self.text(terminal).contains("The oak withered.")) },
                .init(at: 23.5, events: []) {
                    #expect(!Self.text(terminal).contains("The oak withered."))
                    #expect(Self.text(terminal).contains("enter plant"))
                },
                quit(at: 24),
            ],
            on: terminal,
            services: GameServices(colorCapability: .truecolor, forestReport: fixture.forestReport, witheredLinger: 2))
    }

    /// `grove done` in another shell, as it ends a count-up tree: done, saved as seen (that shell told how it ended).
    private static func doneElsewhere(_ fixture: ModelFixture) {
        let rules = SessionRules(settings: GroveSettings())
        let now = fixture.clock.now()
        let done = rules.apply(.done, to: fixture.store.live, at: now, newSessionID: "x").record
        fixture.store.simulateOutsideChange(rules.apply(.acknowledge, to: done, at: now, newSessionID: "x").record)
    }

    /// Issue 33.8: a count-up tree ended by `grove done` in another shell shows grown here, as if ended here, until a key.
    /// One that withered shows as a give-up from another shell does (above).
    @Test func aCountUpGrownByDoneInAnotherShellShowsGrownHereUntilAKey() {
        let fixture = ModelFixture()
        fixture.model.startSession(.open(fixture.model.rules.settings, speed: .normal))
        let terminal = ScriptedTerminal(clock: fixture.clock)
        _ = play(
            fixture,
            [
                .init(at: 660.3, events: []) { Self.doneElsewhere(fixture) },
                .init(at: 661.3, events: []) {
                    #expect(Self.text(terminal).contains("Your oak has grown"))
                    #expect(Self.text(terminal).contains("11 min of focus"))
                },
                .init(at: 670, events: []) { #expect(Self.text(terminal).contains("Your oak has grown")) },
                .init(at: 671, events: [.key(.escape)]),
                .init(at: 671.5, events: []) {
                    #expect(!Self.text(terminal).contains("Your oak has grown"))
                    #expect(Self.text(terminal).contains("enter plant"))
                },
                // The next tree is the person's own, not one that began by itself after the grown one.
                .init(at: 672, events: [.key(.character("o"))]),
                .init(at: 672.5, events: []) { #expect(!Self.text(terminal).contains("by itself")) },
                quit(at: 673),
            ],
            on: terminal,
            services: GameServices(colorCapability: .truecolor, forestReport: fixture.forestReport, witheredLinger: 2))
        #expect(fixture.store.live.lastFinished?.state == .completed)
    }

    /// A tree given up here and sent home with esc stays home: it is not shown again as given up elsewhere.
    @Test func aTreeGivenUpHereAndDismissedStaysHome() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        let terminal = ScriptedTerminal(clock: fixture.clock)
        _ = play(
            fixture,
            [
                .init(at: 15, events: [.key(.character("g")), .key(.character("y"))]),
                .init(at: 15.5, events: [.key(.escape)]),
                .init(at: 16, events: [.filesChanged]),
                .init(at: 16.5, events: []) { #expect(!Self.text(terminal).contains("The oak withered.")) },
                quit(at: 17),
            ],
            on: terminal,
            services: GameServices(colorCapability: .truecolor, forestReport: fixture.forestReport, witheredLinger: 5))
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

    @Test func theWitheredTreeStaysAMomentThenHome() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        _ = play(
            fixture,
            [
                .init(at: 15, events: [.key(.character("g")), .key(.character("y"))]),
                .init(at: 16, events: []) { #expect(fixture.model.currentState == .abandoned) },
                .init(at: 17.5, events: []) { #expect(fixture.model.currentState == .idle) },
                quit(at: 18),
            ],
            services: GameServices(colorCapability: .truecolor, forestReport: fixture.forestReport, witheredLinger: 2))
        #expect(fixture.store.finished.map(\.state) == [.abandoned])
    }

    @Test func aBreakThatEndsGoesHomeWithAWordAndTheBell() {
        let fixture = ModelFixture(settings: Self.oneMinute)
        fixture.model.startSession()
        let (_, terminal) = play(fixture, [
            .init(at: 61, events: [.key(.character("b"))]),
            .init(at: 62, events: []) { #expect(fixture.model.session?.kind == .break) },
            .init(at: 125, events: []) {
                #expect(fixture.model.currentState == .idle)
                #expect(fixture.model.outcome == nil)
            },
            quit(at: 126),
        ])
        #expect(fixture.store.finished.map(\.kind) == [.focus, .break])
        #expect(bells(terminal) == 2)
    }

    @Test func aResizeRedrawsInFull() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        let (_, terminal) = play(fixture, [.init(at: 2.5, events: [.resize(width: 40, height: 12)]), quit(at: 3)])
        #expect(terminal.written.filter { $0.starts(with: Self.clearScreen) }.count == 2)
    }

    @Test func aPlantRefusedWhenTheScreenOpenedIsSaidOnIt() {
        let fixture = ModelFixture()
        let (_, terminal) = play(
            fixture, [quit(at: 1)],
            services: GameServices(
                colorCapability: .monochrome, forestReport: fixture.forestReport, openingMessage: "an oak is already growing"))
        #expect(String(decoding: terminal.bytes, as: UTF8.self).contains("already"))
    }

    @Test func aFullDiskShowsTheErrorKeepsTheTreeAndSavesItWhenThereIsRoom() throws {
        let fixture = ModelFixture()
        fixture.store.failSaves = true
        let terminal = ScriptedTerminal(clock: fixture.clock)
        _ = play(fixture, [
            .init(at: 1, events: [.key(.enter)]),
            .init(at: 2, events: []) { [unowned terminal] in
                #expect(fixture.model.currentState == .active)
                #expect(fixture.store.live.session == nil)
                #expect(Self.text(terminal).contains("Failed to save session: the disk is full"))
            },
            .init(at: 30, events: []) { fixture.store.failSaves = false },
            .init(at: 31.5, events: []) { [unowned terminal] in
                #expect(fixture.store.live.session?.id == "session-1")
                #expect(fixture.store.live.session?.startedAt == fixture.model.session?.startedAt)
                #expect(fixture.model.errorMessage == nil)
                #expect(!Self.text(terminal).contains("Failed to save"))
            },
            quit(at: 32),
        ], on: terminal)
        #expect(fixture.hooks.events == [.planted])
    }

    @Test func aWitheredTreeOnAFullDiskGoesHomeAndIsSavedWhenThereIsRoom() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        fixture.store.failSaves = true
        _ = play(
            fixture,
            [
                .init(at: 15, events: [.key(.character("g")), .key(.character("y"))]),
                .init(at: 16, events: []) { #expect(fixture.model.currentState == .abandoned) },
                .init(at: 17.5, events: []) {
                    #expect(fixture.model.currentState == .idle)
                    #expect(fixture.store.finished.isEmpty)
                    #expect(fixture.hooks.events == [.planted])
                },
                .init(at: 18, events: []) { fixture.store.failSaves = false },
                .init(at: 19.5, events: []) {
                    #expect(fixture.store.finished.map(\.state) == [.abandoned])
                    #expect(fixture.store.live.outcomeSeen)
                },
                quit(at: 20),
            ],
            services: GameServices(colorCapability: .truecolor, forestReport: fixture.forestReport, witheredLinger: 2))
        #expect(fixture.hooks.events == [.planted, .abandoned])
        #expect(fixture.store.finished.first?.focusedSeconds == 15)
    }

    /// What the screen shows now, as text.
    static func text(_ terminal: ScriptedTerminal) -> String {
        var screen = VirtualScreen(width: 80, height: 24)
        screen.apply(terminal.bytes)
        return screen.text()
    }

    static var oneMinuteGoalOfOne: GroveSettings {
        var settings = oneMinute
        settings.dailyGoal = 1
        return settings
    }

    @Test func reachingTheGoalOnThisScreenRingsOnceMoreAndSaysSo() {
        let fixture = ModelFixture(settings: Self.oneMinuteGoalOfOne)
        fixture.model.startSession()
        let (_, terminal) = play(fixture, [quit(at: 62)])
        #expect(fixture.model.treesToday == 1)
        #expect(bells(terminal) == 2)
        #expect(String(decoding: terminal.bytes, as: UTF8.self).contains("Daily goal reached"))
    }

    @Test func theGoalMessageGoesWhenATreeIsPlantedFromAnotherShell() {
        let fixture = ModelFixture(settings: Self.oneMinuteGoalOfOne)
        fixture.model.startSession()
        let rules = SessionRules(settings: Self.oneMinuteGoalOfOne)
        let (_, terminal) = play(fixture, [
            .init(at: 61, events: []) { #expect(fixture.model.currentState == .completed) },
            .init(at: 62, events: []) {
                let plan = SessionPlan.focus(Self.oneMinuteGoalOfOne, speed: .normal)
                let record = rules.apply(.start(plan), to: fixture.store.live, at: fixture.clock.now(), newSessionID: "y").record
                fixture.store.simulateOutsideChange(record)
            },
            quit(at: 64),
        ])
        #expect(fixture.model.currentState == .active)
        #expect(String(decoding: terminal.bytes, as: UTF8.self).contains("Daily goal reached"))
        #expect(!Self.text(terminal).contains("Daily goal reached"))
    }

    @Test func aGoalReachedByTheWaiterRingsToo() {
        let fixture = ModelFixture(settings: Self.oneMinuteGoalOfOne)
        fixture.model.startSession()
        let (_, terminal) = play(fixture, [
            .init(at: 60, events: []) { Self.completeAsTheWaiter(fixture, settings: Self.oneMinuteGoalOfOne) },
            quit(at: 62),
        ])
        #expect(fixture.store.live.lastReachedGoal)
        #expect(bells(terminal) == 2)
    }

    @Test func givingUpInTheFirstSecondsSaysPlantingCancelled() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        let (_, terminal) = play(fixture, [
            .init(at: 3, events: [.key(.character("g")), .key(.character("y"))]),
            quit(at: 5),
        ])
        #expect(fixture.store.finished.isEmpty)
        #expect(fixture.model.currentState == .idle)
        #expect(String(decoding: terminal.bytes, as: UTF8.self).contains("Planting cancelled"))
    }

    @Test func oPlantsACountUpAndDEndsIt() throws {
        let fixture = ModelFixture(speed: 60)
        _ = play(fixture, [
            .init(at: 1, events: [.key(.character("o"))]),
            .init(at: 2, events: []) { #expect(fixture.model.session?.mode == .open) },
            .init(at: 12, events: [.key(.character("d"))]),
            quit(at: 13),
        ])
        let finished = try #require(fixture.store.finished.first)
        #expect(finished.mode == .open)
        #expect(finished.state == .completed)
        #expect(abs(finished.focusedSeconds - 660) < 1)
    }

    static var oneMinute: GroveSettings {
        var settings = GroveSettings()
        settings.focusMinutes = 1
        settings.breakMinutes = 1
        return settings
    }
}

/// How the loop ticks the model and reads the store, wake by wake.
struct GameLoopWakeTests {
    private func play(_ fixture: ModelFixture, _ terminal: ScriptedTerminal, watchedPaths: [String]) -> GameExit {
        GameLoop(
            model: fixture.model, terminal: terminal, clock: fixture.clock,
            services: GameServices(colorCapability: .truecolor, forestReport: fixture.forestReport, watchedPaths: watchedPaths)
        ).run()
    }

    /// While only the clock moves the loop reads no more of the model than the clock, but
    /// a new day still starts the daily goal again.
    @Test func aTreeGrowingOverMidnightShowsTheGoalStartingAgain() {
        var settings = GroveSettings()
        settings.dailyGoal = 2
        let fixture = ModelFixture(settings: settings)
        fixture.model.startSession()
        fixture.clock.advance(by: 1500)
        fixture.model.tick()
        fixture.model.dismissOutcome()
        #expect(fixture.model.treesToday == 1)
        // From 08:25 to 23:58:30 UTC: the next tree grows over midnight, which comes between
        // two of the once-a-minute reads of the store.
        fixture.clock.advance(by: 56_010)
        fixture.model.startSession()
        let terminal = ScriptedTerminal(clock: fixture.clock)
        terminal.canWatch = true
        var beforeMidnight = ""
        terminal.steps = [
            .init(at: 85, events: []) { beforeMidnight = GameLoopTests.text(terminal) },
            .init(at: 100, events: [.key(.character("q"))]),
        ]
        _ = play(fixture, terminal, watchedPaths: ["live"])
        #expect(beforeMidnight.contains("today ●○"))
        #expect(GameLoopTests.text(terminal).contains("today ○○"))
    }

    @Test func whereTheStoreIsWatchedAWakeReadsItOnlyWhenItsFilesChanged() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        let terminal = ScriptedTerminal(clock: fixture.clock)
        terminal.canWatch = true
        let rules = SessionRules(settings: GroveSettings())
        var readsBefore = 0
        terminal.steps = [
            .init(at: 0.5, events: []) { readsBefore = fixture.store.loadCount },
            .init(at: 30.5, events: []) {
                // Thirty wakes, one for each second shown, and not one read of the store.
                #expect(terminal.waits.count >= 29)
                #expect(fixture.store.loadCount == readsBefore)
            },
            .init(at: 31.2, events: [.filesChanged]) {
                let record = rules.apply(.pause, to: fixture.store.live, at: fixture.clock.now(), newSessionID: "x").record
                fixture.store.simulateOutsideChange(record)
            },
            .init(at: 31.3, events: []) {
                // The change was read at once, once.
                #expect(fixture.model.currentState == .paused)
                #expect(fixture.store.loadCount == readsBefore + 1)
            },
            .init(at: 200, events: []) {
                // Paused, nothing turns: the loop sleeps up to the safety read, a minute at a time.
                #expect(terminal.waits.count <= 35)
                #expect(fixture.store.loadCount <= readsBefore + 4)
            },
            .init(at: 200.5, events: [.key(.character("q"))]),
        ]
        #expect(play(fixture, terminal, watchedPaths: ["/data/live.json"]) == .left)
        #expect(terminal.watched == ["/data/live.json"])
    }

    @Test func whereTheStoreCannotBeWatchedEachWakeReadsItOnce() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        let terminal = ScriptedTerminal(clock: fixture.clock)
        var readsBefore = 0
        var wakesBefore = 0
        terminal.steps = [
            .init(at: 0.5, events: []) {
                readsBefore = fixture.store.loadCount
                wakesBefore = terminal.waits.count
            },
            .init(at: 20.5, events: []) {
                let wakes = terminal.waits.count - wakesBefore
                #expect((19...21).contains(wakes))
                // One tick a wake, through the store: never a second one.
                #expect(fixture.store.loadCount - readsBefore == wakes)
            },
            .init(at: 21, events: [.key(.character("q"))]),
        ]
        #expect(play(fixture, terminal, watchedPaths: ["/data/live.json"]) == .left)
    }

    /// The screen opened between two turns of the countdown: the store's reads still come
    /// with the clock's wakes, one wake a second, not on a second beat of their own.
    @Test func readsOfAnUnwatchedStoreComeWithTheClocksWakes() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        fixture.clock.advance(by: 0.45)
        let terminal = ScriptedTerminal(clock: fixture.clock)
        var wakesBefore = 0
        terminal.steps = [
            .init(at: 0.5, events: []) { wakesBefore = terminal.waits.count },
            .init(at: 20.5, events: []) { #expect((19...21).contains(terminal.waits.count - wakesBefore)) },
            .init(at: 21, events: [.key(.character("q"))]),
        ]
        #expect(play(fixture, terminal, watchedPaths: ["/data/devices/here/live.json"]) == .left)
    }

    /// A new data folder has no device folder to watch until the first save makes it.
    @Test func aStoreThatCouldNotBeWatchedIsWatchedOnceItCanBe() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        let terminal = ScriptedTerminal(clock: fixture.clock)
        var readsBefore = 0
        terminal.steps = [
            .init(at: 3.5, events: []) { terminal.canWatch = true },
            .init(at: 5.5, events: []) { readsBefore = fixture.store.loadCount },
            .init(at: 25.5, events: []) { #expect(fixture.store.loadCount == readsBefore) },
            .init(at: 26, events: [.key(.character("q"))]),
        ]
        #expect(play(fixture, terminal, watchedPaths: ["/data/devices/here/live.json"]) == .left)
    }

    @Test func theWindowTitleChangesOnlyWhenTheShownMinuteDoes() {
        var settings = GroveSettings()
        settings.focusMinutes = 3
        settings.defaultTag = "writing"
        let fixture = ModelFixture(settings: settings)
        fixture.model.startSession()
        let terminal = ScriptedTerminal(clock: fixture.clock)
        terminal.steps = [.init(at: 150.5, events: [.key(.character("q"))])]
        _ = play(fixture, terminal, watchedPaths: [])
        let text = String(decoding: terminal.bytes, as: UTF8.self)
        let titles = text.components(separatedBy: "\u{1B}]2;").dropFirst().map { $0.components(separatedBy: "\u{1B}\\")[0] }
        #expect(titles == ["🌳 3m · writing", "🌳 2m · writing", "🌳 1m · writing"])
    }
}

/// A save that failed on a watched store is retried once a second, not once a minute.
struct GameLoopRetryTests {
    @Test func whileASaveFailsTheWatchedStoreIsReadEverySecond() {
        let fixture = ModelFixture()
        let terminal = ScriptedTerminal(clock: fixture.clock)
        terminal.canWatch = true
        fixture.store.failSaves = true
        terminal.steps = [
            .init(at: 1, events: [.key(.enter)]),
            .init(at: 1.5, events: []) { #expect(fixture.model.errorMessage != nil) },
            .init(at: 5.5, events: []) { fixture.store.failSaves = false },
            .init(at: 7, events: []) {
                #expect(fixture.store.live.session != nil)
                #expect(fixture.model.errorMessage == nil)
            },
            .init(at: 7.5, events: [.key(.character("q"))]),
        ]
        let loop = GameLoop(
            model: fixture.model, terminal: terminal, clock: fixture.clock,
            services: GameServices(colorCapability: .truecolor, forestReport: fixture.forestReport, watchedPaths: ["/data/live.json"]))
        #expect(loop.run() == .left)
    }
}
