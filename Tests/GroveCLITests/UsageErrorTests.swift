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
}
