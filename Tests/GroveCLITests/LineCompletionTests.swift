import Testing

/// What `grove _complete SHELL -- WORD…` offers a completion script, read from the declarations as the parser reads a line.
@Suite("completion of a line being typed")
struct LineCompletionTests {
    /// The lines offered in `shell` for `words` typed after `grove`, the last the one being typed.
    private func offers(_ words: String..., in shell: String = "bash") -> [String] {
        let harness = CLIHarness()
        #expect(harness.run(["_complete", shell, "--"] + words) == 0, "\(harness.errors)")
        return harness.outputLines
    }

    @Test func commandsThenTheCommandsUnderOne() {
        #expect(offers("pl") == ["plant"])
        #expect(offers("history", "") == ["edit", "delete"])
        #expect(offers("--speed", "2", "history", "--json", "d") == ["delete"])
        #expect(offers("history", "edit", "abc", "") == [], "an id is not guessed")
        #expect(offers("history", "frobnicate", "") == [])
    }

    @Test func theOptionsOfTheCommandTypedAndTheGlobalOnes() {
        #expect(offers("plant", "--sp") == ["--species", "--speed"])
        let edit = offers("history", "edit", "abc", "-")
        #expect(edit.contains("--note") && edit.contains("--plain") && !edit.contains("--json") && !edit.contains("--yes"), "\(edit)")
        #expect(offers("history", "delete", "abc", "-").contains("-y"))
    }

    @Test func aValueAfterItsOptionHoweverTheShellSplitsIt() {
        #expect(offers("plant", "--species", "pa") == ["palm"])
        #expect(offers("history", "edit", "abc", "--species", "", in: "fish").contains("cherry"))
        #expect(offers("plant", "--species=pi", in: "zsh").contains("--species=pine"))
        #expect(offers("--data-dir", "=", "") == [":folders"], "bash splits --data-dir=PATH at the '='")
        #expect(offers("import", "") == [":files"])
        #expect(offers("completions", "f") == ["fish"])
        #expect(offers("help", "") == offers(""))
    }

    @Test func eachShellReadsItsOwnLines() {
        #expect(offers("his", in: "zsh").contains("history:list finished sessions (--json, --csv, --ics for a calendar)"))
        #expect(offers("give-up", "--y", in: "fish").contains("--yes\tdo not ask (required when not at a terminal)"))
        #expect(offers("plant", "--minutes", "") == [])
    }
}
