import GroveGenerator

// grove-words-compiler CATALOG_FOLDER OUTPUT_FILE: checks the catalogs and writes them as Swift source.
GeneratorCommand.run(
    name: "grove-words-compiler", input: "CATALOG_FOLDER", help: "see Sources/GroveWords/Catalogs/README.md",
    compile: WordsCompiler.compile(folder:))
