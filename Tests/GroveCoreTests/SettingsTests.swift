import Foundation
import Testing
import GroveCore

@Suite("settings")
struct SettingsTests {
    @Test func missingKeysKeepTheirDefaults() throws {
        let settings = try GroveSettings.parse(Data(#"{"focusMinutes": 50, "defaultTag": "writing"}"#.utf8))
        #expect(settings.focusMinutes == 50)
        #expect(settings.defaultTag == "writing")
        #expect(settings.breakMinutes == 5)
        #expect(settings.dailyGoal == 4)
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
        (#"{"dailyGoal": -1}"#, "dailyGoal"),
        (#"{"dailyGoal": 2.5}"#, "dailyGoal"),
        (#"{"dailyGoal": 51}"#, "dailyGoal"),
        (#"{"focusMinuts": 20}"#, "focusMinuts"),
        (#"[1, 2]"#, "(file)"),
        (#"{"focusMinutes": "#, "(file)"),
    ])
    func invalidValuesNameTheirKey(json: String, key: String) {
        #expect {
            _ = try GroveSettings.parse(Data(json.utf8))
        } throws: { error in
            (error as? SettingsProblem)?.key == key
        }
    }
}
