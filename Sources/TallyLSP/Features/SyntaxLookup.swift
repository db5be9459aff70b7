import TallyEngine
import TallySyntax

/// What names a place in a file refers to: found by parsing the file again
/// (the journal keeps no syntax tree), an entry at a time.
enum SyntaxTarget {
    case account(AccountID, TextRange)
    /// An account name that the journal does not know (yet).
    case unknownAccount(String, TextRange)
    case commodity(CommodityID, TextRange)
    case recurring(Int, TextRange)
    case goal(Int, TextRange)
}

enum SyntaxLookup {
    /// The file's entries, in order.
    static func entries(_ file: SourceFile, year: Int) -> [Entry] {
        var parser = Parser(file: file, currentYear: year)
        var out: [Entry] = []
        while let e = parser.nextEntry() { out.append(e) }
        return out
    }

    /// The entry holding `offset` (the end of a line counts as on it).
    static func entry(at offset: Int, in entries: [Entry]) -> Entry? {
        entries.first { $0.range.lowerBound <= offset && offset < $0.range.upperBound }
            ?? entries.last { $0.range.upperBound == offset }
    }

    static func contains(_ r: TextRange, _ offset: Int) -> Bool { !r.isEmpty && r.lowerBound <= offset && offset <= r.upperBound }

    static func target(at offset: Int, ctx: DocumentContext, year: Int) -> SyntaxTarget? {
        let j = ctx.journal
        let file = ctx.file
        func account(_ r: TextRange) -> SyntaxTarget {
            let name = file.text(r)
            if let id = j.accounts.lookup(name) { return .account(id, r) }
            return .unknownAccount(name, r)
        }
        func commodity(_ a: AmountSyntax?) -> SyntaxTarget? {
            guard let a, contains(a.commodity, offset), let id = j.commodities.lookup(file.text(a.commodity)) else { return nil }
            return .commodity(id, a.commodity)
        }
        func posting(_ postings: [PostingSyntax]) -> SyntaxTarget? {
            for p in postings {
                if contains(p.account, offset) { return account(p.account) }
                if let c = commodity(p.amount) ?? commodity(p.cost?.amount) ?? commodity(p.assertion?.amount) { return c }
            }
            return nil
        }
        guard let e = entry(at: offset, in: entries(file, year: year)) else { return nil }
        switch e {
        case .transaction(let t): return posting(t.postings)
        case .periodic(let p): return posting(p.postings)
        case .directive(let d):
            switch d {
            case .account(let a): return contains(a.name, offset) ? account(a.name) : nil
            case .category(let c): return contains(c.account, offset) ? account(c.account) : nil
            case .commodity(let c):
                guard let id = j.commodities.lookup(file.text(c.symbol)) else { return nil }
                return .commodity(id, c.symbol)
            case .price(let p):
                if contains(p.commodity, offset), let id = j.commodities.lookup(file.text(p.commodity)) { return .commodity(id, p.commodity) }
                return commodity(p.price)
            case .recurring(let r):
                if let t = posting(r.postings) { return t }
                let i = j.recurringRules.firstIndex { $0.file == file.id && $0.location.range.lowerBound >= r.range.lowerBound
                    && $0.location.range.upperBound <= r.range.upperBound }
                return i.map { .recurring($0, r.headerRange) }
            case .goal(let g):
                if let a = g.account, contains(a, offset) { return account(a) }
                let i = j.goals.firstIndex { $0.location.file == file.id && $0.location.range == g.range }
                return i.map { .goal($0, g.name) }
            case .budget(let b):
                if case .accounts(let ranges) = b.target, let r = ranges.first(where: { contains($0, offset) }) { return account(r) }
                return commodity(b.amount)
            default: return nil
            }
        default: return nil
        }
    }
}
