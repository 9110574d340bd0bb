import Foundation
import Testing
import GroveCore

@Suite("bad input exits 2 and changes nothing")
struct UsageErrorTests {
    @Test(arguments: [
        ["bloom"],
        ["plant", "--speed", "0"],
        ["plant", "--speed", "abc"],
        ["--speed=-3", "status"],
        ["plant", "--minutes", "-5"],
        ["plant", "--minutes", "0"],
        ["plant", "--minutes", "181"],
        ["plant", "--minutes", "ten"],
        ["plant", "--minutes"],
        ["plant", "--tag", "two words"],
        ["plant", "--species", "baobab"],
        ["plant", "--frobnicate"],
        ["plant", "extra"],
        ["status", "--format", "{nope}"],
        ["status", "--json", "--format", "{tag}"],
        ["history", "--since", "2026-02-30"],
        ["history", "--limit", "0"],
        ["history", "--json", "--csv"],
        ["help", "bloom"],
    ])
    func exitsTwoWithTheUsageLine(arguments: [String]) {
        let harness = CLIHarness()
        let status = harness.run(arguments)
        #expect(status == 2)
        #expect(harness.errors.contains("usage: grove"))
        #expect(harness.output.isEmpty)
        #expect(harness.repository.savedCount == 0)
        #expect(harness.hooks.ran.isEmpty)
    }

    @Test(arguments: [
        (["plnat"], "did you mean 'plant'?"),
        (["giveup"], "did you mean 'give-up'?"),
        (["forrest"], "did you mean 'forest'?"),
        (["help", "forrest"], "did you mean 'forest'?"),
        (["forest", "--weak"], "did you mean '--week'?"),
        (["status", "--jsn"], "did you mean '--json'?"),
        (["plant", "--minuts=5"], "did you mean '--minutes'?"),
        (["plant", "--no-colr"], "did you mean '--no-color'?"),
        (["history", "edti", "abc", "--tag", "x"], "did you mean 'edit'?"),
        (["species", "unlok", "cherry"], "did you mean 'unlock'?"),
        (["plant", "--species", "plam"], "did you mean 'palm'?"),
        (["plant", "--species", "OKA"], "did you mean 'oak'?"),
        (["species", "unlock", "chery"], "did you mean 'cherry'?"),
    ])
    func aSlipSuggestsTheNearestNameAndStillExitsTwo(arguments: [String], suggestion: String) {
        let harness = CLIHarness()
        #expect(harness.run(arguments) == 2)
        #expect(harness.errors.contains(suggestion), "\(harness.errors)")
        #expect(harness.errors.contains("usage: grove"))
        #expect(harness.repository.savedCount == 0)
    }

    @Test(arguments: [["blossom"], ["xyz"], ["forest", "--frobnicate"], ["plant", "-x"]])
    func nothingCloseSuggestsNothing(arguments: [String]) {
        let harness = CLIHarness()
        #expect(harness.run(arguments) == 2)
        #expect(!harness.errors.contains("did you mean"), "\(harness.errors)")
    }

    @Test func aBadSpeedInTheEnvironmentIsAUsageError() {
        let harness = CLIHarness()
        #expect(harness.run("plant", environment: ["GROVE_SPEED": "fast"]) == 2)
        #expect(harness.errors.contains("GROVE_SPEED"))
        #expect(harness.repository.savedCount == 0)
    }

    @Test func giveUpAwayFromATerminalNeedsYes() {
        let harness = CLIHarness()
        harness.run("plant")
        #expect(harness.run("give-up") == 2)
        #expect(harness.errors.contains("--yes"))
        #expect(harness.repository.live.session != nil)
    }

    @Test func aSpeciesIsKnownInAnyCase() throws {
        let harness = CLIHarness()
        #expect(harness.run("plant", "--species", "Pine") == 0, "\(harness.errors)")
        #expect(harness.repository.live.session?.species == "pine")
        #expect(harness.output.contains("a pine"))
    }

    /// A refusal shows the start of a long value and its length, never the whole of it.
    @Test(arguments: [
        ["plant", "--tag", "LONG"], ["plant", "--note", "LONG"], ["plant", "--species", "LONG"], ["plant", "--minutes", "LONG"],
        ["forest", "--date", "LONG"], ["plant", "--LONG"], ["plant", "--with", "LONG"], ["history", "edit", "LONG", "--tag", "x"],
        ["history", "LONG"], ["species", "unlock", "LONG"], ["species", "LONG"], ["completions", "LONG"], ["plant", "LONG"],
        ["LONG"], ["help", "LONG"],
    ])
    func aLongValueIsShownByItsStartAndLength(arguments: [String]) {
        let harness = CLIHarness()
        let long = String(repeating: "x", count: 100_000)
        let given = arguments.map { $0.replacingOccurrences(of: "LONG", with: long) }
        #expect(harness.run(given) != 0)
        #expect(harness.errors.count < 600, "\(harness.errors.prefix(300))")
        #expect(harness.errors.contains("characters)"), "\(harness.errors.prefix(300))")
    }

    @Test func aLongValueInTheEnvironmentIsShownByItsStartAndLength() {
        let harness = CLIHarness()
        let long = String(repeating: "x", count: 100_000)
        for variable in ["GROVE_SPEED", "GROVE_DEVICE"] {
            #expect(harness.run("plant", environment: [variable: long + "/"]) == 2)
            #expect(harness.errors.count < 600 && harness.errors.contains("(100001 characters)"), "\(harness.errors.prefix(300))")
        }
    }
}
