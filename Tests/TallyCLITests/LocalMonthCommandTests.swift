import Testing
import TallyCLITestSupport
import TallyTestSupport

/// Local month names where the commands read periods: `-p`, `-b`, `-e` and
/// `date:` query terms.
@Suite("local month names on the command line")
struct LocalMonthCommandTests {
    static let journal = """
    2026-02-10 Books
        Expenses:Books    10.00 EUR
        Assets:Bank

    2026-03-05 Groceries
        Expenses:Food    20.00 EUR
        Assets:Bank

    2026-04-02 Train
        Expenses:Travel    30.00 EUR
        Assets:Bank

    """

    func run(_ args: [String]) -> RunResult {
        let path = Files.temporaryDirectory() + "/main.journal"
        Files.write(path, Self.journal)
        return Harness.run(["register", "-f", path, "--today", "2026-06-17", "Expenses"] + args)
    }

    @Test("-p, -b/-e and date: take March in every language", arguments: [
        ["-p", "tháng 3"], ["-p", "3월"], ["-p", "三月"], ["-p", "2026年3月"], ["-p", "marzo 2026"], ["-p", "w marcu"],
        ["-p", "marca"], ["-b", "marzec", "-e", "kwiecień"], ["-b", "3월", "-e", "4월"], ["date:3月"], ["date:marzo"],
    ])
    func march(_ args: [String]) {
        let r = run(args)
        #expect(r.status == 0, "\(args): \(r.stderr)")
        #expect(r.stdout.contains("Groceries"), "\(args): \(r.stdout)")
        #expect(!r.stdout.contains("Books") && !r.stdout.contains("Train"), "\(args): \(r.stdout)")
    }

    @Test("an unknown month word is a usage error with a hint")
    func unknown() {
        let r = run(["-p", "marzoo"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("cannot read 'marzoo' as a period; try 2026"), "\(r.stderr)")
    }
}
