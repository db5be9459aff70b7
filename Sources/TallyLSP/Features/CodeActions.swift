import TallyEngine
import TallyReports
import TallySyntax

extension LanguageServer {
    /// Quick fixes at the cursor: declare an undeclared account, replace it
    /// with the declared account it is probably a typo of, and write out a
    /// transaction's elided amount.
    func codeActions(_ ctx: DocumentContext, _ params: JSON) -> Result<JSON, RequestError> {
        guard let s = LSPPosition(params["range"]?["start"]) else { return .failure(.invalidParams("codeAction needs a range")) }
        let offset = ctx.map.offset(of: s)
        var actions: [JSON] = []
        func action(_ title: String, _ edits: [(TextRange, String)]) {
            let list: [JSON] = edits.map { .object([("range", ctx.map.range($0.0)), ("newText", .string($0.1))]) }
            actions.append(.object([("title", .string(title)), ("kind", .string("quickfix")),
                                    ("edit", .object([("changes", .object([(ctx.uri, .array(list))]))]))]))
        }
        let j = ctx.journal
        let target = SyntaxLookup.target(at: offset, ctx: ctx, year: environment.today().year)
        var name: String?, nameRange: TextRange?
        switch target {
        case .account(let id, let r):
            if !CodeActionSupport.isDeclared(id, j) { name = j.accounts.name(id); nameRange = r }
        case .unknownAccount(let n, let r): name = n; nameRange = r
        default: break
        }
        if let name, let nameRange {
            let declared = j.declarations.map { j.accounts.name($0.account) } + j.categories.map { j.accounts.name($0.account) }
            if let close = Suggestions.closest(to: name, among: declared.filter { $0 != name }) {
                action("Did you mean \(close)?", [(nameRange, close)])
            }
            let at = CodeActionSupport.declarationPlace(ctx)
            action("Declare account \(name)", [(TextRange(at, at), "account \(name)\n")])
        }
        if let fill = CodeActionSupport.elidedAmounts(at: offset, ctx) , !fill.isEmpty {
            action("Balance this transaction (write the elided amount)", fill)
        }
        return .success(.array(actions))
    }
}

enum CodeActionSupport {
    static func isDeclared(_ id: AccountID, _ j: Journal) -> Bool {
        j.declarations.contains { $0.account == id } || j.categories.contains { $0.account == id }
    }

    /// After the document's last `account` directive, else at its start.
    static func declarationPlace(_ ctx: DocumentContext) -> Int {
        let last = ctx.journal.declarations.filter { $0.location.file == ctx.file.id }.max { $0.location.range.start < $1.location.range.start }
        guard let last else { return 0 }
        var k = last.location.range.upperBound
        while k < ctx.bytes.count && ctx.bytes[k] != 10 { k += 1 }
        return min(k + 1, ctx.bytes.count)
    }

    /// Insertions writing out the amounts the journal inferred for the
    /// transaction at `offset`.
    static func elidedAmounts(at offset: Int, _ ctx: DocumentContext) -> [(TextRange, String)]? {
        let j = ctx.journal
        guard let t = j.transactions.first(where: { $0.file == ctx.file.id && $0.range.lowerBound <= offset && offset <= $0.range.upperBound })
        else { return nil }
        let f = AmountFormatter(j.commodities)
        var edits: [(TextRange, String)] = []
        for i in t.postingIndices where j.postings[i].isInferred {
            let p = j.postings[i]
            guard let nameRange = Navigation.find(Array(j.accounts.nameBytes(p.account)), in: ctx.bytes, p.range) else { continue }
            var end = nameRange.upperBound
            // Past a closing ')' or ']' of a virtual posting.
            if end < p.range.upperBound, ctx.bytes[end] == UInt8(ascii: ")") || ctx.bytes[end] == UInt8(ascii: "]") { end += 1 }
            // Only where nothing is written after the account: an assignment also infers the amount.
            let rest = ctx.bytes[end..<p.range.upperBound].drop { $0 == 32 || $0 == 9 }
            guard rest.isEmpty || rest.first == UInt8(ascii: ";") else { continue }
            edits.append((TextRange(end, end), "  " + f.string(p.amount)))
        }
        return edits
    }
}
