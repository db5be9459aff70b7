#if canImport(Glibc)
import Glibc
#endif

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
    static func run(editor: String, arguments: [String], environment: [String: String]) -> Result<Int32, LaunchFailure> {
        let argv = ["/bin/sh", "-c", editor + " \"$@\"", editor] + arguments
        let env = environment.map { "\($0.key)=\($0.value)" }
        var cArgs = argv.map { strdup($0) } + [nil]
        var cEnv = env.map { strdup($0) } + [nil]
        defer {
            for p in cArgs { free(p) }
            for p in cEnv { free(p) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/sh", nil, nil, &cArgs, &cEnv)
        guard spawned == 0 else { return .failure(LaunchFailure(message: String(cString: strerror(spawned)))) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return .failure(LaunchFailure(message: String(cString: strerror(errno)))) }
        }
        // WIFEXITED / WEXITSTATUS, spelled out (they are macros in C).
        if status & 0x7F == 0 { return .success((status >> 8) & 0xFF) }
        return .success(128 + (status & 0x7F))
    }

    struct LaunchFailure: Error {
        var message: String
    }
}
