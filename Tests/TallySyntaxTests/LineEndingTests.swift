import Testing
import TallySyntax

@Suite struct LineEndingTests {
    static let journals: [String] = [
        richJournal,
        "2026-01-01 No final newline\n    a  $1\n    b",
        "; Error on line two\n2026-13-01 X\n    a  $1\n    b\n",
        "\n\n2026-01-01 X  ; comment\n    a  $1 = $1\n    b\ncomment\nunclosed\n",
    ]

    @Test(arguments: journals.indices)
    func crlfParsesLikeLF(index: Int) {
        let lf = Self.journals[index]
        let crlf = lf.replacingNewlines(with: "\r\n")
        let a = summary(parse(lf)), b = summary(parse(crlf))
        #expect(a == b)
        #expect(!a.isEmpty)
    }

    @Test(arguments: journals.indices)
    func byteOrderMarkParsesLikeNoMark(index: Int) {
        let plain = Array(Self.journals[index].utf8)
        let marked: [UInt8] = [0xEF, 0xBB, 0xBF] + plain
        #expect(summary(parse(bytes: marked)) == summary(parse(bytes: plain)))
    }

    @Test(arguments: journals.indices)
    func byteOrderMarkWithCRLF(index: Int) {
        let plain = Array(Self.journals[index].utf8)
        let both: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(Self.journals[index].replacingNewlines(with: "\r\n").utf8)
        #expect(summary(parse(bytes: both)) == summary(parse(bytes: plain)))
    }

    /// The byte-order mark is not a character of line 1: a diagnostic there
    /// has the same column as without it.
    @Test(arguments: ["2026-13-01 Error on line one\n    a  $1\n    b\n", "frob\n", "budget X  -5 USD monthly\n"])
    func byteOrderMarkDoesNotShiftColumnsOnLineOne(text: String) {
        let plain = parse(text)
        let marked = parse(bytes: [0xEF, 0xBB, 0xBF] + Array(text.utf8))
        #expect(plain.diagnostics.count == 1)
        #expect(marked.diagnostics.map(\.id) == plain.diagnostics.map(\.id))
        #expect(marked.diagnostics.compactMap { marked.position($0)?.column } == plain.diagnostics.compactMap { plain.position($0)?.column })
    }

    /// grammar.md §2: a CR that is not right before an LF is an ordinary byte,
    /// on the first line as on any other.
    @Test(arguments: ["2026-01-01 A\rB\n    a  $1\n    b\n", "; x\n2026-01-01 A\rB\n    a  $1\n    b\n"])
    func loneCarriageReturnIsAnOrdinaryByte(text: String) throws {
        let p = parse(text)
        let t = try #require(p.transactions.first)
        #expect(p.text(t.description) == "A\rB")
        if text.hasPrefix(";") {
            #expect(p.diagnostics.isEmpty)
        } else {
            #expect(p.diagnostics.isEmpty)
        }
    }

    /// A file with CR-only line ends would read as one long line: that must not pass silently.
    @Test func carriageReturnOnlyFileIsAnError() {
        let p = parse("2026-01-01 A\r    Expenses:Food  $1\r    Assets:Cash\r")
        #expect(!p.errors.isEmpty)
    }

    @Test func richJournalParsesAsExpected() {
        let p = parse(richJournal)
        #expect(p.ids == ["invalid-date", "invalid-number"])
        #expect(p.diagnostics.compactMap { p.position($0)?.line } == [31, 35])
        #expect(p.transactions.count == 3)
        #expect(p.directives.count == 9)
    }
}

extension String {
    func replacingNewlines(with terminator: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: terminator)
    }
}
