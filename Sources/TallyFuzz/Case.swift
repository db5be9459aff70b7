#if canImport(Glibc)
import Glibc
#endif

/// One fuzz case: a journal and the command lines run on it, and what
/// counts as a failure.
struct Failure {
    var kind: String          // "signal", "timeout", "exit", "silent", "fmt-idempotent", "fmt-meaning", "print-meaning"
    var detail: String
    var arguments: [String]
    var journal: [UInt8]
    var stderr: [UInt8]
    /// A surface case's other files, standard input and environment prefix.
    var files: [String: [UInt8]] = [:]
    var stdin: [UInt8] = []
    var prefix: [String] = []
}

enum Verdict {
    /// The exit statuses a command may give: 0–3, and 4 for `alerts` (journal has errors).
    static func allowed(_ arguments: [String]) -> ClosedRange<Int32> {
        arguments.first == "alerts" ? 0...4 : 0...3
    }

    static func judge(_ o: Outcome, _ arguments: [String], _ journal: [UInt8]) -> Failure? {
        func fail(_ kind: String, _ detail: String) -> Failure {
            Failure(kind: kind, detail: detail, arguments: arguments, journal: journal, stderr: o.stderr)
        }
        if o.timedOut { return fail("timeout", "killed after the time limit") }
        if o.signal != 0 { return fail("signal", "signal \(o.signal)") }
        if o.status < 0 { return fail("spawn", "could not run") }
        if !allowed(arguments).contains(o.status) { return fail("exit", "exit status \(o.status)") }
        let text = String(decoding: o.stderr, as: UTF8.self)
        if text.contains("Fatal error") || text.contains("Stack dump") { return fail("signal", "a trap message on stderr") }
        if o.status != 0 && o.stderr.isEmpty && o.stdout.isEmpty { return fail("silent", "exit \(o.status) without a message") }
        return nil
    }
}

/// Writes a failure as a reproducer folder: the journal, the arguments
/// (one a line, `JOURNAL` for the journal's path) and what went wrong.
func writeReproducer(_ f: Failure, to directory: String, number: Int) -> String {
    let dir = "\(directory)/\(number)-\(f.kind)"
    mkdir(dir, 0o755)
    writeFile(dir + "/journal.ledger", f.journal)
    let args = f.arguments.map { $0 == "journal.ledger" ? "JOURNAL" : $0 }
    writeFile(dir + "/args", Array((args.joined(separator: "\n") + "\n").utf8))
    writeFile(dir + "/failure.txt", Array("\(f.kind): \(f.detail)\n".utf8) + f.stderr.prefix(4000))
    for (name, bytes) in f.files { writeFile(dir + "/" + name, bytes) }
    if !f.stdin.isEmpty { writeFile(dir + "/stdin", f.stdin) }
    if !f.prefix.isEmpty { writeFile(dir + "/prefix", Array((f.prefix.joined(separator: "\n") + "\n").utf8)) }
    return dir
}
