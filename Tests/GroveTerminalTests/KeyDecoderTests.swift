import GroveTerminal
import Testing

private func decode(_ text: String) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.feed(Array(text.utf8)) + decoder.flush()
}

private func decode(_ bytes: [UInt8]) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.feed(bytes) + decoder.flush()
}

@Suite struct KeyDecoderTests {
    @Test func printableAsciiAndSpace() {
        #expect(decode("aZ9 ~") == [.character("a"), .character("Z"), .character("9"), .space, .character("~")])
    }

    @Test func controlBytes() {
        #expect(decode([0x03, 0x1A, 0x04, 0x0D, 0x0A, 0x7F, 0x08, 0x09]) == [
            .controlC, .controlZ, .controlD, .enter, .enter, .backspace, .backspace, .tab,
        ])
        #expect(decode([0x01, 0x0C, 0x12]) == [.control("a"), .control("l"), .control("r")])
        #expect(decode([0x00, 0x1C, 0x1F]) == [.unknown, .unknown, .unknown])
    }

    @Test(arguments: [
        ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
        ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
        ("\u{1B}[1~", .home), ("\u{1B}[4~", .end), ("\u{1B}[2~", .insert), ("\u{1B}[3~", .delete),
        ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[Z", .backTab),
        ("\u{1B}OP", .function(1)), ("\u{1B}OS", .function(4)), ("\u{1B}[15~", .function(5)),
        ("\u{1B}[21~", .function(10)), ("\u{1B}[24~", .function(12)),
        ("\u{1B}[1;5A", .up), ("\u{1B}[1;2D", .left),
        ("\u{1B}[99~", .unknown), ("\u{1B}[?1;2c", .unknown),
    ])
    func escapeSequences(sequence: String, key: Key) {
        #expect(decode(sequence) == [key])
    }

    @Test func utf8Characters() {
        #expect(decode("é漢🌳") == [.character("é"), .character("漢"), .character("🌳")])
    }

    @Test func invalidUtf8IsUnknownAndDecodingResumes() {
        #expect(decode([0xFF, 0x61]) == [.unknown, .character("a")])
        #expect(decode([0x80, 0x62]) == [.unknown, .character("b")])
        #expect(decode([0xC3, 0x28]) == [.unknown, .character("(")])
        // Overlong encoding of "/" and a UTF-16 surrogate are not characters.
        #expect(decode([0xE0, 0x80, 0xAF]) == [.unknown])
        #expect(decode([0xED, 0xA0, 0x80]) == [.unknown])
    }

    @Test func aLoneEscapeWaitsForFlush() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.hasPending)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.hasPending)
    }

    @Test func escapeFollowedByAKeyIsBoth() {
        #expect(decode("\u{1B}q") == [.escape, .character("q")])
        #expect(decode("\u{1B}\u{1B}[A") == [.escape, .up])
        #expect(decode("\u{1B}\u{1B}") == [.escape, .escape])
    }

    @Test func flushOfAnIncompleteSequenceGivesEscapeAndTheRest() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[".utf8)).isEmpty)
        #expect(decoder.flush() == [.escape, .character("[")])
        #expect(decoder.feed(Array("\u{1B}O".utf8)).isEmpty)
        #expect(decoder.flush() == [.escape, .character("O")])
    }

    @Test func flushOfAnIncompleteCharacterIsUnknown() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0xE6, 0xBC]).isEmpty)
        #expect(decoder.flush() == [.unknown])
        #expect(!decoder.hasPending)
    }

    @Test func sequencesSplitAcrossFeedsAreJoined() {
        let bytes = Array("a\u{1B}[15~漢\u{1B}OB🌳\u{1B}[1;5Cz".utf8)
        let expected: [Key] = [.character("a"), .function(5), .character("漢"), .down, .character("🌳"), .right, .character("z")]
        // Every way of cutting the input in two gives the same keys.
        for cut in 0...bytes.count {
            var decoder = KeyDecoder()
            let keys = decoder.feed(bytes[0..<cut]) + decoder.feed(bytes[cut...])
            #expect(keys == expected, "cut at \(cut)")
            #expect(!decoder.hasPending)
        }
        // And byte by byte.
        var decoder = KeyDecoder()
        #expect(bytes.flatMap { decoder.feed([$0]) } == expected)
    }

    @Test func garbageSequencesAreBoundedAndDecodingResumes() {
        let garbage = [UInt8](repeating: 0x3B, count: 100)
        let keys = decode([0x1B, 0x5B] + garbage + [0x41, 0x71])
        #expect(keys.first == .unknown)
        #expect(keys.last == .character("q"))
        #expect(decode([0x1B, 0x5B, 0x31, 0x0D]) == [.unknown, .enter])
    }

    @Test func pastedTextDecodesInOrder() {
        #expect(decode("ok\r") == [.character("o"), .character("k"), .enter])
    }
}
