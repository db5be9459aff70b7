#if canImport(Glibc)
import Glibc
#endif
import TallySystem

/// What one run of the tally binary did.
struct Outcome {
    var status: Int32          // exit status, or -1 when killed by a signal
    var signal: Int32          // the signal, or 0
    var timedOut: Bool
    var stdout: [UInt8]
    var stderr: [UInt8]
}

/// Runs the tally binary as a child process under a memory limit
/// (`ulimit -v`) and a time limit (`timeout -s KILL`).
struct Runner {
    var tally: String
    var memoryKiB: Int
    var seconds: Int

    /// Runs `tally arguments…` in `directory` with `stdin` as standard input.
    /// `prefix` runs before tally (`env NAME=value` for its environment).
    func run(_ arguments: [String], stdin: [UInt8] = [], prefix: [String] = [], in directory: String) -> Outcome {
        // The limit is on CPU time (SIGXCPU), so a loaded machine does not pass for a hang;
        // the wall-clock limit behind it catches a process that waits forever.
        let script = "ulimit -v \(memoryKiB); ulimit -t \(seconds); cd \"$1\" || exit 125; shift; exec timeout -s KILL \(seconds * 4) \"$@\""
        let argv = ["/bin/sh", "-c", script, "sh", directory] + prefix + [tally] + arguments
        let inPath = directory + "/.stdin"
        writeFile(inPath, stdin)
        let finished: ChildProcess.Finished
        switch ChildProcess.run("/bin/sh", argv, input: inPath, stdoutLimit: 4 << 20, stderrLimit: 4 << 20) {
        case .success(let f): finished = f
        case .failure: return Outcome(status: -2, signal: 0, timedOut: false, stdout: [], stderr: [])
        }
        let (out, err) = (finished.stdout, finished.stderr)
        let signaled = finished.signal != 0
        let code = finished.exitCode
        // `timeout -s KILL` kills its process group, itself included (or exits 137): SIGKILL means the time ran out.
        let killedBy = signaled ? finished.signal : (code > 128 ? code - 128 : 0)
        if killedBy == SIGKILL || killedBy == SIGXCPU {
            return Outcome(status: -1, signal: 9, timedOut: true, stdout: out, stderr: err)
        }
        if !signaled && code > 128 { return Outcome(status: -1, signal: code - 128, timedOut: false, stdout: out, stderr: err) }
        return Outcome(status: signaled ? -1 : code, signal: finished.signal, timedOut: false, stdout: out, stderr: err)
    }
}

func writeFile(_ path: String, _ bytes: [UInt8]) {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { return }
    _ = OutputSink.writeAll(bytes, to: fd)
    close(fd)
}

func readFile(_ path: String) -> [UInt8]? {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    return try? RealFileSystem().readAll(fd: fd).get()
}
