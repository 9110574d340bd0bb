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
            let (pieces, checkProblems) = checker.check(sections, file: file, poses: ArtPoses.scenes, sizes: CanvasSize.pictures)
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
                    let (pieces, checkProblems) = checker.check(sections, file: file, poses: ArtPoses.tree, sizes: CanvasSize.pictures)
                    trees.append((species, pieces))
                    problems += parseProblems + checkProblems
                } catch {
                    problems.append(error)
                }
            }
        } catch {
            problems.append(error)
        }

        var sprites: [(species: String, pieces: [CompiledPiece])] = []
        do {
            let files = try folder.spriteFiles()
            let species = Set(trees.map(\.species))
            for missing in trees.map(\.species) where !files.contains(where: { $0.species == missing }) {
                problems.append(Diagnostic(file: folder.spritesFolder + "/\(missing).txt", line: 1, message:
                    "every species in trees/ has forest sprites: draw \(missing).txt here (see README.md)"))
            }
            for (name, file) in files {
                guard species.contains(name) else {
                    problems.append(Diagnostic(file: file, line: 1, message: "there is no species '\(name)' in "
                        + "trees/; a sprite file is named after its species, such as oak.txt"))
                    continue
                }
                do {
                    let (sections, parseProblems) = ArtFileParser.parse(try folder.read(file), file: file)
                    let (pieces, checkProblems) = checker.check(
                        sections, file: file, poses: ArtPoses.sprite, sizes: CanvasSize.sprites)
                    sprites.append((name, pieces))
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
        return .success(SwiftSourceWriter(palette: palette, trees: trees, sprites: sprites, scenes: scenes).source)
    }
}
