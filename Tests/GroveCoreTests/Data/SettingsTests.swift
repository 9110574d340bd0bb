import Foundation
import Testing
import GroveCore
import GroveWords

@Suite("settings")
struct SettingsTests {
    @Test func missingKeysKeepTheirDefaults() throws {
        let settings = try GroveSettings.parse(Data(#"{"focusMinutes": 50, "defaultTag": "writing"}"#.utf8))
        #expect(settings.focusMinutes == 50)
        #expect(settings.defaultTag == "writing")
        #expect(settings.breakMinutes == 5)
        #expect(settings.dailyGoal == 4)
    }

    @Test func theFlowAndTheScreenAreSettings() throws {
        let defaults = try GroveSettings.parse(Data("{}".utf8))
        #expect(!defaults.autoStartBreak && !defaults.autoStartFocus)
        #expect(defaults.screen == .full)
        let set = try GroveSettings.parse(Data(#"{"autoStartBreak": true, "autoStartFocus": true, "screen": "plain"}"#.utf8))
        #expect(set.autoStartBreak && set.autoStartFocus)
        #expect(set.screen == .plain)
    }

    @Test func theDailyGoalIsTreesADayAndZeroTurnsItOff() throws {
        #expect(try GroveSettings.parse(Data(#"{"dailyGoal": 0}"#.utf8)).dailyGoal == 0)
        #expect(try GroveSettings.parse(Data(#"{"dailyGoal": 8}"#.utf8)).dailyGoal == 8)
    }

    @Test(arguments: [
        (#"{"focusMinutes": 0}"#, "focusMinutes"),
        (#"{"focusMinutes": "25"}"#, "focusMinutes"),
        (#"{"breakMinutes": 2.5}"#, "breakMinutes"),
        (#"{"longBreakEvery": 0}"#, "longBreakEvery"),
        (#"{"defaultTag": "has space"}"#, "defaultTag"),
        (#"{"notifications": "yes"}"#, "notifications"),
        (#"{"autoStartBreak": 1}"#, "autoStartBreak"),
        (#"{"autoStartFocus": "true"}"#, "autoStartFocus"),
        (#"{"screen": "braille"}"#, "screen"),
        (#"{"dailyGoal": -1}"#, "dailyGoal"),
        (#"{"dailyGoal": 2.5}"#, "dailyGoal"),
        (#"{"dailyGoal": 51}"#, "dailyGoal"),
        (#"{"focusMinuts": 20}"#, "focusMinuts"),
        (#"{"defaultSpecies": "nope"}"#, "defaultSpecies"),
        (#"{"device": "my laptop"}"#, "device"),
        (#"{"device": ".."}"#, "device"),
        (#"[1, 2]"#, nil),
        (#"{"focusMinutes": "#, nil),
        (#"{"focusMinutes": 25,}"#, nil),
        (#"{"focusMinutes": 25, "focusMinutes": 30}"#, nil),
        (#"{"focusMinutes": 1e400}"#, "focusMinutes"),
        (#"{"dailyGoal": -1e400}"#, "dailyGoal"),
        (#"{"defaultTag": 1e400}"#, "defaultTag"),
        (#"{"rooms": {"standup": 1e400}}"#, "rooms.standup"),
        (#"{"rooms": []}"#, "rooms"),
        (#"{"name": "a b"}"#, "name"),
        (#"{"language": "nl"}"#, "language"),
        (#"{"language": "C"}"#, "language"),
        (#"{"language": 1}"#, "language"),
    ])
    func invalidValuesNameTheirKey(json: String, key: String?) {
        #expect {
            _ = try GroveSettings.parse(Data(json.utf8))
        } throws: { error in
            (error as? SettingsProblem)?.key == key
        }
    }

    @Test(arguments: [
        (#"{"defaultSpecies": "nope"}"#, #""defaultSpecies": "nope" is not a species; choose from oak, pine"#),
        (#"{"device": "my laptop"}"#, #""device": "my laptop" must be 1 to 64 ASCII letters, digits, -, _ or ."#),
        (#"{"dailyGoal": "x"}"#, #""dailyGoal": "x" must be a whole number of trees from 0 (off) to 50"#),
        (#"{"screen": "tiny"}"#, #""screen": "tiny" must be "full" or "plain""#),
        (#"{"breakMinutes": 2.5}"#, #""breakMinutes": 2.5 must be a whole number of minutes from 1 to 180"#),
        (#"{"notifications": [1]}"#, #""notifications": […] must be true or false"#),
        ("{\n  \"focusMinutes\": 25\n  \"dailyGoal\": 2\n}", "is not valid JSON: line 3, column 3: expected ',' or '}' after a value"),
        (#"{"dailyGoal": 2, "dailyGoal": 3}"#, #"is not valid JSON: line 1, column 18: the key "dailyGoal" appears twice"#),
        (#"{"focusMinutes": 1e400}"#, #""focusMinutes": a number too large to read; it must be a whole number of minutes from 1 to 180"#),
        (#"{"focusMinuts": 20}"#, #""focusMinuts": is not a setting; known ones are focusMinutes, breakMinutes"#),
        (#"{"language": "nl"}"#, #""language": "nl" must be a language grove speaks: "#),
        (#"[1, 2]"#, #"must be one JSON object, such as {"focusMinutes": 25}"#),
    ])
    func aProblemNamesTheKeyTheValueAndWhatIsAllowed(json: String, expected: String) {
        #expect {
            _ = try GroveSettings.parse(Data(json.utf8))
        } throws: { error in
            let description = (error as? SettingsProblem)?.description ?? ""
            return description.hasPrefix(expected) && !description.contains("DecodingError")
        }
    }

    @Test func theLanguageIsACodeOrALocaleNameAndNoneLeavesItToTheEnvironment() throws {
        #expect(try GroveSettings.parse(Data("{}".utf8)).language == nil)
        #expect(try GroveSettings.parse(Data(#"{"language": "de"}"#.utf8)).language == .de)
        #expect(try GroveSettings.parse(Data(#"{"language": "pt_BR"}"#.utf8)).language == .ptBR)
        #expect(try GroveSettings.parse(Data(#"{"language": "zh_TW.UTF-8"}"#.utf8)).language == .zhTW)
    }

    @Test func aSpeciesIsReadInAnyCaseAndKeptAsGroveNamesIt() throws {
        #expect(try GroveSettings.parse(Data(#"{"defaultSpecies": "Pine"}"#.utf8)).defaultSpecies == "pine")
    }

    /// A species not unlocked yet may be configured: it is `plant` that says it is locked.
    @Test func aLockedSpeciesIsAValidSetting() throws {
        #expect(try GroveSettings.parse(Data(#"{"defaultSpecies": "palm"}"#.utf8)).defaultSpecies == "palm")
    }

    @Test func theReadmeExampleSetsEveryKey() throws {
        let readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        let block = try #require(readme.components(separatedBy: "  ```json\n").dropFirst().first?.components(separatedBy: "  ```").first)
        let settings = try GroveSettings.parse(Data(block.utf8))
        #expect(settings.name == "ana" && settings.rooms == ["standup": "/srv/grove/rooms/standup"] && settings.device == "laptop")
        for key in GroveSettings.CodingKeys.allCases {
            #expect(block.contains("\"\(key.stringValue)\":"), "\(key)")
        }
    }

    @Test func aDeviceNameIsOneSafeFolderName() {
        for name in ["laptop", "desk-2", "my_box.local", String(repeating: "a", count: 64)] {
            #expect(DeviceNameRule.accepts(name), "\(name)")
        }
        for name in ["", "my laptop", ".", "..", ".hidden", "a/b", "café", "--", String(repeating: "a", count: 65)] {
            #expect(!DeviceNameRule.accepts(name), "\(name)")
        }
    }
}
