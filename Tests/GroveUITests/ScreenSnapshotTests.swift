import GroveCore
import GroveTerminal
@testable import GroveUI
import Testing

/// Every screen as plain text, at the best size (80×24) and the smallest usable one (40×12).
struct ScreenSnapshotTests {
    static let sizes = [TerminalSize(width: 80, height: 24), TerminalSize(width: 40, height: 12)]
    /// Terminals big enough for the huge art.
    static let bigSizes = [TerminalSize(width: 120, height: 40), TerminalSize(width: 250, height: 70)]

    /// Every screen, by its file in the snapshots (`screen/case`, the size added).
    static let screens: [(path: String, state: GameState)] = [
        ("home/home", GameStates.home),
        ("home/home-break-offered", GameStates.homeWithBreak),
        ("home/home-picked-pine", GameStates.picked("pine")),
        ("home/home-picked-locked", GameStates.picked("willow")),
        ("home/home-message", {
            var state = GameStates.home
            state.message = "Break over. Ready for another tree?"
            return state
        }()),
        ("growing/growing", GameStates.growing()),
        ("growing/growing-fast", GameStates.growing(speed: 600)),
        ("growing/growing-hour", GameStates.growing(stage: 1, remaining: 7200)),
        ("paused/paused", GameStates.growing(paused: true)),
        ("break/break", GameStates.resting()),
        ("break/break-long", GameStates.resting(remaining: 840, long: true)),
        ("break/break-paused", GameStates.resting(paused: true)),
        ("completed/completed", GameStates.completed()),
        ("completed/completed-long-break", GameStates.completed(offer: GameStates.longBreak)),
        ("completed/completed-no-break", GameStates.completed(offer: nil)),
        ("completed/completed-achievements", {
            var state = GameStates.completed()
            if case .completed(var outcome) = state.screen {
                outcome.achievements = ["First sprout", "Early bird", "Marathon", "Arboretum", "Week of green"]
                state.screen = .completed(outcome)
            }
            return state
        }()),
        ("abandoned/abandoned", GameStates.abandoned()),
        ("abandoned/abandoned-early", GameStates.abandoned(focused: 20, stage: 1)),
        ("help/help", GameStates.with(.help, GameStates.growing())),
        ("give-up/give-up", GameStates.with(.confirmGiveUp, GameStates.growing())),
        ("give-up/end-break", GameStates.with(.confirmGiveUp, GameStates.resting())),
        ("home/home-goal", GameStates.withGoal(2, of: 4, GameStates.home)),
        ("home/home-goal-met", GameStates.withGoal(5, of: 4, GameStates.homeWithBreak)),
        ("home/home-goal-large", GameStates.withGoal(7, of: 12, GameStates.home)),
        ("growing/growing-goal-fast", GameStates.withGoal(1, of: 4, GameStates.growing(speed: 60))),
        ("home/home-goal-fast", {
            var state = GameStates.withGoal(1, of: 4, GameStates.home)
            state.speed = 60
            return state
        }()),
        ("completed/completed-fast", {
            var state = GameStates.completed()
            if case .completed(var outcome) = state.screen {
                outcome.speed = 60
                state.screen = .completed(outcome)
            }
            return state
        }()),
        ("growing/growing-note", GameStates.growing(note: "chapter 3: the river crossing, first draft")),
        ("growing/growing-long-note", GameStates.growing(note: String(repeating: "a long note that goes on ", count: 8))),
        ("counting-up/counting-up", GameStates.countingUp()),
        ("counting-up/counting-up-note-paused", GameStates.countingUp(focused: 1860, paused: true, note: "refactor the store")),
        ("home/home-elsewhere", GameStates.withElsewhere(GameStates.home)),
        ("growing/growing-elsewhere-paused", GameStates.withElsewhere(paused: true, GameStates.growing())),
        ("growing/growing-disk-full", {
            var state = GameStates.growing()
            state.message = "Failed to save session: cannot replace /home/ada/.local/share/grove/live.json: No space left on device"
            return state
        }()),
        ("completed/completed-disk-full", {
            var state = GameStates.completed()
            state.message = "Failed to save session: cannot replace /home/ada/.local/share/grove/live.json: No space left on device"
            return state
        }()),
        ("completed/completed-goal-reached", {
            var state = GameStates.withGoal(4, of: 4, GameStates.completed())
            state.message = "Daily goal reached: 4 trees today ★"
            return state
        }()),
    ]

    /// The snapshots of this suite, which ``SnapshotFileTests`` compares with their files.
    static let snapshots: [SnapshotCase] = everyScreen + everyTreeOfEverySpecies + theForestOverTheGame + belowTheMinimum + theHugeArt + monochrome

    static let everyScreen: [SnapshotCase] = sizes.flatMap { size in
        screens.map { screen in SnapshotCase(screen.path, size) { GameScreen.render(screen.state, size: size).plainText() } }
    }

    /// All five stages of each species and its withered look, as the growing and abandoned screens show them.
    static let everyTreeOfEverySpecies: [SnapshotCase] = (sizes + [bigSizes[0]]).flatMap { size in
        Species.catalog.map(\.name).flatMap { species -> [SnapshotCase] in
            let stages = (1...5).map { stage in
                SnapshotCase("trees/\(species)/tree-\(species)-\(stage)", size) {
                    GameScreen.render(GameStates.growing(species, stage: stage, remaining: 1500 - (stage - 1) * 300 - 17), size: size)
                        .plainText()
                }
            }
            let withered = SnapshotCase("trees/\(species)/tree-\(species)-withered", size) {
                GameScreen.render(GameStates.abandoned(species), size: size).plainText()
            }
            return stages + [withered]
        }
    }

    /// The forest open over the game, one range over each kind of screen, on the
    /// hand-built history: the game's state shows in the corner, a message on the last row.
    static let theForestOverTheGame: [SnapshotCase] = sizes.flatMap { size in
        var brokeOff = GameStates.home
        brokeOff.message = "Break over. Ready for another tree?"
        let today = ForestHistory.today
        let march = LocalDay(year: 2025, month: 3, day: 4)
        let cases: [(path: String, range: ForestPeriod.Range, anchor: LocalDay, beneath: GameState)] = [
            ("forest-week/forest-week", .week, today, GameStates.growing()), ("forest-day/forest-day", .day, today, GameStates.home),
            ("forest-month/forest-month", .month, today, GameStates.growing(paused: true)),
            ("forest-year/forest-year", .year, today, GameStates.completed()), ("forest-all/forest-all", .all, today, GameStates.abandoned()),
            ("forest-week/forest-message", .week, today, brokeOff),
            ("forest-month/forest-month-of-six-weeks", .month, march, GameStates.resting()),
            ("forest-day/forest-day-of-five-trees", .day, LocalDay(year: 2025, month: 11, day: 20), GameStates.growing(speed: 600)),
        ]
        return cases.map { path, range, anchor, beneath in
            SnapshotCase(path, size) {
                let page = ForestPage.report(ForestHistory.report(range, anchor), calendar: ForestHistory.calendar)
                return GameScreen.render(GameStates.forest(range, anchor: anchor, over: beneath), size: size, forest: page).plainText()
            }
        } + [SnapshotCase("forest-unreadable/forest-unreadable", size) {
            let unreadable = ForestPage.unreadable("history/2025-11.json is not JSON at byte 120; move it aside to repair")
            return GameScreen.render(GameStates.forest(over: GameStates.growing()), size: size, forest: unreadable).plainText()
        }]
    }

    /// Below the minimum the screen says how big it must be.
    static let belowTheMinimum: [SnapshotCase] = [TerminalSize(width: 39, height: 12), TerminalSize(width: 40, height: 11), TerminalSize(width: 20, height: 6)]
        .map { size in SnapshotCase("too-small/too-small", size) { GameScreen.render(GameStates.growing(), size: size).plainText() } }

    @Test func theMinimumIs40x12() {
        #expect(ScreenLayout.minimum == TerminalSize(width: 40, height: 12))
    }

    /// From 120×40 the huge art, centred however big the terminal; in colour and
    /// monochrome, since the colour tells a paused or withered tree and a locked species.
    static let theHugeArt: [SnapshotCase] = bigSizes.flatMap { size in
        [
            ("home/home", GameStates.home), ("home/home-picked-locked", GameStates.picked("maple")), ("growing/growing", GameStates.growing()),
            ("paused/paused", GameStates.growing(paused: true)), ("completed/completed", GameStates.completed("willow")),
            ("abandoned/abandoned", GameStates.abandoned("birch")), ("break/break", GameStates.resting()),
        ].map { path, state in SnapshotCase(path, size) { GameScreen.render(state, size: size).textColoursAndAttributes() } }
    }

    /// Without colour (NO_COLOR, --no-color) the screens read by their glyphs
    /// and by bold and dim alone; the snapshot shows the text, then the attributes.
    static let monochromeScreens = [
        ("home", GameStates.home), ("growing", GameStates.growing()), ("paused", GameStates.growing(paused: true)),
        ("completed", GameStates.completed()), ("give-up", GameStates.with(.confirmGiveUp, GameStates.growing())),
    ]

    static let monochrome: [SnapshotCase] = monochromeScreens.map { name, state in
        SnapshotCase(path: "\(name)/monochrome-\(name)-80x24") {
            GameScreen.render(state, size: TerminalSize(width: 80, height: 24)).textAndAttributes()
        }
    }

    @Test func monochromeSendsNoColour() {
        for (_, state) in Self.monochromeScreens {
            var writer = FrameWriter()
            let frame = GameScreen.render(state, size: TerminalSize(width: 80, height: 24))
            let bytes = String(decoding: writer.update(to: frame, capability: .monochrome), as: UTF8.self)
            #expect(!bytes.contains("38;") && !bytes.contains("48;"), "no colour is sent")
        }
    }

    @Test func whatUnlocksALockedSpeciesIsNeverCut() {
        for width in [40, 48, 60, 68, 80] {
            let frame = GameScreen.render(GameStates.picked("willow"), size: TerminalSize(width: width, height: 24))
            let text = frame.plainText()
            #expect(text.contains("locked · achievement Month of green"), "\(width)")
            #expect(!text.contains("…"), "\(width)")
        }
        let wide = GameScreen.render(GameStates.picked("willow"), size: TerminalSize(width: 80, height: 24)).plainText()
        #expect(wide.contains("locked · achievement Month of green: grow a tree 30 days in a row"))
    }

    @Test func anotherDevicesSessionIsShortenedNeverCut() {
        let line = { (width: Int, paused: Bool) in
            GameScreen.render(GameStates.withElsewhere(paused: paused, GameStates.home), size: TerminalSize(width: width, height: 12))
                .plainText()
        }
        #expect(line(80, false).contains("a pine is growing on laptop · 24:59 left"))
        #expect(line(80, true).contains("paused on laptop · 24:59 left"))
        #expect(line(40, false).contains("pine on laptop · 24:59"))
        #expect(!line(40, false).contains("growing"))
        for width in 40...80 {
            #expect(!line(width, false).contains("…"), "\(width)")
        }
        var unnamed = GameStates.withElsewhere(GameStates.home)
        unnamed.elsewhere[0].device = String(repeating: "workstation", count: 4)
        #expect(!GameScreen.render(unnamed, size: TerminalSize(width: 40, height: 12)).plainText().contains("workstation"))
    }

    @Test func aMessageTakesTheRowBeforeAnotherDevicesSession() {
        var state = GameStates.withElsewhere(GameStates.home)
        state.message = "Break over. Ready for another tree?"
        let text = GameScreen.render(state, size: TerminalSize(width: 80, height: 24)).plainText()
        #expect(text.contains("Break over"))
        #expect(!text.contains("laptop"))
    }

    @Test func theArtGrowsWithTheTerminal() {
        let piece = { (size: TerminalSize) in
            GameScreen.render(GameStates.growing(stage: 5), size: size).plainText().filter { "▀▄█".contains($0) }.count
        }
        // Small below 80×24, large from it, huge from 120×40 and twice as big from 160×54, in both directions.
        #expect(piece(TerminalSize(width: 40, height: 12)) < piece(TerminalSize(width: 80, height: 24)))
        #expect(piece(TerminalSize(width: 80, height: 24)) == piece(TerminalSize(width: 119, height: 60)))
        #expect(piece(TerminalSize(width: 200, height: 39)) == piece(TerminalSize(width: 80, height: 24)))
        #expect(piece(TerminalSize(width: 80, height: 24)) < piece(TerminalSize(width: 120, height: 40)))
        #expect(piece(TerminalSize(width: 120, height: 40)) < piece(TerminalSize(width: 160, height: 54)))
        #expect(piece(TerminalSize(width: 159, height: 70)) == piece(TerminalSize(width: 250, height: 53)))
        #expect(piece(TerminalSize(width: 160, height: 54)) == piece(TerminalSize(width: 250, height: 70)))
    }

    /// The countdown: three rows high from 80×24, twice as big from 120×40.
    @Test(arguments: [(80, 24, 1), (119, 70, 1), (120, 40, 2), (250, 70, 2)])
    func theCountdownGrowsWithTheTerminal(width: Int, height: Int, scale: Int) {
        for (state, clock) in [(GameStates.home, "25:00"), (GameStates.growing(remaining: 754), "12:34")] {
            var digits = Frame(width: width, height: 6)
            digits.putBigDigits(clock, y: 0, style: .plain, font: .font(scale: scale))
            let expected = (0..<(3 * scale)).map { digits.rowText($0).trimmingTrailingSpaces }
            let rows = GameScreen.render(state, size: TerminalSize(width: width, height: height)).plainText()
                .split(separator: "\n", omittingEmptySubsequences: false).map { String($0).trimmingTrailingSpaces }
            let found = rows.indices.contains { start in Array(rows.dropFirst(start).prefix(expected.count)) == expected }
            #expect(found, "\(width)x\(height): \(clock) \(3 * scale) rows high")
        }
    }

    /// From 160×54 the art is twice as big; every screen's middle column still fits between the
    /// header and the message row, a note or an achievement included.
    @Test(arguments: [TerminalSize(width: 160, height: 54), TerminalSize(width: 250, height: 70)])
    func theGiantArtLeavesRoomForEveryLine(_ size: TerminalSize) throws {
        let layout = try #require(ScreenLayout(size))
        #expect(layout.artScale == 2)
        let outcome = { (state: GameState) -> GameState.Outcome? in
            switch state.screen {
            case .completed(let outcome), .abandoned(let outcome): outcome
            default: nil
            }
        }
        var grown = try #require(outcome(GameStates.completed()))
        grown.achievements = ["Week of green"]
        let withered = try #require(outcome(GameStates.abandoned()))
        let stacks: [[ContentBlock]] = [
            HomeScreen.blocks(GameStates.picked("willow"), layout),
            SessionScreen.blocks(try #require(GameStates.growing(note: "chapter 3").session), layout),
            SessionScreen.blocks(try #require(GameStates.resting(long: true).session), layout),
            CompletedScreen.blocks(grown, GameStates.shortBreak, layout),
            AbandonedScreen.blocks(withered, layout),
        ]
        for blocks in stacks {
            #expect(blocks.reduce(0) { $0 + $1.height } <= layout.contentRows.count)
            #expect(blocks.contains { if case .art(let piece, _) = $0 { piece.width == 80 && piece.height == 40 } else { false } })
        }
    }

    @Test func aTinyOrEmptyTerminalDrawsWithoutTrapping() {
        for size in [TerminalSize(width: 0, height: 0), TerminalSize(width: 1, height: 1), TerminalSize(width: 40, height: 1)] {
            let frame = GameScreen.render(GameStates.growing(), size: size)
            #expect(frame.width == size.width && frame.height == size.height)
        }
    }
}
