import Foundation
import Testing

/// The completion scripts, loaded in the real shells with the real binary answering `_complete`.
@Suite("shell completion")
struct ShellCompletionTests {
    /// What bash's completion function offers when the line is `words` and the cursor ends the last one.
    private func bashOffers(_ words: [String], grove: GroveBinary, sandbox: Sandbox) throws -> [String] {
        let script = try grove.run(["completions", "bash"]).output
        let scriptPath = "\(sandbox.root)/grove.bash"
        try Data(script.utf8).write(to: URL(fileURLWithPath: scriptPath))
        let quoted = ([grove.path] + words.dropFirst()).map { "'" + $0 + "'" }.joined(separator: " ")
        let program = """
            source '\(scriptPath)'
            COMP_WORDS=(\(quoted))
            COMP_CWORD=\(words.count - 1)
            _grove
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", "--norc", "--noprofile", "-c", program]
        process.environment = grove.environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test func bashCompletesCommandsOptionsSpeciesAndUsedTags() throws {
        let sandbox = try Sandbox()
        let grove = try GroveBinary(sandbox: sandbox)
        let records = ["écriture", "写作", "🌲deep", "reading"].enumerated().map { index, tag in
            #"{"id":"00000000-0000-4000-8000-00000000000\#(index)","kind":"focus","state":"completed","startedAt":"2026-11-16T0\#(index):00:00Z","#
                + #""endedAt":"2026-11-16T0\#(index):25:00Z","plannedSeconds":1500,"focusedSeconds":1500,"pausedSeconds":0,"#
                + #""tag":"\#(tag)","species":"oak","speed":1}"#
        }
        try Data(("[" + records.joined(separator: ",") + "]").utf8).write(to: URL(fileURLWithPath: "\(sandbox.root)/old.json"))
        #expect(try grove.run(["import", "\(sandbox.root)/old.json"]).status == 0)
        let species = try grove.run(["_complete", "bash", "--", "plant", "--species", ""]).output.split(separator: "\n").map(String.init)
        #expect(species.contains("cherry"))

        #expect(try bashOffers(["grove", "pl"], grove: grove, sandbox: sandbox) == ["plant"])
        #expect(try bashOffers(["grove", "plant", "--sp"], grove: grove, sandbox: sandbox) == ["--species", "--speed"])
        #expect(try bashOffers(["grove", "plant", "--species", ""], grove: grove, sandbox: sandbox) == species)
        #expect(Set(try bashOffers(["grove", "plant", "--tag", ""], grove: grove, sandbox: sandbox))
            == ["écriture", "写作", "🌲deep", "reading"])
        #expect(try bashOffers(["grove", "plant", "--tag", "re"], grove: grove, sandbox: sandbox) == ["reading"])
        #expect(try bashOffers(["grove", "--speed", "60", "species", "unlock", "ch"], grove: grove, sandbox: sandbox)
            == species.filter { $0.hasPrefix("ch") })
        #expect(try bashOffers(["grove", "completions", "f"], grove: grove, sandbox: sandbox) == ["fish"])
    }

    @Test func bashCompletesTheCommandsUnderHistoryAndTheirOwnOptions() throws {
        let sandbox = try Sandbox()
        let grove = try GroveBinary(sandbox: sandbox)
        #expect(try bashOffers(["grove", "history", ""], grove: grove, sandbox: sandbox) == ["edit", "delete"])
        #expect(try bashOffers(["grove", "history", "e"], grove: grove, sandbox: sandbox) == ["edit"])
        #expect(try bashOffers(["grove", "--speed", "2", "history", "d"], grove: grove, sandbox: sandbox) == ["delete"])
        let edit = try bashOffers(["grove", "history", "edit", "abc", "--"], grove: grove, sandbox: sandbox)
        #expect(edit.contains("--species") && edit.contains("--note") && !edit.contains("--json") && !edit.contains("--yes"), "\(edit)")
        #expect(try bashOffers(["grove", "history", "delete", "abc", "-"], grove: grove, sandbox: sandbox).contains("--yes"))
        let history = try bashOffers(["grove", "history", "--"], grove: grove, sandbox: sandbox)
        #expect(history.contains("--ics") && !history.contains("--species") && !history.contains("--yes"), "\(history)")
        #expect(try bashOffers(["grove", "history", "edit", "abc", "--species", "pa"], grove: grove, sandbox: sandbox) == ["palm"])
    }

    /// Writes a history holding one tag, `tag`, into the data folder `data`.
    private func importTag(_ tag: String, into data: String, grove: GroveBinary, sandbox: Sandbox) throws {
        let record = #"[{"id":"00000000-0000-4000-8000-0000000000aa","kind":"focus","state":"completed","#
            + #""startedAt":"2026-11-16T09:00:00Z","endedAt":"2026-11-16T09:25:00Z","plannedSeconds":1500,"#
            + #""focusedSeconds":1500,"pausedSeconds":0,"tag":"\#(tag)","species":"oak","speed":1}]"#
        let file = "\(sandbox.root)/\(tag).json"
        try Data(record.utf8).write(to: URL(fileURLWithPath: file))
        #expect(try grove.run(["--data-dir", data, "import", file]).status == 0)
    }

    @Test func bashCompletesTheTagsOfTheDataFolderTheLineNames() throws {
        let sandbox = try Sandbox()
        let grove = try GroveBinary(sandbox: sandbox)
        try importTag("athome", into: sandbox.data, grove: grove, sandbox: sandbox)
        let elsewhere = "\(sandbox.root)/elsewhere"
        try importTag("elsewhere", into: elsewhere, grove: grove, sandbox: sandbox)

        #expect(try bashOffers(["grove", "plant", "--tag", ""], grove: grove, sandbox: sandbox) == ["athome"])
        #expect(try bashOffers(["grove", "--data-dir", elsewhere, "plant", "--tag", ""], grove: grove, sandbox: sandbox) == ["elsewhere"])
        #expect(try bashOffers(["grove", "plant", "--data-dir", elsewhere, "--tag", ""], grove: grove, sandbox: sandbox) == ["elsewhere"])
        // Bash splits --data-dir=PATH at the '=' into three words.
        #expect(try bashOffers(["grove", "--data-dir", "=", elsewhere, "plant", "--tag", ""], grove: grove, sandbox: sandbox) == ["elsewhere"])
    }

    @Test func fishCompletesTheTagsOfTheDataFolderTheLineNames() throws {
        guard let fish = ["/usr/bin/fish", "/bin/fish"].first(where: FileManager.default.isExecutableFile) else {
            print("skipped: fish is not installed, so its completion of tags was not tried")
            return
        }
        let sandbox = try Sandbox()
        let grove = try GroveBinary(sandbox: sandbox)
        try importTag("athome", into: sandbox.data, grove: grove, sandbox: sandbox)
        let elsewhere = "\(sandbox.root)/elsewhere"
        try importTag("elsewhere", into: elsewhere, grove: grove, sandbox: sandbox)
        let script = "\(sandbox.root)/grove.fish"
        try Data(try grove.run(["completions", "fish"]).output.utf8).write(to: URL(fileURLWithPath: script))

        func offers(_ line: String) throws -> [String] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: fish)
            process.arguments = ["--no-config", "-c", "source '\(script)'; complete -C '\(line)'"]
            var environment = grove.environment
            environment["PATH"] = (grove.path as NSString).deletingLastPathComponent + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
            process.environment = environment
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self).split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
        }
        #expect(try offers("grove plant --tag ") == ["athome"])
        #expect(try offers("grove --data-dir \(elsewhere) plant --tag ") == ["elsewhere"])
        #expect(try offers("grove --data-dir=\(elsewhere) plant --tag ") == ["elsewhere"])
        #expect(try offers("grove history ") == ["delete", "edit"])
        let edit = try offers("grove history edit abc --")
        #expect(edit.contains("--species") && !edit.contains("--json") && !edit.contains("--yes"), "\(edit)")
        #expect(!(try offers("grove history --")).contains("--species"))
    }

    @Test(arguments: ["zsh", "fish"])
    func theScriptPassesItsShellsSyntaxCheck(shell: String) throws {
        guard let shellPath = ["/usr/bin/\(shell)", "/bin/\(shell)"].first(where: FileManager.default.isExecutableFile) else {
            print("skipped: \(shell) is not installed, so its completion script was not syntax-checked")
            return
        }
        let sandbox = try Sandbox()
        let grove = try GroveBinary(sandbox: sandbox)
        let result = try grove.run(["completions", shell])
        #expect(result.status == 0)
        let path = "\(sandbox.root)/grove.\(shell)"
        try Data(result.output.utf8).write(to: URL(fileURLWithPath: path))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: shellPath)
        process.arguments = ["-n", path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(shell) -n: \(message)")
    }

    @Test func anUnknownShellIsAUsageError() throws {
        let sandbox = try Sandbox()
        let result = try GroveBinary(sandbox: sandbox).run(["completions", "powershell"])
        #expect(result.status == 2)
        #expect(result.errors.contains("usage: grove completions bash|zsh|fish"))
    }
}
