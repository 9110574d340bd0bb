import GroveArt
import GroveCore
import GroveTerminal
@testable import GroveUI
import Testing

/// On a terminal of 256 or 16 colours (ssh, macOS Terminal, tmux without `Tc`),
/// every colour grove draws keeps its hue family, judged in OKLCh against the
/// palette as xterm draws it by default: within 30° in 256 colours, within 60°
/// in 16, and nothing coloured becomes grey or black.
@Suite struct ColourFallbackTests {
    /// Under this chroma a colour reads as grey: the art's greys and whites are
    /// under 0.025, its least colourful colour (dark soil) is at 0.051.
    static let greyChroma = 0.04

    /// Every colour of the art's palette, and every colour found on a screen:
    /// every game screen, every stage of every species, every forest view.
    static let drawnColours: [(colour: TerminalColor, seenIn: String)] = {
        var seen: [TerminalColor: String] = [:]
        for (letter, colour) in ArtLibrary.palette {
            seen[.rgb(colour.red, colour.green, colour.blue)] = "the palette's \(letter) \(colour.name)"
            // As a paused tree or a fast forest tree draws it, and as a tree given up young does.
            seen[Theme.faded(colour)] = seen[Theme.faded(colour)] ?? "the palette's \(letter) \(colour.name), faded"
            seen[Theme.dried(colour)] = seen[Theme.dried(colour)] ?? "the palette's \(letter) \(colour.name), dried"
        }
        func look(at frame: Frame, _ name: String) {
            for y in 0..<frame.height {
                for x in 0..<frame.width {
                    let style = frame[x, y].style
                    for colour in [style.foreground, style.background] where seen[colour] == nil {
                        seen[colour] = name
                    }
                }
            }
        }
        let size = TerminalSize(width: 120, height: 40)
        for (name, state) in ScreenSnapshotTests.screens {
            look(at: GameScreen.render(state, size: size), "the \(name) screen")
        }
        for species in Species.catalog.map(\.name) {
            for stage in 1...5 {
                look(at: GameScreen.render(GameStates.growing(species, stage: stage), size: size), "\(species) stage \(stage)")
            }
            look(at: GameScreen.render(GameStates.abandoned(species), size: size), "a withered \(species)")
        }
        for range in ForestPeriod.Range.allCases {
            let report = ForestHistory.report(range)
            look(at: ForestScreen.render(report, width: 120, height: 40, calendar: ForestHistory.calendar), "grove forest, \(range)")
            let page = ForestPage.report(report, calendar: ForestHistory.calendar)
            look(at: GameScreen.render(GameStates.forest(range), size: size, forest: page), "the game's forest, \(range)")
        }
        return seen.compactMap { colour, name in
            guard case .rgb = colour else { return nil }
            return (colour, name)
        }
    }()

    static func seen(_ colour: TerminalColor) -> OKLab? {
        switch colour {
        case .rgb(let red, let green, let blue):
            return OKLab(red: red, green: green, blue: blue)
        case .ansi256(let index), .ansi16(let index):
            let (red, green, blue) = TerminalColor.components(of256: index)
            return OKLab(red: red, green: green, blue: blue)
        case .default:
            return nil
        }
    }

    @Test(arguments: [(ColorCapability.ansi256, 30.0), (.ansi16, 60.0)])
    func everyColourKeepsItsHueAndStaysAColour(_ capability: ColorCapability, allowedHueChange: Double) throws {
        #expect(Self.drawnColours.count > ArtLibrary.palette.count)
        for (colour, seenIn) in Self.drawnColours {
            let drawn = try #require(Self.seen(colour))
            guard drawn.chroma >= Self.greyChroma else { continue }
            let fallback = colour.adapted(to: capability)
            let shown = try #require(Self.seen(fallback), "\(seenIn) lost its colour")
            #expect(
                shown.chroma >= Self.greyChroma,
                "\(seenIn), \(colour), became the grey or black \(fallback) in \(capability)")
            #expect(
                OKLab.degreesApart(drawn.hue, shown.hue) <= allowedHueChange,
                "\(seenIn), \(colour), changed hue by \(Int(OKLab.degreesApart(drawn.hue, shown.hue)))° to \(fallback) in \(capability)")
        }
    }
}
