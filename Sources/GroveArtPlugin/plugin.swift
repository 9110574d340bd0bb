import Foundation
import PackagePlugin

/// Runs `grove-art-compiler` on `Art/` before the target compiles, every art file an input (an edit rebuilds, a broken
/// one fails the build). SwiftPM lists inputs only when planning afresh: after adding or removing one, `swift package clean`.
@main
struct GroveArtPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let art = context.package.directoryURL.appending(path: "Art")
        let output = context.pluginWorkDirectoryURL.appending(path: "GroveArtData.swift")
        return [
            .buildCommand(
                displayName: "Generating GroveArtData.swift from Art",
                executable: try context.tool(named: "grove-art-compiler").url,
                arguments: [art.path(percentEncoded: false), output.path(percentEncoded: false)],
                inputFiles: artFiles(in: art),
                outputFiles: [output]
            ),
        ]
    }

    /// Every `*.txt` under `folder`, hidden ones (editor swap files) left out.
    private func artFiles(in folder: URL) -> [URL] {
        let files = FileManager.default.enumerator(
            at: folder,
            includingPropertiesForKeys: [.isRegularFileKey],
            options: [.skipsHiddenFiles]
        )
        return (files?.allObjects as? [URL] ?? []).filter { file in
            file.pathExtension == "txt"
                && (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        }
    }
}
