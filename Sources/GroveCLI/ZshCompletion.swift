/// `grove completions zsh`: a completion function derived from the declarations.
enum ZshCompletion {
    static func script(_ catalog: CompletionCatalog) -> String {
        var text = """
            #compdef grove
            # grove completion for zsh. Install (after compinit in ~/.zshrc):
            #   source <(grove completions zsh)
            _grove() {
                local grove=${words[1]} cur=${words[CURRENT]} prev=${words[CURRENT-1]} command=
                local -i arguments=0 i
                # The data folder the line names, for the words grove is asked for.
                local -a data
                for ((i = 2; i < CURRENT; i++)); do
                    case ${words[i]} in
                        (\(catalog.dataOption)) ((i + 1 < CURRENT)) && data=(\(catalog.dataOption) "${words[i+1]/#\\~/$HOME}"); ((i++)) ;;
                        (\(catalog.dataOption)=*) data=(\(catalog.dataOption) "${${words[i]#*=}/#\\~/$HOME}") ;;
                        (\(catalog.valueOptionNames.joined(separator: "|"))) ((i++)) ;;
                        (-*) ;;
                        (*) if [[ -z $command ]]; then command=${words[i]}; else ((arguments++)); fi ;;
                    esac
                done
                case $prev in

            """
        for option in catalog.valueOptions {
            text += "        (\(option.names.joined(separator: "|")))) \(reply(option.value?.completion ?? .none)); return ;;\n"
        }
        text += """
                esac
                if [[ $cur == -* ]]; then
                    local -a options
                    case $command in

            """
        for command in catalog.commands where !command.syntax.options.isEmpty {
            text += "            (\(command.name)) options=(\(described(command.syntax.options))) ;;\n"
        }
        text += """
                    esac
                    options+=(\(described(catalog.globals)))
                    _describe -t options option options
                    return
                fi
                if [[ -z $command ]]; then
                    local -a commands=(\(catalog.commands.map { quoted(escapedColons($0.name) + ":" + escapedColons($0.summary)) }.joined(separator: " ")))
                    _describe -t commands command commands
                    return
                fi
                case $command:$arguments in

            """
        for slot in catalog.argumentSlots {
            text += "        (\(slot.command):\(slot.position)) \(reply(slot.completion)) ;;\n"
        }
        text += """
                esac
            }

            if [[ ${zsh_eval_context[-1]} == loadautofunc ]]; then
                _grove "$@"
            else
                compdef _grove grove
            fi

            """
        return text
    }

    /// Each spelling with its help's first line, as `_describe` takes them.
    private static func described(_ options: [OptionDeclaration]) -> String {
        options.flatMap { option in
            option.names.map { quoted(escapedColons($0) + ":" + escapedColons(option.summary)) }
        }.joined(separator: " ")
    }

    private static func reply(_ hint: CompletionHint) -> String {
        switch hint {
        case .none: ":"
        case .words(let words): "compadd -- \(words.map(quoted).joined(separator: " "))"
        case .asked(let source): "compadd -- ${(f)\"$($grove $data _complete \(source.rawValue) 2>/dev/null)\"}"
        case .files: "_files"
        case .folders: "_files -/"
        }
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }

    /// `_describe` splits a word from its description at the first unescaped colon.
    private static func escapedColons(_ text: String) -> String {
        text.replacing(":", with: "\\:")
    }
}
