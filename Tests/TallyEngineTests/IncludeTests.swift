import Testing
import TallyEngine
import TallySyntax
import TallyTestSupport
import TallyValues

@Suite struct IncludeTests {
    func txn(_ date: String, _ name: String) -> String {
        "\(date) \(name)\n    Expenses:\(name)  $1\n    Assets:Cash\n"
    }

    @Test func includesAreRelativeToTheIncludingFile() {
        let r = load([
            "books/main.journal": "include sub/a.journal\n" + txn("2026-01-01", "Main"),
            "books/sub/a.journal": "include b.journal\ninclude ../common.journal\n" + txn("2026-01-02", "A"),
            "books/sub/b.journal": txn("2026-01-03", "B"),
            "books/common.journal": txn("2026-01-04", "Common"),
            // Decoys at the places a wrong base directory would find.
            "books/b.journal": txn("2026-02-01", "WrongB"),
            "common.journal": txn("2026-02-02", "WrongCommon"),
        ], main: "books/main.journal")
        #expect(r.diagnostics.isEmpty)
        #expect(r.descriptions == ["Main", "A", "B", "Common"])
        #expect(r.journal.files.count == 4)
        #expect(r.balance("Assets:Cash", "$") == Quantity(-4))
    }

    @Test func includedTransactionsMergeInDateOrder() {
        let r = load([
            "main.journal": txn("2026-03-01", "Late") + "include early.journal\n" + txn("2026-01-01", "Early main"),
            "early.journal": txn("2026-02-01", "Middle"),
        ])
        #expect(r.diagnostics.isEmpty)
        #expect(r.descriptions == ["Early main", "Middle", "Late"])
    }

    @Test func absoluteIncludePath() {
        let r = load([
            "/home/u/main.journal": "include /srv/shared.journal\n",
            "/srv/shared.journal": txn("2026-01-01", "Shared"),
        ], main: "/home/u/main.journal")
        #expect(r.diagnostics.isEmpty)
        #expect(r.descriptions == ["Shared"])
    }

    @Test func quotedIncludePath() {
        let r = load(["main.journal": "include \"my books/a.journal\"\n", "my books/a.journal": txn("2026-01-01", "A")])
        #expect(r.diagnostics.isEmpty)
        #expect(r.descriptions == ["A"])
    }

    @Test func globIncludeLoadsMatchesInOrder() {
        let r = load([
            "main.journal": "include months/*.journal\n",
            "months/02.journal": txn("2026-01-01", "February file"),
            "months/01.journal": txn("2026-01-01", "January file"),
            "months/notes.txt": "not a journal\n",
        ])
        #expect(r.diagnostics.isEmpty)
        // Same date: the order the files were read decides, and globs are read sorted.
        #expect(r.descriptions == ["January file", "February file"])
    }

    @Test func globSkipsHiddenFiles() {
        let r = load([
            "main.journal": "include months/*.journal\n",
            "months/01.journal": txn("2026-01-01", "January"),
            "months/.01.journal.swp.journal": txn("2026-01-01", "Hidden"),
        ])
        #expect(r.descriptions == ["January"])
    }

    /// grammar.md §14.3: decimal marks carry across files in reading order; `Y` does not.
    @Test func whatCarriesIntoIncludedFiles() {
        let r = load([
            "main.journal": "Y 2020\ndecimal-mark ,\ninclude a.journal\n03/01 Main\n    Expenses:Main  1.000 EUR\n    Assets:Cash\n",
            "a.journal": "03/01 Included\n    Expenses:Included  1.000 EUR\n    Assets:Cash\n",
        ])
        #expect(r.diagnostics.isEmpty)
        let dates = Dictionary(uniqueKeysWithValues: r.journal.transactions.map { (r.journal.description(of: $0), $0.date) })
        #expect(dates["Main"] == Day(year: 2020, month: 3, day: 1))
        #expect(dates["Included"] == Day(year: testToday.year, month: 3, day: 1))
        #expect(r.amounts("Expenses:Included").map(\.quantity) == [Quantity(1000)])
        #expect(r.amounts("Expenses:Main").map(\.quantity) == [Quantity(1000)])
    }

    /// ledger's coverage-mask-glob-escape: a backslash makes the next character itself.
    @Test func aBackslashInAnIncludeEscapesTheNextCharacter() {
        let r = load(["main.journal": "include dir/data\\_a.dat\n", "dir/data_a.dat": txn("2026-01-01", "A"),
                      "dir/data_b.dat": txn("2026-01-02", "B")])
        #expect(r.ids.isEmpty, "\(r.ids)")
        #expect(r.descriptions == ["A"])
        #expect(load(["main.journal": "include dir/d\\*.dat\n", "dir/data_a.dat": txn("2026-01-01", "A")]).ids == ["include-not-found"])
    }

    @Test func globWithoutMatchesIsAnError() {
        let r = load(["main.journal": "include months/*.journal\n"])
        #expect(r.ids == ["include-not-found"])
    }

    @Test func cycleIsReportedAtTheIncludeThatClosesIt() throws {
        let r = load([
            "main.journal": "include a.journal\n",
            "a.journal": txn("2026-01-01", "A") + "include b.journal\n",
            "b.journal": "; b\ninclude ./a.journal\n" + txn("2026-01-02", "B"),
        ])
        #expect(r.ids == ["include-cycle"])
        let d = try #require(r.diagnostics.first)
        #expect(d.severity == .error)
        #expect(r.place(of: d)?.path == "b.journal")
        #expect(r.place(of: d)?.line == 2)
        #expect(r.text(at: d) == "./a.journal")
        // Everything else is still read, once.
        #expect(r.descriptions == ["A", "B"])
    }

    @Test func fileIncludingItself() throws {
        let r = load(["dir/main.journal": "include ../dir/main.journal\n" + txn("2026-01-01", "Once")], main: "dir/main.journal")
        #expect(r.ids == ["include-cycle"])
        #expect(r.descriptions == ["Once"])
    }

    @Test func sameFileIncludedTwiceWithoutACycleIsNotACycle() {
        let r = load([
            "main.journal": "include a.journal\ninclude b.journal\n",
            "a.journal": "include common.journal\n",
            "b.journal": "include common.journal\n",
            "common.journal": "account Assets:Cash\n",
        ])
        #expect(!r.ids.contains("include-cycle"))
    }

    @Test func missingIncludeIsAnErrorAtTheIncludeLine() throws {
        let r = load(["main.journal": txn("2026-01-01", "Kept") + "include missing.journal\n" + txn("2026-01-02", "Also kept")])
        #expect(r.ids == ["include-not-found"])
        let d = try #require(r.diagnostics.first)
        #expect(r.place(of: d)?.path == "main.journal")
        #expect(r.place(of: d)?.line == 4)
        #expect(r.text(at: d) == "missing.journal")
        #expect(d.message.contains("missing.journal"))
        #expect(r.descriptions == ["Kept", "Also kept"])
    }

    @Test func missingIncludeInANestedFileNamesThatFile() throws {
        let r = load(["main.journal": "include sub/a.journal\n", "sub/a.journal": "; first\ninclude nope.journal\n"])
        #expect(r.ids == ["include-not-found"])
        let d = try #require(r.diagnostics.first)
        #expect(r.place(of: d)?.path == "sub/a.journal")
        #expect(r.place(of: d)?.line == 2)
    }

    @Test func tildeIsNotExpanded() {
        let r = load(["main.journal": "include ~/books.journal\n"])
        #expect(r.ids == ["include-not-found"])
    }

    @Test func missingMainFileHasNoLocation() throws {
        let r = load(["other.journal": ""], main: "main.journal")
        #expect(r.ids == ["file-not-found"])
        #expect(r.diagnostics.first?.location == nil)
    }

    @Test func parseErrorsInIncludedFilesPointIntoThem() throws {
        let r = load(["main.journal": "include a.journal\n", "a.journal": "; x\n2026-02-30 Bad\n    a  $1\n    b\n"])
        #expect(r.ids == ["invalid-date"])
        let d = try #require(r.diagnostics.first)
        #expect(r.place(of: d)?.path == "a.journal")
        #expect(r.place(of: d)?.line == 2)
    }
}
