import Foundation
import GroveCore
import GroveTestSupport
import GroveWords
import Testing

/// GroveCore's words in the pseudo-language: every letter of the catalog comes out accented, so a run of plain English
/// letters is a sentence that escaped the catalog. What a program reads stays as typed: commands, ids, field names.
@Suite("GroveCore in the pseudo-language")
struct CorePseudoLanguageTests {
    /// Words kept as typed in every language (rule 2 of the words): command and option names, species ids, JSON's words,
    /// field and config key names, and the examples' own values.
    static let kept: Set<String> = [
        "grove", "plant", "open", "break", "species", "unlock", "resume", "give", "done", "oak", "cherry", "birch", "elm",
        "true", "false", "full", "plain", "startedAt", "endedAt", "plannedSeconds", "focusedSeconds", "pausedSeconds", "speed",
        "screen", "focusMinutes", "breakMinutes", "longBreakMinutes", "longBreakEvery", "defaultTag", "defaultSpecies",
        "notifications", "dailyGoal", "device", "autoStartBreak", "autoStartFocus", "name", "rooms", "language", "srv",
        "standup", "pine", "cactus", "maple", "willow", "palm", "state", "kind", "focus", "tag", "with", "gaveUp", "note",
        "id", "HOME", "XDG", "DATA", "DIR", "GROVE", "nope", "tiny", "focusMinuts", "projects", "tagFromProject",
    ]

    static let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

    static func session(_ kind: SessionKind, mode: SessionMode = .countdown, paused: Bool = false) -> LiveSession {
        LiveSession(
            id: "s1", kind: kind, plannedSeconds: 1500, speed: .normal, startedAt: start, tag: "x1", species: "oak", mode: mode,
            phase: paused ? .paused(remaining: 600, since: start) : .running(endsAt: start.addingTimeInterval(1500)))
    }

    func expectNoBareEnglish(_ texts: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        for text in texts {
            #expect(BareEnglish.runs(in: text, keeping: Self.kept).isEmpty, "\(text)", sourceLocation: sourceLocation)
        }
    }

    @Test func everyRefusalIsInTheCatalog() throws {
        let cherry = try #require(Species.named("cherry")), birch = try #require(Species.named("birch"))
        let ten = try #require(Achievement.named("ten-trees"))
        var rejections: [SessionRejection] = [
            .notActive(.paused), .notActive(.idle), .notPaused(.active), .notPaused(.idle), .nothingToGiveUp, .pausedTogether,
            .togetherNeedsCountdown, .noBreakEarned(.nothingGrown), .noBreakEarned(.lastWithered), .noBreakEarned(.taken),
            .notTheEarnedBreak(minutes: 5), .longBreakNotEarned(every: 4, treesToGo: 2), .notBackgrounded, .unknownSpecies("elm"),
            .speciesLocked(cherry, coins: 3), .alreadyUnlocked("cherry"), .notEnoughCoins(cherry, coins: 3), .notOpen(nil),
            .notOpen(Self.session(.focus)), .notOpen(Self.session(.break)), .nothingToNote, .invalidNote,
            .awaitsAchievement(birch, ten, progress: 3),
        ]
        for kind in [SessionKind.focus, .break] {
            for session in [Self.session(.focus), Self.session(.focus, paused: true), Self.session(.focus, mode: .open),
                            Self.session(.break), Self.session(.break, paused: true)] {
                rejections.append(.alreadyGrowing(session, asked: kind))
            }
        }
        Words.$language.withValue(.pseudo) {
            expectNoBareEnglish(rejections.map(\.description) + [SessionRules.cancelledMessage])
        }
    }

    @Test func noticesFollowUpsTheGoalAndSpeedsAreInTheCatalog() {
        let finished = { (kind: SessionKind, speed: Double) in
            FinishedSession(
                id: "f1", kind: kind, state: .completed, startedAt: Self.start, endedAt: Self.start.addingTimeInterval(1500),
                plannedSeconds: 1500, focusedSeconds: kind == .focus ? 1500 : 0, pausedSeconds: 0, tag: "x1", species: "oak",
                speed: GameSpeed(speed)!)
        }
        Words.$language.withValue(.pseudo) {
            let notices = [SessionKind.focus, .break].flatMap { kind in
                let words = CompletionNotice.words(kind: kind, tag: "x1", focusedSeconds: 1500)
                return [words.title, words.body]
            }
            expectNoBareEnglish(notices + [
                FollowUpWords.breakName(minutes: 5, isLong: false), FollowUpWords.breakName(minutes: 15, isLong: true),
                FollowUpWords.began(Self.session(.break)), FollowUpWords.began(Self.session(.focus)),
                FollowUpWords.began(Self.session(.focus, mode: .open)), FollowUpWords.ended(finished(.focus, 1)),
                FollowUpWords.ended(finished(.focus, 60)), FollowUpWords.ended(finished(.break, 1)),
                FollowUpWords.then(.break, species: "oak"), FollowUpWords.then(.focus, species: "oak"),
                GoalReachedWords.title, GoalReachedWords.line(treesToday: 4), GoalReachedWords.notice(treesToday: 1),
                OtherSpeedWords.earnsNothing(60) ?? "", OtherSpeedWords.atSpeed(60) ?? "",
            ] + (1...TreeStage.count).map(TreeStage.words))
        }
    }

    @Test func timesAndDaysAreInTheCatalog() {
        let day = LocalDay(year: 2026, month: 11, day: 16)
        Words.$language.withValue(.pseudo) {
            let amounts = [45.0, 720, 3900, 7260].flatMap { [TimeText.amount($0), TimeText.spoken($0), TimeText.compactAmount($0)] }
            let names = (0..<7).flatMap {
                [DateText.weekdayName($0), DateText.weekdayShort($0), DateText.weekdayNarrow($0), DateText.weekdayInitial($0)]
            }
                + (1...12).flatMap { [DateText.monthName($0), DateText.monthShort($0)] }
            let days = [
                DateText.weekdayDayMonth(day), DateText.weekdayDayMonthShort(day), DateText.dayMonthYear(day),
                DateText.weekdayDayMonthYear(day), DateText.weekdayDayMonthYearShort(day),
            ]
                + ForestPeriod.Range.allCases.map { ForestPeriod.containing(day, range: $0).title }
            expectNoBareEnglish(amounts + names + days)
        }
    }

    @Test func everySettingsProblemIsInTheCatalog() {
        let configs = [
            #"{"focusMinutes": 0}"#, #"{"longBreakEvery": 0}"#, #"{"dailyGoal": 99}"#, #"{"notifications": 1}"#,
            #"{"defaultTag": "a b"}"#, #"{"defaultSpecies": "nope"}"#, #"{"device": "a b"}"#, #"{"screen": "tiny"}"#,
            #"{"name": ".x"}"#, #"{"rooms": []}"#, #"{"rooms": {"a b": "/srv"}}"#, #"{"rooms": {"x1": "srv"}}"#,
            #"{"language": "nope"}"#, #"{"focusMinuts": 1}"#, #"{"focusMinutes": 1e400}"#, "[1]", "{,}", "\u{FF}",
        ]
        Words.$language.withValue(.pseudo) {
            let problems = configs.map { json in
                do {
                    _ = try GroveSettings.parse(Data(json.utf8))
                    return "parsed: \(json)"
                } catch {
                    return "\(error)"
                }
            }
            let folders = [[:], ["XDG_DATA_HOME": "/d"]].map { (environment: [String: String]) in
                do {
                    return try GrovePaths.resolve(environment: environment, dataOverride: nil).data
                } catch {
                    return "\(error)"
                }
            }
            expectNoBareEnglish(problems + folders)
        }
    }

    @Test func everyJSONAndDataProblemIsInTheCatalog() {
        let texts = [
            "", "{", "[1,]", #"{"a":1,}"#, #"{"a" 1}"#, #"{"a":1 "b":2}"#, "[1 2]", #"{"a":1,"a":2}"#, "01", "-", "tru", "x",
            "\"\u{01}\"", #""\u12""#, #""\q""#, "\"abc", "1 2", String(repeating: "[", count: 600),
        ]
        let bad = FinishedSession(
            id: "", kind: .break, state: .completed, startedAt: Self.start, endedAt: Self.start.addingTimeInterval(-5),
            plannedSeconds: -1, focusedSeconds: 10, pausedSeconds: 0, tag: "a b", species: "elm", speed: .normal)
        Words.$language.withValue(.pseudo) {
            let syntax = texts.compactMap { JSONSyntaxProblem.find(in: Array($0.utf8))?.description }
            #expect(syntax.count == texts.count)
            let decoding = [#"{"kind": "tree"}"#, "[]", #"{"startedAt": "x"}"#, "nope"].map { json in
                JSONFormat.problem(Self.error(decoding: json), in: Data(json.utf8))
            }
            expectNoBareEnglish(syntax + decoding + [
                SessionSanity.problem(in: bad)?.problem ?? "", SessionSanity.dateProblem(Date(timeIntervalSinceReferenceDate: 1e12)) ?? "",
                SessionSanity.durationProblem(-1, allowZero: true) ?? "", SessionSanity.idProblem("") ?? "",
                SessionSanity.noteProblem(String(repeating: "x", count: 300)) ?? "", SaneBounds.daysText,
                DataProblem(path: "/p", problem: "x1", kind: .unreadable).description,
            ])
        }
    }

    static func error(decoding json: String) -> Error {
        do {
            _ = try JSONFormat.decoder(dates: .printed).decode(FinishedSession.self, from: Data(json.utf8))
            return CocoaError(.coderInvalidValue)
        } catch {
            return error
        }
    }

    @Test func roomLinesAreInTheCatalog() {
        Words.$language.withValue(.pseudo) {
            expectNoBareEnglish([RoomRules.line(about: "x1", "x1"), RoomRules.witheredWords(by: "x1")])
        }
    }
}
