import Testing
import TallyCLI
import TallyCLITestSupport
import TallyTestSupport

/// `--pivot` on hledger's fields (code, description, payee, note, status),
/// and account queries that match the account a posting had before the
/// pivot as well as its new one: hledger's own cases (hledger/test/pivot.test).
@Suite("--pivot on hledger's fields, queried by either name")
struct PivotFieldTests {
    static func run(_ journal: String, _ args: [String]) -> RunResult {
        Harness.run(args + ["-f", "main.journal"], fileSystem: MemoryFileSystem(["main.journal": journal]))
    }

    static let donation = """
    2016/02/16 (Freifunk) Donation Freifunk | monthly
        assets:bank account      2 EUR
        income:donations        -2 EUR

    2016/02/17 * Auchan
        assets:bank account
        expense:grocery         20 EUR

    """

    @Test("code, description, payee, note and status stand for themselves")
    func fields() {
        let code = Self.run(Self.donation, ["balance", "--pivot", "code", "--flat", "-O", "csv", "^income", "^expense"])
        #expect(code.stdout == "account,commodity,amount\n(none),EUR,20\nFreifunk,EUR,-2\n", "\(code.stdout)\(code.stderr)")
        let payee = Self.run(Self.donation, ["balance", "--pivot", "payee", "--flat", "-O", "csv", "^expense", "^income"])
        #expect(payee.stdout == "account,commodity,amount\nAuchan,EUR,20\nDonation Freifunk,EUR,-2\n", "\(payee.stdout)\(payee.stderr)")
        let note = Self.run(Self.donation, ["balance", "--pivot", "note", "--flat", "-O", "csv", "^income"])
        #expect(note.stdout == "account,commodity,amount\nmonthly,EUR,-2\n", "\(note.stdout)\(note.stderr)")
        let description = Self.run(Self.donation, ["balance", "--pivot", "desc", "--flat", "-O", "csv", "^income"])
        #expect(description.stdout == "account,commodity,amount\nDonation Freifunk | monthly,EUR,-2\n", "\(description.stdout)\(description.stderr)")
        let status = Self.run(Self.donation, ["balance", "--pivot", "status", "--flat", "-O", "csv", "^expense"])
        #expect(status.stdout == "account,commodity,amount\n*,EUR,20\n", "\(status.stdout)\(status.stderr)")
    }

    /// pivot.test 5 and 8: `not:liabilities` and `^income` name accounts
    /// the pivot replaced.
    @Test("an account query matches the account a posting had before the pivot")
    func originalNames() {
        let prepay = """
        2017/1/1 prepay
            assets           $1500  ; expenses:a
            assets            $100  ; expenses:b
            assets              $5  ; expenses:c
            liabilities     $-1605

        """
        let r = Self.run(prepay, ["register", "--pivot", "expenses", "not:liabilities", "-O", "csv"])
        #expect(r.status == 0, "\(r.stderr)")
        let accounts = r.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false)[4] }
        #expect(accounts == ["a", "b", "c"], "\(r.stdout)")
        let income = Self.run(Self.donation, ["register", "--pivot", "code", "^income", "-O", "csv"])
        #expect(income.stdout.split(separator: "\n").count == 2 && income.stdout.contains(",Freifunk,"), "\(income.stdout)\(income.stderr)")
        let text = Self.run(Self.donation, ["balance", "--pivot", "code", "--flat", "-O", "csv", "acct:income"])
        #expect(text.stdout == "account,commodity,amount\nFreifunk,EUR,-2\n", "\(text.stdout)")
    }
}
