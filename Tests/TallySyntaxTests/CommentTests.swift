import Testing
import TallySyntax
import TallyTestSupport

@Suite struct CommentTests {
    @Test(arguments: [";", "#", "*", "%", "|"])
    func columnZeroCommentLines(start: String) throws {
        let p = parse("\(start) a comment with 2026-99-99 and $1.2.3 in it\n2026-01-01 X\n    a  $1\n    b\n")
        #expect(p.diagnostics.isEmpty)
        #expect(p.transactions.count == 1)
        guard case .trivia(let t) = p.entries.first else { Issue.record("expected trivia first"); return }
        #expect(t.kind == .comment)
    }

    @Test func consecutiveCommentLinesAreOneEntry() {
        let p = parse("; one\n# two\n* three\n% four\n| five\n    ; indented six\n\n2026-01-01 X\n    a  $1\n    b\n")
        #expect(p.diagnostics.isEmpty)
        let kinds: [TriviaSyntax.Kind] = p.entries.compactMap { if case .trivia(let t) = $0 { return t.kind } else { return nil } }
        #expect(kinds == [.comment, .blank])
        #expect(p.transactions.count == 1)
    }

    @Test func commentsInsideTransactions() throws {
        let p = parse("""
            2026-01-01 Lunch  ; header comment
                ; before the first posting
                Expenses:Food  $5  ; on the posting
                ; under the posting
                Assets:Cash

            """)
        #expect(p.diagnostics.isEmpty)
        let t = try #require(p.transactions.first)
        #expect(t.comments.map { p.text($0).trimmingBlanks } == ["header comment", "before the first posting"])
        #expect(t.postings[0].comments.map { p.text($0).trimmingBlanks } == ["on the posting", "under the posting"])
        #expect(t.postings[1].comments.isEmpty)
        #expect(p.text(t.description) == "Lunch")
    }

    @Test(arguments: [
        "comment\n2026-99-99 not a transaction\n    garbage  $$$\nfrobnicate\nend comment\n",
        "test\n2026-99-99 not a transaction\nend test\n",
        "comment\n; anything\nend\n",
        "comment\n\n\n    indented\nend comment\n",
        "comment\nx\nEND comment\n",
    ])
    func commentBlocks(block: String) throws {
        let p = parse("2026-01-01 Before\n    a  $1\n    b\n" + block + "2026-01-02 After\n    a  $1\n    b\n")
        #expect(p.diagnostics.isEmpty)
        #expect(p.transactions.map { p.text($0.description) } == ["Before", "After"])
        let blocks = p.entries.filter { if case .trivia(let t) = $0 { return t.kind == .commentBlock } else { return false } }
        #expect(blocks.count == 1)
        #expect(blocks.first.map { p.text($0.range) } == block)
    }

    /// Inside a transaction only ';' starts a comment line (grammar.md §4).
    @Test func hashInsideATransactionIsAPosting() throws {
        let p = parse("2026-01-01 X\n    # Expenses:Food  $5\n    Assets:Cash\n")
        #expect(p.diagnostics.isEmpty)
        let postings = try #require(p.transactions.first?.postings)
        #expect(postings.map { p.text($0.account) } == ["# Expenses:Food", "Assets:Cash"])
    }

    /// `end` is matched without regard to case, the word after it exactly.
    @Test func endWithAnotherWordDoesNotClose() {
        let p = parse("comment\nx\nend COMMENT\n2026-01-01 Hidden\n    a  $1\n    b\n")
        #expect(p.ids == ["unclosed-comment"])
        #expect(p.transactions.isEmpty)
    }

    @Test func unclosedCommentBlockWarnsAndHidesTheRest() throws {
        let m = MarkedText("2026-01-01 Before\n    a  $1\n    b\n1️⃣comment\n2026-01-02 Hidden\n    a  $1\n    b\n")
        let p = parse(m.text)
        #expect(p.ids == ["unclosed-comment"])
        let d = try #require(p.diagnostics.first)
        #expect(d.severity == .warning)
        #expect(d.location?.range.lowerBound == m["1️⃣"])
        #expect(p.transactions.count == 1)
    }
}

extension String {
    var trimmingBlanks: String {
        var s = Substring(self)
        while s.first == " " || s.first == "\t" { s = s.dropFirst() }
        while s.last == " " || s.last == "\t" { s = s.dropLast() }
        return String(s)
    }
}
