#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import TallyCLI
@testable import TallyEditing
import TallyEngine
import TallySystem
import TallyTestSupport
import TallyValues

/// A fresh folder holding the given files, for commands that write.
struct Scratch {
    let folder: String

    init(_ files: [String: String] = [:]) {
        folder = Files.temporaryDirectory()
        for (name, text) in files { write(name, text) }
    }

    init(bytes files: [String: [UInt8]]) {
        folder = Files.temporaryDirectory()
        for (name, bytes) in files { write(name, bytes: bytes) }
    }

    func path(_ name: String) -> String { folder + "/" + name }

    func write(_ name: String, _ text: String) { write(name, bytes: Array(text.utf8)) }

    func write(_ name: String, bytes: [UInt8]) {
        let fd = open(path(name), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            Issue.record("cannot create \(path(name))")
            return
        }
        defer { close(fd) }
        _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
    }

    func bytes(_ name: String) -> [UInt8] {
        (try? RealFileSystem().read(path(name)).get()) ?? []
    }

    func text(_ name: String) -> String { String(decoding: bytes(name), as: UTF8.self) }

    /// The names in the folder, hidden ones included.
    var names: [String] { Files.list(folder) }

    func mode(_ name: String) -> mode_t {
        var st = stat()
        return stat(path(name), &st) == 0 ? st.st_mode & 0o7777 : 0
    }

    /// Runs `tally ARGS` in-process with today fixed, answering questions
    /// from `reader` when one is given; `LANG=C` unless `environment` names a language.
    func run(_ args: [String], reader: (any LineReader)? = nil, environment: [String: String] = [:], currentDirectory: String = "/") -> Outcome {
        let out = OutputSink(capturingAsTerminal: false)
        let err = OutputSink(capturingAsTerminal: false)
        let context = Context(stdout: out, stderr: err, environment: Harness.pinnedLanguage(environment), fileSystem: RealFileSystem(),
                              readStandardInput: { [] }, clockToday: Harness.fixedToday, terminalColumns: nil, lineReader: reader,
                              currentDirectory: currentDirectory)
        let status = TallyCLI.run(args, context: context)
        return Outcome(status: status, stdout: out.text, stderr: err.text)
    }

    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
    }
}

/// Answers questions from a script; `nil` stands for Ctrl-D.
final class ScriptedReader: LineReader {
    private var answers: [String?]
    private(set) var prompts: [String] = []
    private(set) var transcript = ""

    init(_ answers: [String?]) { self.answers = answers }

    var unanswered: Int { answers.count }

    func readLine(prompt: String) -> String? {
        prompts.append(prompt)
        transcript += prompt
        guard !answers.isEmpty else { return nil }
        let a = answers.removeFirst()
        transcript += (a ?? "^D") + "\n"
        return a
    }

    func say(_ text: String) { transcript += text }
}

/// Child processes for what must be a separate process: file size
/// limits, writers running at once.
extension Subprocess {
    /// The built `tally` binary, when there is one.
    static var tally: String? {
        let path = Harness.repositoryRoot + "/.build/debug/tally"
        return access(path, X_OK) == 0 ? path : nil
    }

    /// Starts `/bin/sh -c script` without waiting; its pid.
    static func start(_ script: String) -> pid_t? {
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = ["/bin/sh", "-c", script].map { (word: String) in strdup(word) } + [nil]
        defer { for p in argv { free(p) } }
        return posix_spawn(&pid, "/bin/sh", nil, nil, argv, environ) == 0 ? pid : nil
    }

    /// Waits for a started process; its exit status.
    static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status >> 8) & 0xFF
    }

    /// A word quoted for the shell.
    static func quoted(_ s: String) -> String { "'" + s.replacingAll("'", "'\\''") + "'" }
}

extension String {
    func replacingAll(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
