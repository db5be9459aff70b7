import Testing
import TallyCLITestSupport
import TallyTestSupport

/// Where the journal comes from: `-f` (repeatable, `-` for standard input),
/// else TALLY_FILE, else LEDGER_FILE, else a message saying how.
@Suite("journal source")
struct JournalSourceTests {
    static func writeJournals() -> (String, String) {
        let dir = Files.temporaryDirectory()
        Files.write(dir + "/a.ledger", "2026-01-01 A\n    Expenses:A  $1\n    Assets:Cash\n")
        Files.write(dir + "/b.ledger", "2026-01-02 B\n    Expenses:B  $2\n    Assets:Cash\n")
        return (dir + "/a.ledger", dir + "/b.ledger")
    }

    @Test func tallyFileIsUsedWithoutDashF() {
        let (a, b) = Self.writeJournals()
        let r = Harness.run(["bal", "--flat", "-O", "csv"], environment: ["TALLY_FILE": a, "LEDGER_FILE": b])
        #expect(r.status == 0)
        #expect(r.stdout.contains("Expenses:A,$,1"))
        #expect(!r.stdout.contains("Expenses:B"))
    }

    @Test func ledgerFileIsTheFallback() {
        let (_, b) = Self.writeJournals()
        let r = Harness.run(["bal", "--flat", "-O", "csv"], environment: ["LEDGER_FILE": b])
        #expect(r.stdout.contains("Expenses:B,$,2"))
    }

    @Test func dashFWinsAndRepeats() {
        let (a, b) = Self.writeJournals()
        let r = Harness.run(["bal", "--flat", "-O", "csv", "-f", a, "-f", b], environment: ["TALLY_FILE": "/nonexistent"])
        #expect(r.status == 0)
        #expect(r.stdout == "account,commodity,amount\nAssets:Cash,$,-3\nExpenses:A,$,1\nExpenses:B,$,2\n")
    }

    @Test func standardInputMixesWithFiles() {
        let (a, _) = Self.writeJournals()
        let r = Harness.run(["bal", "--flat", "-O", "csv", "-f", a, "-f", "-"], stdin: "2026-01-03 C\n    Expenses:C  $4\n    Assets:Cash\n")
        #expect(r.stdout.contains("Expenses:C,$,4"))
        #expect(r.stdout.contains("Assets:Cash,$,-5"))
    }

    @Test func aMissingFileIsAnErrorNamingIt() {
        let r = Harness.run(["check", "-f", "/nonexistent/x.ledger"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("cannot read '/nonexistent/x.ledger'"))
        #expect(r.stderr.contains("[file-not-found]"))
    }

    @Test func noJournalSaysHowToGiveOne() {
        let r = Harness.run(["bal"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("TALLY_FILE"))
        #expect(r.stderr.contains("-f FILE"))
    }

    @Test func errorsInsideIncludedFilesNameThatFile() {
        let (a, _) = Self.writeJournals()
        let dir = String(a.dropLast("/a.ledger".count))
        Files.write(dir + "/main.ledger", "include sub/bad.ledger\n")
        Files.write(dir + "/sub/bad.ledger", "")
        // sub/ does not exist yet: the include itself is the error, at its line.
        let r1 = Harness.run(["check", "-f", dir + "/main.ledger"])
        #expect(r1.stderr.hasPrefix(dir + "/main.ledger:1:9: error: "))
    }
}
