#if canImport(Glibc)
import Glibc
#endif

/// Downloads a URL by running `curl` (`-fsSL --max-time 30`). A child process
/// rather than FoundationNetworking keeps Foundation out of the binary and
/// gives HTTPS with the system's certificates; curl is on nearly every
/// system, and its absence is a clear error.
enum CurlDownload {
    /// The body, or a sentence saying why there is none.
    static func fetch(_ url: String, environment: [String: String]) -> Result<[UInt8], FetchProblem> {
        guard let curl = findCurl(environment["PATH"] ?? "/usr/bin:/bin") else {
            return .failure("curl was not found on PATH; tally prices --fetch runs curl to download the rates (install it, e.g. apt-get install curl)")
        }
        let argv = [curl, "-fsSL", "--max-time", "30", "--proto", "=http,https", "--", url]
        var outPipe: [Int32] = [0, 0], errPipe: [Int32] = [0, 0]
        guard pipe(&outPipe) == 0 else { return .failure("could not start curl (no pipe)") }
        guard pipe(&errPipe) == 0 else { close(outPipe[0]); close(outPipe[1]); return .failure("could not start curl (no pipe)") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        posix_spawn_file_actions_addclose(&actions, outPipe[0])
        posix_spawn_file_actions_addclose(&actions, errPipe[0])
        let cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { for p in cArgs { free(p) } }
        // curl starts with no signal blocked and the signals tally ignores
        // or handles (Ctrl-C, a closed pipe, the file size limit) at their
        // defaults, so Ctrl-C stops it as it stops any command.
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
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, curl, &actions, &attributes, cArgs, environ)
        close(outPipe[1]); close(errPipe[1])
        guard spawned == 0 else {
            close(outPipe[0]); close(errPipe[0])
            return .failure("could not run \(curl) (error \(spawned))")
        }
        var out: [UInt8] = [], err: [UInt8] = []
        drain(outPipe[0], errPipe[0], &out, &err)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let code = (status >> 8) & 0xff
        guard status & 0x7f == 0, code == 0 else {
            var why = String(decoding: err, as: UTF8.self)
            while why.last == "\n" { why.removeLast() }
            return .failure("downloading \(url) failed: \(why.isEmpty ? "curl exited with status \(code)" : why)")
        }
        return .success(out)
    }

    static func findCurl(_ path: String) -> String? {
        for dir in path.split(separator: ":") where !dir.isEmpty {
            let candidate = String(dir) + "/curl"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// Reads both pipes to their end, keeping at most 8 MiB of the body.
    private static func drain(_ a: Int32, _ b: Int32, _ outA: inout [UInt8], _ outB: inout [UInt8]) {
        var fds = [pollfd(fd: a, events: Int16(POLLIN), revents: 0), pollfd(fd: b, events: Int16(POLLIN), revents: 0)]
        var open = 2
        var buffer = [UInt8](repeating: 0, count: 65536)
        while open > 0 {
            if poll(&fds, 2, -1) < 0 { if errno == EINTR { continue } else { break } }
            for i in 0..<2 where fds[i].fd >= 0 && fds[i].revents != 0 {
                let n = buffer.withUnsafeMutableBytes { read(fds[i].fd, $0.baseAddress, $0.count) }
                if n > 0 {
                    if i == 0 { if outA.count < 8 << 20 { outA.append(contentsOf: buffer[0..<n]) } }
                    else if outB.count < 1 << 16 { outB.append(contentsOf: buffer[0..<n]) }
                } else if n == 0 || errno != EINTR {
                    close(fds[i].fd); fds[i].fd = -1; open -= 1
                }
            }
        }
    }
}
