import Foundation
import PackagePlugin

/// Runs `grove-words-compiler` on the catalogs before GroveWords compiles, every catalog an input (an edit rebuilds, a
/// broken one fails the build). SwiftPM lists inputs only when planning afresh: after adding a language, `swift package clean`.
@main
struct GroveWordsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let catalogs = context.package.directoryURL.appending(path: "Sources/GroveWords/Catalogs")
        let output = context.pluginWorkDirectoryURL.appending(path: "GroveWordsData.swift")
        let files = (try? FileManager.default.contentsOfDirectory(at: catalogs, includingPropertiesForKeys: nil)) ?? []
        return [
            .buildCommand(
                displayName: "Generating GroveWordsData.swift from the catalogs",
                executable: try context.tool(named: "grove-words-compiler").url,
                arguments: [catalogs.path(percentEncoded: false), output.path(percentEncoded: false)],
                inputFiles: files.filter { $0.pathExtension == "po" },
                outputFiles: [output]
            ),
        ]
    }
}
