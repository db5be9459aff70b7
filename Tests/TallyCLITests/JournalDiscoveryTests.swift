import Testing
import TallyCLITestSupport
import TallyTestSupport

/// Without -f, the journal is found as the README says: TALLY_FILE,
/// LEDGER_FILE, tally.ledger here or in the nearest folder above, then
/// ~/.hledger.journal; and the error lists every place looked at.
@Suite("finding the journal")
struct JournalDiscoveryTests {
    static let journal = "2026-01-05 Lunch\n    Expenses:Food  $12\n    Assets:Cash\n"
    static let other = "2026-01-05 Rent\n    Expenses:Rent  $700\n    Assets:Bank\n"

    @Test("tally.ledger in the working folder")
    func here() {
        let fs = MemoryFileSystem(["/home/an/money/tally.ledger": Self.journal])
        let r = Harness.run(["balance", "--flat"], fileSystem: fs, currentDirectory: "/home/an/money")
        #expect(r.status == 0)
        #expect(r.stdout.contains("Expenses:Food"))
    }

    @Test("tally.ledger in the nearest folder above, not a farther one")
    func above() {
        let fs = MemoryFileSystem(["/home/an/money/tally.ledger": Self.journal, "/home/tally.ledger": Self.other])
        let r = Harness.run(["balance", "--flat"], fileSystem: fs, currentDirectory: "/home/an/money/2026/receipts")
        #expect(r.status == 0)
        #expect(r.stdout.contains("Expenses:Food"))
        #expect(!r.stdout.contains("Expenses:Rent"))
    }

    @Test("TALLY_FILE comes before LEDGER_FILE, and both before the folder")
    func environmentFirst() {
        let fs = MemoryFileSystem(["/a.ledger": Self.journal, "/b.ledger": Self.other, "/w/tally.ledger": Self.other])
        let both = Harness.run(["balance", "--flat"], environment: ["TALLY_FILE": "/a.ledger", "LEDGER_FILE": "/b.ledger"],
                               fileSystem: fs, currentDirectory: "/w")
        #expect(both.stdout.contains("Expenses:Food"))
        let ledgerOnly = Harness.run(["balance", "--flat"], environment: ["LEDGER_FILE": "/b.ledger"], fileSystem: fs, currentDirectory: "/w")
        #expect(ledgerOnly.stdout.contains("Expenses:Rent"))
    }

    @Test("hledger's ~/.hledger.journal last")
    func home() {
        let fs = MemoryFileSystem(["/home/an/.hledger.journal": Self.other])
        let r = Harness.run(["balance", "--flat"], environment: ["HOME": "/home/an"], fileSystem: fs, currentDirectory: "/tmp/x")
        #expect(r.status == 0)
        #expect(r.stdout.contains("Expenses:Rent"))
    }

    @Test("nothing found: a usage error listing every place looked at")
    func notFound() {
        let r = Harness.run(["balance"], environment: ["HOME": "/home/an"], fileSystem: MemoryFileSystem(), currentDirectory: "/w/x")
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        for place in ["$TALLY_FILE (not set)", "$LEDGER_FILE (not set)", "/w/x/tally.ledger", "/w/tally.ledger", "/tally.ledger",
                      "/home/an/.hledger.journal"] {
            #expect(r.stderr.contains("\n    " + place + "\n"), "\(place) is not listed")
        }
        #expect(r.stderr.contains("tally init"))
    }
}
