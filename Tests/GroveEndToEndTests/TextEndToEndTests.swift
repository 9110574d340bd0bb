import Testing

/// A tag and a note in scripts beyond Latin, planted from a shell and shown by the real binary on a terminal.
@Suite(.serialized) struct TextEndToEndTests {
    @Test func theGameScreenShowsATagAndNoteOfAnyScriptAsStored() throws {
        let game = try GameInATerminal(config: "{}")
        let shell = try GroveBinary(sandbox: game.sandbox, device: GameInATerminal.device)
        let note = "नमस्ते दुनिया 👨‍👩‍👧"
        #expect(try shell.run(["plant", "--detach", "--tag", "मराठी", "--note", note]).status == 0)

        try game.start([])
        game.waitFor("focus  ·  मराठी")
        let rows = (0..<GameInATerminal.height).map(game.screen.rowText)
        // Centred by the columns a terminal gives them: 15 and 13 of 80.
        #expect(rows.contains { $0.unicodeScalars.elementsEqual((String(repeating: " ", count: 32) + "focus  ·  मराठी").unicodeScalars) })
        #expect(rows.contains { $0.unicodeScalars.elementsEqual((String(repeating: " ", count: 33) + note).unicodeScalars) }, "\(rows)")

        game.type("q")
        #expect(game.waitForExit() == 0)
        #expect(try shell.run(["give-up", "--yes"]).status == 0)
    }
}
