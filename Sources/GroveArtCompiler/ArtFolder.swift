import FoundationEssentials

/// The Art folder on disk: `palette.txt`, `scenes.txt` and one file per species in `trees/`.
struct ArtFolder {
    /// The folder's path, as given on the command line.
    let path: String

    /// The palette file's path.
    var paletteFile: String { path + "/palette.txt" }
    /// The path of the file with the break and seed art.
    var scenesFile: String { path + "/scenes.txt" }
    /// The folder with one `<species>.txt` per tree species.
    var treesFolder: String { path + "/trees" }

    /// The species files of `trees/`, sorted by species name: every `*.txt` not starting with a dot.
    func speciesFiles() throws(Diagnostic) -> [(species: String, file: String)] {
        guard FileManager.default.fileExists(atPath: treesFolder) else {
            throw Diagnostic(file: treesFolder, line: 1, message: "the folder of tree species is missing")
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: treesFolder)
        } catch {
            throw Diagnostic(file: treesFolder, line: 1, message: "cannot list the tree species: \(error)")
        }
        return names.filter { $0.hasSuffix(".txt") && !$0.hasPrefix(".") }.sorted().map { name in
            (species: String(name.dropLast(".txt".count)), file: treesFolder + "/" + name)
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
