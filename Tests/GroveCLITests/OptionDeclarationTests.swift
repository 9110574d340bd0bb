import Foundation
@testable import GroveCLI
import GroveCore
import Testing

@Suite("options declared once: parsing, usage and help derive from the declaration")
struct OptionDeclarationTests {
    @Test func aValueOptionFollowedByAnOptionIsMissingItsValue() {
        let harness = CLIHarness()
        #expect(harness.run("plant", "--tag", "-V") == 2)
        #expect(harness.errors.contains("--tag needs a value"))
        #expect(!harness.output.contains("grove 0"))
        #expect(harness.repository.savedCount == 0)
        #expect(harness.run("history", "--limit", "--json") == 2)
        #expect(harness.errors.contains("--limit needs a value"))
    }

    @Test func globalOptionsGoBeforeOrAfterTheCommand() throws {
        let harness = CLIHarness()
        #expect(harness.run("--speed", "60", "plant", "--tag=reading") == 0)
        #expect(try harness.statusJSON()["speed"] as? Double == 60)
        harness.run("give-up", "--yes")
        #expect(harness.run("plant", "--minutes", "5", "--speed=30", "--tag", "deep") == 0)
        let status = try harness.statusJSON()
        #expect(status["speed"] as? Double == 30)
        #expect(status["tag"] as? String == "deep")
    }

    @Test func everyOptionMayComeBeforeTheCommand() throws {
        let harness = CLIHarness()
        #expect(harness.run("--minutes", "5", "--tag=deep", "--note", "chapter 3", "plant", "--speed", "2") == 0, "\(harness.errors)")
        let status = try harness.statusJSON()
        #expect(status["duration"] as? Int == 300)
        #expect(status["tag"] as? String == "deep")
        #expect(status["note"] as? String == "chapter 3")
        #expect(status["speed"] as? Double == 2)
        #expect(harness.run("--json", "status") == 0)
        #expect(harness.output.hasPrefix("{"))
        #expect(harness.run("--yes", "give-up") == 0, "\(harness.errors)")
        #expect(harness.run("--limit", "1", "--json", "history") == 0, "\(harness.errors)")
        #expect(harness.output.hasPrefix("["))
        // A value that looks like a command is still the option's value.
        #expect(harness.run("--tag", "plant", "plant", "--detach") == 0, "\(harness.errors)")
        #expect(try harness.statusJSON()["tag"] as? String == "plant")
    }

    @Test func theCommandIsFoundWithoutEveryCommandsOptionsWhenItComesFirst() {
        var built = 0
        let declarations = { () -> [OptionDeclaration] in
            built += 1
            return GroveCommandLine.everyCommand.flatMap { $0.syntax.options } + GlobalOptions.syntax.options
        }
        let first = OptionParser.splitAtCommand(["status", "--json"], options: declarations)
        #expect(first.command == "status")
        #expect(Array(first.rest) == ["--json"])
        #expect(built == 0)
        let after = OptionParser.splitAtCommand(["--tag", "plant", "--speed", "2", "plant"], options: declarations)
        #expect(after.leading == ["--tag", "plant", "--speed", "2"])
        #expect(after.command == "plant")
        #expect(built == 1)
    }

    @Test func anOptionBeforeACommandThatDoesNotTakeItIsRefused() {
        let harness = CLIHarness()
        #expect(harness.run("--minutes", "5", "status") == 2)
        #expect(harness.errors.contains("unknown option '--minutes'"))
        #expect(harness.errors.contains("usage: grove status"))
        #expect(harness.run("--minutes", "5") == 2)
        #expect(harness.run("--minutes", "ten", "plant") == 2)
        #expect(harness.errors.contains("--minutes 'ten' must be a whole number"))
        #expect(harness.repository.savedCount == 0)
    }

    @Test func everyFlagBeforeTheCommandDoesWhatItDoesAfterIt() {
        for command in GroveCommandLine.everyCommand where command.isListed {
            let path = command.path.split(separator: " ").map(String.init)
            for option in command.syntax.options where option.value == nil {
                let before = CLIHarness(), after = CLIHarness()
                let statusBefore = before.run([option.name] + path)
                let statusAfter = after.run(path + [option.name])
                #expect(statusBefore == statusAfter, "\(option.name) \(command.name): \(before.errors)")
                #expect(before.output == after.output, "\(option.name) \(command.name)")
                #expect(before.errors == after.errors, "\(option.name) \(command.name)")
            }
        }
    }

    @Test func aValueMayStartWithADashWhenItIsNoOption() {
        let harness = CLIHarness()
        #expect(harness.run("plant", "--minutes", "-5") == 2)
        #expect(harness.errors.contains("--minutes '-5' must be a whole number"))
    }

    @Test func afterTwoDashesEverythingIsAnArgument() {
        let harness = CLIHarness()
        #expect(harness.run("help", "--", "--version") == 2)
        #expect(harness.errors.contains("unknown command '--version'"))
    }

    @Test func exclusiveOptionsAreRefusedTogether() {
        let harness = CLIHarness()
        #expect(harness.run("forest", "--day", "--week") == 2)
        #expect(harness.errors.contains("use only one of --day, --week"))
    }

    @Test func everyDeclaredOptionIsInItsCommandsHelpAndUsage() {
        for command in GroveCommandLine.everyCommand where command.isListed {
            let harness = CLIHarness()
            #expect(harness.run(["help"] + command.path.split(separator: " ").map(String.init)) == 0)
            #expect(harness.output.hasPrefix(HelpText.usageLines(command.usage) + "\n"))
            for option in command.syntax.options {
                #expect(harness.output.contains(CommandSyntax.spelled(option)), "\(command.name) \(option.name)")
                #expect(command.usage.contains(CommandSyntax.spelled(option)), "\(command.name) \(option.name)")
            }
        }
    }

    @Test func theUsageLineGroupsExclusiveOptionsAndNestsARequiredOne() {
        #expect(HistoryCommand.usage == "grove history [--json | --csv | --ics [--breaks]] [--since DATE] [--until DATE] [--tag TAG] [--limit N]")
        #expect(HistoryEditCommand.usage == "grove history edit [--tag TAG] [--species NAME] [--note TEXT] ID")
        #expect(StatusCommand.usage == "grove status [--json | --format TEMPLATE]")
        #expect(GiveUpCommand.usage == "grove give-up [--yes]")
        // --with excludes --open too, which its own group already shows.
        #expect(PlantCommand.usage == "grove plant [--minutes N | --open] [--tag TAG] [--species NAME] [--note TEXT] [--with ROOM] [--detach]")
    }

    @Test func aSlipIsCountedAsGitCountsIt() {
        #expect(NearestName.distance(Array("plnat"), Array("plant")) == 1, "a swap of neighbours is one slip")
        #expect(NearestName.distance(Array("giveup"), Array("give-up")) == 1)
        #expect(NearestName.distance(Array(""), Array("abc")) == 3)
        #expect(NearestName.distance(Array("kitten"), Array("sitting")) == 3)
        #expect(NearestName.nearest(to: "pase", among: ["pause", "plant", "status"]) == ["pause"])
        #expect(NearestName.nearest(to: "nte", among: ["note", "done"]) == ["note"])
        #expect(NearestName.nearest(to: "dne", among: ["note", "done"]) == ["done"])
        #expect(NearestName.nearest(to: "x", among: ["xy"]) == [], "one letter is too little to guess from")
        #expect(NearestName.nearest(to: "--open", among: ["--speed", "--help"]) == [], "three slips are too many")
    }

    @Test func anOptionNameMeansTheSameValueInEveryCommand() {
        var seen: [String: String] = [:]
        for command in GroveCommandLine.everyCommand {
            for option in command.syntax.options + GlobalOptions.syntax.options {
                let placeholder = option.value?.placeholder ?? "(flag)"
                #expect(seen[option.name, default: placeholder] == placeholder, "\(option.name) in \(command.name)")
                seen[option.name] = placeholder
            }
        }
    }

    @Test(arguments: [
        (["plant", "--with", "standup", "--open"], "use only one of --with, --open"),
        (["plant", "--minutes", "5", "--open"], "use only one of --minutes, --open"),
        (["history", "--breaks"], "--breaks goes with --ics"),
        (["history", "--json", "--ics"], "use only one of --json, --ics"),
        (["history", "edit", "abc"], "give at least one of --tag, --species, --note"),
        (["status", "--json", "--format", "{tag}"], "use only one of --json, --format"),
    ])
    func aRelationTheSyntaxStatesIsRefusedInItsOwnWords(arguments: [String], message: String) {
        let harness = CLIHarness()
        #expect(harness.run(arguments) == 2)
        #expect(harness.errors.hasPrefix("grove: \(message)\nusage: grove \(arguments[0])"), "\(harness.errors)")
        #expect(harness.repository.savedCount == 0)
    }

    @Test func aRequiredOptionIsNamedInTheHelpOfTheOneThatNeedsIt() {
        let harness = CLIHarness()
        #expect(harness.run("help", "history") == 0)
        #expect(harness.output.contains("  --breaks      with --ics: breaks too\n"), "\(harness.output)")
    }

    @Test func everyPeriodOfTheForestHasItsFlag() {
        #expect(ForestPeriod.Range.allCases.map { "--" + $0.rawValue }
            == ForestCommand.Option.allCases.filter { $0.period != nil }.map(\.name))
    }

    @Test func aCommandWithCommandsUnderItTakesNoArgumentsOfItsOwn() {
        for command in GroveCommandLine.everyCommand where !command.subcommands.isEmpty {
            #expect(command.syntax.arguments.isEmpty, "\(command.path)")
        }
    }
}
