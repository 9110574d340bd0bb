@testable import GroveTerminal
import Testing

/// A style is packed into two words; what goes in must come out, and equality must be the parts'.
@Suite struct CellStyleTests {
    private static let colors: [TerminalColor] = [
        .default, .ansi16(0), .ansi16(15), .ansi256(0), .ansi256(255), .rgb(0, 0, 0), .rgb(255, 255, 255), .rgb(1, 2, 3),
    ]

    @Test func everyColourAndAttributeComesBackAsItWasGiven() {
        for foreground in Self.colors {
            for background in Self.colors {
                for attributes in 0..<32 {
                    let bits = (0..<5).map { attributes & (1 << $0) != 0 }
                    let style = CellStyle(
                        foreground: foreground, background: background, bold: bits[0], dim: bits[1], italic: bits[2],
                        underline: bits[3], reverse: bits[4])
                    #expect(style.foreground == foreground)
                    #expect(style.background == background)
                    #expect([style.bold, style.dim, style.italic, style.underline, style.reverse] == bits)
                }
            }
        }
    }

    @Test func settingOnePartLeavesTheOthers() {
        var style = CellStyle(foreground: .rgb(9, 8, 7), background: .ansi256(42), bold: true, reverse: true)
        style.foreground = .ansi16(3)
        style.dim = true
        style.bold = false
        #expect(style == CellStyle(foreground: .ansi16(3), background: .ansi256(42), dim: true, reverse: true))
        style.background = .default
        style.underline = true
        #expect(style == CellStyle(foreground: .ansi16(3), dim: true, underline: true, reverse: true))
    }

    @Test func stylesAreEqualExactlyWhenTheirPartsAre() {
        let styles = Self.colors.flatMap { color in
            [CellStyle(foreground: color), CellStyle(background: color), CellStyle(foreground: color, italic: true)]
        }
        for (index, style) in styles.enumerated() {
            for (otherIndex, other) in styles.enumerated() {
                #expect((style == other) == (index == otherIndex) || style == .plain && other == .plain)
            }
        }
        #expect(CellStyle(foreground: .ansi16(1)) != CellStyle(foreground: .ansi256(1)))
        #expect(CellStyle(foreground: .ansi16(1)) != CellStyle(background: .ansi16(1)))
    }

    /// Frames are compared and copied row by row every second; a cell in a frame stays three words small.
    @Test func aCellInAFrameTakesTwelveBytes() {
        #expect(MemoryLayout<PackedCell>.stride == 12)
    }
}
