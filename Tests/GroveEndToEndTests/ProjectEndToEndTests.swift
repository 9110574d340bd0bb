import Foundation
import GroveTestSupport
import Testing

/// A tree planted with `grove plant` inside a real git repository, completed by the waiter, which counts its commits in the
/// folder recorded at planting.
@Suite(.serialized, .enabled(if: GitRepository.git != nil, "git is not installed (apt-get install git)"))
struct ProjectEndToEndTests {
    @Test func theWaiterCountsTheCommitsMadeWhileTheTreeGrew() throws {
        let sandbox = try Sandbox()
        try sandbox.installRecordingHook("completed")
        let grove = try GroveBinary(sandbox: sandbox)
        let repository = try GitRepository(name: "grove")
        try repository.commit(at: Date().addingTimeInterval(-3600))
        try FileManager.default.createDirectory(atPath: "\(repository.folder)/src", withIntermediateDirectories: true)
        // Five minutes at speed 60: five seconds of wall time.
        #expect(try grove.run(["plant", "--minutes", "5", "--speed", "60"], in: "\(repository.folder)/src").status == 0)
        let status = try grove.status()
        let started = try #require((status["startedAt"] as? String).flatMap { ISO8601DateFormatter().date(from: $0) })
        #expect(try grove.run(["status", "--format", "{project}"], in: sandbox.root).output == "grove\n")
        // Two commits inside the tree's seconds, dated so however slow this machine is, and one by someone else.
        try repository.commit(at: started.addingTimeInterval(2))
        try repository.commit(at: started.addingTimeInterval(3))
        try repository.commit(at: started.addingTimeInterval(3), by: "bo@example.org")

        #expect(eventually(within: 60) { sandbox.hookRecord("completed") != nil })
        let session = try #require(try grove.history().first)
        #expect(session["project"] as? String == "grove")
        #expect(session["branch"] as? String == "main")
        #expect(session["commits"] as? Int == 2)
        let hook = try #require(sandbox.hookRecord("completed"))
        #expect(hook.contains("GROVE_PROJECT=grove") && hook.contains("GROVE_COMMITS=2"))
        let history = try grove.run(["history"], in: sandbox.root).output
        #expect(history.contains("on grove (main), 2 commits"), "\(history)")
    }
}
