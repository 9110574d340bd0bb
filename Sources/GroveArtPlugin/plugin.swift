import Foundation
import PackagePlugin

/// Turns the package's `Art/` folder into Swift source for the target it is applied to.
///
/// It runs `grove-art-compiler` on the folder before the target compiles; every
/// art file is an input, so editing one rebuilds the art, and a broken one fails
/// the build with the compiler's `file:line: error: …` messages.
///
/// SwiftPM runs this plugin only when it plans the build afresh, so the list of
/// input files is that of the last plan: after adding or removing an art file,
/// `swift package clean` makes the next build see it.
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

    /// Every art file under `folder` (`*.txt`, hidden ones such as editor swap
    /// files left out), so that any change to the art reruns the compiler.
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
