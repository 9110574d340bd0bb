/// Reads the whole Art folder, checks it and turns it into Swift source.
enum ArtCompiler {
    /// The Swift source of the art, or every problem found when there is any.
    static func compile(_ folder: ArtFolder) -> Result<String, ArtProblems> {
        var problems: [Diagnostic] = []

        let palette: Palette
        do {
            let parsed = Palette.parse(try folder.read(folder.paletteFile), file: folder.paletteFile)
            palette = parsed.0
            problems += parsed.1
        } catch {
            return .failure(ArtProblems(diagnostics: [error]))
        }
        let checker = SectionChecker(palette: palette, paletteName: "palette.txt")

        var scenes: [CompiledPiece] = []
        do {
            let file = folder.scenesFile
            let (sections, parseProblems) = ArtFileParser.parse(try folder.read(file), file: file)
            let (pieces, checkProblems) = checker.check(sections, file: file, poses: ArtPoses.scenes)
            scenes = pieces
            problems += parseProblems + checkProblems
        } catch {
            problems.append(error)
        }

        var trees: [(species: String, pieces: [CompiledPiece])] = []
        do {
            let files = try folder.speciesFiles()
            if files.isEmpty {
                problems.append(Diagnostic(file: folder.treesFolder, line: 1,
                                           message: "there are no tree species; add one such as oak.txt"))
            }
            for (species, file) in files {
                guard !species.isEmpty, species.allSatisfy({ $0.isASCII && $0.isLowercase }) else {
                    problems.append(Diagnostic(file: file, line: 1, message: "a species file is named "
                        + "with lowercase letters a-z only, such as oak.txt"))
                    continue
                }
                do {
                    let (sections, parseProblems) = ArtFileParser.parse(try folder.read(file), file: file)
                    let (pieces, checkProblems) = checker.check(sections, file: file, poses: ArtPoses.tree)
                    trees.append((species, pieces))
                    problems += parseProblems + checkProblems
                } catch {
                    problems.append(error)
                }
            }
        } catch {
            problems.append(error)
        }

        let grounds = scenes.filter { $0.pose == "seed" }
        problems += GroundChecker.check(trees.flatMap(\.pieces), against: grounds)

        guard problems.isEmpty else {
            let sorted = problems.enumerated().sorted { a, b in
                (a.element.file, a.element.line, a.offset) < (b.element.file, b.element.line, b.offset)
            }
            return .failure(ArtProblems(diagnostics: sorted.map(\.element)))
        }
        return .success(SwiftSourceWriter(palette: palette, trees: trees, scenes: scenes).source)
    }
}
