import Testing
import TallyCLI
import TallyCLITestSupport
import TallyTestSupport
import TallyValues

/// Runs `tally import --dry-run` over the bank-statement corpus beside the
/// repository (`../shared/import-corpus`): statements with hledger rules
/// files and hledger 1.25's output. Every statement hledger reads must give
/// the same per-account balances and as many transactions on the same
/// dates; every one it refuses must be refused naming the file and line.
enum ImportCorpus {
    /// `shared/import-corpus` beside the repository (or beside the folder
    /// holding it, for a worktree checked out one level deeper).
    static let root: String = {
        var parts = Harness.repositoryRoot.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast()
        let beside = parts.joined(separator: "/") + "/shared/import-corpus"
        if Files.exists(beside + "/manifest.tsv") || parts.count < 2 { return beside }
        parts.removeLast()
        return parts.joined(separator: "/") + "/shared/import-corpus"
    }()

    static var isPresent: Bool { Files.exists(root + "/manifest.tsv") }

    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var kind: String
        var data: String
        var hasJournal: Bool
        var assertionsFail: Bool
        var errorAt: [String]
        var description: String { "\(kind)/\(name)" }
        func path(_ file: String) -> String { "\(ImportCorpus.root)/\(kind)/\(file)" }
    }

    static let cases: [Case] = {
        guard let manifest = Files.read(root + "/manifest.tsv") else { return [] }
        return manifest.split(separator: "\n").dropFirst().compactMap { line in
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count > 11 else { return nil }
            return Case(name: f[0], kind: f[1], data: f[7], hasJournal: f[8] == "yes", assertionsFail: f[9] == "fail",
                        errorAt: f[11].split(separator: "|").map(String.init))
        }
    }()

    /// Balance assertions taken off postings that have an amount (an
    /// assignment, with no amount, is kept): for statements that start in
    /// the middle of an account's life.
    static func withoutAssertions(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let chars = Array(line)
            guard chars.first == " ", let eq = chars.firstIndex(of: "=") else { return String(line) }
            var i = 0
            while i < chars.count && chars[i] == " " { i += 1 }
            // The account ends at the first two blanks; an amount sits between it and '='.
            var gap: Int?
            while i + 1 < eq { if chars[i] == " " && chars[i + 1] == " " { gap = i; break }; i += 1 }
            guard let g = gap, chars[g..<eq].contains(where: { $0 != " " }) else { return String(line) }
            return String(chars[..<eq])
        }.joined(separator: "\n")
    }

    /// Non-zero per-(account, commodity) sums of a `balance --flat -O csv`
    /// (or hledger's `--layout=bare`) table; `(a)` and `[a]` read as `a`.
    static func sums(_ csv: String) -> [String: Quantity] {
        var result: [String: Quantity] = [:]
        guard let rows = try? CSVReader.parse(csv) else { return ["unreadable CSV": Quantity(1)] }
        for row in rows.dropFirst() where row.count >= 3 && row[0] != "total" {
            var account = row[0]
            if (account.hasPrefix("(") && account.hasSuffix(")")) || (account.hasPrefix("[") && account.hasSuffix("]")) {
                account = String(account.dropFirst().dropLast())
            }
            var amount = row[2]
            if amount.contains(",") && !amount.contains(".") { amount = amount.replacingCommaForTests() }
            guard let q = Quantity(plain: amount) else { result["unreadable \(row)"] = Quantity(1); continue }
            let key = account + " " + row[1]
            if let old = result[key] {
                guard let sum = old.adding(q) else { result["overflow " + key] = q; continue }
                result[key] = sum
            } else {
                result[key] = q
            }
        }
        return result.filter { !$0.value.isZero }
    }

    static func balances(_ journal: String) -> (sums: [String: Quantity], run: RunResult) {
        let r = Harness.run(["-f", "-", "balance", "--flat", "-O", "csv", "--today", "2026-11-21"], stdin: journal)
        return (sums(r.stdout), r)
    }

    /// The dates of a journal's transactions, in order.
    static func dates(_ journal: String) -> [String] {
        journal.split(separator: "\n").filter { $0.first?.isNumber == true }.map { line in
            String(line.prefix { $0 != " " && $0 != "=" }).replacingSlashesForTests()
        }
    }
}

extension StringProtocol {
    func replacingCommaForTests() -> String { String(map { $0 == "," ? "." : $0 }) }
    func replacingSlashesForTests() -> String { String(map { $0 == "/" ? "-" : $0 }) }
}

@Suite("import corpus", .enabled(if: ImportCorpus.isPresent, "the import corpus (../shared/import-corpus) is absent; skipping"))
struct ImportCorpusTests {
    @Test("statements hledger reads give its balances, transactions and dates",
          arguments: ImportCorpus.cases.filter { $0.kind == "accept" })
    func accepted(_ c: ImportCorpus.Case) throws {
        var args = ["import", c.path(c.data), "--rules", c.path(c.name + ".rules"), "--dry-run"]
        if c.hasJournal { args += ["-f", c.path(c.name + ".journal")] }
        let r = Harness.run(args)
        #expect(r.status == 0, "\(c): \(r.stderr)")
        var text = c.assertionsFail ? ImportCorpus.withoutAssertions(r.stdout) : r.stdout
        var base: [String: Quantity] = [:]
        if c.hasJournal {
            let journal = try #require(Files.read(c.path(c.name + ".journal")))
            base = ImportCorpus.balances(journal).sums
            text = journal + "\n" + text
        }
        let (got, run) = ImportCorpus.balances(text)
        #expect(run.status == 0, "\(c): the printed transactions do not read back: \(run.stderr)")
        var imported = got
        for (k, v) in base {
            if let now = imported[k] { imported[k] = now.subtracting(v) } else { imported[k] = v.negated() }
        }
        imported = imported.filter { $0.value.isZero == false }
        let expected = ImportCorpus.sums(try #require(Files.read(c.path(c.name + ".expected.balance-bare.csv"))))
        #expect(imported == expected, "\(c): balances differ.\nTally:  \(imported.sorted { $0.key < $1.key })\nhledger: \(expected.sorted { $0.key < $1.key })")
        let hledgerDates = ImportCorpus.dates(try #require(Files.read(c.path(c.name + ".expected.journal"))))
        #expect(ImportCorpus.dates(r.stdout).sorted() == hledgerDates.sorted(), "\(c): transactions or dates differ")
    }

    @Test("statements hledger refuses are refused, naming the file and line",
          arguments: ImportCorpus.cases.filter { $0.kind == "reject" })
    func rejected(_ c: ImportCorpus.Case) {
        let r = Harness.run(["import", c.path(c.data), "--rules", c.path(c.name + ".rules"), "--dry-run"])
        #expect(r.status == 1, "\(c) was accepted:\n\(r.stdout)")
        #expect(r.stdout.isEmpty, "\(c): printed transactions although it failed")
        let places = c.errorAt.map { place -> String in
            let parts = place.split(separator: ":")
            let file = parts[0] == "csv" ? c.data : c.name + ".rules"
            return "\(file):\(parts.count > 1 ? parts[1] : ""):"
        }
        #expect(places.contains { r.stderr.contains($0) }, "\(c): the error names none of \(places):\n\(r.stderr)")
    }
}
