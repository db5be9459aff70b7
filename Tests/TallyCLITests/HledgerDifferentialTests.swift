import Testing
import TallyTestSupport

/// Random journals in the language both tools read (aliases, regex
/// aliases, automated postings with multipliers and fixed amounts, several
/// months), reported by Tally and by hledger (with --auto, since Tally
/// applies automated postings by default): `bal --flat` and `bal -M`
/// must give the same numbers per account and period. Skipped, saying so,
/// when hledger is not installed.
@Suite("differential against hledger")
struct HledgerDifferentialTests {
    static let hledger = Subprocess.find(["hledger"])
    static let seeds: [UInt64] = Array(1...12)

    @Test("bal --flat, bal -M and bal -Q agree with hledger on generated journals",
          .enabled(if: hledger != nil, "hledger is not installed (apt-get install hledger); the differential test is skipped"),
          arguments: seeds)
    func agrees(_ seed: UInt64) throws {
        let hledger = try #require(Self.hledger)
        let text = LanguageJournal.make(seed: seed)
        let s = Scratch()
        s.write("random.journal", text)
        for (ours, theirs) in [(["balance", "--flat", "-O", "csv"], ["bal", "--flat", "--no-total", "-O", "csv", "--auto"]),
                               (["balance", "-M", "--flat", "-O", "csv"], ["bal", "-M", "--flat", "--no-total", "-O", "csv", "--auto"]),
                               (["balance", "-Q", "--flat", "-O", "csv", "expenses"], ["bal", "-Q", "--flat", "--no-total", "-O", "csv", "--auto", "expenses"])] {
            let t = Harness.run(ours + ["-f", s.path("random.journal")])
            #expect(t.status == 0, "seed \(seed): \(t.stderr)")
            let h = Subprocess.run(hledger, ["-f", s.path("random.journal")] + theirs)
            #expect(h.status == 0, "seed \(seed): hledger refused the journal")
            let mine = Self.tallyCells(t.stdout)
            #expect(mine.count > 3, "seed \(seed): \(ours) reported too little to compare")
            #expect(mine == Self.hledgerCells(h.output), "seed \(seed) \(ours.joined(separator: " ")):\n\(text)")
        }
    }

    /// Tally's `account,commodity,<column…>` as "account|column|number", zeros dropped.
    static func tallyCells(_ csv: String) -> Set<String> {
        let rows = csv.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        guard let header = rows.first, header.count >= 3 else { return ["unreadable"] }
        var out = Set<String>()
        for row in rows.dropFirst() {
            guard row.count == header.count else { out.insert("unreadable: \(row)"); continue }
            for i in 2..<row.count {
                let n = PlainPrintTests.normalized(row[i])
                if n != "0" { out.insert("\(row[0])|\(header[i].lowercased())|\(n)") }
            }
        }
        return out
    }

    /// hledger's `"account","<column…>"` rows with `"12.50 USD"` cells, the same way.
    static func hledgerCells(_ csv: String) -> Set<String> {
        let rows = csv.split(separator: "\n").map { line in
            String(line.dropFirst().dropLast()).split(separator: "\",\"", omittingEmptySubsequences: false).map(String.init)
        }
        guard let header = rows.first else { return ["unreadable"] }
        let columns = header.count == 2 && header[1] == "balance" ? ["amount"] : Array(header.dropFirst())
        var out = Set<String>()
        for row in rows.dropFirst() where row.first != "total" {
            guard row.count == columns.count + 1 else { out.insert("unreadable: \(row)"); continue }
            for (i, cell) in row.dropFirst().enumerated() {
                let number = cell.replacing(" USD", with: "")
                let n = PlainPrintTests.normalized(number)
                if n != "0" { out.insert("\(row[0])|\(columns[i].lowercased())|\(n)") }
            }
        }
        return out
    }
}

/// Journals from a seed that use the language ledger and hledger share
/// beyond the core: plain and regex aliases, automated transactions with
/// multipliers and fixed amounts, over several months. One commodity, two
/// decimals, and multipliers that keep two decimals, so no tool rounds.
enum LanguageJournal {
    static func make(seed: UInt64) -> String {
        var r = JournalGenerator.Random(state: seed)
        var out = "commodity 1000.00 USD\n"
        out += "alias checking = assets:bank:checking\n"
        out += "alias /^spend:(.*)$/ = expenses:\\1\n"
        if r.int(0...1) == 1 { out += "alias card = liabilities:card\n" }
        out += "\n= expenses:food\n    (budget:food)  *-1\n"
        if r.int(0...1) == 1 { out += "    (tracking:meals)  1.00 USD\n" }
        out += "\n= expenses:fun\n    [savings:fun]  *2\n    [checking]  *-2\n\n"
        let spends = ["spend:food", "spend:food:out", "spend:fun", "spend:rent", "expenses:travel"]
        let payers = ["checking", "card", "assets:cash"]
        let year = r.int(2024...2026)
        for _ in 0..<r.int(15...40) {
            let month = r.int(1...6), day = r.int(1...28)
            out += "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day) entry\n"
            for _ in 0..<r.int(1...3) { out += "    \(r.pick(spends))  \(r.money())\n" }
            out += "    \(r.pick(payers))\n\n"
        }
        return out
    }
}

extension JournalGenerator.Random {
    mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }
    /// Between 1.00 and 250.00 USD, two decimals.
    mutating func money() -> String {
        let c = int(100...25_000)
        return "\(c / 100).\(c % 100 < 10 ? "0" : "")\(c % 100) USD"
    }
}
