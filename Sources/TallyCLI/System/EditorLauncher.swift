import TallySystem

/// Starts the user's editor at a line of a file and waits for it, as git
/// does: the editor command runs through `/bin/sh`, so `EDITOR="code --wait"`
/// or `EDITOR="emacs -nw"` work.
enum EditorLauncher {
    /// `$VISUAL`, else `$EDITOR`, else `vi`.
    static func command(environment: [String: String]) -> String {
        for name in ["VISUAL", "EDITOR"] {
            if let v = environment[name], !v.allSatisfy({ $0 == " " }) { return v }
        }
        return "vi"
    }

    /// The arguments that open `path` at `line`: `+LINE FILE`, which vi,
    /// vim, nano, emacs, micro, kak and helix take; `-g FILE:LINE` for VS Code.
    static func arguments(editor: String, path: String, line: Int) -> [String] {
        let program = editor.split(separator: " ").first.map { $0.split(separator: "/").last.map(String.init) ?? "" } ?? ""
        if ["code", "code-insiders", "codium", "vscodium"].contains(program) { return ["-g", "\(path):\(line)"] }
        return ["+\(line)", path]
    }

    /// Runs the editor; its exit status, or a message when it cannot start.
    static func run(editor: String, arguments: [String], environment: [String: String]) -> Result<Int32, ChildProcess.SpawnError> {
        ChildProcess.runAttached("/bin/sh", ["/bin/sh", "-c", editor + " \"$@\"", editor] + arguments, environment: environment)
    }
}
