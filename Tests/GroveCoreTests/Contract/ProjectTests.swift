import Foundation
import Testing
import GroveCore
import GroveTestSupport

@Suite("Trees that know their project")
struct ProjectTests {
    static let place = ProjectPlace(name: "grove", branch: "main", folder: "/home/ana/src/grove")!

    @Test func aTreePlantedInAProjectKeepsItsNameAndBranchAndTheCommitsCounted() throws {
        let counter = RecordingCommitCounter(answer: 3)
        let harness = ContractHarness(commits: counter)
        let planted = harness.clock.now()
        harness.model.startSession(SessionPlan.focus(GroveSettings(), speed: .normal).planted(
            in: Self.place, settings: GroveSettings(), tagGiven: false))
        #expect(harness.repository.live.session?.project == Self.place)
        #expect(counter.asked.isEmpty)
        harness.pass(1500)

        let finished = try #require(harness.repository.finished.last)
        #expect(finished.project == "grove")
        #expect(finished.branch == "main")
        #expect(finished.commits == 3)
        #expect(finished.tag == "focus")
        #expect(counter.asked == [.init(folder: "/home/ana/src/grove", start: planted, end: planted.addingTimeInterval(1500))])
        let completed = try #require(harness.hooks.ran.last { $0.event == .completed })
        #expect(completed.environment["GROVE_PROJECT"] == "grove")
        #expect(completed.environment["GROVE_COMMITS"] == "3")
        // The history keeps the name, never the folder.
        let line = String(decoding: try JSONFormat.encoder().encode(finished), as: UTF8.self)
        #expect(line.contains(#""branch":"main","commits":3,"#) && line.contains(#""project":"grove","#))
        #expect(!line.contains("/home/ana"))
    }

    @Test func aTreeGivenUpCountsTheCommitsUntilThen() throws {
        let counter = RecordingCommitCounter(answer: 1)
        let harness = ContractHarness(commits: counter)
        harness.model.startSession(SessionPlan.focus(GroveSettings(), speed: .normal).planted(
            in: Self.place, settings: GroveSettings(), tagGiven: false))
        harness.pass(600)
        harness.model.cancelSession()
        let finished = try #require(harness.repository.finished.last)
        #expect(finished.state == .abandoned)
        #expect(finished.commits == 1)
        #expect(counter.asked.map { $0.end.timeIntervalSince($0.start) } == [600])
    }

    @Test func aCountThatFailedIsLeftOutAndSaysNothing() throws {
        let harness = ContractHarness(commits: RecordingCommitCounter(answer: nil))
        harness.model.startSession(SessionPlan.focus(GroveSettings(), speed: .normal).planted(
            in: Self.place, settings: GroveSettings(), tagGiven: false))
        harness.pass(1500)
        let finished = try #require(harness.repository.finished.last)
        #expect(finished.project == "grove")
        #expect(finished.commits == nil)
        #expect(harness.model.errorMessage == nil)
        #expect(!String(decoding: try JSONFormat.encoder().encode(finished), as: UTF8.self).contains("commits"))
    }

    @Test func nothingIsCountedForATreeOutsideAProjectOrABreak() throws {
        let counter = RecordingCommitCounter(answer: 3)
        let harness = ContractHarness(commits: counter)
        harness.model.startSession()
        harness.pass(1500)
        harness.model.startBreak()
        harness.pass(300)
        #expect(counter.asked.isEmpty)
        #expect(harness.repository.finished.allSatisfy { $0.project == nil && $0.commits == nil })
        let plan = SessionPlan.rest(minutes: 5, isLong: false, species: "oak", speed: .normal)
        #expect(plan.planted(in: Self.place, settings: GroveSettings(), tagGiven: false).project == nil)
    }

    @Test func theProjectBecomesTheTagOnlyWhenAskedAndNoTagWasGiven() {
        var settings = GroveSettings()
        let plan = SessionPlan.focus(settings, speed: .normal)
        #expect(plan.planted(in: Self.place, settings: settings, tagGiven: false).tag == "focus")
        settings.tagFromProject = true
        #expect(plan.planted(in: Self.place, settings: settings, tagGiven: false).tag == "grove")
        #expect(plan.planted(in: Self.place, settings: settings, tagGiven: true).tag == "focus")
        let spaced = ProjectPlace(name: "my  big repo!", branch: nil, folder: "/tmp/x")!
        #expect(plan.planted(in: spaced, settings: settings, tagGiven: false).tag == "my-big-repo")
        #expect(plan.planted(in: nil, settings: settings, tagGiven: false) == plan)
    }

    @Test func aNameIsKeptSafeAndShort() throws {
        let hostile = try #require(ProjectPlace(name: "evil\u{1B}[31mrepo \u{7}x", branch: "feat\u{1B}]0;t\u{7}", folder: "/tmp/e"))
        #expect(hostile.name == "evil[31mrepo x")
        #expect(hostile.branch == "feat]0;t")
        #expect(ProjectPlace(name: "\u{1B}\u{7}", branch: nil, folder: "/") == nil)
        #expect(ProjectPlace(name: String(repeating: "a", count: 100), branch: nil, folder: "/")?.name.count == 64)
        let stored = #"{"branch":null,"folder":"/tmp/e","name":"evil\u001b[31m"}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ProjectPlace.self, from: Data(stored.utf8)) }
    }

    @Test func settingsReadTheTwoKeys() throws {
        let settings = try GroveSettings.parse(Data(#"{"projects": false, "tagFromProject": true}"#.utf8))
        #expect(!settings.projects)
        #expect(settings.tagFromProject)
        #expect(GroveSettings().projects)
        #expect(!GroveSettings().tagFromProject)
    }
}
