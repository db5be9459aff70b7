import TallyEngine
import TallySyntax
import TallyValues

/// `QueryTerm`s compiled against one journal.
///
/// As in hledger, terms of one kind among words, `acct:`, `desc:`, `cat:`,
/// and the type options match when any of them does (`coffee tea`: either
/// word); different kinds must all match; every other term (`payee:`,
/// `note:`, `code:`, `tag:`, `amt:`, `cur:`, `date:`, `date2:`, `status:`,
/// `real:`) must match on its own; every `not:` term must fail. Account tests are computed once per
/// account; text of a transaction is lowered once per transaction, and only
/// when a term reads it.
final class TermMatcher {
    private enum Compiled {
        case text(needle: [UInt8], accountHit: [Bool], slot: Int)
        case account(accountHit: [Bool])
        case description([UInt8])
        case payee([UInt8])
        case note([UInt8])
        case tag(name: String, value: [UInt8]?)
        case amount(QueryTerm.AmountTest)
        case accounts(mask: [Bool])
        case accountTypes(mask: [Bool])
        case type(QueryTerm.TypeFilter)
        case code([UInt8])
        case commodities(mask: [Bool])
        case date(DateSpan, secondary: Bool)
        case status(Status)
        case real(Bool)
        case always

        var group: Int {
            switch self {
            case .text: return 0
            case .account: return 1
            case .description: return 2
            case .accounts: return 5
            case .accountTypes: return 8
            case .type: return 6
            case .status: return 7
            case .payee, .note, .tag, .amount, .code, .commodities, .date, .real, .always: return -1
            }
        }
    }

    private let journal: Journal
    private let kinds: [CategoryTree.Kind?]
    private let assetOrLiability: [Bool]
    private var orGroups: [[Compiled]] = []
    private var allOf: [Compiled] = []
    private var noneOf: [Compiled] = []

    // The transaction whose facts are cached, and the facts.
    private var cachedTransaction: Int32 = -1
    private var lowered: [[UInt8]?] = [nil, nil, nil, nil, nil]
    private var transactionTags: [LoweredTag]?
    private var anyAccountHit: [Bool?] = []
    private var transfer: Bool?

    init(terms: [QueryTerm], journal: Journal) {
        self.journal = journal
        let tree = CategoryTree(journal: journal)
        kinds = tree.kinds
        assetOrLiability = journal.accounts.all.map { a in
            let t = journal.type(of: a)
            return t == .asset || t == .liability
        }
        let names = journal.accounts.all.map { Array(journal.accounts.name($0).lowercased().utf8) }
        var textSlots = 0
        func compile(_ term: QueryTerm) -> Compiled {
            switch term {
            case .text(let w):
                // `^` and `$` anchor a word to the start or end of an account name.
                let anchored = w.hasPrefix("^") || w.hasSuffix("$")
                let bare = String(w.drop { $0 == "^" }.reversed().drop { $0 == "$" }.reversed())
                let needle = Self.lower(Array(bare.utf8))
                let pattern = w.lowercased()
                textSlots += 1
                let hits = anchored
                    ? journal.accounts.all.map { ReportQuery.matches(journal.accounts.name($0).lowercased(), pattern) }
                    : names.map { ReportQuery.contains($0, needle) }
                return .text(needle: needle, accountHit: hits, slot: textSlots - 1)
            case .account(let p):
                let pattern = p.lowercased()
                return .account(accountHit: journal.accounts.all.map { ReportQuery.matches(journal.accounts.name($0).lowercased(), pattern) })
            case .accountRegex(let p):
                // Checked when the word was read; an account name too complex to search does not match.
                let regex = try? Regex(Array(p.utf8))
                return .account(accountHit: journal.accounts.all.map { a in
                    (try? regex?.matches(Array(journal.accounts.name(a).utf8))) == true
                })
            case .description(let t): return .description(Self.lower(Array(t.utf8)))
            case .payee(let t): return .payee(Self.lower(Array(t.utf8)))
            case .note(let t): return .note(Self.lower(Array(t.utf8)))
            case .tag(let name, let value): return .tag(name: name.lowercased(), value: value.map { Self.lower(Array($0.utf8)) })
            case .amount(let test): return .amount(test)
            case .category(let name):
                var mask = [Bool](repeating: false, count: journal.accounts.count)
                let roots = tree.accounts(named: name)
                for a in journal.accounts.all where roots.contains(where: { journal.accounts.isWithin(a, $0) }) { mask[Int(a.index)] = true }
                return .accounts(mask: mask)
            case .type(let f): return .type(f)
            case .accountType(let types):
                return .accountTypes(mask: journal.accounts.all.map { journal.type(of: $0).map(types.contains) ?? false })
            case .code(let t): return .code(Self.lower(Array(t.utf8)))
            case .currency(let symbol):
                let wanted = symbol.lowercased()
                return .commodities(mask: (0..<journal.commodities.count).map { journal.commodities.symbol(CommodityID(Int32($0))).lowercased() == wanted })
            case .date(let span): return .date(span, secondary: false)
            case .secondaryDate(let span): return .date(span, secondary: true)
            case .status(let s): return .status(s)
            case .real(let r): return .real(r)
            // Depth shapes the report, it filters nothing (ReportQuery.depth).
            case .depth: return .always
            case .not(let inner): return compile(inner)
            }
        }
        var groups: [Int: [Compiled]] = [:]
        for term in terms {
            if case .not(let inner) = term {
                noneOf.append(compile(inner))
                continue
            }
            let c = compile(term)
            if c.group < 0 { allOf.append(c) } else { groups[c.group, default: []].append(c) }
        }
        orGroups = groups.sorted { $0.key < $1.key }.map(\.value)
        anyAccountHit = [Bool?](repeating: nil, count: textSlots)
    }

    func matches(_ p: Posting, _ t: Transaction) -> Bool {
        if p.transaction != cachedTransaction {
            cachedTransaction = p.transaction
            for i in lowered.indices { lowered[i] = nil }
            transactionTags = nil
            for i in anyAccountHit.indices { anyAccountHit[i] = nil }
            transfer = nil
        }
        for group in orGroups where !group.contains(where: { test($0, p, t) }) { return false }
        for c in allOf where !test(c, p, t) { return false }
        for c in noneOf where test(c, p, t) { return false }
        return true
    }

    private func test(_ c: Compiled, _ p: Posting, _ t: Transaction) -> Bool {
        let a = Int(p.account.index)
        switch c {
        case .text(let needle, let hits, let slot):
            if hits[a] { return true }
            if anyAccountHit[slot] == nil {
                anyAccountHit[slot] = t.postingIndices.contains { hits[Int(journal.postings[$0].account.index)] }
            }
            return anyAccountHit[slot] == false && ReportQuery.contains(text(.everything, t), needle)
        case .account(let hits): return hits[a]
        case .description(let needle): return ReportQuery.contains(text(.description, t), needle)
        case .payee(let needle): return ReportQuery.contains(text(.payee, t), needle)
        case .note(let needle): return ReportQuery.contains(text(.note, t), needle)
        case .tag(let name, let value):
            func has(_ tags: [LoweredTag]) -> Bool {
                tags.contains { tag in ReportQuery.matches(tag.name, name) && (value.map { ReportQuery.contains(tag.value, $0) } ?? true) }
            }
            let tags = transactionTags ?? Self.lowered(journal.comments(of: t))
            transactionTags = tags
            if has(tags) { return true }
            return p.commentCount > 0 && has(Self.lowered(journal.comments(of: p)))
        case .amount(let test): return test.matches(p.quantity)
        case .code(let needle): return ReportQuery.contains(text(.code, t), needle)
        case .commodities(let mask): return mask[Int(p.commodity.index)]
        case .date(let span, let secondary): return span.contains(secondary ? (t.secondaryDate ?? t.date) : t.date)
        case .status(let s): return (p.status != .unmarked ? p.status : t.status) == s
        case .real(let r): return (p.kind == .real) == r
        case .always: return true
        case .accounts(let mask), .accountTypes(let mask): return mask[a]
        case .type(let f):
            switch f {
            case .income: return kinds[a] == .income
            case .expenses: return kinds[a] == .expense
            case .transfers:
                let isTransfer = transfer ?? t.postingIndices.allSatisfy { assetOrLiability[Int(journal.postings[$0].account.index)] }
                transfer = isTransfer
                return isTransfer
            }
        }
    }

    private enum Field: Int { case description, payee, note, everything, code }

    /// The lowered text of a transaction that a field covers.
    private func text(_ field: Field, _ t: Transaction) -> [UInt8] {
        if let cached = lowered[field.rawValue] { return cached }
        let file = journal.file(t.file)
        var bytes: [UInt8] = []
        switch field {
        case .description:
            bytes = Array(file.slice(t.description))
        case .payee:
            bytes = Array(file.slice(t.payee ?? t.description))
        case .note:
            // As in hledger: the part after `|`, or the whole description.
            bytes = Array(file.slice(t.note ?? t.description))
        case .code:
            if let c = t.code { bytes = Array(file.slice(c)) }
        case .everything:
            bytes = Array(file.slice(t.description))
            for c in 0..<Int(t.commentCount) { bytes.append(10); bytes.append(contentsOf: file.slice(journal.transactionComments[Int(t.commentStart) + c])) }
            for pi in t.postingIndices {
                let p = journal.postings[pi]
                for c in 0..<Int(p.commentCount) { bytes.append(10); bytes.append(contentsOf: file.slice(journal.postingComments[Int(p.commentStart) + c])) }
            }
        }
        let result = Self.lower(bytes)
        lowered[field.rawValue] = result
        return result
    }

    /// A tag with its name and value in lower case, for comparing.
    private struct LoweredTag {
        var name: String
        var value: [UInt8]
    }

    private static func lowered(_ comments: [String]) -> [LoweredTag] {
        comments.flatMap { Tags.parse($0) }.map { LoweredTag(name: $0.name.lowercased(), value: lower(Array($0.value.utf8))) }
    }

    /// Lower case: byte by byte for ASCII, through Unicode for other text.
    static func lower(_ bytes: [UInt8]) -> [UInt8] {
        if bytes.allSatisfy({ $0 < 0x80 }) {
            return bytes.map { $0 >= 65 && $0 <= 90 ? $0 | 0x20 : $0 }
        }
        return Array(String(decoding: bytes, as: UTF8.self).lowercased().utf8)
    }
}
