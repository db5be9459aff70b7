/// The parts of the bash and zsh completion functions that are the same
/// shell code: finding the command word and the `-f` files, one `case`
/// arm per command, and choosing what to complete when no option value is
/// due. The two shells differ only in how they name the words and lists.
enum ShellScriptParts {
    /// The loop over the words before the cursor (`words[first..<end]`):
    /// `-f FILE` and `--file=FILE` collect the journals, a valued option
    /// skips its value, and the first other word is the command.
    static func wordScan(first: Int, end: String, words: String, skip: String) -> String {
        """
            for ((i = \(first); i < \(end); i++)); do
                w=${\(words)[i]}
                if [[ $w == -f || $w == --file ]]; then files+=(-f "${\(words)[i+1]}"); fi
                if [[ $w == --file=* ]]; then files+=("$w"); fi
                if [[ $valued == *" $w "* ]]; then \(skip); continue; fi
                [[ $w == -* ]] && continue
                [[ -z $cmd ]] && cmd=$w
            done

        """
    }

    /// One `case $cmd in` arm per command: its options (as `options`
    /// writes them), what its positional words are, and what each valued
    /// option's value is (its names as `pattern` writes them).
    static func commandArms(_ m: CompletionModel, options: (CompletionModel.CommandEntry) -> String, pattern: (String) -> String) -> String {
        var s = ""
        for c in m.commands {
            s += "        " + (c.name.isEmpty ? "\"\"" : ([c.name] + c.aliases).joined(separator: "|")) + ")\n"
            s += options(c)
            s += "            pos=\(BashCompletion.kind(c.positional))\n"
            let valued = c.options.filter { $0.value != .none }
            if !valued.isEmpty {
                s += "            case $prev in\n"
                for o in valued { s += "                \(pattern(o.names.joined(separator: "|"))) kind=\(BashCompletion.kind(o.value)) ;;\n" }
                s += "            esac\n"
            }
            s += "            ;;\n"
        }
        return s
    }

    /// Without an option value due: options after `-`, commands before the
    /// command word, else what the command's positional words are.
    static let kindFallback = """
            esac
            if [[ -z $kind ]]; then
                if [[ $cur == -* ]]; then kind=options
                elif [[ -z $cmd ]]; then kind=commands
                else kind=$pos
                fi
            fi
            case $kind in

        """
}
