/// `grove completions bash`: a completion function derived from the declarations.
enum BashCompletion {
    static func script(_ catalog: CompletionCatalog) -> String {
        var text = """
            # grove completion for bash. Install:
            #   grove completions bash > ~/.local/share/bash-completion/completions/grove
            _grove() {
                local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
                local grove=${COMP_WORDS[0]} command= arguments=0 i
                # The data folder the line names, for the words grove is asked for (bash splits NAME=VALUE at '=').
                local -a data=()
                COMPREPLY=()
                for ((i = 1; i < COMP_CWORD; i++)); do
                    case ${COMP_WORDS[i]} in
                        \(catalog.dataOption))
                            [[ ${COMP_WORDS[i+1]} == = ]] && ((i++))
                            ((i + 1 < COMP_CWORD)) && data=(\(catalog.dataOption) "${COMP_WORDS[i+1]/#\\~/$HOME}")
                            ((i++)) ;;
                        \(catalog.valueOptionNames.joined(separator: "|"))) ((i++)) ;;
                        -*) ;;
                        *) if [[ -z $command ]]; then command=${COMP_WORDS[i]}; else ((arguments++)); fi ;;
                    esac
                done
                case $prev in

            """
        for option in catalog.valueOptions {
            text += "        \(option.names.joined(separator: "|"))) \(reply(option.value?.completion ?? .none)); return ;;\n"
        }
        text += """
                esac
                if [[ $cur == -* ]]; then
                    local options=
                    case $command in

            """
        for command in catalog.commands where !command.syntax.options.isEmpty {
            text += "            \(command.name)) options=\"\(names(command.syntax.options))\" ;;\n"
        }
        text += """
                    esac
                    _grove_words "$options \(names(catalog.globals))"
                    return
                fi
                if [[ -z $command ]]; then
                    _grove_words "\(catalog.commands.map { $0.name }.joined(separator: " "))"
                    return
                fi
                case $command:$arguments in

            """
        for slot in catalog.argumentSlots {
            text += "        \(slot.command):\(slot.position)) \(reply(slot.completion)) ;;\n"
        }
        text += """
                esac
            }

            _grove_words() {
                mapfile -t COMPREPLY < <(compgen -W "$1" -- "$cur")
            }

            complete -F _grove grove

            """
        return text
    }

    private static func names(_ options: [OptionDeclaration]) -> String {
        options.flatMap(\.names).joined(separator: " ")
    }

    /// The shell code that fills COMPREPLY for a value.
    private static func reply(_ hint: CompletionHint) -> String {
        switch hint {
        case .none: ":"
        case .words(let words): "_grove_words \"\(words.joined(separator: " "))\""
        case .asked(let source): "_grove_words \"$(\"$grove\" \"${data[@]}\" _complete \(source.rawValue) 2>/dev/null)\""
        case .files: "mapfile -t COMPREPLY < <(compgen -f -- \"$cur\")"
        case .folders: "mapfile -t COMPREPLY < <(compgen -d -- \"$cur\")"
        }
    }
}
