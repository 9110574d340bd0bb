import GroveTerminal
import GroveTestSupport
import Testing

/// Without 24-bit colour a colour falls back to an entry of the 256 or the 16
/// palette (the 16 as xterm draws them by default); what a person sees must stay
/// the same colour: a green a green, a brown a brown, a grey a grey.
@Suite struct ColorFallbackTests {
    /// Under this chroma a colour reads as grey: the art's greys and whites are
    /// under 0.025, its least colourful colour (dark soil) is at 0.051.
    static let greyChroma = 0.04

    static func fallback256(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
        guard case .ansi256(let index) = TerminalColor.rgb(red, green, blue).adapted(to: .ansi256) else { return 0 }
        return index
    }

    static func fallback16(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
        guard case .ansi16(let index) = TerminalColor.rgb(red, green, blue).adapted(to: .ansi16) else { return 0 }
        return index
    }

    static func seen(_ index: UInt8) -> OKLab {
        let (red, green, blue) = TerminalColor.components(of256: index)
        return OKLab(red: red, green: green, blue: blue)
    }

    /// The values CSS Color 4 gives for sRGB white, red, lime and blue.
    @Test func okLabMatchesTheReferenceValues() {
        let references: [((UInt8, UInt8, UInt8), (Double, Double, Double))] = [
            ((255, 255, 255), (1, 0, 0)),
            ((255, 0, 0), (0.627_955, 0.224_863, 0.125_846)),
            ((0, 255, 0), (0.866_440, -0.233_888, 0.179_498)),
            ((0, 0, 255), (0.452_014, -0.032_457, -0.311_528)),
        ]
        for ((red, green, blue), (lightness, a, b)) in references {
            let colour = OKLab(red: red, green: green, blue: blue)
            #expect(abs(colour.lightness - lightness) < 1e-4, "\(red) \(green) \(blue)")
            #expect(abs(colour.a - a) < 1e-4, "\(red) \(green) \(blue)")
            #expect(abs(colour.b - b) < 1e-4, "\(red) \(green) \(blue)")
        }
        #expect(OKLab(red: 128, green: 128, blue: 128).chroma < 1e-6)
        #expect(abs(OKLab(red: 255, green: 0, blue: 0).hue - 29.23) < 0.01)
    }

    /// Colours of grove's art, and the entries a person would call by the same name.
    static let knownColours: [(name: String, rgb: (UInt8, UInt8, UInt8), in256: Set<UInt8>, in16: Set<UInt8>)] = [
        // 22 #005f00 dark green, 28 #008700 green.
        ("dark leaf green", (42, 112, 44), [22, 28], [2]),
        // 34 #00af00, 70 #5faf00, 71 #5faf5f: greens; 2 green, 10 bright green.
        ("leaf green", (78, 160, 52), [34, 70, 71], [2, 10]),
        // 22 #005f00 dark green, 29 #00875f sea green.
        ("dark pine needle", (20, 82, 56), [22, 29], [2]),
        // 94 #875f00, 130 #af5f00, 137 #af875f: browns; xterm's 16 have no brown, only dark red and dark yellow.
        ("soil brown", (121, 82, 52), [94, 130, 137], [1, 3]),
        ("bark brown", (139, 94, 52), [94, 130, 137], [1, 3]),
        // 211 #ff87af, 217 #ffafaf, 218 #ffafd7: pinks; 9 bright red, 13 bright magenta.
        ("blossom pink", (255, 176, 200), [211, 217, 218], [9, 13]),
        // 208 #ff8700, 209 #ff875f, 214 #ffaf00: oranges; on xterm's 16 a red or a yellow.
        ("maple orange", (240, 140, 48), [208, 209, 214], [1, 3, 9, 11]),
        // 220 #ffd700, 221 #ffd75f: yellows.
        ("sun yellow", (242, 204, 84), [220, 221], [3, 11]),
        // 244 to 246: the greys around #8a8a8a; 8 grey.
        ("withered grey", (148, 138, 124), [244, 245, 246], [8]),
    ]

    @Test(arguments: knownColours.indices)
    func aKnownColourFallsBackToOneOfTheSameName(_ index: Int) {
        let known = Self.knownColours[index]
        let (red, green, blue) = known.rgb
        #expect(known.in256.contains(Self.fallback256(red, green, blue)), "\(known.name) in 256 colours")
        #expect(known.in16.contains(Self.fallback16(red, green, blue)), "\(known.name) in 16 colours")
    }

    /// Over generated colours: a colour keeps its hue family and never becomes a grey,
    /// and a grey stays a grey. The 256 palette has no dark browns, so below a
    /// lightness of 0.4 a colour may trade some hue for lightness there.
    @Test func generatedColoursKeepTheirHueAndGreysStayGrey() {
        var random = SeededGenerator(seed: 0x23_09)
        for _ in 0..<4000 {
            let red = UInt8.random(in: 0...255, using: &random)
            let green = UInt8.random(in: 0...255, using: &random)
            let blue = UInt8.random(in: 0...255, using: &random)
            let colour = OKLab(red: red, green: green, blue: blue)
            let in256 = Self.seen(Self.fallback256(red, green, blue))
            let in16 = Self.seen(Self.fallback16(red, green, blue))
            let name = "(\(red), \(green), \(blue))"
            guard colour.chroma >= Self.greyChroma else {
                #expect(in256.chroma < Self.greyChroma, "the grey \(name) became a colour in 256 colours")
                #expect(in16.chroma < Self.greyChroma, "the grey \(name) became a colour in 16 colours")
                continue
            }
            #expect(in256.chroma >= Self.greyChroma, "\(name) became grey in 256 colours")
            #expect(in16.chroma >= Self.greyChroma, "\(name) became grey in 16 colours")
            #expect(colour.lightness < 0.4 || OKLab.degreesApart(colour.hue, in256.hue) <= 30, "\(name) changed hue in 256 colours")
            #expect(OKLab.degreesApart(colour.hue, in16.hue) <= 60, "\(name) changed hue in 16 colours")
        }
    }
}
