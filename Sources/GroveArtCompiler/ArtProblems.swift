import GroveGenerator

/// Everything wrong with the Art folder, by file and line.
struct ArtProblems: Error {
    let diagnostics: [Diagnostic]
}
