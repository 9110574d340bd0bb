import Foundation
import PackagePlugin

/// Runs `grove-art-compiler` on the package's `Art/` folder before the target compiles. Every art
/// file is an input, so editing one rebuilds the art and a broken one fails the build with the
/// compiler's `file:line: error: …`. SwiftPM lists the inputs only when it plans the build afresh:
/// after adding or removing an art file, `swift package clean` makes the next build see it.
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
