import Testing
import TallyCLITestSupport
import TallyTestSupport

/// `tally delete` on a generated journal of 20,000 transactions: the plan
/// lists every match once, in date order then file order, each at its own
/// line, and the rewrite removes exactly the matches. The expected text is
/// built from the same generator, not recorded.
@Suite("delete with many matches")
struct DeleteManyTests {
    static let count = 20_000

    /// Transaction `i`: its date (not in file order, so the plan's order is
    /// tested), and `expenses:b` on every hundredth one.
    struct Entry {
        let i: Int
        var month: Int { 1 + (i * 7) % 12 }
        var day: Int { 1 + (i * 13) % 28 }
        var account: String { i % 100 == 0 ? "expenses:b" : "expenses:a" }
        var text: String {
            func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
            return "2026-\(two(month))-\(two(day)) x\(i)\n    \(account)  $1\n    assets:b\n"
        }
        /// Each entry is three lines and a blank one.
        var line: Int { 4 * i + 1 }
    }

    static let entries = (0..<count).map(Entry.init)
    static let journal = entries.map(\.text).joined(separator: "\n")

    func file() -> String {
        let path = Files.temporaryDirectory() + "/many.ledger"
        Files.write(path, Self.journal)
        return path
    }

    /// What `delete -n` prints for these entries.
    func plan(_ picked: [Entry], path: String) -> String {
        let ordered = picked.sorted { ($0.month, $0.day, $0.i) < ($1.month, $1.day, $1.i) }
        let listing = ordered.map { "\(path):\($0.line)\n\($0.text)" }.joined(separator: "\n")
        let noun = picked.count == 1 ? "transaction" : "transactions"
        return listing + "\nWould delete \(picked.count) \(noun) (nothing written: --dry-run).\n"
    }

    @Test("delete -n of all 20,000 matches lists each once, in date order, at its line")
    func allMatch() {
        let path = file()
        let r = Harness.run(["delete", "-n", "-f", path, "expenses"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == plan(Self.entries, path: path))
        #expect(Files.read(path) == Self.journal)
    }

    @Test("delete -n of one match in 20,000 lists that one")
    func oneMatch() {
        let path = file()
        let r = Harness.run(["delete", "-n", "-f", path, "desc:x12345"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == plan([Self.entries[12345]], path: path))
        #expect(r.stdout.hasPrefix("\(path):49381\n2026-"))
    }

    @Test("delete --yes of every hundredth of 20,000 leaves exactly the others")
    func everyHundredth() {
        let path = file()
        let picked = Self.entries.filter { $0.i % 100 == 0 }
        let r = Harness.run(["delete", "--yes", "-f", path, "expenses:b"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix(String(plan(picked, path: path).split(separator: "\nWould", maxSplits: 1)[0])))
        #expect(r.stdout.hasSuffix("\nDeleted 200 transactions from \(path).\n"))
        #expect(Files.read(path) == Self.entries.filter { $0.i % 100 != 0 }.map(\.text).joined(separator: "\n"))
    }
}
