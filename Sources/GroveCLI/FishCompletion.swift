/// `grove completions fish`: completions derived from the declarations.
enum FishCompletion {
    static func script(_ catalog: CompletionCatalog) -> String {
        var text = """
            # grove completion for fish. Install:
            #   grove completions fish > ~/.config/fish/completions/grove.fish

            # The command and its plain arguments typed so far, skipping options and their values.
            function __grove_words
                set -l tokens (commandline -opc)
                set -e tokens[1]
                set -l skip 0
                for token in $tokens
                    if test $skip = 1
                        set skip 0
                        continue
                    end
                    switch $token
                        case \(catalog.valueOptionNames.joined(separator: " "))
                            set skip 1
                        case '-*'
                        case '*'
                            echo $token
                    end
                end
            end

            # The words grove gives for SOURCE, from the data folder the line names, if it names one.
            function __grove_asked --argument-names source
                set -l tokens (commandline -opc)
                set -l data
                for index in (seq 2 (count $tokens))
                    switch $tokens[$index]
                        case \(catalog.dataOption)
                            test $index -lt (count $tokens); and set data \(catalog.dataOption) $tokens[(math $index + 1)]
                        case '\(catalog.dataOption)=*'
                            set data \(catalog.dataOption) (string replace -- '\(catalog.dataOption)=' '' $tokens[$index])
                    end
                end
                command grove $data _complete $source 2>/dev/null
            end

            function __grove_in --argument-names command
                set -l words (__grove_words)
                test (count $words) -ge 1; and test $words[1] = $command
            end

            # Whether the next plain argument of COMMAND is its POSITION-th (from 0).
            function __grove_at --argument-names command position
                set -l words (__grove_words)
                __grove_in $command; and test (count $words) -eq (math $position + 1)
            end

            complete -c grove -f

            """
        for command in catalog.commands {
            text += "complete -c grove -n 'test (count (__grove_words)) -eq 0' -a \(command.name) -d \(quoted(command.summary))\n"
        }
        for option in catalog.globals {
            text += "complete -c grove\(flags(option))\n"
        }
        for command in catalog.commands {
            for option in command.syntax.options {
                text += "complete -c grove -n '__grove_in \(command.name)'\(flags(option))\n"
            }
        }
        for slot in catalog.argumentSlots {
            text += "complete -c grove -n '__grove_at \(slot.command) \(slot.position)'\(values(slot.completion))\n"
        }
        return text
    }

    /// The option's spellings, what its value takes, and its help.
    private static func flags(_ option: OptionDeclaration) -> String {
        let spellings = option.names.map { $0.hasPrefix("--") ? " -l \($0.dropFirst(2))" : " -s \($0.dropFirst())" }
        let value = option.value.map { " -r" + values($0.completion) } ?? ""
        return spellings.joined() + value + " -d \(quoted(option.summary))"
    }

    private static func values(_ hint: CompletionHint) -> String {
        switch hint {
        case .none: " -x"
        case .words(let words): " -x -a \(quoted(words.joined(separator: " ")))"
        case .asked(let source): " -x -a '(__grove_asked \(source.rawValue))'"
        case .files: " -F"
        case .folders: " -x -a '(__fish_complete_directories)'"
        }
    }

    /// Single-quoted for fish, where only `\\` and `\'` are escapes.
    private static func quoted(_ text: String) -> String {
        "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }
}
