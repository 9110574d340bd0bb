import GroveCore
import GroveTerminal
@testable import GroveUI
import Testing

/// The game screen while a planting together grows: every member's tree side by side with
/// their names, as big as the terminal allows, never overlapping and never cut.
struct TogetherScreenTests {
    static let sizes = [TerminalSize(width: 40, height: 12), TerminalSize(width: 80, height: 24), TerminalSize(width: 120, height: 40)]

    /// Each case by its file in the snapshots (`screen/case`, the size added).
    static let screens: [(path: String, state: GameState)] = [
        ("together/together", GameStates.together()),
        ("together/together-note", GameStates.together(note: "chapter 3: the river crossing")),
        ("together/together-alone-yet", GameStates.together(with: [])),
        ("together/together-left-and-unknown", GameStates.together(with: [
            .init(name: "ana", species: "baobab", stage: 4), .init(name: "bo", species: "pine", stage: 2, look: .gone),
        ])),
        ("together/together-many-long-names", GameStates.together(with: (1...7).map {
            .init(name: "member-with-a-long-name-\($0)", species: "cherry", stage: $0 % 5 + 1)
        })),
        ("together/together-hostile-name", GameStates.together(with: [.init(name: "eve\u{1B}[2J", species: "oak", stage: 3)])),
        ("abandoned/abandoned-by-bo", {
            var state = GameStates.abandoned()
            if case .abandoned(var outcome) = state.screen {
                outcome.gaveUp = "bo"
                state.screen = .abandoned(outcome)
            }
            return state
        }()),
    ]

    /// The snapshots of this suite, which ``SnapshotFileTests`` compares with their files; in colour from 120×40.
    static let snapshots: [SnapshotCase] = sizes.flatMap { size in
        screens.map { screen in
            SnapshotCase(screen.path, size) {
                let frame = GameScreen.render(screen.state, size: size)
                return size.width >= 120 ? frame.textAndColours() : frame.plainText()
            }
        }
    }

    /// Nothing of the column runs into the message row or the hints, at any size from the smallest.
    @Test func theColumnKeepsClearOfTheMessageAndHints() {
        for (name, state) in Self.screens {
            for width in stride(from: 40, through: 130, by: 9) {
                for height in 12...42 {
                    let size = TerminalSize(width: width, height: height)
                    guard let layout = ScreenLayout(size), case .session(let session) = state.screen else { continue }
                    let blocks = SessionScreen.blocks(session, layout)
                    var frame = Frame(width: width, height: height)
                    let bottom = frame.stack(blocks, in: layout.contentRows)
                    #expect(bottom <= layout.contentRows.upperBound, "\(name) at \(width)x\(height)")
                    #expect(blocks.allSatisfy { Self.width(of: $0) <= width }, "\(name) at \(width)x\(height)")
                }
            }
        }
    }

    /// The columns a block takes; a line is fitted to the frame's width when drawn.
    private static func width(of block: ContentBlock) -> Int {
        switch block {
        case .art(let piece, _): piece.width
        case .bigDigits(let text, _, let scale): BigDigits.font(scale: scale).width(text)
        case .bar(let bar, _, _): bar.width
        case .members(let row): row.width
        case .gap, .line: 0
        }
    }

    @Test(arguments: sizes)
    func everyMemberIsNamedAndNoEscapeReachesTheTerminal(_ size: TerminalSize) {
        let text = GameScreen.render(GameStates.together(), size: size).plainText()
        #expect(text.contains("ana ♣3"))
        #expect(text.contains("bo ▲2"))
        let hostile = GameScreen.render(Self.screens.first { $0.path == "together/together-hostile-name" }!.state, size: size)
        #expect(!hostile.plainText().contains("\u{1B}"))
        #expect(hostile.plainText().contains("eve\\u{1B}"))
    }

    @Test func aTreePlantedTogetherOffersNoPause() {
        let hints = GameScreen.render(GameStates.together(), size: TerminalSize(width: 80, height: 24)).plainText()
        #expect(!hints.contains("pause"))
        #expect(hints.contains("give up"))
    }

    @Test func theWitheredScreenSaysWhoGaveUpNeverCut() {
        for width in [40, 60, 80] {
            let outcome = GameState.Outcome(species: "oak", tag: "writing", focusedSeconds: 600, stage: 2, gaveUp: String(repeating: "b", count: 32))
            let headline = AbandonedScreen.headline(outcome, width: width - 2)
            #expect(headline.count <= width - 2)
            #expect(headline.contains("gave up"))
        }
        let mine = GameState.Outcome(species: "oak", tag: "writing", focusedSeconds: 600, stage: 2)
        #expect(AbandonedScreen.headline(mine, width: 78) == "The oak withered.")
    }
}
