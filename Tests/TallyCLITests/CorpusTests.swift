import Glibc
import TallyEditing
import Testing
import TallyCLI
import TallyEngine
import TallySystem
import TallyCLITestSupport
import TallyTestSupport
import TallyValues

/// Runs Tally on the ledger/hledger conformance corpus beside the repository
/// (`../shared/corpus`): every journal both tools accept must give the same
/// per-account balances as hledger or ledger, and every journal both reject
/// must be rejected with an error that names a line.
enum Corpus {
    /// `../shared/corpus` beside the repository, or under `$TALLY_SHARED` when that is set
    /// (for a checkout that does not sit beside the shared folder).
    static let root = SharedCorpus.corpus

    static var isPresent: Bool { Files.exists(root + "/manifest.tsv") }

    struct Case: CustomStringConvertible, Sendable {
        var kind: String
        var name: String
        var verdict: String
        var description: String { "\(kind)/\(name)" }
        var journal: String { "\(Corpus.root)/\(kind)/\(name).journal" }
    }

    static let cases: [Case] = {
        guard let manifest = Files.read(root + "/manifest.tsv") else { return [] }
        return manifest.split(separator: "\n").dropFirst().compactMap { line in
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count > 4 else { return nil }
            return Case(kind: f[0], name: f[1], verdict: f[4])
        }
    }()

    /// Per-(account, commodity) sums from a posting-level CSV.
    static func sums(_ rows: [[String]], account: Int, commodity: Int, amount: Int, decimalComma: Bool) -> [String: Quantity] {
        var result: [String: Quantity] = [:]
        for row in rows.dropFirst() where row.count > max(account, commodity, amount) {
            var text = row[amount]
            if decimalComma { text = text.replacingAll(",", with: ".") }
            guard let q = Quantity(plain: text) else { continue }
            var c = row[commodity]
            if c.hasPrefix("\"") && c.hasSuffix("\"") && c.count >= 2 { c = String(c.dropFirst().dropLast()) }
            let key = row[account] + " [" + c + "]"
            result[key] = (result[key] ?? .zero).adding(q) ?? .zero
        }
        return result.filter { !$0.value.isZero }
    }

    static func expected(_ c: Case) -> [(tool: String, sums: [String: Quantity])] {
        var result: [(String, [String: Quantity])] = []
        let base = "\(root)/\(c.kind)/\(c.name)"
        if let text = Files.read(base + ".hledger.print.csv"), let rows = try? CSVReader.parse(text) {
            result.append(("hledger", sums(rows, account: 7, commodity: 9, amount: 8, decimalComma: true)))
        }
        if let text = Files.read(base + ".ledger.csv"), let rows = try? CSVReader.parse(text) {
            // ledger csv has no header row.
            result.append(("ledger", sums([[]] + rows, account: 3, commodity: 4, amount: 5, decimalComma: false)))
        }
        return result
    }

    /// Tally's exact balances per (account, commodity), from the engine.
    static func tallySums(_ c: Case) -> (sums: [String: Quantity], errors: [String]) {
        let result = JournalLoader(fileSystem: RealFileSystem(), today: Harness.fixedToday).load([.path(c.journal)])
        let errors = result.diagnostics.filter { $0.severity == .error }.map { "\($0.id): \($0.message)" }
        var sums: [String: Quantity] = [:]
        let j = result.journal
        for p in j.postings {
            let key = j.accounts.name(p.account) + " [" + j.commodities.symbol(p.commodity) + "]"
            sums[key] = (sums[key] ?? .zero).adding(p.quantity) ?? .zero
        }
        return (sums.filter { !$0.value.isZero }, errors)
    }

    /// The rows of `tally balance --flat -O csv`.
    static func csvRows(_ c: Case) -> (rows: [String: Quantity], result: RunResult) {
        let r = Harness.run(["balance", "--flat", "-O", "csv", "-f", c.journal, "--today", "2026-11-21"])
        var rows: [String: Quantity] = [:]
        if r.status == 0, let parsed = try? CSVReader.parse(r.stdout) {
            for row in parsed.dropFirst() where row.count == 3 {
                if let q = Quantity(plain: row[2]) { rows[row[0] + " [" + row[1] + "]"] = q }
            }
        }
        return (rows, r)
    }
}

@Suite("ledger/hledger corpus", .enabled(if: Corpus.isPresent, "the corpus (../shared/corpus) is absent; skipping"))
struct CorpusTests {
    @Test("accepted journals balance as hledger or ledger does",
          arguments: Corpus.cases.filter { $0.kind == "accept" || ($0.kind == "probes" && !$0.verdict.contains("reject")) })
    func accepted(_ c: Corpus.Case) throws {
        let (sums, errors) = Corpus.tallySums(c)
        try #require(errors.isEmpty, "\(c) was rejected: \(errors)")
        let expected = Corpus.expected(c)
        #expect(!expected.isEmpty, "\(c) has no expected postings")
        let agreeing = expected.filter { $0.sums == sums }
        #expect(!agreeing.isEmpty, "\(c): Tally's balances differ from every tool.\nTally: \(sums.sorted { $0.key < $1.key })\n\(expected.map { "\($0.tool): \($0.sums.sorted { $0.key < $1.key })" }.joined(separator: "\n"))")
        // The balance CSV shows the same balances, exactly.
        let (rows, run) = Corpus.csvRows(c)
        #expect(run.status == 0, "\(c): balance failed: \(run.stderr)")
        #expect(rows == sums, "\(c): the balance CSV differs from the balances.\nCSV: \(rows.sorted { $0.key < $1.key })")
    }

    @Test("journals both tools reject are rejected at a line",
          arguments: Corpus.cases.filter { $0.kind == "reject" || $0.verdict == "both-reject" })
    func rejected(_ c: Corpus.Case) {
        let r = Harness.run(["check", "-f", c.journal, "--today", "2026-11-21"])
        #expect(r.status == 1, "\(c) was accepted")
        // The first line of every error names FILE:LINE:COLUMN.
        let errorLines = r.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(!errorLines.isEmpty, "\(c): no error reported:\n\(r.stderr)")
        for line in errorLines {
            let head = line.split(separator: " ").first ?? ""
            let parts = head.split(separator: ":")
            #expect(parts.count >= 3 && Int(parts[parts.count - 2]) != nil, "\(c): error without a line: \(line)")
        }
    }
}

extension Quantity {
    /// Parses a plain decimal (`-1234.50`) with blanks around it, for test expectations.
    init?(plain text: String) {
        self.init(plainDecimal: text.trimmingBlanksForTests())
    }
}

extension String {
    func trimmingBlanksForTests() -> String {
        var s = self[...]
        while let f = s.first, f == " " { s = s.dropFirst() }
        while let l = s.last, l == " " { s = s.dropLast() }
        return String(s)
    }

    func replacingAll(_ a: Character, with b: Character) -> String {
        String(map { $0 == a ? b : $0 })
    }
}

@Suite("print reads back", .enabled(if: Corpus.isPresent, "the corpus (../shared/corpus) is absent; skipping"))
struct PrintRoundTripTests {
    /// `tally print` output, read again, gives the same balances.
    @Test("corpus journals survive print", arguments: Corpus.cases.filter { $0.kind == "accept" })
    func roundTrip(_ c: Corpus.Case) throws {
        let original = Harness.run(["balance", "--flat", "-O", "csv", "-f", c.journal])
        // An accepted journal that does not load is a failure here too,
        // not a case quietly left out of the round trip.
        try #require(original.status == 0, "\(c): the journal itself does not load:\n\(original.stderr)")
        let printed = Harness.run(["print", "-f", c.journal])
        #expect(printed.status == 0)
        let again = Harness.run(["balance", "--flat", "-O", "csv", "-f", "-"], stdin: printed.stdout)
        #expect(again.status == 0, "\(c): printed journal does not read back:\n\(again.stderr)")
        // Print writes inferred amounts with every digit, so compare values, not text.
        #expect(Self.values(again.stdout) == Self.values(original.stdout), "\(c): balances changed through print:\n\(printed.stdout)")
    }

    static func values(_ csv: String) -> [String: Quantity] {
        var result: [String: Quantity] = [:]
        for row in ((try? CSVReader.parse(csv)) ?? []).dropFirst() where row.count == 3 {
            result[row[0] + " [" + row[1] + "]"] = Quantity(plain: row[2])
        }
        return result
    }
}
