import IntentWire

/// The completion scripts `harness --generate-completion-script` prints; each asks `harness __complete` for candidates.
enum CompletionScripts {
    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    static func script(for shell: Shell) -> String {
        switch shell {
        case .bash:
            """
            # bash completion for harness. Install: harness --generate-completion-script bash > ~/.local/share/bash-completion/completions/harness
            _harness() {
                local IFS=$'\\n'
                COMPREPLY=($(harness __complete "${COMP_WORDS[@]:1:COMP_CWORD}" 2>/dev/null))
                if [[ ${#COMPREPLY[@]} -eq 1 && ${COMPREPLY[0]} == *= ]]; then compopt -o nospace 2>/dev/null; fi
            }
            complete -o default -F _harness harness
            """
        case .zsh:
            """
            #compdef harness
            # zsh completion for harness. Install: harness --generate-completion-script zsh > "${fpath[1]}/_harness"
            _harness() {
                local -a candidates words_plain words_open
                candidates=("${(@f)$(harness __complete "${(@)words[2,CURRENT]}" 2>/dev/null)}")
                for candidate in $candidates; do
                    [[ -z $candidate ]] && continue
                    if [[ $candidate == *= ]]; then words_open+=$candidate; else words_plain+=$candidate; fi
                done
                if (( ${#words_plain} + ${#words_open} )); then
                    compadd -a words_plain
                    compadd -S '' -a words_open
                else
                    _files
                fi
            }
            compdef _harness harness
            """
        case .fish:
            """
            # fish completion for harness. Install: harness --generate-completion-script fish > ~/.config/fish/completions/harness.fish
            complete -c harness -f -a '(harness __complete (commandline -opc)[2..-1] (commandline -ct) 2>/dev/null)'
            """
        }
    }
}
