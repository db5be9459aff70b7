import Testing
import TallyCLI
import TallyCLITestSupport
import TallyTestSupport

/// `--depth 0` and `depth:0`: every account summed into one row named
/// `...`, as hledger shows it (hledger/test/balance/depth.test 5 and 6);
/// account words still choose the postings.
@Suite("--depth 0")
struct DepthZeroTests {
    static let journal = """
    2008-01-01 income
        assets:bank:checking  $1
        income:salary

    2008-06-03 eat & shop
        expenses:food      $1
        expenses:supplies  $1
        assets:cash

    """

    static func run(_ args: [String]) -> RunResult {
        Harness.run(args + ["-f", "main.journal"], fileSystem: MemoryFileSystem(["main.journal": journal]))
    }

    @Test("balance, balance in columns and register sum every account into '...'")
    func oneRow() {
        let bal = Self.run(["balance", "--depth", "0", "assets", "--no-total"])
        #expect(bal.status == 0 && bal.stdout == "         -$1  ...\n", "\(bal.stdout)\(bal.stderr)")
        let term = Self.run(["balance", "depth:0", "^expenses", "-O", "csv"])
        #expect(term.stdout == "account,commodity,amount\n...,$,2\n", "\(term.stdout)\(term.stderr)")
        let columns = Self.run(["balance", "-M", "-e", "2008-02", "--depth", "0", "assets", "-O", "csv"])
        #expect(columns.stdout == "account,commodity,2008-01\n...,$,1\n", "\(columns.stdout)\(columns.stderr)")
        let register = Self.run(["register", "--depth", "0", "assets", "-O", "csv"])
        let accounts = register.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false)[4] }
        #expect(accounts == ["...", "..."], "\(register.stdout)\(register.stderr)")
    }

    @Test("breakdown has no row of every category: depth 0 is a usage error there, as a negative depth is everywhere")
    func refused() {
        let breakdown = Self.run(["breakdown", "depth:0"])
        #expect(breakdown.status == 2 && breakdown.stderr.contains("needs a whole number of 1 or more, found '0'"), "\(breakdown.stderr)")
        let negative = Self.run(["balance", "--depth", "-1"])
        #expect(negative.status == 2 && negative.stderr.contains("--depth needs a whole number of 0 or more, found '-1'"), "\(negative.stderr)")
    }
}
