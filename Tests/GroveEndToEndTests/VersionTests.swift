import Foundation
import Testing

/// `grove --version` names the commit the binary was built from, which a build step asks git for whenever HEAD moves.
@Suite("the version and its commit")
struct VersionTests {
    private static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    private static let commitStep = "\(package)/Sources/GroveCommitPlugin/commit.sh"

    /// What `command` printed, trimmed; nil when it failed or could not start.
    private static func output(_ command: [String], in folder: String? = nil) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) : nil
    }

    @Test func theVersionNamesTheCommitOfThisCheckout() throws {
        let sandbox = try Sandbox()
        let said = try GroveBinary(sandbox: sandbox).run(["--version"])
        #expect(said.status == 0)
        // The checkout's commit, when it is the top of a git work tree; else the build knew none.
        let top = Self.output(["git", "rev-parse", "--show-prefix"], in: Self.package) == ""
        let commit = top ? Self.output(["git", "-C", Self.package, "rev-parse", "--short=7", "HEAD"]) : nil
        let version = try #require(said.output.split(separator: " ").dropFirst().first)
        #expect(said.output == "grove \(version) (\(commit ?? "unknown commit"))\n")
        #expect(version.split(separator: ".").count == 3 && version.allSatisfy { $0.isNumber || $0 == "." }, "\(said.output)")
    }

    @Test func outsideAGitCheckoutTheCommitIsUnknown() throws {
        let sandbox = try Sandbox()
        let source = "\(sandbox.root)/BuildCommit.swift"
        #expect(Self.output(["sh", Self.commitStep, sandbox.root, source]) != nil)
        #expect(try String(contentsOfFile: source, encoding: .utf8).contains("static let id: String? = nil\n"))
        // A folder inside a repository is not the repository's top: the commit there is not this source's.
        let inside = "\(Self.package)/Sources"
        #expect(Self.output(["sh", Self.commitStep, inside, source]) != nil)
        #expect(try String(contentsOfFile: source, encoding: .utf8).contains("static let id: String? = nil\n"))
    }

    @Test func anUnchangedCommitLeavesTheSourceUntouched() throws {
        let sandbox = try Sandbox()
        let source = "\(sandbox.root)/BuildCommit.swift"
        #expect(Self.output(["sh", Self.commitStep, sandbox.root, source]) != nil)
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: source)
        #expect(Self.output(["sh", Self.commitStep, sandbox.root, source]) != nil)
        #expect(try FileManager.default.attributesOfItem(atPath: source)[.modificationDate] as? Date == old)
    }
}
