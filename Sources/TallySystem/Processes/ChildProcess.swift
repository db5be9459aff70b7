#if canImport(Glibc)
import Glibc
#endif

/// Runs a program as a child process with `posix_spawn`, its standard
/// input read from a file and its standard output and error read to their
/// end: for `tally prices --fetch` (curl) and the fuzzer (tally itself);
/// or attached to the terminal (`runAttached`, for `tally edit`'s editor).
package enum ChildProcess {
    /// What a finished child left: its wait status and what it wrote.
    package struct Finished {
        /// The raw status from `waitpid`.
        package var status: Int32
        package var stdout: [UInt8]
        package var stderr: [UInt8]
        /// It wrote more to standard output than the limit: `stdout` is cut short.
        package var stdoutCut = false

        /// The signal that ended it, or 0 when it exited.
        package var signal: Int32 { status & 0x7f }
        /// Its exit code, when it exited.
        package var exitCode: Int32 { (status >> 8) & 0xff }
    }

    /// Why no child ran.
    package enum Failure: Error {
        /// No pipe could be made for its output.
        case noPipe
        /// `posix_spawn` failed with this error number.
        case spawn(Int32)
    }

    /// Runs `path` with `argv` (its own name first), standard input from
    /// `input`, and keeps at most `stdoutLimit` and `stderrLimit` bytes of
    /// what it writes (the rest is read and dropped, so it never blocks).
    package static func run(_ path: String, _ argv: [String], input: String, stdoutLimit: Int, stderrLimit: Int) -> Result<Finished, Failure> {
        var outPipe: [Int32] = [0, 0], errPipe: [Int32] = [0, 0]
        guard pipe(&outPipe) == 0 else { return .failure(.noPipe) }
        guard pipe(&errPipe) == 0 else { close(outPipe[0]); close(outPipe[1]); return .failure(.noPipe) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        posix_spawn_file_actions_addclose(&actions, outPipe[0])
        posix_spawn_file_actions_addclose(&actions, errPipe[0])
        let cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { for p in cArgs { free(p) } }
        var pid: pid_t = 0
        // The child starts with no signal blocked and the signals tally
        // ignores or handles (Ctrl-C, a closed pipe, the file size limit) at
        // their defaults, so Ctrl-C stops it as it stops any command.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGXFSZ] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let spawned = posix_spawn(&pid, path, &actions, &attributes, cArgs, environ)
        close(outPipe[1]); close(errPipe[1])
        guard spawned == 0 else {
            close(outPipe[0]); close(errPipe[0])
            return .failure(.spawn(spawned))
        }
        var out: [UInt8] = [], err: [UInt8] = []
        let cut = drain(outPipe[0], errPipe[0], &out, &err, limits: (stdoutLimit, stderrLimit))
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return .success(Finished(status: status, stdout: out, stderr: err, stdoutCut: cut))
    }

    /// Runs `path` with `argv` (its own name first) and `environment`,
    /// sharing this process's terminal (an editor), and waits for it: its
    /// exit status, 128 + the signal that ended it, or the error that kept
    /// it from starting, as text.
    package static func runAttached(_ path: String, _ argv: [String], environment: [String: String]) -> Result<Int32, SpawnError> {
        let env = environment.map { "\($0.key)=\($0.value)" }
        var cArgs = argv.map { strdup($0) } + [nil]
        var cEnv = env.map { strdup($0) } + [nil]
        defer {
            for p in cArgs { free(p) }
            for p in cEnv { free(p) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, nil, nil, &cArgs, &cEnv)
        guard spawned == 0 else { return .failure(SpawnError(message: String(cString: strerror(spawned)))) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return .failure(SpawnError(message: String(cString: strerror(errno)))) }
        }
        // WIFEXITED / WEXITSTATUS, spelled out (they are macros in C).
        if status & 0x7F == 0 { return .success((status >> 8) & 0xFF) }
        return .success(128 + (status & 0x7F))
    }

    /// Why an attached child did not run or could not be waited for.
    package struct SpawnError: Error {
        package var message: String
    }

    /// Reads both pipes to their end, keeping at most `limits` bytes of
    /// each; whether the first wrote more than its limit.
    @discardableResult
    private static func drain(_ a: Int32, _ b: Int32, _ outA: inout [UInt8], _ outB: inout [UInt8], limits: (Int, Int)) -> Bool {
        var cut = false
        var fds = [pollfd(fd: a, events: Int16(POLLIN), revents: 0), pollfd(fd: b, events: Int16(POLLIN), revents: 0)]
        var open = 2
        var buffer = [UInt8](repeating: 0, count: 65536)
        while open > 0 {
            if poll(&fds, 2, -1) < 0 { if errno == EINTR { continue } else { break } }
            for i in 0..<2 where fds[i].fd >= 0 && fds[i].revents != 0 {
                let n = buffer.withUnsafeMutableBytes { read(fds[i].fd, $0.baseAddress, $0.count) }
                if n > 0 {
                    if i == 0 {
                        let room = max(0, limits.0 - outA.count)
                        outA.append(contentsOf: buffer[0..<min(n, room)])
                        if n > room { cut = true }
                    } else if outB.count < limits.1 {
                        outB.append(contentsOf: buffer[0..<min(n, limits.1 - outB.count)])
                    }
                } else if n == 0 || errno != EINTR {
                    close(fds[i].fd); fds[i].fd = -1; open -= 1
                }
            }
        }
        return cut
    }
}
