import GroveTerminal
import Testing

@Suite struct ColorTests {
    @Test(arguments: [
        (["NO_COLOR": "1", "COLORTERM": "truecolor", "TERM": "xterm-256color"], true, ColorCapability.monochrome),
        (["NO_COLOR": "", "COLORTERM": "truecolor"], true, .truecolor),
        (["COLORTERM": "truecolor"], false, .monochrome),
        (["TERM": "dumb", "COLORTERM": "24bit"], true, .monochrome),
        (["COLORTERM": "24bit", "TERM": "xterm"], true, .truecolor),
        (["TERM": "xterm-256color"], true, .ansi256),
        (["TERM": "screen-256color", "COLORTERM": "yes"], true, .ansi256),
        (["TERM": "xterm"], true, .ansi16),
        ([:], true, .ansi16),
    ])
    func detectsCapabilityFromTheEnvironment(
        environment: [String: String], isTerminal: Bool, expected: ColorCapability
    ) {
        #expect(ColorCapability.detect(environment: environment, isTerminal: isTerminal) == expected)
    }

    @Test func dumbTerminalIsRecognised() {
        #expect(TerminalCapabilities.isDumb(environment: ["TERM": "dumb"]))
        #expect(!TerminalCapabilities.isDumb(environment: ["TERM": "xterm"]))
        #expect(!TerminalCapabilities.isDumb(environment: [:]))
    }

    @Test func rgbFindsTheNearestCubeOrGreyEntry() {
        #expect(TerminalColor.nearest256(red: 255, green: 0, blue: 0) == 196)
        #expect(TerminalColor.nearest256(red: 0, green: 0, blue: 0) == 16)
        #expect(TerminalColor.nearest256(red: 255, green: 255, blue: 255) == 231)
        #expect(TerminalColor.nearest256(red: 95, green: 135, blue: 175) == 67)
        #expect(TerminalColor.nearest256(red: 100, green: 130, blue: 180) == 67)
        #expect(TerminalColor.nearest256(red: 128, green: 128, blue: 128) == 244)
        #expect(TerminalColor.nearest256(red: 30, green: 31, blue: 29) == 234)
    }

    @Test func everyPaletteEntryMapsToItselfOrAnEqualColour() {
        for index in UInt8(16)...255 {
            let (r, g, b) = TerminalColor.components(of256: index)
            let nearest = TerminalColor.nearest256(red: r, green: g, blue: b)
            #expect(TerminalColor.components(of256: nearest) == (r, g, b), "entry \(index)")
        }
    }

    @Test func rgbFindsTheNearestBasicColour() {
        #expect(TerminalColor.nearest16(red: 0, green: 0, blue: 0) == 0)
        #expect(TerminalColor.nearest16(red: 200, green: 10, blue: 0) == 1)
        #expect(TerminalColor.nearest16(red: 250, green: 5, blue: 5) == 9)
        #expect(TerminalColor.nearest16(red: 30, green: 150, blue: 40) == 2)
        #expect(TerminalColor.nearest16(red: 250, green: 250, blue: 250) == 15)
        #expect(TerminalColor.nearest16(red: 235, green: 235, blue: 235) == 7)
        #expect(TerminalColor.nearest16(red: 120, green: 120, blue: 130) == 8)
    }

    @Test func coloursMoveDownToTheCapability() {
        let red = TerminalColor.rgb(255, 0, 0)
        #expect(red.adapted(to: .truecolor) == red)
        #expect(red.adapted(to: .ansi256) == .ansi256(196))
        #expect(red.adapted(to: .ansi16) == .ansi16(9))
        #expect(red.adapted(to: .monochrome) == .default)
        #expect(TerminalColor.ansi256(196).adapted(to: .ansi16) == .ansi16(9))
        #expect(TerminalColor.ansi256(3).adapted(to: .ansi16) == .ansi16(3))
        #expect(TerminalColor.ansi256(240).adapted(to: .ansi16) == .ansi16(8))
        #expect(TerminalColor.ansi16(12).adapted(to: .ansi256) == .ansi16(12))
        #expect(TerminalColor.ansi16(18).adapted(to: .ansi16) == .ansi16(2))
        #expect(TerminalColor.default.adapted(to: .ansi16) == .default)
    }

    @Test func monochromeKeepsAttributes() {
        let style = CellStyle(
            foreground: .ansi16(2), background: .rgb(1, 2, 3),
            bold: true, dim: true, italic: true, underline: true, reverse: true)
        let adapted = style.adapted(to: .monochrome)
        #expect(adapted == CellStyle(bold: true, dim: true, italic: true, underline: true, reverse: true))
    }
}
