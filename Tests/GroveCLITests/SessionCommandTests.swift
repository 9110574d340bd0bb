import Foundation
import Testing
import GroveCore

@Suite("plant, pause, resume, give-up, break")
struct SessionCommandTests {
    @Test func plantStartsASessionWithItsOptions() throws {
        let harness = CLIHarness()
        #expect(harness.run("plant", "--minutes", "50", "--tag", "writing", "--species", "pine", "--speed", "2") == 0)
        let session = try #require(harness.repository.live.session)
        #expect(session.plannedSeconds == 3000)
        #expect(session.tag == "writing")
        #expect(session.species == "pine")
        #expect(session.speed.multiplier == 2)
        #expect(harness.output.contains("Planted a pine (writing): 50:00"))
        #expect(harness.hooks.events == [.planted])
        #expect(harness.notifications.scheduled.first?.interval == 1500)
    }

    @Test func plantUsesTheConfiguredDefaults() throws {
        let harness = CLIHarness()
        try harness.writeConfig(#"{"focusMinutes": 40, "defaultTag": "deep", "defaultSpecies": "pine"}"#)
        harness.run("plant")
        let session = try #require(harness.repository.live.session)
        #expect(session.plannedSeconds == 2400)
        #expect(session.tag == "deep")
        #expect(session.species == "pine")
    }

    @Test func anInvalidConfigStopsWithTheKeyNamed() throws {
        let harness = CLIHarness()
        try harness.writeConfig(#"{"breakMinutes": 0}"#)
        #expect(harness.run("plant") == 1)
        #expect(harness.errors.contains("config.json"))
        #expect(harness.errors.contains("\"breakMinutes\""))
        #expect(harness.repository.savedCount == 0)
    }

    @Test(arguments: [
        (#"{"defaultSpecies": "nope"}"#, #"config.json: "defaultSpecies": "nope" is not a species; choose from oak, pine"#),
        (#"{"device": "my laptop"}"#, #"config.json: "device": "my laptop" must be 1 to 64 ASCII letters"#),
        (#"{"focusMinutes": 25,}"#, "config.json: is not valid JSON: line 1, column 21: a comma before '}' (JSON allows none)"),
        (#"{"dailyGoal": 2, "dailyGoal": 3}"#, #"config.json: is not valid JSON: line 1, column 18: the key "dailyGoal" appears twice"#),
    ])
    func anInvalidConfigStopsEveryCommandNamingFileKeyAndValue(json: String, expected: String) throws {
        let harness = CLIHarness()
        try harness.writeConfig(json)
        for command in ["plant", "status", "config"] {
            #expect(harness.run(command) == 1, "\(command)")
            #expect(harness.errors.contains(expected), "\(command): \(harness.errors)")
            #expect(!harness.errors.contains("DecodingError"))
        }
        #expect(harness.repository.savedCount == 0)
    }

    @Test(arguments: ["..", "my laptop", ".hidden"])
    func aDeviceNameFromTheEnvironmentIsCheckedToo(name: String) {
        let harness = CLIHarness()
        #expect(harness.run("status", environment: ["GROVE_DEVICE": name]) == 2)
        #expect(harness.errors.contains("GROVE_DEVICE '\(name)' must be 1 to 64 ASCII letters"), "\(harness.errors)")
        #expect(harness.run("status", environment: ["GROVE_DEVICE": "desk-2"]) == 0)
    }

    @Test func plantWhileGrowingSaysWhatIsGrowing() {
        let harness = CLIHarness()
        harness.run("plant", "--tag", "reading")
        #expect(harness.run("plant") == 1)
        #expect(harness.errors.contains("your oak (reading) is already growing"))
        #expect(harness.repository.savedCount == 1)
    }

    @Test func pauseAndResumeNeedTheRightState() {
        let harness = CLIHarness()
        #expect(harness.run("pause") == 1)
        #expect(harness.errors == "grove: no session is running to pause\n")
        #expect(harness.run("resume") == 1)
        harness.run("plant")
        #expect(harness.run("resume") == 1)
        #expect(harness.errors.contains("already running"))
    }

    @Test func pauseFreezesStatusAndResumeContinuesIt() throws {
        let harness = CLIHarness()
        harness.run("plant")
        harness.clock.advance(by: 90)
        #expect(harness.run("pause") == 0)
        #expect(harness.output.contains("23:30 left"))

        harness.clock.advance(by: 600)
        var status = try harness.statusJSON()
        #expect(status["state"] as? String == "paused")
        #expect(status["remaining"] as? Int == 1410)
        #expect(status["endsAt"] is NSNull)

        #expect(harness.run("resume") == 0)
        harness.clock.advance(by: 10)
        status = try harness.statusJSON()
        #expect(status["state"] as? String == "active")
        #expect(status["remaining"] as? Int == 1400)
    }

    @Test func giveUpWithYesRecordsTheWitheredTree() throws {
        let harness = CLIHarness()
        harness.run("plant")
        harness.clock.advance(by: 300)
        #expect(harness.run("give-up", "--yes") == 0)
        #expect(harness.output.contains("withered after 5 min of focus"))
        let finished = try #require(harness.repository.finished.first)
        #expect(finished.state == .abandoned)
        #expect(finished.focusedSeconds == 300)
        #expect(harness.hooks.events == [.planted, .abandoned])
    }

    /// A tree planted at a terminal, after `seconds` of focus, with "n" typed for any question.
    func plantedAtATerminal(focusFor seconds: TimeInterval) -> CLIHarness {
        let harness = CLIHarness()
        harness.isTerminal = true
        harness.run("plant", "--detach")
        harness.clock.advance(by: seconds)
        harness.typedLines = ["n"]
        return harness
    }

    @Test func giveUpAtATerminalAsksFirst() {
        let harness = plantedAtATerminal(focusFor: 60)
        #expect(harness.run("give-up") == 0)
        #expect(harness.output.contains("it will wither? [y/N]"))
        #expect(harness.repository.live.session != nil)

        harness.typedLines = ["y"]
        harness.clock.advance(by: 60)
        #expect(harness.run("give-up") == 0)
        #expect(harness.repository.live.session == nil)
        #expect(harness.repository.finished.map(\.state) == [.abandoned])
    }

    @Test func giveUpIsOneSaveAndItsOutcomeIsSeen() throws {
        let harness = CLIHarness()
        harness.run("plant")
        harness.clock.advance(by: 90)
        let saves = harness.repository.savedCount
        #expect(harness.run("give-up", "--yes") == 0)
        #expect(harness.repository.savedCount == saves + 1)
        #expect(harness.repository.live.outcomeSeen)
        #expect(harness.output.contains("Your oak withered after 1 min of focus"))
    }

    @Test func aGiveUpThatCannotBeSavedRunsNoHookAndSaysWhy() throws {
        let harness = CLIHarness()
        harness.run("plant")
        harness.repository.failSaves = true
        #expect(harness.run("give-up", "--yes") == 1)
        #expect(harness.errors == "grove: Failed to save session: the disk is full\n")
        #expect(harness.hooks.events == [.planted])
        #expect(harness.repository.live.session != nil)
    }

    @Test func breakFollowsACompletedTree() throws {
        let harness = CLIHarness()
        #expect(harness.run("break") == 1)
        #expect(harness.errors.contains("grow one first"))
        harness.run("plant", "--minutes", "1")
        harness.clock.advance(by: 61)
        #expect(harness.run("break") == 0)
        #expect(harness.output.contains("Break: 05:00"))
        let session = try #require(harness.repository.live.session)
        #expect(session.kind == .break)
        #expect(harness.repository.finished.first?.endedAt == harness.clock.now().addingTimeInterval(-1))
    }

    /// A grown one-minute tree and the break it earned, running.
    func onABreak() -> CLIHarness {
        let harness = CLIHarness()
        harness.run("plant", "--minutes", "1")
        harness.clock.advance(by: 61)
        harness.run("break")
        return harness
    }

    @Test func aRefusalNamesThePausedTreeAndTheWayOut() {
        let harness = CLIHarness()
        harness.run("plant", "--tag", "reading")
        harness.clock.advance(by: 60)
        harness.run("pause")
        for command in ["plant", "break"] {
            #expect(harness.run(command) == 1)
            #expect(harness.errors.contains("your oak (reading) is paused"), "\(command): \(harness.errors)")
            #expect(harness.errors.contains("grove resume"), "\(command): \(harness.errors)")
            #expect(!harness.errors.contains("pause,"), "\(command): \(harness.errors)")
        }
    }

    @Test func aBreakWhileATreeGrowsWaitsForTheTree() {
        let harness = CLIHarness()
        harness.run("plant", "--tag", "reading")
        #expect(harness.run("break") == 1)
        #expect(harness.errors.contains("your oak (reading) is still growing"), "\(harness.errors)")
        #expect(harness.errors.contains("the break comes when it has grown"), "\(harness.errors)")
        #expect(!harness.errors.contains("pause"), "\(harness.errors)")
    }

    @Test func plantingDuringABreakSaysHowToEndIt() {
        let harness = onABreak()
        #expect(harness.run("plant") == 1)
        #expect(harness.errors.contains("a break is running"), "\(harness.errors)")
        #expect(harness.errors.contains("grove give-up"), "\(harness.errors)")
        #expect(!harness.errors.contains("pause"), "\(harness.errors)")
    }

    @Test func aSecondBreakSaysTheBreakWasTaken() {
        let harness = onABreak()
        harness.clock.advance(by: 301)
        #expect(harness.run("break") == 1)
        #expect(harness.errors.contains("was taken"), "\(harness.errors)")
        #expect(!harness.errors.contains("grow one first"), "\(harness.errors)")
        harness.run("plant", "--minutes", "1")
        harness.clock.advance(by: 30)
        harness.run("give-up", "--yes")
        #expect(harness.run("break") == 1)
        #expect(harness.errors.contains("your last tree withered"), "\(harness.errors)")
    }

    @Test func pauseAndResumeOfABreakSpeakOfTheBreak() {
        let harness = onABreak()
        harness.clock.advance(by: 60)
        #expect(harness.run("pause") == 0)
        #expect(harness.output.contains("Break paused with 04:00 left"), "\(harness.output)")
        #expect(harness.run("resume") == 0)
        #expect(harness.output.contains("Break resumed: 04:00 left, until"), "\(harness.output)")
        #expect(!harness.output.contains("growing"), "\(harness.output)")
    }

    @Test func giveUpAtATerminalWithinTheGraceCancelsWithoutAsking() {
        let harness = plantedAtATerminal(focusFor: 5)
        #expect(harness.run("give-up") == 0)
        #expect(!harness.output.contains("[y/N]"), "\(harness.output)")
        #expect(!harness.output.contains("will wither"), "\(harness.output)")
        #expect(harness.output.contains("Planting cancelled"), "\(harness.output)")
        #expect(harness.repository.live.session == nil)
        #expect(harness.repository.finished.isEmpty)
    }

    @Test func breakLongIsTakenOnlyWhenTheLongBreakIsEarned() throws {
        let harness = CLIHarness()
        try harness.writeConfig(#"{"longBreakEvery": 2}"#)
        harness.run("plant", "--minutes", "1")
        harness.clock.advance(by: 61)
        #expect(harness.run("break", "--long") == 1)
        #expect(harness.errors.contains("a long break is earned every 2 grown trees (1 more to go)"))
        #expect(harness.repository.live.session == nil)
        #expect(harness.hooks.events == [.planted, .completed])

        harness.run("plant", "--minutes", "1")
        harness.clock.advance(by: 61)
        #expect(harness.run("break", "--long") == 0)
        #expect(harness.output.contains("Break: 15:00"))
        #expect(harness.repository.live.session?.isLongBreak == true)
    }
}

@Suite("the waiter")
struct WaiterCommandTests {
    @Test func itSleepsToTheEndTimeThenCompletesTheSession() throws {
        let harness = CLIHarness()
        harness.run("plant", "--minutes", "3")
        let session = try #require(harness.repository.live.session)
        #expect(harness.run("_wait", session.id) == 0)
        let finished = try #require(harness.repository.finished.first)
        #expect(finished.state == .completed)
        #expect(finished.endedAt == session.startedAt.addingTimeInterval(180))
        #expect(harness.clock.now() == finished.endedAt)
        #expect(harness.hooks.events == [.planted, .completed])
        #expect(harness.notifications.announced.map(\.title) == ["Tree planted!"])
    }

    @Test func aStoreItCannotReadIsTriedAgainEverMoreSlowlyNeverInABusyLoop() throws {
        let harness = CLIHarness()
        harness.run("plant", "--minutes", "3")
        let session = try #require(harness.repository.live.session)
        var naps: [TimeInterval] = []
        harness.clock.whenSleeping = { wake in
            naps.append(wake.timeIntervalSince(harness.clock.now()))
            // The file turns unreadable while the waiter sleeps, and is mended after eight tries.
            harness.repository.failReads = naps.count < 9
        }
        #expect(harness.run("_wait", session.id) == 0)
        #expect(naps == [60, 1, 2, 4, 8, 16, 32, 60, 60])
        let finished = try #require(harness.repository.finished.first)
        #expect(finished.state == .completed && finished.endedAt == session.startedAt.addingTimeInterval(180))
    }

    @Test func itLeavesAPausedSessionAlone() throws {
        let harness = CLIHarness()
        harness.run("plant")
        harness.run("pause")
        let session = try #require(harness.repository.live.session)
        #expect(harness.run("_wait", session.id) == 0)
        #expect(harness.repository.live.session?.state == .paused)
        #expect(harness.repository.finished.isEmpty)
    }
}
