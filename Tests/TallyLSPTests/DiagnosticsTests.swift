import Testing
@testable import TallyCLI
import TallyEditing
import TallyEngine
import TallyLocale
@testable import TallyLSP
import TallySystem
import TallyCLITestSupport
import TallyTestSupport

/// The server's diagnostics are `tally check`'s: same count, positions, ids.
@Suite("LSP diagnostics")
struct DiagnosticsTests {
    static let examples = ["amount-too-large", "assertion-failed", "include-not-found", "invalid-date", "invalid-frequency",
                           "invalid-number", "invalid-recurring", "invalid-threshold", "missing-price", "multiple-elided-amounts",
                           "unbalanced-transaction", "unexpected-indent", "unknown-account", "unknown-directive"]

    @Test(arguments: examples)
    func sameAsCheck(_ name: String) throws {
        let path = Harness.repositoryRoot + "/examples/errors/\(name).ledger"
        let text = String(decoding: try RealFileSystem().read(path).get(), as: UTF8.self)
        let check = Harness.run(["check", "-f", path])
        let expected = Finding.fromCheck(check.stderr, path: path)
        #expect(!expected.isEmpty, "check found nothing in \(name)")
        let server = LanguageServer(environment: LspCommand.environment(fileSystem: RealFileSystem(), today: { Harness.fixedToday },
                                                                        journalPath: nil))
        _ = server.receive(JSON.object([("jsonrpc", .string("2.0")), ("id", .int(1)), ("method", .string("initialize"))]).encoded)
        _ = server.receive(JSON.object([("jsonrpc", .string("2.0")), ("method", .string("textDocument/didOpen")), ("params", .object([
            ("textDocument", .object([("uri", .string(FileURI.uri(path))), ("version", .int(1)), ("text", .string(text))])),
        ]))]).encoded)
        #expect(server.hasPendingDiagnostics)
        let published = server.publishDiagnostics()
        let mine = published.first { $0["params"]?["uri"]?.string == FileURI.uri(path) }?["params"]?["diagnostics"]?.array ?? []
        #expect(mine.compactMap(Finding.init) == expected)
        #expect(!server.hasPendingDiagnostics)
    }

    static let main = "include \"food.ledger\"\n\n2026-01-02 Rent\n    Expenses:Rent  $800\n    Assets:Bank\n"
    static let food = "2026-01-03 Shop\n    Expenses:Food  $5\n    Assets:Bank  $-4\n"

    @Test func anIncludedFileGetsItsOwnDiagnostics() {
        let c = TestClient(files: ["/j/main.ledger": Self.main, "/j/food.ledger": Self.food])
        c.open("/j/main.ledger", Self.main)
        #expect(c.diagnostics[TestClient.uri("/j/main.ledger")]?.isEmpty == true)
        let food = c.diagnostics[TestClient.uri("/j/food.ledger")] ?? []
        #expect(food.compactMap(Finding.init) == [Finding(line: 1, column: 1, severity: "error", id: "unbalanced-transaction")])
        // Opening the included file checks it with the journal that includes it.
        c.open("/j/food.ledger", Self.food)
        #expect(c.server.roots[TestClient.uri("/j/food.ledger")] == "/j/main.ledger")
        // Fixing it in the editor (unsaved) clears the error.
        c.change("/j/food.ledger", [.object([("range", TestClient.range(2, 19, 2, 20)), ("text", .string("5"))])])
        #expect(c.diagnostics[TestClient.uri("/j/food.ledger")]?.isEmpty == true)
    }

    @Test func theConfiguredJournalChecksAFileItIncludes() {
        let c = TestClient(files: ["/j/main.ledger": Self.main, "/j/food.ledger": Self.food], journal: "/j/main.ledger")
        c.open("/j/food.ledger", Self.food)
        #expect(c.server.roots[TestClient.uri("/j/food.ledger")] == "/j/main.ledger")
        #expect(c.diagnostics[TestClient.uri("/j/food.ledger")]?.count == 1)
    }

    @Test func incrementalChangesAreAppliedAndCheckedOnceAfterABurst() throws {
        let text = "2026-01-02 Rent\n    Expenses:Rent  $800\n    Assets:Bank\n"
        let c = TestClient(files: [:])
        c.open("/j/x.ledger", text)
        #expect(c.diagnostics[TestClient.uri("/j/x.ledger")]?.isEmpty == true)
        // Three keystrokes without a pause: one check, published once.
        let before = c.publishCount
        for (i, (column, ch)) in [(15, "  $"), (18, "5"), (19, "\n")].enumerated() {
            _ = c.server.receive(JSON.object([("jsonrpc", .string("2.0")), ("method", .string("textDocument/didChange")), ("params", .object([
                ("textDocument", .object([("uri", .string(TestClient.uri("/j/x.ledger"))), ("version", .int(2 + i))])),
                ("contentChanges", .array([.object([("range", TestClient.range(2, column, 2, column)), ("text", .string(ch))])])),
            ]))]).encoded)
        }
        #expect(c.server.hasPendingDiagnostics)
        let published = c.server.publishDiagnostics()
        #expect(published.count == 1)
        #expect(c.publishCount == before)
        let d = try #require(published.first?["params"]?["diagnostics"]?.array)
        #expect(d.compactMap(Finding.init) == [Finding(line: 1, column: 1, severity: "error", id: "unbalanced-transaction")])
        #expect(c.server.documents[TestClient.uri("/j/x.ledger")]?.bytes == Array("2026-01-02 Rent\n    Expenses:Rent  $800\n    Assets:Bank  $5\n\n".utf8))
    }

    @Test func closingTheLastFileOfAJournalClearsItsDiagnostics() {
        let c = TestClient(files: ["/j/main.ledger": Self.main, "/j/food.ledger": Self.food])
        c.open("/j/main.ledger", Self.main)
        #expect(c.diagnostics[TestClient.uri("/j/food.ledger")]?.count == 1)
        c.notify("textDocument/didClose", TestClient.doc("/j/main.ledger"))
        #expect(c.diagnostics[TestClient.uri("/j/food.ledger")]?.isEmpty == true)
    }

    @Test func formattingIsTallyFmtsOutput() throws {
        let messy = "; top   \n2026-01-05 * Grocer\n  Expenses:Food    12.50 EUR  ;   receipt\n    Assets:Cash\n\n\n\n2026-01-06 Rent\n\tExpenses:Rent\t800 EUR\n  Assets:Cash\n"
        let c = TestClient(files: ["/j/m.ledger": messy])
        c.open("/j/m.ledger", messy)
        let fmt = Harness.run(["fmt", "-f", "-"], stdin: messy)
        #expect(fmt.status == 0)
        let edits = c.request("textDocument/formatting", TestClient.doc("/j/m.ledger", [("options", .object([]))]))["result"]?.array ?? []
        #expect(!edits.isEmpty)
        #expect(Self.apply(edits, to: messy) == fmt.stdout)
        // A range touching only the second transaction changes only it.
        let ranged = c.request("textDocument/rangeFormatting", TestClient.doc("/j/m.ledger", [("range", TestClient.range(8, 0, 8, 3)), ("options", .object([]))]))
        let partial = Self.apply(ranged["result"]?.array ?? [], to: messy)
        #expect(partial.hasPrefix("; top   \n2026-01-05 * Grocer\n  Expenses:Food    12.50 EUR  ;   receipt\n"))
        #expect(partial.hasSuffix(fmt.stdout.split(separator: "\n").suffix(3).joined(separator: "\n") + "\n"))
        // A journal with errors is not formatted, as fmt refuses it.
        c.change("/j/m.ledger", [.object([("text", .string("2026-13-01 x\n"))])])
        #expect(c.request("textDocument/formatting", TestClient.doc("/j/m.ledger"))["error"] != nil)
    }

    @Test func lineHunksRebuildTheNewText() {
        let cases: [(String, String)] = [("a\n\n\nb\n", "a\n\nb\n"), ("a\nb", "a\n\nb\n"), ("x\n", ""), ("", "y\n"), (" \n\na  1\n", "a 1\n\n")]
        for (old, new) in cases {
            let hunks = LineHunks.diff(Array(old.utf8), Array(new.utf8))
            #expect(LineHunks.apply(hunks, to: Array(old.utf8)) == Array(new.utf8))
        }
    }

    /// Applies text edits (non-overlapping) the way an editor does.
    static func apply(_ edits: [JSON], to text: String) -> String {
        var bytes = Array(text.utf8)
        let map = PositionMap(bytes)
        let resolved = edits.compactMap { e -> (Int, Int, String)? in
            guard let s = LSPPosition(e["range"]?["start"]), let t = LSPPosition(e["range"]?["end"]), let n = e["newText"]?.string else { return nil }
            return (map.offset(of: s), map.offset(of: t), n)
        }
        for (s, t, n) in resolved.sorted(by: { $0.0 > $1.0 }) { bytes.replaceSubrange(s..<t, with: Array(n.utf8)) }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// The server says its diagnostics in the user's language, as `tally check`
/// does: the message, its hint and notes; a journal's `lang` line wins.
@Suite("LSP diagnostics in the user's language")
struct LocalizedDiagnosticsTests {
    static let unbalanced = "2026-01-03 Shop\n    Expenses:Food  $5\n    Assets:Bank  $-4\n"

    func message(_ text: String, language: Language) -> String {
        var environment = LspCommand.environment(fileSystem: MemoryFileSystem(["/j/main.ledger": text]), today: { Harness.fixedToday },
                                                 journalPath: nil)
        environment.language = language
        let server = LanguageServer(environment: environment)
        _ = server.receive(JSON.object([("jsonrpc", .string("2.0")), ("id", .int(1)), ("method", .string("initialize"))]).encoded)
        _ = server.receive(JSON.object([("jsonrpc", .string("2.0")), ("method", .string("textDocument/didOpen")), ("params", .object([
            ("textDocument", .object([("uri", .string(FileURI.uri("/j/main.ledger"))), ("version", .int(1)), ("text", .string(text))])),
        ]))]).encoded)
        let published = server.publishDiagnostics()
        let mine = published.first { $0["params"]?["uri"]?.string == FileURI.uri("/j/main.ledger") }?["params"]?["diagnostics"]?.array ?? []
        return mine.first?["message"]?.string ?? ""
    }

    @Test("each language's own words, and English where the user's is English")
    func inTheLanguage() {
        let english = message(Self.unbalanced, language: .en)
        #expect(english.contains("hint: "), "\(english)")
        for language in Language.allCases where language != .en {
            let m = Messages(language)
            let said = message(Self.unbalanced, language: language)
            #expect(!said.isEmpty && said != english, "\(language): \(said)")
            #expect(said.contains(m.framed(.hint)), "\(language): \(said)")
        }
        // The journal's `lang` wins over the user's.
        let polish = message("lang pl\n" + Self.unbalanced, language: .vi)
        #expect(polish.contains(Messages(.pl).framed(.hint)), "\(polish)")
    }
}
