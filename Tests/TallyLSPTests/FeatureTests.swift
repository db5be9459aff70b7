import Testing
@testable import TallyCLI
@testable import TallyLSP
import TallyTestSupport

/// Each language feature on a small journal (dates around the fixed today, 2026-11-21).
@Suite("LSP features")
struct FeatureTests {
    static let path = "/j/main.ledger"
    static let text = """
    commodity $1,000.00
    account Assets:Checking      ; type: asset
    account Liabilities:Visa     ; type: liability
    category Expenses:Food:Groceries  expense name:"Groceries"

    budget Expenses:Food:Groceries  $400.00 monthly from 2026-01
    recurring "Rent"  monthly on 1  from 2026-09-01
        Expenses:Rent           $1,200.00
        Assets:Checking
    goal "Laptop"  $1,000.00  by 2027-06  account Assets:Savings
    P 2026-11-01 EUR $1.10

    2026-11-02 * Trader Joe's  ; :weekly:
        Expenses:Food:Groceries      $52.10
        Assets:Checking
    2026-11-05 Savings
        Assets:Savings              $200.00  ; trip: lisbon
        Assets:Checking
    2026-11-06 Cafe
        Expenses:Food:Grocries        $4.00
        Liabilities:Visa

    """

    func client() -> TestClient {
        let c = TestClient(files: [Self.path: Self.text])
        c.open(Self.path, Self.text)
        return c
    }

    @Test func unknownMethodsAndBadMessagesGetErrorsNotCrashes() {
        let c = client()
        #expect(c.request("workspace/frobnicate", .object([]))["error"]?["code"]?.int == -32601)
        #expect(c.server.receive(Array("{not json".utf8)).first?["error"]?["code"]?.int == -32700)
        #expect(c.server.receive(Array("[1,2]".utf8)).first?["error"]?["code"]?.int == -32600)
        #expect(c.server.receive(Array(#"{"jsonrpc":"2.0","id":{},"method":"x"}"#.utf8)).first?["error"]?["code"]?.int == -32600)
        #expect(c.request("textDocument/hover", .object([]))["error"]?["code"]?.int == -32602)
        #expect(c.request("textDocument/hover", TestClient.at("/j/other.ledger", 0, 0))["error"]?["code"]?.int == -32602)
        // Unknown notifications and replies are ignored.
        #expect(c.server.receive(Array(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":1}}"#.utf8)).isEmpty)
        #expect(c.server.receive(Array(#"{"jsonrpc":"2.0","id":7,"result":null}"#.utf8)).isEmpty)
        #expect(c.request("shutdown", .null)["result"] == .null)
        c.notify("exit", .null)
        #expect(c.server.exitStatus == 0)
    }

    @Test func requestsBeforeInitializeAreRefused() {
        let s = LanguageServer(environment: LspCommand.environment(fileSystem: MemoryFileSystem(), today: { Harness.fixedToday }, journalPath: nil))
        let reply = s.receive(Array(#"{"jsonrpc":"2.0","id":1,"method":"textDocument/hover","params":{}}"#.utf8))
        #expect(reply.first?["error"]?["code"]?.int == -32002)
    }

    @Test func completesAccountsFuzzilyWithTheirTypes() throws {
        let c = client()
        let items = c.request("textDocument/completion", TestClient.at(Self.path, 13, 4))["result"]?["items"]?.array ?? []
        let labels = items.compactMap { $0["label"]?.string }
        #expect(labels.contains("Expenses:Food:Groceries"))
        #expect(labels.contains("Liabilities:Visa"))
        let groceries = try #require(items.first { $0["label"]?.string == "Expenses:Food:Groceries" })
        #expect(groceries["detail"]?.string == "expense category: Groceries")
        // Typing "Exp" at the posting: the edit replaces what was typed.
        let text = Self.text.replacingFirst("    Expenses:Food:Groceries      $52.10", with: "    fogr")
        c.change(Self.path, [.object([("text", .string(text))])])
        let fuzzy = c.complete(Self.path, 13, 8)
        #expect(fuzzy.first == "Expenses:Food:Groceries")
    }

    @Test func completesPayeesCommoditiesKeywordsTagsAndPeriods() {
        let c = client()
        let extra = Self.text + "2026-11-20 Tra\n    Assets:Checking  12 E\n    ; wee\nbud\nbudget Expenses:Food  $5 mon\n"
        c.change(Self.path, [.object([("text", .string(extra))])])
        #expect(c.complete(Self.path, 21, 14).first == "Trader Joe's")
        #expect(c.complete(Self.path, 22, 25).first == "EUR")
        #expect(c.complete(Self.path, 23, 9).contains("weekly"))
        #expect(c.complete(Self.path, 24, 3).first == "budget")
        #expect(c.complete(Self.path, 25, 27).first == "monthly")
        #expect(c.complete(Self.path, 25, 20).contains("Expenses:Food:Groceries"))
    }

    @Test func hoversShowBalancesPricesDueDatesAndGoals() {
        let c = client()
        let account = c.hover(Self.path, 13, 10)
        #expect(account.contains("**Expenses:Food:Groceries**"))
        #expect(account.contains("balance: $52.10"))
        #expect(account.contains("this month: $52.10"))
        #expect(account.contains("budget Expenses:Food:Groceries: spent $52.10 of $400.00, $347.90 left"))
        #expect(c.hover(Self.path, 10, 13).contains("latest price: 1 EUR = $1.10 on 2026-11-01"))
        #expect(c.hover(Self.path, 6, 12).contains("next due: 2026-12-01"))
        let goal = c.hover(Self.path, 9, 7)
        #expect(goal.contains("saved $200.00 of $1,000.00 (20%)"))
    }

    @Test func definitionAndReferencesFindDeclarationsAndPostings() {
        let c = client()
        let def = c.request("textDocument/definition", TestClient.at(Self.path, 14, 10))["result"]?.array ?? []
        #expect(def.count == 1)
        #expect(def.first?["range"]?["start"]?["line"]?.int == 1)
        #expect(def.first?["range"]?["start"]?["character"]?.int == 8)
        let refs = c.request("textDocument/references", TestClient.at(Self.path, 1, 10, [("context", .object([("includeDeclaration", .bool(false))]))]))
        let lines = refs["result"]?.array?.compactMap { $0["range"]?["start"]?["line"]?.int } ?? []
        #expect(lines == [14, 17])
        #expect(refs["result"]?[0]?["range"]?["start"]?["character"]?.int == 4)
        #expect(refs["result"]?[0]?["range"]?["end"]?["character"]?.int == 19)
    }

    @Test func symbolsAndFolding() {
        let sectioned = "; ====\n; Accounts\n; ====\naccount A\naccount B\n\n* Spending\n2026-01-01 Shop\n    Expenses:X  $1\n    A\n"
        let c = TestClient(files: ["/j/s.ledger": sectioned])
        c.open("/j/s.ledger", sectioned)
        let symbols = c.request("textDocument/documentSymbol", TestClient.doc("/j/s.ledger"))["result"]?.array ?? []
        #expect(symbols.compactMap { $0["name"]?.string } == ["Accounts", "A", "B", "Spending", "2026-01-01 Shop"])
        let folds = c.request("textDocument/foldingRange", TestClient.doc("/j/s.ledger"))["result"]?.array ?? []
        let regions = folds.filter { $0["kind"]?.string == "region" }.map { [$0["startLine"]?.int ?? -1, $0["endLine"]?.int ?? -1] }
        #expect(regions == [[0, 4], [6, 9]])
        #expect(folds.contains { $0["startLine"]?.int == 7 && $0["endLine"]?.int == 9 && $0["kind"] == nil })
    }

    @Test func codeActionsDeclareSuggestAndBalance() throws {
        let c = client()
        func actions(_ line: Int, _ ch: Int) -> [JSON] {
            c.request("textDocument/codeAction", .object([("textDocument", .object([("uri", .string(TestClient.uri(Self.path)))])),
                                                         ("range", TestClient.range(line, ch, line, ch)),
                                                         ("context", .object([("diagnostics", .array([]))]))]))["result"]?.array ?? []
        }
        let typo = actions(19, 10)
        let titles = typo.compactMap { $0["title"]?.string }
        #expect(titles.contains("Did you mean Expenses:Food:Groceries?"))
        #expect(titles.contains("Declare account Expenses:Food:Grocries"))
        let declare = try #require(typo.first { $0["title"]?.string == "Declare account Expenses:Food:Grocries" })
        let edit = declare["edit"]?["changes"]?[TestClient.uri(Self.path)]?[0]
        #expect(edit?["newText"]?.string == "account Expenses:Food:Grocries\n")
        #expect(edit?["range"]?["start"]?["line"]?.int == 3)
        let balance = try #require(actions(14, 6).first { $0["title"]?.string?.hasPrefix("Balance this transaction") == true })
        let fill = balance["edit"]?["changes"]?[TestClient.uri(Self.path)]?[0]
        #expect(fill?["newText"]?.string == "  -$52.10")
        #expect(fill?["range"]?["start"]?["line"]?.int == 14)
        #expect(fill?["range"]?["start"]?["character"]?.int == 19)
        // A declared account used correctly gets no account fixes.
        #expect(!actions(14, 8).contains { $0["title"]?.string?.hasPrefix("Declare") == true })
    }
}

extension String {
    func replacingFirst(_ a: String, with b: String) -> String {
        let s = Array(utf8), t = Array(a.utf8)
        guard !t.isEmpty, s.count >= t.count,
              let i = (0...(s.count - t.count)).first(where: { s[$0..<($0 + t.count)].elementsEqual(t) }) else { return self }
        return String(decoding: s[..<i] + Array(b.utf8) + s[(i + t.count)...], as: UTF8.self)
    }
}

@Suite("LSP completion folding")
struct CompletionFoldingTests {
    @Test("typed words without diacritics find names with them; with diacritics, only those")
    func folding() {
        let names = ["Chi tiêu:Ăn uống", "Chi tiêu:Điện", "Wydatki:Żywność", "Expenses:Food"].map {
            CompletionCandidate(label: $0, kind: 9)
        }
        #expect(Fuzzy.rank(names, typed: "an uong").first?.label == "Chi tiêu:Ăn uống")
        #expect(Fuzzy.rank(names, typed: "dien").first?.label == "Chi tiêu:Điện")
        #expect(Fuzzy.rank(names, typed: "zywn").map(\.label) == ["Wydatki:Żywność"])
        #expect(Fuzzy.rank(names, typed: "ăn").first?.label == "Chi tiêu:Ăn uống")
        #expect(Fuzzy.rank(names, typed: "żyw").map(\.label) == ["Wydatki:Żywność"])
        #expect(Fuzzy.rank(names, typed: "zyw").map(\.label) == ["Wydatki:Żywność"])
        #expect(Fuzzy.rank(names, typed: "źyw").isEmpty)
        #expect(Fuzzy.rank(names, typed: "Z\u{307}yw").map(\.label) == ["Wydatki:Żywność"])
    }
}
