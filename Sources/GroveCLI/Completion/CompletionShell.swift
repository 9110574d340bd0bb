/// A shell grove completes in: the script `grove completions SHELL` prints, which asks `grove _complete SHELL -- WORD…`
/// at each tab, and how that answer is written for it. Files and folders the shell finds itself, told by a first line
/// `:files` or `:folders`.
enum CompletionShell: String, CaseIterable, Sendable {
    case bash, zsh, fish

    /// The shells as a usage error lists them: "bash, zsh, fish".
    static var listed: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// A word offered, with its summary where the shell shows one.
    func line(_ word: String, summary: String) -> String {
        switch self {
        case .bash: word
        // `_describe` splits a word from its description at the first unescaped colon.
        case .zsh: word.replacing(":", with: "\\:") + (summary.isEmpty ? "" : ":" + summary)
        case .fish: summary.isEmpty ? word : word + "\t" + summary
        }
    }

    var script: String {
        switch self {
        case .bash:
            #"""
            # grove completion for bash (grove help completions says how to install it).
            _grove() {
                local cur=${COMP_WORDS[COMP_CWORD]} reply
                mapfile -t reply < <("${COMP_WORDS[0]}" _complete bash -- "${COMP_WORDS[@]:1:COMP_CWORD}" 2>/dev/null)
                case ${reply[0]} in
                    :files) mapfile -t COMPREPLY < <(compgen -f -- "$cur") ;;
                    :folders) mapfile -t COMPREPLY < <(compgen -d -- "$cur") ;;
                    *) COMPREPLY=("${reply[@]}") ;;
                esac
            }

            complete -F _grove grove

            """#
        case .zsh:
            #"""
            #compdef grove
            # grove completion for zsh (grove help completions says how to install it).
            _grove() {
                local -a reply=(${(f)"$("${words[1]}" _complete zsh -- "${(@)words[2,CURRENT]}" 2>/dev/null)"})
                case $reply[1] in
                    (:files) _files ;;
                    (:folders) _files -/ ;;
                    (*) _describe -t values grove reply ;;
                esac
            }

            if [[ ${zsh_eval_context[-1]} == loadautofunc ]]; then
                _grove "$@"
            else
                compdef _grove grove
            fi

            """#
        case .fish:
            #"""
            # grove completion for fish (grove help completions says how to install it).
            function __grove_complete
                set -l word (commandline -ct)
                set -l reply (command grove _complete fish -- (commandline -opc)[2..-1] "$word" 2>/dev/null)
                switch "$reply[1]"
                    case :files; __fish_complete_path "$word"
                    case :folders; __fish_complete_directories "$word"
                    case '*'; printf '%s\n' $reply
                end
            end

            complete -c grove -f -a '(__grove_complete)'

            """#
        }
    }
}
