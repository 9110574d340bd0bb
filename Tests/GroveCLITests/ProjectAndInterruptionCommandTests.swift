import Foundation
import Testing
import GroveCore

@Suite("pause with a reason, trees that know their project")
struct ProjectAndInterruptionCommandTests {
    /// A work tree made of the files git keeps (no git needed): `.git/HEAD` on `branch`, in `folder/name`.
    static func workTree(_ name: String, branch: String = "main", in harness: CLIHarness) throws -> String {
        _ = try harness.writeFile("ref: refs/heads/\(branch)\n", named: "\(name)/.git/HEAD")
        try FileManager.default.createDirectory(atPath: "\(harness.configFolder)/\(name)/src/deep", withIntermediateDirectories: true)
        return "\(harness.configFolder)/\(name)"
    }

    @Test func plantingInsideAWorkTreeRecordsItsNameBranchAndFolder() throws {
        let harness = CLIHarness()
        let top = try Self.workTree("grove", branch: "feature/pauses", in: harness)
        harness.currentFolder = "\(top)/src/deep"
        #expect(harness.run("plant", "--tag", "writing") == 0, "\(harness.errors)")
        let project = try #require(harness.repository.live.session?.project)
        #expect(project == ProjectPlace(name: "grove", branch: "feature/pauses", folder: top))
        #expect(harness.repository.live.session?.tag == "writing")
        harness.run("status", "--format", "{project} {tag}")
        #expect(harness.output == "grove writing\n")

        harness.clock.advance(by: 1500)
        harness.currentFolder = "/nonexistent-folder"
        harness.run("history")
        // The waiter (or any command) ends it with the folder recorded at planting, wherever it runs.
        #expect(harness.commits.asked.map(\.folder) == [top])
        #expect(harness.output.contains("on grove (feature/pauses), 3 commits"), "\(harness.output)")
        let finished = try #require(harness.repository.finished.last)
        #expect((finished.project, finished.branch, finished.commits) == ("grove", "feature/pauses", 3))
    }

    @Test func aLinkedWorkTreeIsNamedAfterItsRepositoryAndADetachedHeadHasNoBranch() throws {
        let harness = CLIHarness()
        _ = try harness.writeFile("ref: refs/heads/main\n", named: "main-checkout/.git/HEAD")
        _ = try harness.writeFile("0123456789abcdef0123456789abcdef01234567\n", named: "main-checkout/.git/worktrees/side/HEAD")
        _ = try harness.writeFile("../..\n", named: "main-checkout/.git/worktrees/side/commondir")
        _ = try harness.writeFile("gitdir: \(harness.configFolder)/main-checkout/.git/worktrees/side\n", named: "side/.git")
        harness.currentFolder = "\(harness.configFolder)/side"
        harness.run("plant")
        let project = try #require(harness.repository.live.session?.project)
        #expect(project.name == "main-checkout")
        #expect(project.branch == nil)
        #expect(project.folder == "\(harness.configFolder)/side")
    }

    @Test func doneSaysTheCommitsOnTheProject() throws {
        let harness = CLIHarness()
        harness.currentFolder = try Self.workTree("grove", in: harness)
        harness.run("plant", "--open")
        harness.clock.advance(by: 720)
        #expect(harness.run("done") == 0, "\(harness.errors)")
        #expect(harness.outputLines.first == "Your oak has grown: 12 min of focus, 3 commits on grove. It joins your forest.")
    }

    @Test func outsideAWorkTreeOrWithProjectsOffNothingIsRecorded() throws {
        let harness = CLIHarness()
        harness.run("plant")
        #expect(harness.repository.live.session?.project == nil)
        harness.run("give-up", "--yes")

        let top = try Self.workTree("grove", in: harness)
        harness.currentFolder = top
        try harness.writeConfig(#"{"projects": false}"#)
        harness.run("plant")
        #expect(harness.repository.live.session?.project == nil)
        harness.run("status", "--format", "[{project}]")
        #expect(harness.output == "[]\n")
    }

    @Test func tagFromProjectTagsTreesWithoutATag() throws {
        let harness = CLIHarness()
        harness.currentFolder = try Self.workTree("my repo", in: harness)
        try harness.writeConfig(#"{"tagFromProject": true}"#)
        harness.run("plant")
        #expect(harness.repository.live.session?.tag == "my-repo")
        harness.run("give-up", "--yes")
        harness.run("plant", "--tag", "review")
        #expect(harness.repository.live.session?.tag == "review")
    }

    @Test func aHostileFolderNameIsKeptSafe() throws {
        let harness = CLIHarness()
        harness.currentFolder = try Self.workTree("evil\u{1B}[2Jrepo", in: harness)
        harness.run("plant")
        #expect(harness.repository.live.session?.project?.name == "evil[2Jrepo")
        harness.run("status", "--format", "{project}")
        #expect(!harness.output.contains("\u{1B}"))
    }

    @Test func pauseWithAReasonRecordsTheInterruption() throws {
        let harness = CLIHarness()
        harness.run("plant")
        harness.clock.advance(by: 300)
        #expect(harness.run("pause", "call") == 0, "\(harness.errors)")
        #expect(harness.outputLines == ["Paused with 20:00 left. Resume with: grove resume", "Interruption noted: call."])
        harness.run("resume")
        harness.run("pause")
        #expect(harness.outputLines == ["Paused with 20:00 left. Resume with: grove resume"])
        harness.run("resume")
        harness.clock.advance(by: 1200)
        harness.run("history")
        #expect(harness.output.contains("2 interruptions (call)"), "\(harness.output)")
        harness.run("history", "--json")
        #expect(harness.output.contains(#""interruptedBy":["call"],"interruptions":2"#))
    }

    @Test(arguments: ["call\u{1B}[31m", "a call", String(repeating: "x", count: 33)])
    func aReasonThatIsNoWordIsRefusedAndNothingChanges(reason: String) throws {
        let harness = CLIHarness()
        harness.run("plant")
        let saves = harness.repository.savedCount
        #expect(harness.run("pause", reason) == 2)
        #expect(harness.errors.contains("a pause's reason is one word"), "\(harness.errors)")
        #expect(!harness.errors.contains("\u{1B}"))
        #expect(harness.repository.savedCount == saves)
        #expect(harness.repository.live.session?.state == .active)
    }

    @Test func aReasonInTwoWordsIsAUsageError() {
        let harness = CLIHarness()
        harness.run("plant")
        #expect(harness.run("pause", "phone", "call") == 2)
        #expect(harness.repository.live.session?.state == .active)
    }

    @Test func historyJSONAndCSVCarryTheFieldsAndImportReadsThemBack() throws {
        let source = CLIHarness()
        source.currentFolder = try Self.workTree("grove", in: source)
        source.run("plant")
        source.clock.advance(by: 60)
        source.run("pause", "colleague")
        source.run("resume")
        source.clock.advance(by: 1440)
        source.run("history", "--csv")
        let csv = source.output
        #expect(csv.hasPrefix("id,kind,state,startedAt,endedAt,plannedSeconds,focusedSeconds,pausedSeconds,tag,species,speed,mode,note,with,gaveUp,"
            + "extendedSeconds,logged,project,branch,commits,interruptions,interruptedBy\n"), "\(csv)")
        #expect(csv.contains(",grove,main,3,1,colleague\n"), "\(csv)")
        source.run("history", "--json")
        let json = source.output

        for exported in [json, csv] {
            let importer = CLIHarness()
            importer.clock.advance(by: 86_400)
            let path = try importer.writeFile(exported, named: "export")
            #expect(importer.run("import", path) == 0, "\(importer.errors)")
            let imported = try #require(importer.repository.finished.first)
            #expect(imported == source.repository.finished.first)
        }
    }

    @Test func forestCountsInterruptionsAndProjectsAndFiltersByProject() throws {
        let harness = CLIHarness()
        harness.currentFolder = try Self.workTree("grove", in: harness)
        harness.run("plant")
        harness.run("pause", "call")
        harness.run("resume")
        harness.run("pause", "call")
        harness.run("resume")
        harness.clock.advance(by: 1500)
        harness.run("status")
        harness.currentFolder = "/nonexistent-folder"
        harness.run("plant")
        harness.run("pause", "colleague")
        harness.run("resume")
        harness.clock.advance(by: 1500)
        harness.run("status")

        harness.run("forest", "--day", "--json")
        let all = try JSONSerialization.jsonObject(with: Data(harness.output.utf8)) as? [String: Any] ?? [:]
        #expect(all["interruptions"] as? Int == 3)
        #expect(all["interruptionsPerTree"] as? Double == 1.5)
        #expect(all["interruptionReasons"] as? [String: Int] == ["call": 2, "colleague": 1])
        let byProject = all["byProject"] as? [String: [String: Any]]
        #expect(byProject?["grove"]?["trees"] as? Int == 1)
        #expect(byProject?["grove"]?["commits"] as? Int == 3)
        #expect(byProject?["grove"]?["focusSeconds"] as? Int == 1500)

        harness.outputSize = (width: 120, height: 40)
        harness.run("forest", "--day")
        #expect(harness.output.contains("1.5 a tree"), "\(harness.output)")
        #expect(harness.output.contains("call 2, colleague 1"))
        #expect(harness.output.contains("grove  25 min, 3 commits"))

        harness.run("forest", "--year", "--project", "grove", "--json")
        let grove = try JSONSerialization.jsonObject(with: Data(harness.output.utf8)) as? [String: Any] ?? [:]
        #expect(grove["treesGrown"] as? Int == 1)
        #expect(grove["interruptions"] as? Int == 2)
        harness.run("forest", "--week", "--project", "grove", "--plain")
        #expect(harness.outputLines.contains("Only the trees planted in grove."), "\(harness.output)")
        #expect(harness.outputLines.contains("2.0 interruptions a tree, most often call 2."))
        #expect(harness.outputLines.contains("By project: grove, 25 minutes and 3 commits."))
    }
}
