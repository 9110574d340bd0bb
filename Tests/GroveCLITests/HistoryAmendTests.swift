import Foundation
import Testing
import GroveCore

@Suite("grove history edit and delete")
struct HistoryAmendTests {
    /// Grown 90-minute trees on consecutive days at speed 1, with ids sharing prefixes.
    /// The last of `ids` is a break when `endsWithABreak`; the first has `firstNote`.
    func harness(
        ids: [String] = ["abc123", "abd456", "xyz789"], firstNote: String? = nil, endsWithABreak: Bool = false
    ) throws -> CLIHarness {
        let harness = CLIHarness()
        harness.clock.set(Date(timeIntervalSince1970: 1_763_636_400))
        let sessions = ids.enumerated().map { index, id in
            let start = Date(timeIntervalSince1970: 1_763_290_800 + Double(index) * 86_400)
            let isBreak = endsWithABreak && index == ids.count - 1
            return FinishedSession(
                id: id, kind: isBreak ? .break : .focus, state: .completed, startedAt: start,
                endedAt: start.addingTimeInterval(isBreak ? 300 : 5400), plannedSeconds: isBreak ? 300 : 5400,
                focusedSeconds: isBreak ? 0 : 5400, pausedSeconds: 0, tag: "code", species: "oak", speed: .normal,
                note: index == 0 ? firstNote : nil)
        }
        _ = try harness.repository.importSessions(sessions, dryRun: false)
        try harness.repository.update { live, _ in
            live.rewards = RewardLedger.recount(sessions, unlocks: [], calendar: FixedOffsetCalendar.utc)
        }
        return harness
    }

    @Test func theHistoryShowsTheStartOfEachId() throws {
        let harness = try harness()
        #expect(harness.run("history") == 0)
        #expect(harness.outputLines.map { String($0.prefix(8)) } == ["abc123  ", "abd456  ", "xyz789  "])
    }

    @Test func editByAUniquePrefixChangesTagAndSpecies() throws {
        let harness = try harness()
        #expect(harness.run("history", "edit", "abc", "--tag", "writing", "--species", "pine") == 0)
        #expect(harness.output.contains("now pine (writing)"))
        let edited = try harness.repository.history(startedIn: nil).first { $0.id == "abc123" }
        #expect(edited?.tag == "writing" && edited?.species == "pine")
        #expect(harness.repository.live.rewards.speciesGrown.sorted() == ["oak", "pine"])
    }

    @Test func anEditToALockedSpeciesIsRefusedLikePlantingOne() throws {
        let harness = try harness()
        #expect(harness.run("history", "edit", "abc", "--species", "maple") == 1)
        #expect(harness.errors.contains("the maple is locked") && harness.errors.contains("grove species unlock maple"))
        #expect(harness.run("history", "edit", "abc", "--species", "birch") == 1)
        #expect(harness.errors.contains("achievement"))
        #expect(try harness.repository.history(startedIn: nil).allSatisfy { $0.species == "oak" })
        #expect(harness.repository.live.rewards.speciesGrown == ["oak"])
    }

    @Test func ambiguousAndUnknownPrefixesExitOneListingTheCandidates() throws {
        let harness = try harness()
        #expect(harness.run("history", "delete", "ab", "--yes") == 1)
        #expect(harness.errors.contains("abc123") && harness.errors.contains("abd456") && !harness.errors.contains("xyz789"))
        #expect(harness.run("history", "edit", "nope", "--tag", "x") == 1)
        #expect(harness.errors.contains("no session's id starts with 'nope'"))
        #expect(try harness.repository.history(startedIn: nil).count == 3)
    }

    @Test func anEmptyPrefixIsAUsageErrorAndListsNothing() throws {
        let harness = try harness()
        for action in [["edit", "", "--tag", "x"], ["delete", "", "--yes"]] {
            #expect(harness.run(["history"] + action) == 2)
            #expect(harness.errors.contains("usage: grove history"), "\(harness.errors)")
            #expect(!harness.errors.contains("abc123"), "\(harness.errors)")
            #expect(harness.output.isEmpty)
        }
        #expect(try harness.repository.history(startedIn: nil).allSatisfy { $0.tag == "code" })
    }

    @Test func aPrefixMatchesWhateverItsCase() throws {
        let harness = try harness(ids: ["48eafbde-1111", "ABCDEF-2222"])
        #expect(harness.run("history", "edit", "48EAFBDE", "--tag", "upper") == 0, "\(harness.errors)")
        #expect(harness.run("history", "edit", "abcd", "--tag", "lower") == 0, "\(harness.errors)")
        let tags = try harness.repository.history(startedIn: nil).map(\.tag)
        #expect(tags == ["upper", "lower"])
    }

    @Test func aDeletionRecountsCoinsAndKeepsUnlocksWithANegativeBalance() throws {
        let harness = try harness()
        let before = harness.repository.live.rewards.coins
        #expect(before >= 250)
        #expect(harness.run("species", "unlock", "cherry") == 0)
        #expect(harness.run("history", "delete", "xyz", "--yes") == 0)
        #expect(harness.run("history", "delete", "abd", "--yes") == 0)
        let rewards = harness.repository.live.rewards
        #expect(rewards.unlocked == ["cherry"])
        #expect(rewards.coins < 0)
        #expect(harness.run("species") == 0)
        #expect(harness.output.hasPrefix("coins: -"))
        #expect(harness.output.contains("cherry   available"))
    }

    @Test func deleteAsksAtATerminalAndNeedsYesElsewhere() throws {
        let harness = try harness()
        #expect(harness.run("history", "delete", "xyz") == 2)
        harness.isTerminal = true
        harness.typedLines = ["n"]
        #expect(harness.run("history", "delete", "xyz") == 0)
        #expect(harness.output.contains("Kept it."))
        harness.typedLines = ["y"]
        #expect(harness.run("history", "delete", "xyz") == 0)
        #expect(try harness.repository.history(startedIn: nil).map(\.id) == ["abc123", "abd456"])
    }

    @Test(arguments: [
        ["history", "edit", "abc"], ["history", "edit", "abc", "--tag", "bad tag"],
        ["history", "edit", "abc", "--species", "palm-tree"], ["history", "delete", "abc", "--tag", "x", "--yes"],
        ["history", "delete", "--yes"], ["history", "--species", "oak"], ["history", "frobnicate", "abc"],
        ["history", "delete", "abc", "--json", "--yes"],
    ])
    func badCorrectionsAreUsageErrors(arguments: [String]) throws {
        let harness = try harness()
        #expect(harness.run(arguments) == 2)
        #expect(try harness.repository.history(startedIn: nil).count == 3)
    }

    @Test func anEmptyNoteRemovesTheNoteAsGroveNoteDoes() throws {
        let harness = try harness(firstNote: "chapter 3")
        #expect(harness.run("history", "edit", "abc", "--note", "") == 0, "\(harness.errors)")
        #expect(harness.output.contains("without its note"), "\(harness.output)")
        let edited = try harness.repository.history(startedIn: nil).first { $0.id == "abc123" }
        #expect(edited?.note == nil)
        #expect(harness.run("history", "--ics") == 0)
        #expect(!harness.output.contains("DESCRIPTION"))
    }

    @Test func aBreakHasNoSpeciesToChange() throws {
        let harness = try harness(endsWithABreak: true)
        let saved = harness.repository.savedCount
        #expect(harness.run("history", "edit", "xyz", "--species", "pine") == 2)
        #expect(harness.errors.contains("a break has no species"), "\(harness.errors)")
        #expect(harness.output.isEmpty)
        #expect(harness.repository.savedCount == saved)
        #expect(harness.run("history", "edit", "xyz", "--tag", "rest") == 0, "\(harness.errors)")
    }

    @Test(arguments: [
        ["--tag", "code"], ["--species", "oak"], ["--note", ""], ["--tag", "code", "--species", "oak", "--note", ""],
    ])
    func anEditThatChangesNothingSaysSoAndRecordsNothing(change: [String]) throws {
        let harness = try harness()
        let saved = harness.repository.savedCount
        #expect(harness.run(["history", "edit", "abc"] + change) == 0, "\(harness.errors)")
        #expect(harness.output.hasPrefix("Nothing to change: "), "\(harness.output)")
        #expect(!harness.output.contains("Changed"))
        #expect(harness.repository.savedCount == saved)
    }

    @Test func anEditRecordsOnlyWhatChanges() throws {
        let harness = try harness(firstNote: "draft")
        #expect(harness.run("history", "edit", "abc", "--tag", "code", "--note", "draft", "--species", "pine") == 0)
        #expect(harness.output.contains("Changed the grown oak") && harness.output.contains("now pine (code)"), "\(harness.output)")
        #expect(harness.repository.amendments == [.edit(sessionID: "abc123", tag: nil, species: "pine", note: nil)])
    }

    @Test func editAndDeleteAreCommandsUnderHistoryWithTheirOwnHelp() {
        let harness = CLIHarness()
        #expect(harness.run("history", "edit", "--help") == 0)
        #expect(harness.output.hasPrefix("usage: grove history edit [--tag TAG] [--species NAME] [--note TEXT] ID\n"), "\(harness.output)")
        #expect(harness.output.contains("--note TEXT") && !harness.output.contains("--json"), "\(harness.output)")
        #expect(harness.run("help", "history", "delete") == 0)
        #expect(harness.output.hasPrefix("usage: grove history delete [--yes] ID\n"), "\(harness.output)")
        #expect(harness.run("help", "history") == 0)
        #expect(harness.output.contains("  edit    change a finished session's tag, species or note\n"), "\(harness.output)")
        #expect(harness.output.contains("  delete  remove a finished session from your forest\n"), "\(harness.output)")
        #expect(!harness.output.contains("--yes") && !harness.output.contains("--species"), "\(harness.output)")
    }

    @Test(arguments: [
        (["history", "edit", "abc", "--yes"], "unknown option '--yes'", "usage: grove history edit"),
        (["history", "delete", "abc", "--tag", "x"], "unknown option '--tag'", "usage: grove history delete"),
        (["history", "--note", "x"], "unknown option '--note'", "usage: grove history"),
        (["history", "frobnicate"], "unknown history command 'frobnicate'; commands are edit, delete", "usage: grove history"),
    ])
    func eachCommandUnderHistoryTakesOnlyItsOwnOptions(arguments: [String], message: String, usage: String) throws {
        let harness = try harness()
        #expect(harness.run(arguments) == 2)
        #expect(harness.errors.hasPrefix("grove: \(message)\n\(usage) "), "\(harness.errors)")
        #expect(try harness.repository.history(startedIn: nil).allSatisfy { $0.tag == "code" })
    }
}
