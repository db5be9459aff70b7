/// Meaning-preserving rewrites: `fmt` is idempotent and keeps the balances;
/// `print` output reads back to the same balances.
struct Invariants {
    var runner: Runner
    static let today = ["--today", "2026-06-15"]

    func balances(_ bytes: [UInt8], in dir: String) -> Outcome {
        var o = runner.run(["balance", "-f", "-", "--flat", "-E", "-O", "csv"] + Self.today, stdin: bytes, in: dir)
        o.stdout = Array(Self.values(String(decoding: o.stdout, as: UTF8.self)).joined(separator: "\n").utf8)
        return o
    }

    /// CSV rows with each amount's trailing decimal zeros removed: print and
    /// fmt may write an amount with more digits, which is the same value.
    static func values(_ csv: String) -> [String] {
        csv.split(separator: "\n").map { row in
            guard row.contains("."), let comma = row.lastIndex(of: ",") else { return String(row) }
            var amount = row[row.index(after: comma)...]
            while amount.hasSuffix("0") { amount = amount.dropLast() }
            if amount.hasSuffix(".") { amount = amount.dropLast() }
            return String(row[...comma] + amount)
        }
    }

    /// Failures of the invariants on a journal that `check` accepts.
    func check(_ journal: [UInt8], in dir: String) -> [Failure] {
        let checked = runner.run(["check", "-f", "-"] + Self.today, stdin: journal, in: dir)
        guard checked.status == 0, checked.signal == 0 else { return [] }
        let before = balances(journal, in: dir)
        guard before.status == 0 else { return [] }
        var failures: [Failure] = []
        func fail(_ kind: String, _ detail: String, _ args: [String], _ stderr: [UInt8]) {
            failures.append(Failure(kind: kind, detail: detail, arguments: args, journal: journal, stderr: stderr))
        }
        let fmt1 = runner.run(["fmt", "-f", "-"] + Self.today, stdin: journal, in: dir)
        if let f = Verdict.judge(fmt1, ["fmt", "-f", "-"], journal) { failures.append(f) }
        if fmt1.status == 0 {
            let fmt2 = runner.run(["fmt", "-f", "-"] + Self.today, stdin: fmt1.stdout, in: dir)
            if fmt2.stdout != fmt1.stdout { fail("fmt-idempotent", "fmt of fmt's output differs", ["fmt", "-f", "-"], fmt2.stderr) }
            let after = balances(fmt1.stdout, in: dir)
            if after.stdout != before.stdout {
                fail("fmt-meaning", "balances after fmt differ:\n" + String(decoding: before.stdout + after.stdout, as: UTF8.self), ["fmt", "-f", "-"], after.stderr)
            }
        } else {
            fail("fmt-meaning", "fmt failed on a journal check accepts", ["fmt", "-f", "-"], fmt1.stderr)
        }
        // print writes no automated rule, so --auto writes the postings the rules added.
        let printed = runner.run(["print", "--auto", "-f", "-"] + Self.today, stdin: journal, in: dir)
        if printed.status == 0 {
            let after = balances(printed.stdout, in: dir)
            if after.stdout != before.stdout {
                fail("print-meaning", "balances of print's output differ:\n" + String(decoding: before.stdout + after.stdout, as: UTF8.self)
                     + String(decoding: after.stderr.prefix(2000), as: UTF8.self), ["print", "--auto", "-f", "-"], after.stderr)
            }
        } else if let f = Verdict.judge(printed, ["print", "--auto", "-f", "-"], journal) {
            failures.append(f)
        }
        return failures
    }
}
