import Testing
import TallyCLITestSupport
import TallyTestSupport

/// Reports of a journal with ledger's `C` lines (grammar.md §14.17): balance
/// and register show a sum in the largest unit it is at least one of, as
/// ledger does; print and the machine formats show the amounts as kept, in
/// the smallest unit, so that their figures add up to the same totals.
/// Journals from ledger's regressions 512 and 2057 and its time-unit tests.
@Suite struct CommodityConversionReportTests {
    static let bitcoin = LedgerJournals.bitcoin

    static let hours = "C 1.00h = 60m\nC 1.00m = 60s\n\n2024-01-01 Work\n    Billable    1.50h\n    Equity\n2024-01-03 Work\n    Billable    7200s\n    Equity\n"

    @Test("balance shows bits and bitcoins as one sum in BTC (ledger's regression 512)")
    func balanceCombines() {
        let r = Harness.run(["balance", "--flat", "-f", "j.ledger"], fileSystem: MemoryFileSystem(["j.ledger": Self.bitcoin]))
        #expect(r.status == 0)
        #expect(r.stdout.contains("2.0 BTC  Crypto:BTC"), "\(r.stdout)")
        #expect(!r.stdout.contains("bit"), "\(r.stdout)")
        #expect(r.stderr.isEmpty, "\(r.stderr)")
    }

    @Test("a C line to the bare number shows dollars without their symbol (ledger's regression 2057)")
    func bareNumber() {
        let r = Harness.run(["balance", "--flat", "-f", "j.ledger"], fileSystem: MemoryFileSystem(["j.ledger": "C 1 \"\" = 1 $\n\n2021-01-01 Test\n    A               $10\n    B\n"]))
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n").map { String($0.drop(while: { $0 == " " })) }
        #expect(lines.contains("10  A") && lines.contains("-10  B"), "\(r.stdout)")
        #expect(!r.stdout.contains("$"), "\(r.stdout)")
    }

    @Test("register shows each amount and running total in the largest unit")
    func registerUnreduces() {
        let r = Harness.run(["register", "Billable", "-f", "j.ledger"], fileSystem: MemoryFileSystem(["j.ledger": Self.hours]))
        #expect(r.status == 0)
        let rows = r.stdout.split(separator: "\n")
        #expect(rows.count == 2 && rows[0].hasSuffix("1.50 h     1.50 h") && rows[1].hasSuffix("2.00 h     3.50 h"), "\(r.stdout)")
    }

    @Test("balance, register and export give the same totals, in the smallest unit in CSV")
    func machineFormatsAgree() {
        let files = MemoryFileSystem(["j.ledger": Self.hours])
        let balance = Harness.run(["balance", "-O", "csv", "-f", "j.ledger"], fileSystem: files)
        #expect(balance.stdout.contains("Billable,s,12600"), "\(balance.stdout)")
        let register = Harness.run(["register", "Billable", "-O", "csv", "-f", "j.ledger"], fileSystem: files)
        #expect(register.stdout.hasSuffix(",s,7200,12600\n"), "\(register.stdout)")
        let export = Harness.run(["export", "-f", "j.ledger"], fileSystem: files)
        #expect(export.stdout.contains("Billable,,,5400,s,") && export.stdout.contains("Billable,,,7200,s,"), "\(export.stdout)")
        // print writes the amounts as kept, as ledger's print does.
        let print = Harness.run(["print", "-f", "j.ledger"], fileSystem: files)
        #expect(print.stdout.contains("5400 s") && !print.stdout.contains("1.50 h"), "\(print.stdout)")
    }

    @Test("a journal without C lines shows hours and seconds apart, as hledger")
    func withoutCLines() {
        let r = Harness.run(["balance", "--flat", "-f", "j.ledger"], fileSystem: MemoryFileSystem(["j.ledger": "2024-01-01 Work\n    Billable    1.50h\n    Billable    7200s\n    Equity\n"]))
        #expect(r.stdout.contains("1.50 h") && r.stdout.contains("7200 s"), "\(r.stdout)")
    }

    @Test("a C line that makes a loop is an error with its line, a caret and a hint, in the user's language")
    func loopError() {
        let files = MemoryFileSystem(["j.ledger": "C 1 box = 10 egg\nC 1 egg = 10 box\n"])
        let r = Harness.run(["balance", "-f", "j.ledger"], fileSystem: files)
        #expect(r.status != 0)
        #expect(r.stderr.contains("j.ledger:2:1") && r.stderr.contains("^") && r.stderr.contains("hint:") && r.stderr.contains("[invalid-directive]"), "\(r.stderr)")
        let polish = Harness.run(["balance", "-f", "j.ledger", "--lang", "pl"], fileSystem: files)
        #expect(polish.stderr.contains("pętlę"), "\(polish.stderr)")
    }

    /// A sum moves up to a larger unit only where it keeps every digit it
    /// shows in its own: 2500.25 USD is not 2.50 kUSD.
    @Test("no report hides cents by showing a sum in a larger unit")
    func noCentsHidden() {
        let journal = "C 1.00 kUSD = 1000.00 USD\n2024-01-01 x\n    a  2500.25 USD\n    b\n2024-01-02 y\n    c  3000.00 USD\n    b\n"
        let r = Harness.run(["balance", "--flat", "-f", "j.ledger"], fileSystem: MemoryFileSystem(["j.ledger": journal]))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("2500.25 USD  a") && r.stdout.contains("3.00 kUSD  c") && r.stdout.contains("-5500.25 USD  b"), "\(r.stdout)")
    }
}
