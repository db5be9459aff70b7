import Testing
import TallyCLITestSupport
import TallyTestSupport

/// Regular expressions on very long names and statement rows, through the
/// commands that read them: each answers correctly instead of overflowing
/// the stack, as the backtracking matcher did.
@Suite("regex on long text")
struct RegexLongTextTests {
    @Test func aJournalAliasOnATenThousandLetterAccount() {
        let long = String(repeating: "a", count: 10_000)
        let journal = "alias /(a|b)*y/=z\n2026-01-01 t\n    \(long)  1 USD\n    \(long)b  -1 USD\n"
        let r = Harness.run(["check", "-f", "-"], stdin: journal)
        #expect(r.status == 0, "\(r.stderr.prefix(500))")
        #expect(r.stdout.contains("1 transaction, 2 accounts"))
        // With a 'y' at the end the whole name matches and becomes z.
        let y = Harness.run(["balance", "-f", "-", "--flat", "-O", "csv"], stdin: journal.replacing("b  -1", with: "y  -1"))
        #expect(y.status == 0)
        #expect(y.stdout.contains("\nz,USD,-1\n"), "\(y.stdout.suffix(100))")
    }

    @Test func anAliasOptionOnAHundredThousandLetterAccount() {
        let long = String(repeating: "a", count: 100_000)
        let journal = "2026-01-01 t\n    \(long)  1 USD\n    b\n"
        let r = Harness.run(["balance", "-f", "-", "--alias", "/a*y/=z", "-O", "csv"], stdin: journal)
        #expect(r.status == 0, "\(r.stderr.prefix(500))")
        #expect(r.stdout.contains("\n\(long),USD,1\n"), "\(r.stdout.suffix(100))")
        let y = Harness.run(["balance", "-f", "-", "--alias", "/a*y/=z", "-O", "csv"], stdin: journal.replacing("a  1", with: "ay  1"))
        #expect(y.stdout.contains("\nz,USD,1\n"), "\(y.stdout.suffix(100))")
    }

    @Test func anImportRuleOnAThirtyThousandCharacterRow() {
        let rules = "fields date, description, amount\ndate-format %Y-%m-%d\ncurrency EUR\naccount1 assets:bank\n\nif AMAZON.*PRIME\n  account2 expenses:prime\n"
        let row = "AMAZON " + String(repeating: "a", count: 30_000)
        let s = Scratch(["bank.csv": "2026-11-01,\(row),-5.00\n2026-11-02,AMAZON x PRIME,-9.00\n", "bank.csv.rules": rules])
        let r = s.run(["import", s.path("bank.csv"), "--dry-run"])
        #expect(r.status == 0, "\(r.stderr.prefix(500))")
        #expect(r.stdout.contains("expenses:prime"))
        #expect(r.stdout.split(separator: "\n").filter { $0.contains("expenses:prime") }.count == 1, "only the row with PRIME matches")
    }

    @Test func aPatternBeyondTheLimitIsAnErrorAtItsPlace() {
        let r = Harness.run(["check", "-f", "-"], stdin: "alias /x(?:ab{1000}){11}/=z\n2026-01-01 t\n    a  1 USD\n    b\n")
        #expect(r.status == 1)
        #expect(r.stderr.contains(":1:25: error: the regular expression is too large"), "\(r.stderr)")
        #expect(r.stderr.contains("[regex-too-large]"))
        let vi = Harness.run(["balance", "-f", "-", "--alias", "/" + String(repeating: "(", count: 51) + "/=z"],
                             stdin: "2026-01-01 t\n    a  1 USD\n    b\n", environment: ["LANG": "vi_VN.UTF-8"])
        #expect(vi.status != 0)
        #expect(vi.stderr.contains("biểu thức chính quy lồng dấu ngoặc sâu quá 50 tầng [regex-too-large]"), "\(vi.stderr)")
    }
}
