import Testing
import TallyCLITestSupport
import TallyTestSupport

/// `--lots`, `--lot-prices`, `--lot-dates`, `--lot-notes` in balance,
/// register and print, with what ledger 3.3 shows for the same journals.
@Suite("--lots")
struct LotViewTests {
    static let journal = """
    2026-01-05 buy
        assets:broker   10 AAPL {$50.00} [2026-01-05] (first)
        assets:cash

    2026-02-05 buy
        assets:broker   5 AAPL {$60.00}
        assets:cash

    2026-03-05 sell
        assets:broker   -4 AAPL {$50.00} [2026-01-05] (first) @ $70.00
        assets:cash   $280.00
        income:gains

    2026-03-06 gift
        assets:gifts   2 AAPL {{$110.00}}
        income:gifts

    """

    static func run(_ args: [String]) -> RunResult {
        Harness.run(args + ["-f", "main.journal"], fileSystem: MemoryFileSystem(["main.journal": journal]))
    }

    @Test("balance --lots keeps each lot apart with its cost, date and note; a total cost is shown per unit")
    func lots() {
        let r = Self.run(["balance", "--lots", "--flat", "-O", "csv", "assets:broker", "assets:gifts"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == """
        account,commodity,amount
        assets:broker,AAPL {$50.00} [2026-01-05] (first),6
        assets:broker,AAPL {$60.00},5
        assets:gifts,AAPL {$55.00},2

        """)
    }

    @Test("the narrower options keep only their part", arguments: [
        ("--lot-prices", ["assets:broker,AAPL {$50.00},6", "assets:broker,AAPL {$60.00},5"]),
        ("--lot-dates", ["assets:broker,AAPL,5", "assets:broker,AAPL [2026-01-05],6"]),
        ("--lot-notes", ["assets:broker,AAPL,5", "assets:broker,AAPL (first),6"]),
    ])
    func parts(_ option: String, _ rows: [String]) {
        let r = Self.run(["balance", option, "--flat", "-O", "csv", "assets:broker"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.split(separator: "\n").dropFirst().map(String.init) == rows)
    }

    /// ledger's baseline opt-lot-notes: each voucher's note keeps it apart
    /// in the running total, which lists the lots held so far.
    @Test("register --lot-notes keeps the lots apart in the running total")
    func registerLotNotes() {
        let journal = """
        2012-01-01 * Opening balance
            Assets:Cash              100.00 GBP
            Equity:Opening Balance

        2012-01-02 * Voucher 1
            Assets:Voucher            10.00 GBP (aaaa)
            Assets:Cash              -10.00 GBP

        2012-01-03 * Voucher 1
            Assets:Voucher            10.00 GBP (bbbb)
            Assets:Cash              -10.00 GBP

        """
        let r = Harness.run(["register", "--lot-notes", "-f", "main.journal", "assets:voucher"],
                            fileSystem: MemoryFileSystem(["main.journal": journal]))
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(lines == ["2012-01-02 Voucher 1 Assets:Voucher 10.00 GBP (aaaa) 10.00 GBP (aaaa)",
                          "2012-01-03 Voucher 1 Assets:Voucher 10.00 GBP (bbbb) 10.00 GBP (aaaa)",
                          "10.00 GBP (bbbb)"])
        let plain = Harness.run(["register", "-O", "csv", "-f", "main.journal", "assets:voucher"],
                                fileSystem: MemoryFileSystem(["main.journal": journal]))
        #expect(!plain.stdout.contains("(aaaa)"))
    }

    @Test("without --lots the lots add up in one commodity")
    func together() {
        let r = Self.run(["balance", "--flat", "-O", "csv", "assets:broker"])
        #expect(r.stdout == "account,commodity,amount\nassets:broker,AAPL,11\n")
    }

    @Test("text output writes the annotation after the amount, unquoted")
    func text() {
        let r = Self.run(["balance", "--lots", "--flat", "--no-total", "assets:broker"])
        #expect(r.stdout.contains("6 AAPL {$50.00} [2026-01-05] (first)"))
        #expect(r.stdout.contains("5 AAPL {$60.00}  assets:broker"))
        #expect(!r.stdout.contains("\""))
    }

    @Test("print --lots writes the annotations")
    func print() {
        let r = Self.run(["print", "--lots", "desc:buy"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("assets:broker  10 AAPL {$50.00} [2026-01-05] (first)\n"))
        #expect(r.stdout.contains("assets:broker  5 AAPL {$60.00}\n"))
        let plain = Self.run(["print", "desc:buy"])
        #expect(!plain.stdout.contains("{"))
    }

    @Test("--lots with a valuation is a usage error")
    func withValuation() {
        let r = Self.run(["balance", "--lots", "-B"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("--lots keeps lots in their commodity"))
    }

    static let ledger = Subprocess.find(["ledger"])
    static let corpus = Corpus2.root + "/accept/"
    static let hasCorpus = Corpus2.isPresent

    @Test("balance --lots shows ledger's lots on corpus2 journals",
          .enabled(if: ledger != nil, "ledger is not installed (apt-get install ledger); the comparison is skipped"),
          .enabled(if: hasCorpus, "../shared/corpus2 is absent (or set TALLY_SHARED); the comparison is skipped"),
          arguments: ["ledger-regress-1196", "ledger-regress-1047", "ledger-baseline-opt-lots-fifo", "hledger-test-journal-lots-dispose-01"])
    func agreesWithLedger(_ name: String) throws {
        let ledger = try #require(Self.ledger)
        let file = Self.corpus + name + ".journal"
        let theirs = Subprocess.run(ledger, ["-f", file, "bal", "--lots", "--flat", "--no-total"])
        #expect(theirs.status == 0)
        let ours = Harness.run(["balance", "--lots", "--flat", "--no-total", "-f", file])
        #expect(ours.status == 0, "\(ours.stderr)")
        #expect(Self.pairs(ours.stdout) == Self.pairs(theirs.output), "\(name)")
    }

    /// Balance text as "account|amount" pairs: an amount on a line of its
    /// own belongs to the next account named; ledger's `$-5` is `-$5`, its
    /// `2019/06/01` is `2019-06-01`.
    static func pairs(_ text: String) -> Set<String> {
        var out = Set<String>()
        var pending: [String] = []
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "  ", omittingEmptySubsequences: true).map { $0.drop { $0 == " " } }.filter { !$0.isEmpty }
            guard let amount = parts.first.map(String.init) else { continue }
            var normal = amount.replacing("/", with: "-")
            if let minus = normal.firstIndex(of: "-"), minus != normal.startIndex, !normal[..<minus].contains(where: \.isNumber) {
                normal.remove(at: minus)
                normal = "-" + normal
            }
            pending.append(normal)
            if parts.count >= 2 {
                for a in pending { out.insert("\(parts[1])|\(a)") }
                pending = []
            }
        }
        return out
    }
}
