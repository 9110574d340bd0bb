import FoundationEssentials
import GroveGenerator

/// The Art folder on disk: `palette.txt`, `scenes.txt`, one file per species in
/// `trees/` and the same species' forest sprites in `sprites/`.
struct ArtFolder {
    /// The folder's path, as given on the command line.
    let path: String

    var paletteFile: String { path + "/palette.txt" }
    var scenesFile: String { path + "/scenes.txt" }
    var treesFolder: String { path + "/trees" }
    var spritesFolder: String { path + "/sprites" }

    /// Every `*.txt` of `folder` not starting with a dot, sorted, with its name without `.txt`.
    func textFiles(in folder: String, holding what: String) throws(Diagnostic) -> [(species: String, file: String)] {
        guard FileManager.default.fileExists(atPath: folder) else {
            throw Diagnostic(file: folder, line: 1, message: "the folder of \(what) is missing")
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw Diagnostic(file: folder, line: 1, message: "cannot list the \(what): \(error)")
        }
        return names.filter { $0.hasSuffix(".txt") && !$0.hasPrefix(".") }.sorted().map { name in
            (species: String(name.dropLast(".txt".count)), file: folder + "/" + name)
        }
    }

    /// The text of `file`, which must be UTF-8.
    func read(_ file: String) throws(Diagnostic) -> String {
        guard FileManager.default.fileExists(atPath: file) else {
            throw Diagnostic(file: file, line: 1, message: "the file is missing; the Art folder holds "
                + "palette.txt, scenes.txt and trees/ (see README.md)")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            throw Diagnostic(file: file, line: 1, message: "cannot read the file: \(error)")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw Diagnostic(file: file, line: 1, message: "the file is not UTF-8 text")
        }
        return text
    }
}
