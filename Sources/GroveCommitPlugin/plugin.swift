import Foundation
import PackagePlugin

/// Names the commit grove is built from (`grove --version`): before every build, `commit.sh` asks git for
/// the package's HEAD and rewrites `BuildCommit.swift` only when the commit changed, so an unchanged
/// commit recompiles nothing. A prebuild command, since no input file tells when HEAD moves.
@main
struct GroveCommitPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let package = context.package.directoryURL
        let output = context.pluginWorkDirectoryURL.appending(path: "commit")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        return [
            .prebuildCommand(
                displayName: "Naming the commit in BuildCommit.swift",
                executable: URL(filePath: "/bin/sh"),
                arguments: [
                    package.appending(path: "Sources/GroveCommitPlugin/commit.sh").path(percentEncoded: false),
                    package.path(percentEncoded: false),
                    output.appending(path: "BuildCommit.swift").path(percentEncoded: false),
                ],
                environment: ProcessInfo.processInfo.environment,
                outputFilesDirectory: output
            ),
        ]
    }
}
