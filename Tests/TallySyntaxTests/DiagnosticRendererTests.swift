import Testing
import TallySyntax
import TallyTestSupport

@Suite struct DiagnosticRendererTests {
    /// Renders one diagnostic located between markers 1️⃣ and 2️⃣ (or at 1️⃣ alone).
    func render(_ marked: String, path: String = "ledger.journal", color: Bool = false,
                _ make: (TallySyntax.SourceLocation) -> Diagnostic) -> String {
        let m = MarkedText(marked)
        let file = SourceFile(id: FileID(0), path: path, bytes: m.bytes)
        let start = m["1️⃣"]
        let end = m.offsets["2️⃣"] ?? start
        var renderer = DiagnosticRenderer(files: [file], useColor: color)
        return renderer.render(make(TallySyntax.SourceLocation(file: file.id, range: TextRange(start, end))))
    }

    @Test func errorWithLabelAndHint() {
        let text = render("2026-11-03 * Coffee\n    Expenses:Food  $5\n    Assets:Cash  1️⃣$-42️⃣\n") {
            .error("unbalanced-transaction", "transaction does not balance", at: $0, label: "off by $1", hint: "fix an amount")
        }
        #expect(text == """
            ledger.journal:3:18: error: transaction does not balance [unbalanced-transaction]
             3 |     Assets:Cash  $-4
               |                  ^^^ off by $1
              hint: fix an amount

            """)
    }

    @Test func caretIsAlignedAfterWideText() {
        // 支出:餐饮 is 5 scalars (column 12 for the amount) but 9 terminal columns.
        let text = render("2026-11-03 餐饮\n    支出:餐饮  1️⃣¥268.502️⃣\n    资产:现金\n", path: "cjk.journal") {
            .warning("some-check", "check this", at: $0)
        }
        #expect(text == """
            cjk.journal:2:12: warning: check this [some-check]
             2 |     支出:餐饮  ¥268.50
               |                ^^^^^^^

            """)
    }

    @Test func caretUnderWideTextIsAsWideAsIt() {
        let text = render("2026-11-03 Food\n    支出:1️⃣餐饮2️⃣  ¥268.50\n") {
            .error("unknown-account", "unknown account", at: $0)
        }
        #expect(text == """
            ledger.journal:2:8: error: unknown account [unknown-account]
             2 |     支出:餐饮  ¥268.50
               |          ^^^^

            """)
    }

    @Test func caretAfterCombiningMarks() {
        // "Ăn uống" decomposed: 10 scalars, 7 columns. The column counts scalars, the caret columns.
        let text = render("A\u{0306}n uo\u{0302}\u{0301}ng  1️⃣x2️⃣\n") {
            .error("e", "m", at: $0)
        }
        #expect(text == "ledger.journal:1:13: error: m [e]\n 1 | A\u{0306}n uo\u{0302}\u{0301}ng  x\n   |          ^\n")
    }

    @Test func gutterWidensForLongLineNumbers() {
        let lines = (1...11).map { "; line \($0)\n" }.joined()
        let text = render(lines + "1️⃣frob2️⃣\n") {
            .error("unknown-directive", "unknown directive 'frob'", at: $0)
        }
        #expect(text == """
            ledger.journal:12:1: error: unknown directive 'frob' [unknown-directive]
             12 | frob
                | ^^^^

            """)
    }

    @Test func tabsShowAsOneSpace() {
        let text = render("2026-11-03 X\n\tExpenses:Food\t1️⃣$1.2.32️⃣\n") {
            .error("invalid-number", "malformed number", at: $0)
        }
        #expect(text == """
            ledger.journal:2:16: error: malformed number [invalid-number]
             2 |  Expenses:Food $1.2.3
               |                ^^^^^^

            """)
    }

    @Test func emptyRangeGetsOneCaret() {
        let text = render("2026-11-03 X\n    Expenses:Food  $1️⃣\n") {
            .error("invalid-amount", "expected a number", at: $0)
        }
        #expect(text == """
            ledger.journal:2:21: error: expected a number [invalid-amount]
             2 |     Expenses:Food  $
               |                     ^

            """)
    }

    @Test func spanPastTheLineIsCutAtTheLineEnd() {
        let text = render("1️⃣comment\nstill a comment\n2️⃣") {
            .warning("unclosed-comment", "'comment' block is not closed", at: $0)
        }
        #expect(text == """
            ledger.journal:1:1: warning: 'comment' block is not closed [unclosed-comment]
             1 | comment
               | ^^^^^^^

            """)
    }

    @Test func carriageReturnIsNotShown() {
        let text = render("2026-11-03 X\r\n    Expenses:Food  1️⃣$1.2.32️⃣\r\n") {
            .error("invalid-number", "malformed number", at: $0)
        }
        #expect(text == """
            ledger.journal:2:20: error: malformed number [invalid-number]
             2 |     Expenses:Food  $1.2.3
               |                    ^^^^^^

            """)
    }

    @Test func notesBeforeTheHint() {
        let m = MarkedText("2026-11-03 X\n    1️⃣Expenses:Food\n    2️⃣Assets:Cash\n")
        let file = SourceFile(id: FileID(0), path: "ledger.journal", bytes: m.bytes)
        let first = TallySyntax.SourceLocation(file: file.id, range: TextRange(m["1️⃣"], m["1️⃣"] + 13))
        let second = TallySyntax.SourceLocation(file: file.id, range: TextRange(m["2️⃣"], m["2️⃣"] + 11))
        var renderer = DiagnosticRenderer(files: [file])
        let text = renderer.render(Diagnostic(.error, "multiple-elided-amounts", "more than one posting without an amount", at: second,
                                              label: "this one", hint: "give every posting but one an amount",
                                              notes: [.init("the first posting without an amount", at: first), .init("a note without a place")]))
        #expect(text == """
            ledger.journal:3:5: error: more than one posting without an amount [multiple-elided-amounts]
             3 |     Assets:Cash
               |     ^^^^^^^^^^^ this one
              note: the first posting without an amount (ledger.journal:2:5)
              note: a note without a place
              hint: give every posting but one an amount

            """)
    }

    @Test func diagnosticWithoutLocation() {
        var renderer = DiagnosticRenderer(files: [])
        let text = renderer.render(.error("file-not-found", "cannot read 'x.journal': No such file or directory", at: nil, hint: "check the path"))
        #expect(text == "tally: error: cannot read 'x.journal': No such file or directory [file-not-found]\n  hint: check the path\n")
    }

    @Test func locationInTheRightFile() {
        let a = SourceFile(id: FileID(0), path: "main.journal", bytes: Array("include b.journal\n".utf8))
        let b = SourceFile(id: FileID(1), path: "b.journal", bytes: Array("; one\nfrob\n".utf8))
        var renderer = DiagnosticRenderer(files: [a, b])
        let text = renderer.render(.error("unknown-directive", "unknown directive 'frob'", at: TallySyntax.SourceLocation(file: FileID(1), range: TextRange(6, 10))))
        #expect(text == "b.journal:2:1: error: unknown directive 'frob' [unknown-directive]\n 2 | frob\n   | ^^^^\n")
    }

    @Test func colorWrapsSeverityMessageCaretsAndHint() {
        let text = render("1️⃣frob2️⃣\n", color: true) { .error("unknown-directive", "bad", at: $0, hint: "h") }
        let esc = "\u{1B}"
        #expect(text == "ledger.journal:1:1: \(esc)[1;31merror\(esc)[0m: \(esc)[1mbad\(esc)[0m [unknown-directive]\n"
            + " 1 | frob\n   | \(esc)[1;32m^^^^\(esc)[0m\n  \(esc)[1;36mhint\(esc)[0m: h\n")
    }

    @Test func veryLongLinesAreCutAroundTheCaret() throws {
        let prefix = String(repeating: "x", count: 300)
        let text = render("\(prefix)  1️⃣$1.2.32️⃣\n") { .error("invalid-number", "m", at: $0) }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "ledger.journal:1:303: error: m [invalid-number]")
        let excerpt = try #require(lines.dropFirst().first)
        let caret = try #require(lines.dropFirst(2).first)
        #expect(excerpt.utf8.count < 220)
        #expect(excerpt.hasSuffix("x  $1.2.3"))
        // The carets sit under the '$' of the shown text.
        let shown = excerpt.dropFirst(" 1 | ".count)
        let pad = caret.dropFirst("   | ".count).prefix { $0 == " " }.count
        #expect(Array(shown)[pad] == "$")
        #expect(caret.hasSuffix("^^^^^^"))
    }

    @Test func renderedParseErrorPointsAtTheNumber() throws {
        let source = "2026-11-03 Coffee\n    Expenses:Food  $1.2.3\n    Assets:Cash\n"
        let file = SourceFile(id: FileID(0), path: "test.journal", bytes: Array(source.utf8))
        let result = Parser.parse(file)
        let d = try #require(result.diagnostics.first)
        var renderer = DiagnosticRenderer(files: [file])
        let lines = renderer.render(d).split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("test.journal:2:21: error: "))
        #expect(lines[0].hasSuffix(" [invalid-number]"))
        #expect(lines[1] == " 2 |     Expenses:Food  $1.2.3")
        #expect(lines[2] == "   |                     ^^^^^")
        // Every excerpt line starts with a space or a digit; hints are indented.
        #expect(lines.dropFirst().allSatisfy { $0.first == " " })
    }
}
