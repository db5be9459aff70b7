#if canImport(Glibc)
import Glibc
#endif

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
    func run(_ arguments: [String], stdin: [UInt8] = [], in directory: String) -> Outcome {
        // The limit is on CPU time (SIGXCPU), so a loaded machine does not pass for a hang;
        // the wall-clock limit behind it catches a process that waits forever.
        let script = "ulimit -v \(memoryKiB); ulimit -t \(seconds); cd \"$1\" || exit 125; shift; exec timeout -s KILL \(seconds * 4) \"$@\""
        let argv = ["/bin/sh", "-c", script, "sh", directory, tally] + arguments
        let inPath = directory + "/.stdin"
        writeFile(inPath, stdin)
        var outPipe: [Int32] = [0, 0], errPipe: [Int32] = [0, 0]
        guard pipe(&outPipe) == 0, pipe(&errPipe) == 0 else { return Outcome(status: -2, signal: 0, timedOut: false, stdout: [], stderr: []) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inPath, O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        posix_spawn_file_actions_addclose(&actions, outPipe[0])
        posix_spawn_file_actions_addclose(&actions, errPipe[0])
        let cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { for p in cArgs { free(p) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, cArgs, environ)
        close(outPipe[1]); close(errPipe[1])
        guard spawned == 0 else {
            close(outPipe[0]); close(errPipe[0])
            return Outcome(status: -2, signal: 0, timedOut: false, stdout: [], stderr: [])
        }
        var out: [UInt8] = [], err: [UInt8] = []
        drain(outPipe[0], errPipe[0], &out, &err)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signaled = status & 0x7f != 0
        let code = (status >> 8) & 0xff
        // `timeout -s KILL` kills its process group, itself included (or exits 137): SIGKILL means the time ran out.
        let killedBy = signaled ? status & 0x7f : (code > 128 ? code - 128 : 0)
        if killedBy == SIGKILL || killedBy == SIGXCPU {
            return Outcome(status: -1, signal: 9, timedOut: true, stdout: out, stderr: err)
        }
        if !signaled && code > 128 { return Outcome(status: -1, signal: code - 128, timedOut: false, stdout: out, stderr: err) }
        return Outcome(status: signaled ? -1 : code, signal: signaled ? status & 0x7f : 0, timedOut: false, stdout: out, stderr: err)
    }

    /// Reads both pipes to their end, keeping at most 4 MiB of each.
    private func drain(_ a: Int32, _ b: Int32, _ outA: inout [UInt8], _ outB: inout [UInt8]) {
        var fds = [pollfd(fd: a, events: Int16(POLLIN), revents: 0), pollfd(fd: b, events: Int16(POLLIN), revents: 0)]
        var open = 2
        var buffer = [UInt8](repeating: 0, count: 65536)
        while open > 0 {
            if poll(&fds, 2, -1) < 0 { if errno == EINTR { continue } else { break } }
            for i in 0..<2 where fds[i].fd >= 0 && fds[i].revents != 0 {
                let n = buffer.withUnsafeMutableBytes { read(fds[i].fd, $0.baseAddress, $0.count) }
                if n > 0 {
                    if i == 0 { if outA.count < 4 << 20 { outA.append(contentsOf: buffer[0..<n]) } }
                    else if outB.count < 4 << 20 { outB.append(contentsOf: buffer[0..<n]) }
                } else if n == 0 || errno != EINTR {
                    close(fds[i].fd); fds[i].fd = -1; open -= 1
                }
            }
        }
    }
}

func writeFile(_ path: String, _ bytes: [UInt8]) {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { return }
    bytes.withUnsafeBytes { raw in
        guard let base = raw.baseAddress else { return }
        var offset = 0
        while offset < raw.count {
            let n = write(fd, base + offset, raw.count - offset)
            if n <= 0 { break }
            offset += n
        }
    }
    close(fd)
}

func readFile(_ path: String) -> [UInt8]? {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n <= 0 { break }
        result.append(contentsOf: buffer[0..<n])
    }
    return result
}
