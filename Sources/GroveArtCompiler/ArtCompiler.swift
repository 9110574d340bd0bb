import GroveGenerator

/// Reads the whole Art folder, checks it and turns it into Swift source.
enum ArtCompiler {
    /// The Swift source of the art, or every problem found when there is any.
    static func compile(_ folder: ArtFolder) -> Result<String, ArtProblems> {
        var problems: [Diagnostic] = []
        let palette: Palette
        do {
            (palette, problems) = Palette.parse(try folder.read(folder.paletteFile), file: folder.paletteFile)
        } catch {
            return .failure(ArtProblems(diagnostics: [error]))
        }
        let checker = SectionChecker(palette: palette)

        /// The pieces of `file`, or nil when it cannot be read; its problems go to `problems`.
        func pieces(of file: String, poses: [String], sizes: [CanvasSize]) -> [ArtSection]? {
            do {
                let (sections, parseProblems) = ArtFileParser.parse(try folder.read(file), file: file)
                let (pieces, checkProblems) = checker.check(sections, file: file, poses: poses, sizes: sizes)
                problems += parseProblems + checkProblems
                return pieces
            } catch {
                problems.append(error)
                return nil
            }
        }

        let scenes = pieces(of: folder.scenesFile, poses: ArtPoses.scenes, sizes: CanvasSize.pictures) ?? []

        var trees: [(species: String, pieces: [ArtSection])] = []
        do {
            let files = try folder.textFiles(in: folder.treesFolder, holding: "tree species")
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
                if let pieces = pieces(of: file, poses: ArtPoses.tree, sizes: CanvasSize.pictures) {
                    trees.append((species, pieces))
                }
            }
        } catch {
            problems.append(error)
        }

        var sprites: [(species: String, pieces: [ArtSection])] = []
        do {
            let files = try folder.textFiles(in: folder.spritesFolder, holding: "forest sprites")
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
                if let pieces = pieces(of: file, poses: ArtPoses.sprite, sizes: CanvasSize.sprites) {
                    sprites.append((name, pieces))
                }
            }
        } catch {
            problems.append(error)
        }

        problems += groundProblems(trees.flatMap(\.pieces), seeds: scenes.filter { $0.pose == "seed" })
        guard problems.isEmpty else {
            let sorted = problems.enumerated().sorted { a, b in
                (a.element.file, a.element.line, a.offset) < (b.element.file, b.element.line, b.offset)
            }
            return .failure(ArtProblems(diagnostics: sorted.map(\.element)))
        }
        return .success(SwiftSourceWriter(palette: palette, trees: trees, sprites: sprites, scenes: scenes).source)
    }

    /// A problem for each tree whose bottom row differs from the seed's of its size: every tree
    /// of a size stands on the same ground, so stages line up when one follows another.
    private static func groundProblems(_ pieces: [ArtSection], seeds: [ArtSection]) -> [Diagnostic] {
        pieces.compactMap { piece in
            guard let seed = seeds.first(where: { $0.size == piece.size }),
                  let seedGround = seed.glyphs.last, let seedColours = seed.colours.last, let ground = piece.glyphs.last,
                  ground.text != seedGround.text || piece.colours.last?.text != seedColours.text else { return nil }
            return Diagnostic(
                file: piece.file,
                line: ground.line,
                message: "the ground (bottom row) of \(piece.title) differs from that of \(seed.title) "
                    + "at \(seed.file):\(seedGround.line); every tree stands on the same "
                    + "ground: glyphs |\(seedGround.text)| and colours |\(seedColours.text)|"
            )
        }
    }
}
