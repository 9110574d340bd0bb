/// What the pseudo-language shows of a text that escaped the catalog: a run of three or more plain ASCII letters. The
/// pseudo-language accents every letter of the catalog's words, so such a run was written outside it.
public enum BareEnglish {
    /// The runs in `text`, but for the words `kept` (what a program reads: ids, option names, data as stored).
    public static func runs(in text: String, keeping kept: Set<String> = []) -> [String] {
        var runs: [String] = [], run = ""
        for character in text + " " {
            if character.isASCII, character.isLetter {
                run.append(character)
                continue
            }
            if run.count >= 3, !kept.contains(run) { runs.append(run) }
            run = ""
        }
        return runs
    }
}
