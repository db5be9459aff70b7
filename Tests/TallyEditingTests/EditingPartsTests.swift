import Testing
@testable import TallyEditing
import TallyEngine
import TallySystem
import TallyTestSupport

/// The pieces the writing commands share: the line diff, name matching,
/// the journal comparison.
@Suite("editing parts")
struct EditingPartsTests {
    static func diff(_ a: String, _ b: String) -> String {
        String(decoding: LineDiff.unified(Array(a.utf8), Array(b.utf8), oldName: "old", newName: "new"), as: UTF8.self)
    }

    /// Expected outputs are GNU `diff -u` on the same texts.
    @Test("unified diffs match diff -u")
    func unifiedDiff() {
        #expect(Self.diff("a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk\nl\n", "a\nB\nc\nd\ne\nf\ng\nh\ni\nj\nl\nm\n") == """
        --- old
        +++ new
        @@ -1,5 +1,5 @@
         a
        -b
        +B
         c
         d
         e
        @@ -8,5 +8,5 @@
         h
         i
         j
        -k
         l
        +m

        """)
        #expect(Self.diff("x\n", "") == "--- old\n+++ new\n@@ -1 +0,0 @@\n-x\n")
        #expect(Self.diff("", "y\nz\n") == "--- old\n+++ new\n@@ -0,0 +1,2 @@\n+y\n+z\n")
        #expect(Self.diff("same\n", "same\n") == "")
        // CRLF and LF lines compare equal: line endings are not shown.
        #expect(Self.diff("a\r\nb\r\n", "a\nb\n") == "")
    }

    @Test("large texts diff in linear time and stay correct")
    func largeDiff() {
        let old = (0..<20_000).map { "line \($0)\n" }.joined()
        var newLines = (0..<20_000).map { "line \($0)\n" }
        newLines[100] = "changed\n"
        newLines.insert("inserted\n", at: 15_000)
        let d = Self.diff(old, newLines.joined())
        #expect(d.contains("@@ -98,7 +98,7 @@\n line 97\n line 98\n line 99\n-line 100\n+changed\n line 101\n"))
        #expect(d.contains("@@ -14998,6 +14998,7 @@\n line 14997\n line 14998\n line 14999\n+inserted\n line 15000\n"))
    }

    static let names = ["Expenses:Food:Groceries", "Expenses:Food:Dining", "Expenses:Rent", "Chi tiêu:Ăn uống", "Assets:Bank:Checking",
                        "Assets:Bank:Savings", "Liabilities:Credit Card"].map { NameMatcher.Candidate(name: $0) }

    @Test("names are found by full name, last part, start, any part, or a close spelling", arguments: [
        ("expenses:rent", NameMatcher.Match.unique("Expenses:Rent")),
        ("groceries", .unique("Expenses:Food:Groceries")),
        ("groc", .unique("Expenses:Food:Groceries")),
        ("ex:fo:di", .unique("Expenses:Food:Dining")),
        ("food", .ambiguous(["Expenses:Food:Dining", "Expenses:Food:Groceries"])),
        ("bank", .ambiguous(["Assets:Bank:Checking", "Assets:Bank:Savings"])),
        ("credit", .unique("Liabilities:Credit Card")),
        ("an uong", .unique("Chi tiêu:Ăn uống")),
        ("ĂN UỐNG", .unique("Chi tiêu:Ăn uống")),
        ("grocreies", .unique("Expenses:Food:Groceries")),
        ("zzz", .none),
        ("", .none),
    ])
    func matching(_ word: String, _ expected: NameMatcher.Match) {
        #expect(NameMatcher(Self.names).match(word) == expected)
    }

    @Test("a category's display name finds it")
    func aliases() {
        let m = NameMatcher([NameMatcher.Candidate(name: "Expenses:Food:Dining", aliases: ["Eating out"]),
                             NameMatcher.Candidate(name: "Expenses:Fun")])
        #expect(m.match("eating out") == .unique("Expenses:Food:Dining"))
        #expect(m.match("eating") == .unique("Expenses:Food:Dining"))
    }

    @Test("the comparison finds a changed amount, a changed comment and a lost transaction")
    func comparison() {
        func load(_ text: String) -> Journal {
            JournalLoader(fileSystem: MemoryFileSystem(["j": text]), today: Harness.fixedToday).load([.path("j")]).journal
        }
        let base = "2026-01-01 A  ; note\n    X:Y   $1.00\n    Z\n\n2026-01-02 B\n    X:Y   $2\n    Z\n"
        let same = "2026-01-01 A ;note\n  X:Y  $1\n  Z\n2026-01-02 B\n  X:Y  $2.00\n  Z\n"
        #expect(JournalComparison(old: load(base), new: load(same)).firstDifference(old: { _ in true }, new: { _ in true }) == nil)
        let amount = base.replacing("$2", with: "$3")
        #expect(JournalComparison(old: load(base), new: load(amount)).firstDifference(old: { _ in true }, new: { _ in true })?.english
                == "the transaction '2026-01-02 B' would read as '2026-01-02 B' with other postings or comments")
        let comment = base.replacing("note", with: "nota")
        #expect(JournalComparison(old: load(base), new: load(comment)).firstDifference(old: { _ in true }, new: { _ in true }) != nil)
        let lost = "2026-01-01 A  ; note\n    X:Y   $1.00\n    Z\n"
        #expect(JournalComparison(old: load(base), new: load(lost)).firstDifference(old: { _ in true }, new: { _ in true })?.english
                == "the transaction '2026-01-02 B' would be lost")
    }
}
