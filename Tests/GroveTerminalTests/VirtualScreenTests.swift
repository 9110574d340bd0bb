import GroveTestSupport
import Testing

/// The test terminal itself: what the end-to-end tests rely on when they read a screen.
struct VirtualScreenTests {
    @Test func sequencesAndCharactersSplitBetweenReadsAreCompleted() {
        var screen = VirtualScreen(width: 10, height: 2)
        let bytes = Array("\u{1B}[2;3Hé█\u{1B}[1mx".utf8)
        for byte in bytes { screen.apply([byte]) }
        #expect(screen.rowText(1) == "  é█x")
        #expect(screen[4, 1].pen.bold)
        #expect(screen.unknownSequences.isEmpty)
    }

    @Test func theAlternateScreenKeepsTheMainOneForLater() {
        var screen = VirtualScreen(width: 10, height: 3)
        screen.apply(Array("$ grove\r\n".utf8))
        screen.apply(Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[Hgame".utf8))
        #expect(screen.isAlternateScreen && !screen.isCursorVisible && !screen.isAutoWrapOn)
        #expect(screen.text() == "game\n\n")
        screen.apply(Array("\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l".utf8))
        #expect(!screen.isAlternateScreen && screen.isCursorVisible && screen.isAutoWrapOn)
        #expect(screen.text() == "$ grove\n\n")
        #expect(screen.cursor == (0, 1))
    }

    @Test func bellsAndNotificationsAreCounted() {
        var screen = VirtualScreen(width: 10, height: 1)
        screen.apply(Array("\u{07}\u{1B}]777;notify;grove;done\u{07}\u{1B}]9;hello\u{1B}\\".utf8))
        #expect(screen.bells == 1)
        #expect(screen.operatingSystemCommands == ["777;notify;grove;done", "9;hello"])
        #expect(screen.text().isEmpty)
    }

    @Test func textWrapsAndScrollsWhenAutoWrapIsOn() {
        var screen = VirtualScreen(width: 4, height: 2)
        screen.apply(Array("abcdefgh\r\nij".utf8))
        #expect(screen.text() == "efgh\nij")
    }

    /// The screen joins scalars into grapheme clusters as they arrive, even split between reads, each cluster in one
    /// cell as wide as `DisplayWidth` says.
    @Test func scalarsJoinIntoClustersThatTakeTheirColumns() {
        var screen = VirtualScreen(width: 12, height: 1)
        for byte in Array("a👨‍👩‍👧bमराठी|".utf8) { screen.apply([byte]) }
        #expect(screen.rowText(0).unicodeScalars.elementsEqual("a👨‍👩‍👧bमराठी|".unicodeScalars))
        #expect(screen[1, 0].text == "👨‍👩‍👧")
        #expect(screen[3, 0].text == "b")
        #expect(screen[9, 0].text == "|")
        #expect(screen.cursor == (10, 0))
    }

    @Test func aMoveEndsTheClusterBeingWritten() {
        var screen = VirtualScreen(width: 6, height: 1)
        screen.apply(Array("e\u{1B}[1;3H\u{301}".utf8))
        #expect(screen[0, 0].text == "e")
        #expect(screen[2, 0].text == "\u{301}")
    }
}
