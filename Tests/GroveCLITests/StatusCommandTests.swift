import Foundation
import Testing
import GroveCore

@Suite("grove status")
struct StatusCommandTests {
    @Test func withNothingGrowing() throws {
        let harness = CLIHarness()
        harness.run("status")
        #expect(harness.output == "no tree growing\n")
        let json = try harness.statusJSON()
        #expect(json["state"] as? String == "none")
        #expect(json["remaining"] is NSNull)
        harness.run("status", "--format", "{glyph} {countdown}")
        #expect(harness.output == "\n")
    }

    @Test func theJSONHasEveryField() throws {
        let harness = CLIHarness()
        harness.run("plant", "--tag", "code", "--species", "pine", "--minutes", "30")
        harness.clock.advance(by: 700)
        let json = try harness.statusJSON()
        #expect(json["state"] as? String == "active")
        #expect(json["kind"] as? String == "focus")
        #expect(json["remaining"] as? Int == 1100)
        #expect(json["duration"] as? Int == 1800)
        #expect(json["stage"] as? Int == 2)
        #expect(json["tag"] as? String == "code")
        #expect(json["species"] as? String == "pine")
        #expect(json["speed"] as? Int == 1)
        let started = try #require(json["startedAt"] as? String)
        let ends = try #require(json["endsAt"] as? String)
        let formatter = ISO8601DateFormatter()
        #expect(formatter.date(from: ends)?.timeIntervalSince(try #require(formatter.date(from: started))) == 1800)
    }

    /// Every key of `--json` is a placeholder of `--format` of the same name, as `grove help status` lists them.
    @Test func theJSONKeysAreFormatPlaceholders() throws {
        let harness = CLIHarness()
        harness.run("help", "status")
        let help = harness.output
        let placeholders = Set(help.split(separator: "{").dropFirst().compactMap { $0.split(separator: "}").first.map(String.init) })
        harness.run("plant", "--note", "draft")
        let keys = try harness.statusJSON().keys
        #expect(keys.count == 16)
        for key in keys {
            #expect(placeholders.contains(key), "--json has \(key), --format has no {\(key)}")
            #expect(help.contains(key), "grove help status does not name \(key)")
        }
    }

    /// `--json` prints every key in the same order with the same conventions: numbers whole, null when none.
    @Test func theJSONIsExactlyTheOneLine() {
        let harness = CLIHarness()
        harness.run("status", "--json")
        #expect(harness.output == #"{"duration":null,"elapsed":null,"endsAt":null,"kind":null,"mode":null,"next":null,"note":null,"project":null,"remaining":null,"species":null,"speed":null,"stage":null,"startedAt":null,"state":"none","tag":null,"with":null}"# + "\n")
        harness.run("plant", "--tag", "code", "--note", "a \"draft\"", "--speed", "1.5")
        harness.clock.advance(by: 100)
        harness.run("status", "--json")
        #expect(harness.output == #"{"duration":1500,"elapsed":150,"endsAt":"2025-11-21T08:16:40Z","kind":"focus","mode":"countdown","next":null,"note":"a \"draft\"","project":null,"remaining":1350,"species":"oak","speed":1.5,"stage":1,"startedAt":"2025-11-21T08:00:00Z","state":"active","tag":"code","with":null}"# + "\n")
        let every = "{state} {kind} {mode} {remaining} {elapsed} {countdown} {duration} {stage} {glyph} {tag} {species} {note} {speed} "
            + "{startedAt} {endsAt} {today} {goal} {next} {with}"
        harness.run("status", "--format", every)
        #expect(harness.output == #"active focus countdown 1350 150 22:30 1500 1 ⡀ code oak a "draft" 1.5 2025-11-21T08:00:00Z 2025-11-21T08:16:40Z 0 4  "# + "\n")
    }

    /// Issue 23.7: a tree past its end on another device is not "00:00 left" until the next sync.
    @Test func aTreeThatRanOutOnAnotherDeviceReadsEndedThere() {
        let harness = CLIHarness()
        let start = harness.clock.now()
        harness.repository.elsewhere = [SessionElsewhere(device: "laptop", session: LiveSession(
            id: "on-laptop", kind: .focus, plannedSeconds: 60, speed: .normal, startedAt: start, tag: "focus",
            species: "oak", phase: .running(endsAt: start.addingTimeInterval(60))))]
        harness.clock.advance(by: 30)
        harness.run("status")
        #expect(harness.output == "an oak is growing on laptop, 00:30 left\n")
        harness.clock.advance(by: 40)
        harness.run("status")
        #expect(harness.output == "an oak ended on laptop (not yet synced)\n")
        harness.run("status", "--plain")
        #expect(harness.output == "An oak ended on laptop (not yet synced).\n")
    }

    @Test func thePlainLineAndATemplate() {
        let harness = CLIHarness()
        harness.run("plant", "--tag", "code")
        harness.clock.advance(by: 1250)
        harness.run("status")
        #expect(harness.output == "⣿ 04:10 code\n")
        harness.run("status", "--format", "[{stage}/5 {countdown} {state} {kind} {remaining}s]")
        #expect(harness.output == "[5/5 04:10 active focus 250s]\n")
    }

    @Test func completesASessionThatEndedUnseenWithItsTrueEndTime() throws {
        let harness = CLIHarness()
        harness.run("plant", "--minutes", "1")
        let start = harness.clock.now()
        harness.clock.advance(by: 3600)
        harness.run("status")
        #expect(harness.output == "no tree growing\n")
        let finished = try #require(harness.repository.finished.first)
        #expect(finished.state == .completed)
        #expect(finished.endedAt == start.addingTimeInterval(60))
        #expect(harness.hooks.events == [.planted, .completed])
    }
}
