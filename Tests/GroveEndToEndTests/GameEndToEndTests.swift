import Testing

/// The real `grove` binary played in a pseudo-terminal at high speed, reading
/// the screen a person would see at each step.
@Suite(.serialized) struct GameEndToEndTests {
    /// Three-minute trees and two-minute breaks at speed 30: six and four seconds, long
    /// enough for a busy machine to see each screen before it moves on.
    static let config = #"{"focusMinutes": 3, "breakMinutes": 2}"#

    @Test func plantPauseResumeCompleteAndTakeTheBreak() throws {
        let game = try GameInATerminal(config: Self.config)
        // WezTerm is known to show OSC 777 notifications.
        try game.start(["--speed", "30"], environment: ["TERM_PROGRAM": "WezTerm"])
        game.waitFor("enter plant")
        #expect(game.screen.shows("‹ oak ›  ·  focus"))
        #expect(game.screen.isAlternateScreen && !game.screen.isCursorVisible)

        game.type("\r")
        game.waitFor("space pause")
        #expect(game.screen.shows("×30 earns nothing"))

        game.type(" ")
        game.waitFor("space resume")
        #expect(game.screen.shows("paused"))
        #expect(game.liveRecord().contains("pausedRemaining"))

        game.type(" ")
        game.waitFor("space pause")
        #expect(game.screen.shows("focus"))

        game.waitFor("Your oak has grown")
        #expect(game.screen.shows("3 min of focus"))
        #expect(game.screen.shows("at speed ×30, which earns nothing"))
        #expect(game.screen.shows("take a 2-minute break"))
        #expect(game.screen.bells >= 1)
        let notification = "777;notify;grove: Tree planted!;Great focus session! 3 min of focus"
        #expect(game.screen.operatingSystemCommands.contains { $0.hasPrefix(notification) })

        game.type("b")
        game.waitFor("rest your eyes")
        #expect(game.screen.shows("g end break"))

        game.waitFor("Break over")
        #expect(game.screen.shows("enter plant"))
        #expect(game.screen.bells >= 2)

        game.type("q")
        #expect(game.waitForExit() == 0)
        #expect(game.terminalIsRestored)
    }

    @Test func pickTheSpeciesAtHomeAndPlantIt() throws {
        let game = try GameInATerminal(config: Self.config)
        try game.start(["--speed", "30"])
        game.waitFor("‹ oak ›")

        game.type("s")
        game.waitFor("‹ pine ›")
        game.type("s")
        game.waitFor("locked · 250 coins")
        game.type("\r")
        game.waitFor("the cherry is locked")
        #expect(!game.liveRecord().contains("cherry"))

        game.type("\u{1B}[D")
        game.waitUntil("pine again, unlocked") { $0.shows("‹ pine ›") && !$0.shows("locked ·") }
        game.type("\r")
        game.waitFor("space pause")
        #expect(game.liveRecord().contains("\"species\":\"pine\""))

        game.type("q")
        #expect(game.waitForExit() == 0)
        #expect(game.terminalIsRestored)
    }

    @Test func leaveWhileGrowingReattachAndGiveUp() throws {
        let game = try GameInATerminal(config: Self.config)
        try game.start(["plant", "--minutes", "30", "--tag", "writing", "--speed", "30"])
        game.waitFor("focus  ·  writing")

        game.type("q")
        #expect(game.waitForExit() == 0)
        #expect(game.terminalIsRestored)
        #expect(game.liveRecord().contains("\"tag\":\"writing\""))
        // Said once the terminal is restored, on the shell's own screen.
        #expect(game.screen.shows("Your oak keeps growing: "))
        #expect(game.screen.shows(" left. Come back with: grove"))

        try game.start([])
        game.waitFor("focus  ·  writing")
        #expect(game.screen.isAlternateScreen)

        // A pause and a resume typed in another shell show without a key (within about a
        // second on a quiet machine; the deadline leaves room for a busy one).
        let otherShell = try GroveBinary(sandbox: game.sandbox, device: GameInATerminal.device)
        #expect(try otherShell.run(["pause"]).status == 0)
        game.waitFor("paused  ·  writing")
        #expect(try otherShell.run(["resume"]).status == 0)
        game.waitFor("focus  ·  writing")

        // Past the grace period, so that giving up withers the tree (the screen sees a
        // change from another shell at once, so the test may otherwise be quicker than it).
        game.waitUntil("focus past the grace period") { _ in
            ((try? otherShell.status())?["elapsed"] as? Double ?? 0) > 15
        }
        game.type("g")
        game.waitFor("Give up? The tree will wither.")
        game.type("y")
        game.waitFor("The oak withered.")
        #expect(game.screen.shows("writing"))
        // The withered tree stays a moment, then the screen goes home by itself.
        game.waitFor("enter plant")

        game.type("\u{03}")
        #expect(game.waitForExit() == 0)
        #expect(game.terminalIsRestored)
        #expect(game.liveRecord().contains("\"session\":null"))
    }

    /// Issue 33.8: a count-up ended by `grove done` in another shell shows its end on the screen that watched it grow,
    /// grown or withered, as an end there would.
    @Test func doneInAnotherShellShowsTheEndOnTheScreen() throws {
        let game = try GameInATerminal(config: Self.config)
        try game.start(["plant", "--open", "--speed", "60"])
        game.waitFor("counting up")
        let otherShell = try GroveBinary(sandbox: game.sandbox, device: GameInATerminal.device)
        func elapsed() -> Double { ((try? otherShell.status())?["elapsed"] as? Double) ?? 0 }
        game.waitUntil("grown after 10 minutes") { _ in elapsed() > 620 }
        #expect(try otherShell.run(["done"]).status == 0)
        game.waitFor("Your oak has grown")
        #expect(game.screen.shows("n plant a new tree"))

        game.type("\u{1B}")
        game.waitFor("enter plant")
        game.type("o")
        game.waitFor("counting up")
        game.waitUntil("past the grace period") { _ in elapsed() > 30 }
        #expect(try otherShell.run(["done"]).status == 0)
        game.waitFor("The oak withered.")
        game.waitFor("enter plant")

        game.type("q")
        #expect(game.waitForExit() == 0)
        #expect(game.terminalIsRestored)
    }

    @Test func theForestOpensWhileTheTreeGrowsOnBeneathIt() throws {
        let game = try GameInATerminal(config: Self.config)
        try game.start(["plant", "--tag", "writing", "--speed", "30"])
        game.waitFor("focus  ·  writing")

        game.type("f")
        game.waitFor("grove forest · week of")
        #expect(game.screen.shows("q back"))
        #expect(game.screen.shows("focus 0"))
        game.type("m")
        game.waitUntil("this month's forest") { !$0.shows("week of") && $0.shows("streak") }
        game.type("\u{1B}[D")
        game.waitFor("no trees")

        // The tree grows beneath the forest, rings, and joins this month's trees, counted
        // apart at speed 30.
        game.type("\u{1B}[C")
        game.waitFor("✦ your oak has grown")
        game.waitFor("» 1 at other speeds")
        #expect(game.screen.bells >= 1)

        game.type("q")
        game.waitUntil("the game again") { $0.shows("Your oak has grown") && !$0.shows("grove forest") }
        game.type("q")
        #expect(game.waitForExit() == 0)
        #expect(game.terminalIsRestored)
    }
}
