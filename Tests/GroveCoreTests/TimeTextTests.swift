import GroveCore
import Testing

@Suite("time as people read it")
struct TimeTextTests {
    @Test(arguments: [
        (1500, "25:00"), (1499.2, "25:00"), (754, "12:34"), (59, "00:59"), (0.3, "00:01"), (0, "00:00"), (-4, "00:00"),
        (3600, "1:00:00"), (3661, "1:01:01"), (10_800, "3:00:00"), (36_000 + 599, "10:09:59"),
    ] as [(Double, String)])
    func aClockRoundsUpToTheSecond(seconds: Double, expected: String) {
        #expect(TimeText.clock(seconds) == expected)
    }

    /// Every reading of a three-hour clock, against the plain formatting it replaced.
    @Test func everyClockReadingIsItsDigits() {
        for total in 0...10_800 {
            let hours = total / 3600, minutes = (total % 3600) / 60, seconds = total % 60
            let pad = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
            let expected = (hours > 0 ? "\(hours):" : "") + pad(minutes) + ":" + pad(seconds)
            #expect(TimeText.clock(Double(total)) == expected)
        }
    }

    @Test(arguments: [
        (45, "45 seconds"), (1, "1 second"), (0, "0 seconds"), (60, "1 minute"), (119, "1 minute"), (1200, "20 minutes"),
        (3600, "1 hour"), (4500, "1 hour 15 minutes"), (7260, "2 hours 1 minute"),
    ] as [(Double, String)])
    func anAmountInWordsCountsDownAsTheShortOneDoes(seconds: Double, expected: String) {
        #expect(TimeText.spoken(seconds) == expected)
        // The same whole minutes as the short form, with the units spelt out.
        #expect(TimeText.amount(seconds).split(separator: " ").first == expected.split(separator: " ").first)
    }

    @Test func everyStageHasItsWords() {
        let words = (1...TreeStage.count).map(TreeStage.words)
        #expect(words == ["a sprout", "a sapling", "a young tree", "a tall tree", "almost grown"])
    }
}
