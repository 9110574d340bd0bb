import GroveCore
import GroveText
import GroveWords
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

/// Amounts of time as each language writes them: its units, its plurals, and how it writes the minutes after an hour.
@Suite("time in each language's words")
struct TimeTextLanguageTests {
    /// An amount, spoken and compact, of 2 h 05 min, 12 min and 45 s.
    struct Written: Sendable, CustomTestStringConvertible {
        let language: Language
        let amounts: [String], spoken: [String], compact: [String]
        var testDescription: String { language.rawValue }
    }

    static let seconds: [Double] = [7500, 720, 45]

    @Test(arguments: [
        Written(language: .en, amounts: ["2 h 05 min", "12 min", "45 s"], spoken: ["2 hours 5 minutes", "12 minutes", "45 seconds"],
                compact: ["2h05", "12m", "45s"]),
        Written(language: .de, amounts: ["2 h 05 min", "12 min", "45 s"], spoken: ["2 Stunden und 5 Minuten", "12 Minuten", "45 Sekunden"],
                compact: ["2h05", "12min", "45s"]),
        Written(language: .fr, amounts: ["2\u{A0}h\u{A0}05\u{A0}min", "12\u{A0}min", "45\u{A0}s"],
                spoken: ["2 heures 5 minutes", "12 minutes", "45 secondes"], compact: ["2h05", "12min", "45s"]),
        Written(language: .ru, amounts: ["2\u{A0}ч 05\u{A0}мин", "12\u{A0}мин", "45\u{A0}с"], spoken: ["2 часа 5 минут", "12 минут", "45 секунд"],
                compact: ["2ч05", "12м", "45с"]),
        Written(language: .ja, amounts: ["2時間5分", "12分", "45秒"], spoken: ["2時間5分", "12分", "45秒"], compact: ["2h05", "12分", "45秒"]),
        Written(language: .ko, amounts: ["2시간 5분", "12분", "45초"], spoken: ["2시간 5분", "12분", "45초"], compact: ["2h05", "12분", "45초"]),
        Written(language: .zhTW, amounts: ["2小時5分鐘", "12分鐘", "45秒"], spoken: ["2小時5分鐘", "12分鐘", "45秒"], compact: ["2h05", "12分", "45秒"]),
        Written(language: .zhCN, amounts: ["2小时5分钟", "12分钟", "45秒"], spoken: ["2小时5分钟", "12分钟", "45秒"], compact: ["2h05", "12分", "45秒"]),
    ])
    func anAmountIsWrittenWithTheLanguagesUnits(written: Written) {
        Words.$language.withValue(written.language) {
            #expect(Self.seconds.map(TimeText.amount) == written.amounts)
            #expect(Self.seconds.map(TimeText.spoken) == written.spoken)
            #expect(Self.seconds.map(TimeText.compactAmount) == written.compact)
        }
    }

    @Test func russianCountsMinutesOneFewAndMany() {
        let spoken = [1, 2, 5, 11, 21, 22].map { TimeText.spoken(Double($0 * 60)) }
        #expect(Words.$language.withValue(.ru) { [1, 2, 5, 11, 21, 22].map { TimeText.spoken(Double($0 * 60)) } }
            == ["1 минута", "2 минуты", "5 минут", "11 минут", "21 минута", "22 минуты"])
        #expect(spoken == ["1 minute", "2 minutes", "5 minutes", "11 minutes", "21 minutes", "22 minutes"])
    }

    @Test func frenchCountsZeroAsOne() {
        #expect(Words.$language.withValue(.fr) { TimeText.spoken(0) } == "0 seconde")
        #expect(Words.$language.withValue(.fr) { TimeText.spoken(3600) } == "1 heure")
    }

    /// A day cell holds five columns, and a CJK character takes two.
    @Test func aCompactAmountFitsFiveColumnsInEveryLanguage() {
        for language in Language.allCases where language != .pseudo {
            for seconds: Double in [59, 59 * 60, 24 * 3600 + 59 * 60] {
                let text = Words.$language.withValue(language) { TimeText.compactAmount(seconds) }
                #expect(DisplayWidth.columns(of: text) <= 5, "\(language): \(text)")
            }
        }
    }

    @Test func numbersTakeTheLanguagesGroupingAndMark() {
        #expect(Words.$language.withValue(.fr) { NumberText.grouped(1_234_567) } == "1\u{202F}234\u{202F}567")
        #expect(Words.$language.withValue(.de) { NumberText.grouped(1_234) } == "1.234")
        #expect(Words.$language.withValue(.ru) { Words.number(2.5, decimals: 1) } == "2,5")
    }
}
