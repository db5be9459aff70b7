import Testing
@testable import TallyCLI
import TallyCLITestSupport
import TallyTestSupport

/// `tally print --plain` writes journals that hledger reads to Tally's
/// balances. The hledger comparison is skipped, with the reason, when
/// hledger is not installed (.ci/run installs it).
@Suite("print --plain")
struct PlainPrintTests {
    static let hledger = Subprocess.find(["hledger"])
    static let examples = Files.list(Harness.repositoryRoot + "/examples").filter { $0.hasSuffix(".ledger") }.sorted()
        .map { Harness.repositoryRoot + "/examples/" + $0 }

    @Test("commodities are declared with their decimal mark, amounts have no digit groups, Tally's directives are left out")
    func plainText() {
        let r = Harness.run(["print", "--plain", "-f", Harness.repositoryRoot + "/examples/traveller.ledger"])
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("commodity 1000,00 EUR"))
        #expect(lines.contains("commodity 1000.00 USD"))
        #expect(lines.contains("commodity 1000. JPY"), "hledger needs a decimal mark in a commodity directive")
        #expect(lines.contains("account Expenses:Travel:Flights  ; type: Expense"), "a category becomes an account with its type")
        #expect(lines.contains("P 2026-06-08 JPY 0,00585 EUR"))
        #expect(lines.contains { $0.hasPrefix("    Assets:Cash:JPY") && $0.hasSuffix(" 40000 JPY @ 0,00585 EUR") })
        #expect(!lines.contains { $0.hasPrefix("category ") || $0.hasPrefix("budget ") || $0.hasPrefix("recurring ") || $0.hasPrefix("goal ") })
        #expect(lines.first == "; Plain journal written by tally print --plain; left out: 1 budget.")

        let student = Harness.run(["print", "--plain", "-f", Harness.repositoryRoot + "/examples/student.ledger"])
        #expect(student.stdout.contains("commodity 1000, VND\n"), "not 1.000.000 VND, which hledger refuses")
        #expect(student.stdout.contains(" = 68000 VND\n"), "an assertion's 68.000 VND under a decimal comma is 68000, written without groups")
        #expect(!student.stdout.contains("8.600.000"), "ledger refuses repeated group marks under a decimal comma")
    }

    @Test("export -O journal writes what print --plain writes")
    func exportJournal() {
        let file = Harness.repositoryRoot + "/examples/household.ledger"
        let printed = Harness.run(["print", "--plain", "-f", file])
        let exported = Harness.run(["export", "-O", "journal", "-f", file])
        #expect(exported.status == 0)
        #expect(!printed.stdout.isEmpty)
        #expect(exported.stdout == printed.stdout)
    }

    @Test("hledger reads every example's plain print to Tally's balances",
          .enabled(if: hledger != nil, "hledger is not installed (apt-get install hledger); the comparison is skipped"))
    func hledgerAgrees() throws {
        let hledger = try #require(Self.hledger)
        #expect(Self.examples.count >= 3)
        let s = Scratch()
        for example in Self.examples {
            let printed = Harness.run(["print", "--plain", "-f", example])
            #expect(printed.status == 0, "\(example): \(printed.stderr)")
            s.write("plain.journal", printed.stdout)
            let theirs = Subprocess.run(hledger, ["-f", s.path("plain.journal"), "bal", "--flat", "--no-total", "-O", "csv"])
            #expect(theirs.status == 0, "hledger refused the plain print of \(example)")
            let ours = Harness.run(["balance", "--flat", "-O", "csv", "-f", example])
            #expect(ours.status == 0)
            let expected = Self.tallyBalances(ours.stdout)
            #expect(!expected.isEmpty)
            #expect(Self.hledgerBalances(theirs.output) == expected, "\(example)")
        }
    }

    /// `account,commodity,amount` rows as "account|commodity|number", zero rows dropped.
    static func tallyBalances(_ csv: String) -> Set<String> {
        var out = Set<String>()
        for line in csv.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3 else { out.insert("unreadable: \(line)"); continue }
            let number = normalized(fields[2])
            if number != "0" { out.insert("\(fields[0])|\(fields[1])|\(number)") }
        }
        return out
    }

    /// hledger's `"account","$1.00, -2,50 EUR"` rows in the same form.
    static func hledgerBalances(_ csv: String) -> Set<String> {
        var out = Set<String>()
        for line in csv.split(separator: "\n").dropFirst() {
            let fields = String(line.dropFirst().dropLast()).components(separatedBy: "\",\"")
            guard fields.count == 2 else { out.insert("unreadable: \(line)"); continue }
            for part in fields[1].components(separatedBy: ", ") where part != "0" {
                let numberBytes = part.filter { "-0123456789.,".contains($0) }
                let commodity = part.filter { !"-0123456789.,".contains($0) }.trimmingSpaces.replacingQuotes
                let number = normalized(numberBytes.replacing(",", with: "."))
                if number != "0" { out.insert("\(fields[0])|\(commodity)|\(number)") }
            }
        }
        return out
    }

    /// `-12.50` → `-12.5`, `3.00` → `3`.
    static func normalized(_ number: String) -> String {
        guard number.contains(".") else { return number }
        var s = number
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s == "-0" ? "0" : s
    }
}

private extension String {
    var trimmingSpaces: String { String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
    var replacingQuotes: String { filter { $0 != "\"" } }

    func components(separatedBy separator: String) -> [String] {
        split(separator: separator, omittingEmptySubsequences: false).map(String.init)
    }
}
