import Foundation
@testable import GroveCLI
import GroveCore
import GroveText
import GroveWords
import Testing

@Suite("help, version, config")
struct HelpAndConfigTests {
    @Test func helpListsEveryCommand() {
        let harness = CLIHarness()
        #expect(harness.run("--help") == 0)
        for command in ["plant", "pause", "resume", "give-up", "break", "status", "history", "config", "help"] {
            #expect(harness.output.contains("  \(command) "))
        }
        #expect(!harness.output.contains("_wait"))
        harness.run("help")
        #expect(harness.output.contains("--speed X"))
    }

    @Test func commandHelpShowsItsOptions() {
        let harness = CLIHarness()
        #expect(harness.run("plant", "--help") == 0)
        #expect(harness.output.hasPrefix("usage: grove plant [--minutes N | --open]"))
        harness.run("help", "history")
        #expect(harness.output.contains("--since DATE"))
    }

    @Test func noHelpLineIsWiderThan80Columns() {
        let names = GroveCommandLine.commands.filter { $0.isListed }.map { $0.name }
        for name in [""] + names {
            let harness = CLIHarness()
            #expect(harness.run(["help", name].filter { !$0.isEmpty }) == 0)
            for line in harness.outputLines {
                #expect(DisplayWidth.columns(of: line) <= 80, "grove help \(name): \(line)")
            }
        }
    }

    @Test func noHelpLineIsALoneWordCutFromItsSentence() {
        let names = GroveCommandLine.commands.filter { $0.isListed }.map { $0.name }
        for name in [""] + names {
            let harness = CLIHarness()
            #expect(harness.run(["help", name].filter { !$0.isEmpty }) == 0)
            for line in harness.outputLines where !line.hasSuffix(":") {
                #expect(line.trimmingCharacters(in: .whitespaces).contains(" "), "grove help \(name): '\(line)' in\n\(harness.output)")
            }
        }
    }

    @Test func aWrappedParagraphNeverEndsOnALoneWord() {
        #expect(HelpText.fitted("one two three four", width: 14) == "one two\nthree four")
        #expect(HelpText.fitted("one two three", width: 8) == "one two\nthree", "a line of one word keeps it")
    }

    @Test func aLongUsageLineGoesOnUnderItselfWithItsGroupsWhole() {
        #expect(HelpText.usageLines(ForestCommand.usage) == """
            usage: grove forest [--day | --week | --month | --year | --all] [--date DATE]
                   [--tag TAG] [--project NAME] [--json | --svg]
            """)
    }

    @Test func aLongIndentedLineGoesOnIndentedTwoMore() {
        #expect(HelpText.fitted("  a b c d", width: 8) == "  a b\n    c d")
        #expect(HelpText.fitted("  a  b\nfits as it is", width: 14) == "  a  b\nfits as it is")
    }

    @Test func historyJSONHelpNamesEveryFieldInOneEntry() {
        let help = HistoryCommand.Option.json.declaration.help
        for field in SessionField.allCases {
            #expect(help.contains(field.stringValue), "\(field.stringValue) in \(help)")
        }
        let pseudo = Words.$language.withValue(.pseudo) { HistoryCommand.Option.json.declaration.help }
        #expect(pseudo.hasPrefix("[") && pseudo.hasSuffix("]") && pseudo.count { $0 == "[" } == 1, "\(pseudo)")
    }

    @Test func forestJSONHelpNamesEveryKeyInOneEntry() throws {
        let harness = CLIHarness()
        harness.run("plant", "--tag", "writing")
        harness.clock.advance(by: 1500)
        harness.run("forest", "--json")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(harness.output.utf8)) as? [String: Any])
        let day = try #require((report["days"] as? [[String: Any]])?.first)
        let help = ForestCommand.Option.json.declaration.help
        for key in Array(report.keys) + Array(day.keys) {
            #expect(help.contains(key), "\(key) in \(help)")
        }
        let pseudo = Words.$language.withValue(.pseudo) { ForestCommand.Option.json.declaration.help }
        #expect(pseudo.hasPrefix("[") && pseudo.hasSuffix("]") && pseudo.count { $0 == "[" } == 1, "\(pseudo)")
    }

    @Test func withoutAConfigFolderTheErrorNamesTheVariablesThatSetOne() {
        let harness = CLIHarness()
        #expect(harness.run("config", environment: ["HOME": "", "XDG_CONFIG_HOME": ""]) == 1)
        #expect(harness.errors.contains("set HOME or XDG_CONFIG_HOME"), "\(harness.errors)")
        #expect(!harness.errors.contains("GROVE_DATA_DIR"), "the data folder's variable sets no config folder: \(harness.errors)")
    }

    @Test func versionPrintsOneLine() {
        let harness = CLIHarness()
        #expect(harness.run("--version") == 0)
        #expect(harness.output.hasPrefix("grove "))
        #expect(harness.outputLines.count == 1)
    }

    @Test func configShowsSettingsAndPaths() throws {
        let harness = CLIHarness()
        try harness.writeConfig(#"{"longBreakEvery": 3}"#)
        #expect(harness.run("config", "--data-dir", "/srv/forest") == 0)
        #expect(harness.output.contains("longBreakEvery    3"))
        #expect(harness.output.contains("data folder       /srv/forest"))
        #expect(harness.output.contains("config file       \(harness.configFolder)/grove/config.json"))
        #expect(harness.output.contains("hooks folder      \(harness.configFolder)/grove/hooks"))
    }

    @Test func configShowsEverySettingNameAndRoomsToo() throws {
        let harness = CLIHarness()
        try harness.writeConfig(#"{"name": "ana", "rooms": {"standup": "/srv/grove/rooms/standup", "team": "/srv/team"}}"#)
        #expect(harness.run("config") == 0, "\(harness.errors)")
        #expect(harness.output.contains("  name              ana\n"), "\(harness.output)")
        #expect(harness.output.contains("  rooms             standup  /srv/grove/rooms/standup\n                    team     /srv/team\n"))
        for key in GroveSettings.CodingKeys.allCases {
            #expect(harness.outputLines.contains { $0.hasPrefix("  \(key.stringValue) ") }, "\(key)")
        }
        #expect(harness.run("help", "config") == 0)
        for key in GroveSettings.CodingKeys.allCases {
            #expect(harness.output.contains(key.stringValue), "\(key)")
        }
    }

    @Test func configShowsTheLanguageInForceAndWhatChoseIt() throws {
        let harness = CLIHarness()
        #expect(harness.run("config") == 0, "\(harness.errors)")
        #expect(harness.output.contains("  language          English (en): nothing chose another\n"), "\(harness.output)")
        #expect(harness.run("config", environment: ["LANGUAGE": "nl:de", "LANG": "fr_FR.UTF-8"]) == 0)
        #expect(harness.output.contains("  language          Deutsch (de), from LANGUAGE\n"), "\(harness.output)")
        #expect(harness.run("config", environment: ["LC_ALL": "C", "LANG": "ru_RU.UTF-8"]) == 0)
        #expect(harness.output.contains("  language          English (en), from LC_ALL\n"), "\(harness.output)")
        try harness.writeConfig(#"{"language": "ja"}"#)
        #expect(harness.run("config", environment: ["LANG": "de_DE.UTF-8"]) == 0)
        #expect(harness.output.contains("  language          日本語 (ja), from the config\n"), "\(harness.output)")
    }

    @Test func aLockedDefaultSpeciesIsNamedWhereItIsSet() throws {
        let harness = CLIHarness()
        try harness.writeConfig(#"{"defaultSpecies": "palm"}"#)
        #expect(harness.run("config") == 0, "\(harness.errors)")
        #expect(harness.output.contains("  defaultSpecies    palm (locked: achievement Hundred hours"), "\(harness.output)")
        #expect(harness.run("plant") == 1)
        #expect(harness.errors.contains("\(harness.configFolder)/grove/config.json"), "\(harness.errors)")
        #expect(harness.errors.contains("\"defaultSpecies\"") && harness.errors.contains("achievement Hundred hours"))
        #expect(harness.repository.live.session == nil)
        #expect(harness.run("plant", "--species", "pine") == 0, "\(harness.errors)")
    }

    @Test func aNumberTooLargeIsABadValueOfItsKey() throws {
        let harness = CLIHarness()
        try harness.writeConfig(#"{"focusMinutes": 1e400}"#)
        #expect(harness.run("config") == 1)
        #expect(harness.errors.contains("config.json: \"focusMinutes\": "), "\(harness.errors)")
        #expect(harness.errors.contains("from 1 to 180") && !harness.errors.contains("one JSON object"), "\(harness.errors)")
    }

    @Test func aConfigThatCannotBeReadSaysWhyFromTheFailedRead() throws {
        let harness = CLIHarness()
        let path = "\(harness.configFolder)/grove/config.json"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        #expect(harness.run("config") == 1)
        #expect(harness.errors.contains("cannot read \(path): Is a directory"))
    }

    @Test func noCommandAwayFromATerminalPrintsTheStatus() {
        let harness = CLIHarness()
        #expect(harness.run() == 0)
        #expect(harness.output == "no tree growing\n")
    }
}
