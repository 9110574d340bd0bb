import Foundation
import PackagePlugin

/// Names the commit grove is built from (`grove --version`): `commit.sh` asks git for the package's HEAD and rewrites
/// `BuildCommit.swift` only when the commit changed, so an unchanged commit recompiles nothing. It runs when git's record
/// of HEAD changes, not before every build: SwiftPM skips a prebuild command on a build that finds no source changed,
/// which is just the build after a commit.
@main
struct GroveCommitPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let package = context.package.directoryURL
        let script = package.appending(path: "Sources/GroveCommitPlugin/commit.sh")
        let output = context.pluginWorkDirectoryURL.appending(path: "BuildCommit.swift")
        return [
            .buildCommand(
                displayName: "Naming the commit in BuildCommit.swift",
                executable: URL(filePath: "/bin/sh"),
                arguments: [script.path(percentEncoded: false), package.path(percentEncoded: false), output.path(percentEncoded: false)],
                environment: ProcessInfo.processInfo.environment,
                inputFiles: [script] + Self.headRecords(of: package),
                outputFiles: [output]
            ),
        ]
    }

    /// The files git changes whenever HEAD moves (a commit, an amend, a checkout, a reset): HEAD itself and its reflog, in
    /// the package's own git folder (`.git`, or the folder a worktree's `.git` file names). None outside a checkout.
    private static func headRecords(of package: URL) -> [URL] {
        let dotGit = package.appending(path: ".git")
        var folder = dotGit
        if let link = try? String(contentsOf: dotGit, encoding: .utf8), link.hasPrefix("gitdir: ") {
            let path = link.dropFirst("gitdir: ".count).trimmingCharacters(in: .whitespacesAndNewlines)
            folder = path.hasPrefix("/") ? URL(filePath: path) : package.appending(path: path)
        }
        return [folder.appending(path: "HEAD"), folder.appending(path: "logs/HEAD")]
            .filter { FileManager.default.fileExists(atPath: $0.path(percentEncoded: false)) }
    }
}
