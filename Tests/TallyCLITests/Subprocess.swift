#if canImport(Glibc)
import Glibc
#endif

/// Runs programs for tests that need a real browser (no Foundation).
enum Subprocess {
    /// The first of `names` found on PATH.
    static func find(_ names: [String]) -> String? {
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        for name in names {
            for dir in path.split(separator: ":") {
                let candidate = "\(dir)/\(name)"
                if access(candidate, X_OK) == 0 { return candidate }
            }
        }
        return nil
    }

    /// Runs `program` with `arguments`, waits, and returns its exit status
    /// and standard output (standard error is discarded).
    static func run(_ program: String, _ arguments: [String]) -> (status: Int32, output: String) {
        var pipeFDs: [Int32] = [0, 0]
        guard pipe(&pipeFDs) == 0 else { return (-1, "") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeFDs[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, pipeFDs[0])
        let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, program, &actions, nil, argv, environ)
        close(pipeFDs[1])
        guard spawned == 0 else {
            close(pipeFDs[0])
            return (-1, "")
        }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(pipeFDs[0], $0.baseAddress, $0.count) }
            if n > 0 { output.append(contentsOf: buffer[0..<n]); continue }
            if n < 0 && errno == EINTR { continue }
            break
        }
        close(pipeFDs[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exited = status & 0x7f == 0
        return (exited ? (status >> 8) & 0xff : -1, String(decoding: output, as: UTF8.self))
    }
}
