import GroveGenerator

// grove-art-compiler ART_FOLDER OUTPUT_FILE: checks the art and writes it as Swift source.
GeneratorCommand.run(name: "grove-art-compiler", input: "ART_FOLDER", help: "see Art/README.md") { folder in
    switch ArtCompiler.compile(ArtFolder(path: folder)) {
    case .success(let source): (source, [])
    case .failure(let problems): (nil, problems.diagnostics)
    }
}
