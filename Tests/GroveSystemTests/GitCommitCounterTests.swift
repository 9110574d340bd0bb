import Foundation
import Glibc
import GroveSystem
import GroveTestSupport
import Testing

/// Counting a tree's commits with the real `git`, in a repository made for the test.
@Suite(.enabled(if: GitRepository.git != nil, "git is not installed (apt-get install git)"))
struct GitCommitCounterTests {
    let start = Date(timeIntervalSince1970: 1_790_000_000)
    var end: Date { start.addingTimeInterval(1500) }

    @Test func countsThePersonsCommitsFromTheStartThroughTheEnd() throws {
        let repository = try GitRepository()
        try repository.commit(at: start.addingTimeInterval(-1))
        for minutes in [0.0, 10, 25] { try repository.commit(at: start.addingTimeInterval(minutes * 60)) }
        try repository.commit(at: start.addingTimeInterval(300), by: "bo@example.org")
        try repository.commit(at: end.addingTimeInterval(1))
        let counter = GitCommitCounter(environment: repository.environment)
        #expect(counter.commits(in: repository.folder, from: start, through: end) == 3)
    }

    /// A commit's time is a whole second: one made in the second a tree was planted, before it, is not the tree's.
    @Test func aCommitJustBeforeThePlantingIsNotTheTrees() throws {
        let repository = try GitRepository()
        try repository.commit(at: start)
        try repository.commit(at: start.addingTimeInterval(1))
        let counter = GitCommitCounter(environment: repository.environment)
        #expect(counter.commits(in: repository.folder, from: start.addingTimeInterval(0.4), through: end) == 1)
    }

    @Test func commitsOnAnotherBranchCountToo() throws {
        let repository = try GitRepository()
        try repository.commit(at: start.addingTimeInterval(60))
        try repository.run(["switch", "--quiet", "--create", "side"])
        try repository.commit(at: start.addingTimeInterval(120))
        try repository.run(["switch", "--quiet", "main"])
        try repository.commit(at: start.addingTimeInterval(180))
        let counter = GitCommitCounter(environment: repository.environment)
        #expect(counter.commits(in: repository.folder, from: start, through: end) == 3)
    }

    @Test func whatCannotBeCountedIsNil() throws {
        let repository = try GitRepository()
        let counter = GitCommitCounter(environment: repository.environment)
        // No commit yet: HEAD names nothing.
        #expect(counter.commits(in: repository.folder, from: start, through: end) == nil)
        let elsewhere = TemporaryFolder()
        #expect(counter.commits(in: elsewhere.path, from: start, through: end) == nil)
        var noGit = repository.environment
        noGit["PATH"] = elsewhere.path
        #expect(GitCommitCounter(environment: noGit).commits(in: repository.folder, from: start, through: end) == nil)
    }

    @Test func aGitThatHangsIsStoppedAtTheLimit() throws {
        let folder = TemporaryFolder()
        // The hanging git says who it is, then becomes the sleep, so the test can ask whether it still runs.
        try folder.write("#!/bin/sh\necho $$ > \"\(folder.path)/pid\"\nexec sleep 30\n", to: "git")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: "\(folder.path)/git")
        let counter = GitCommitCounter(environment: ["PATH": folder.path], timeLimit: 0.3)
        #expect(counter.commits(in: folder.path, from: start, through: end) == nil)
        let written = try #require(FileManager.default.contents(atPath: "\(folder.path)/pid"))
        let pid = try #require(pid_t(String(decoding: written, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
        // Stopped and reaped when the count gave up: no such process is left.
        #expect(kill(pid, 0) == -1 && errno == ESRCH)
    }

    @Test func anotherRepositoryNamedInTheEnvironmentIsNotAsked() throws {
        let repository = try GitRepository()
        try repository.commit(at: start.addingTimeInterval(60))
        let other = try GitRepository(name: "other")
        var environment = repository.environment
        environment["GIT_DIR"] = other.folder + "/.git"
        #expect(GitCommitCounter(environment: environment).commits(in: repository.folder, from: start, through: end) == 1)
    }
}
