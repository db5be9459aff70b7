#if canImport(Glibc)
import Glibc
#endif
import TallyTestSupport

/// Runs a program with a pseudo-terminal as its standard input, output and
/// error, as a person at a terminal would: what asks questions only on a
/// terminal (`import --rules-wizard`) asks them. The answers are typed one
/// line at a time; the transcript is everything the terminal showed.
enum PseudoTerminal {
    static func run(_ program: String, _ arguments: [String], environment: [String: String], currentDirectory: String,
                    answers: [String], timeoutSeconds: Int32 = 60) -> (status: Int32, transcript: String) {
        // posix_openpt, unlockpt and ptsname by hand: Linux's /dev/ptmx,
        // unlocked with TIOCSPTLCK, its number from TIOCGPTN.
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard master >= 0 else { return (-1, "no pseudo-terminal") }
        defer { close(master) }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard ioctl(master, UInt(0x4004_5431), &unlock) == 0, ioctl(master, UInt(0x8004_5430), &number) == 0 else { return (-1, "no pseudo-terminal") }
        let slave = "/dev/pts/\(number)"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, slave, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        posix_spawn_file_actions_addclose(&actions, master)
        // The shell changes folder; the program sees only the environment given.
        let script = "cd " + Subprocess.quoted(currentDirectory) + " && exec " + ([program] + arguments).map(Subprocess.quoted).joined(separator: " ")
        let argv: [UnsafeMutablePointer<CChar>?] = ["/bin/sh", "-c", script].map { (word: String) in strdup(word) } + [nil]
        let variables = environment.map { $0.key + "=" + $0.value } + ["PATH=/usr/bin:/bin"]
        let envp: [UnsafeMutablePointer<CChar>?] = variables.map { (word: String) in strdup(word) } + [nil]
        defer { for p in argv + envp { free(p) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/bin/sh", &actions, nil, argv, envp) == 0 else { return (-1, "could not start \(program)") }
        var transcript: [UInt8] = []
        var pending = answers
        var buffer = [UInt8](repeating: 0, count: 4096)
        var waited: Int32 = 0
        while waited < timeoutSeconds * 10 {
            var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, 100)
            if ready > 0 {
                let n = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
                if n > 0 { transcript.append(contentsOf: buffer[0..<n]); continue }
                if n < 0 && errno == EINTR { continue }
                break   // EIO: the program has ended and the terminal is closed
            }
            waited += 1
            // Quiet for a tenth of a second: the program waits for an answer.
            if ready == 0 {
                let answer = pending.isEmpty ? "\u{4}" : pending.removeFirst() + "\n"
                _ = Array(answer.utf8).withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            }
        }
        if waited >= timeoutSeconds * 10 { kill(pid, SIGKILL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exited = status & 0x7f == 0
        return (exited ? (status >> 8) & 0xff : -1, String(decoding: transcript, as: UTF8.self).replacingAll("\r\n", "\n"))
    }
}
