#if canImport(Glibc)
import Glibc
#endif
import TallyTestSupport
import Testing

/// A `tally` process stopped in the middle of a write (TALLY_TEST_WRITE_PAUSE):
/// its new text is on disk in a temporary file, not yet put in place.
final class PausedTally {
    let pid: pid_t
    private let fromChild: Int32
    private var toChild: Int32

    /// Starts `tally ARGS` (as `user` when given, through setpriv), with
    /// standard output and error going to files.
    init?(_ args: [String], stdout: String, stderr: String) {
        guard let binary = Subprocess.tally else { return nil }
        var up: [Int32] = [0, 0], down: [Int32] = [0, 0]
        // Close-on-exec, so other children of the test process do not hold them.
        guard pipe(&up) == 0, pipe(&down) == 0 else { return nil }
        for fd in up + down { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, up[1], 5)
        posix_spawn_file_actions_adddup2(&actions, down[0], 6)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        // A fresh process's signals, whatever the test process blocks or ignores.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), defaults = sigset_t()
        sigemptyset(&none)
        sigemptyset(&defaults)
        for s in [SIGINT, SIGTERM, SIGHUP, SIGXFSZ] { sigaddset(&defaults, s) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var env: [String] = ["TALLY_TEST_WRITE_PAUSE=5,6"]
        var e = environ
        while let entry = e.pointee {
            let text = String(cString: entry)
            if !text.hasPrefix("TALLY_TEST_WRITE_PAUSE=") { env.append(text) }
            e += 1
        }
        let argv: [UnsafeMutablePointer<CChar>?] = ([binary] + args).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = env.map { strdup($0) } + [nil]
        defer { for p in argv + envp { free(p) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, binary, &actions, &attributes, argv, envp)
        close(up[1])
        close(down[0])
        guard spawned == 0 else {
            close(up[0])
            close(down[1])
            return nil
        }
        pid = child
        fromChild = up[0]
        toChild = down[1]
    }

    deinit {
        close(fromChild)
        if toChild >= 0 { close(toChild) }
    }

    /// Waits until the process has paused in a write; false when it ended first.
    func waitForPause() -> Bool {
        var byte: UInt8 = 0
        while true {
            let n = read(fromChild, &byte, 1)
            if n < 0 && errno == EINTR { continue }
            return n == 1
        }
    }

    /// Lets the paused process go on (`times` pauses in advance).
    func resume(times: Int = 1) {
        let bytes = [UInt8](repeating: 1, count: times)
        _ = bytes.withUnsafeBytes { write(toChild, $0.baseAddress, $0.count) }
    }

    /// Waits for the process to end: its exit status, or the signal that ended it.
    func finish() -> (status: Int32?, signal: Int32?) {
        // Closed once only: a second close could close another test's file.
        if toChild >= 0 { close(toChild) }
        toChild = -1
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        if status & 0x7f == 0 { return ((status >> 8) & 0xff, nil) }
        return (nil, status & 0x7f)
    }
}

/// Running commands as an unprivileged user, where permissions matter:
/// the tests run as root, so `nobody` stands in for a user.
enum Unprivileged {
    static let uid: uid_t = 65534
    static let gid: gid_t = 65534

    /// setpriv, when the tests run as root and it can switch users.
    static var setpriv: String? {
        guard getuid() == 0, let path = Subprocess.find(["setpriv"]) else { return nil }
        return Subprocess.run(path, ["--reuid=\(uid)", "--regid=\(gid)", "--clear-groups", "--", "/bin/true"]).status == 0 ? path : nil
    }

    static var available: Bool { setpriv != nil && Subprocess.tally != nil }

    /// Runs `tally ARGS` as nobody; the exit status and standard error.
    static func tally(_ args: [String], in folder: String) -> (status: Int32, stderr: String) {
        guard let setpriv, let binary = Subprocess.tally else { return (-1, "cannot run as nobody") }
        let err = Files.temporaryDirectory() + "/stderr"
        defer { unlink(err) }
        let script = ([setpriv, "--reuid=\(uid)", "--regid=\(gid)", "--clear-groups", "--", binary] + args).map(Subprocess.quoted).joined(separator: " ")
        let status = Subprocess.run("/bin/sh", ["-c", script + " 2> " + Subprocess.quoted(err)]).status
        return (status, Files.read(err) ?? "")
    }

    /// Gives `path` to nobody (or to `uid`:`gid`).
    static func own(_ path: String, uid: uid_t = uid, gid: gid_t = gid) {
        chown(path, uid, gid)
    }
}

extension Scratch {
    /// Owner and group of a file.
    func owner(_ name: String) -> (uid: uid_t, gid: gid_t, links: Int, inode: UInt64) {
        var st = stat()
        guard stat(path(name), &st) == 0 else { return (0, 0, 0, 0) }
        return (st.st_uid, st.st_gid, Int(st.st_nlink), UInt64(st.st_ino))
    }

    /// Files whose names show they are Tally's temporary files.
    var temporaryFiles: [String] { names.filter { $0.contains(".tally-") } }

    /// Appends to a file as another program would (no lock taken).
    func append(_ name: String, _ text: String) {
        let fd = open(path(name), O_WRONLY | O_APPEND)
        guard fd >= 0 else {
            Issue.record("cannot open \(path(name)) to append")
            return
        }
        defer { close(fd) }
        _ = Array(text.utf8).withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
    }
}
