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
/// account; text of a transaction is folded (`TextFold`) once per
/// transaction, into the key a term reads and only when a term reads it.
final class TermMatcher {
    private enum Compiled {
        case text(TextPattern, accountHit: [Bool], slot: Int)
        case account(accountHit: [Bool])
        case description(TextPattern)
        case payee(TextPattern)
        case note(TextPattern)
        case tag(name: NamePattern, value: NamePattern?)
        case amount(QueryTerm.AmountTest)
        case accounts(mask: [Bool])
        case accountTypes(mask: [Bool])
        case type(QueryTerm.TypeFilter)
        case code(TextPattern)
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
    /// Per field, its exact key then its plain key.
    private var keys: [[UInt8]?] = Array(repeating: nil, count: 2 * Field.count)
    /// The slots of `keys` that hold a key (bit per slot).
    private var filledKeys: UInt16 = 0
    private var transactionTags: [Tag]?
    private var anyAccountHit: [Bool?] = []
    private var transfer: Bool?

    init(terms: [QueryTerm], journal: Journal, names: AccountNameKeys) {
        self.journal = journal
        let tree = CategoryTree(journal: journal)
        kinds = tree.kinds
        assetOrLiability = journal.accounts.all.map { a in
            let t = journal.type(of: a)
            return t == .asset || t == .liability
        }
        var textSlots = 0
        func compile(_ term: QueryTerm) -> Compiled {
            switch term {
            case .text(let w):
                // `^` and `$` anchor a word to the start or end of an account name.
                let anchored = w.hasPrefix("^") || w.hasSuffix("$")
                let bare = String(w.drop { $0 == "^" }.reversed().drop { $0 == "$" }.reversed())
                let needle = TextPattern(bare)
                textSlots += 1
                let hits = anchored ? names.hits(NamePattern(w)) : names.keys(plain: needle.isPlain).map(needle.isFound(inKey:))
                return .text(needle, accountHit: hits, slot: textSlots - 1)
            case .account(let p):
                return .account(accountHit: names.hits(NamePattern(p)))
            case .accountRegex(let p):
                return .account(accountHit: Self.regexHits(p, journal))
            case .description(let t): return .description(TextPattern(t))
            case .payee(let t): return .payee(TextPattern(t))
            case .note(let t): return .note(TextPattern(t))
            case .tag(let name, let value): return .tag(name: NamePattern(name), value: value.map(NamePattern.init))
            case .amount(let test): return .amount(test)
            case .category(let name):
                var mask = [Bool](repeating: false, count: journal.accounts.count)
                let roots = tree.accounts(named: name)
                for a in journal.accounts.all where roots.contains(where: { journal.accounts.isWithin(a, $0) }) { mask[Int(a.index)] = true }
                return .accounts(mask: mask)
            case .type(let f): return .type(f)
            case .accountType(let types):
                return .accountTypes(mask: journal.accounts.all.map { journal.type(of: $0).map(types.contains) ?? false })
            case .code(let t): return .code(TextPattern(t))
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

    /// Whether the terms select transaction `t` as a whole, as hledger's
    /// `print` reads a query: each term is met by some posting (a kind of
    /// alternatives by some posting meeting one of them), each `not:` term
    /// by none.
    func matchesSome(_ postings: [Posting], _ t: Transaction) -> Bool {
        guard let first = postings.first else { return false }
        resetCaches(first.transaction)
        for group in orGroups where !postings.contains(where: { p in group.contains { test($0, p, t) } }) { return false }
        for c in allOf where !postings.contains(where: { test(c, $0, t) }) { return false }
        for c in noneOf where postings.contains(where: { test(c, $0, t) }) { return false }
        return true
    }

    private func resetCaches(_ transaction: Int32) {
        guard transaction != cachedTransaction else { return }
        cachedTransaction = transaction
        while filledKeys != 0 {
            keys[filledKeys.trailingZeroBitCount] = nil
            filledKeys &= filledKeys - 1
        }
        transactionTags = nil
        for i in anyAccountHit.indices { anyAccountHit[i] = nil }
        transfer = nil
    }

    func matches(_ p: Posting, _ t: Transaction) -> Bool {
        resetCaches(p.transaction)
        for group in orGroups where !group.contains(where: { test($0, p, t) }) { return false }
        for c in allOf where !test(c, p, t) { return false }
        for c in noneOf where test(c, p, t) { return false }
        return true
    }

    /// Whether `hits` holds the posting's account, or under `--pivot` the
    /// account it had (a query matches either, as in hledger).
    private func hit(_ hits: [Bool], _ p: Posting) -> Bool {
        hits[Int(p.account.index)] || journal.accountBeforePivot(p).map { hits[Int($0.index)] } == true
    }

    private func test(_ c: Compiled, _ p: Posting, _ t: Transaction) -> Bool {
        let a = Int(p.account.index)
        switch c {
        case .text(let needle, let hits, let slot):
            if hit(hits, p) { return true }
            if anyAccountHit[slot] == nil {
                anyAccountHit[slot] = t.postingIndices.contains { hit(hits, journal.postings[$0]) }
            }
            return anyAccountHit[slot] == false && found(.everything, needle, t)
        case .account(let hits): return hit(hits, p)
        case .description(let needle): return found(.description, needle, t)
        case .payee(let needle): return found(.payee, needle, t)
        case .note(let needle): return found(.note, needle, t)
        case .tag(let name, let value):
            func has(_ tags: [Tag]) -> Bool {
                tags.contains { tag in name.matches(tag.name) && (value.map { $0.matches(tag.value) } ?? true) }
            }
            let tags = transactionTags ?? journal.comments(of: t).flatMap { Tags.parse($0) }.map { Tag(name: $0.name, value: $0.value) }
            transactionTags = tags
            if has(tags) { return true }
            if p.commentCount > 0 && has(journal.comments(of: p).flatMap { Tags.parse($0) }.map { Tag(name: $0.name, value: $0.value) }) { return true }
            // The tags of the account's declaration count too, as in hledger.
            return has(journal.declaredTags(of: p.account).map { Tag(name: $0.name, value: $0.value) })
        case .amount(let test): return test.matches(p.quantity)
        case .code(let needle): return found(.code, needle, t)
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

    private enum Field: Int {
        case description, payee, note, everything, code
        static let count = 5
    }

    /// Whether `pattern` is in the text of a transaction that a field
    /// covers. A field of one piece in ASCII is searched where it lies;
    /// other text through its key, made once per transaction.
    private func found(_ field: Field, _ pattern: TextPattern, _ t: Transaction) -> Bool {
        let slot = 2 * field.rawValue + (pattern.isPlain ? 1 : 0)
        if let cached = keys[slot] { return pattern.isFound(inKey: cached) }
        if let range = Self.range(field, t) {
            if let inPlace = TextFold.asciiContains(journal.file(t.file).bytes[range.lowerBound..<range.upperBound], pattern.key) { return inPlace }
        } else if field == .code {
            return pattern.key.isEmpty
        }
        let result = key(field, pattern.isPlain, t)
        keys[slot] = result
        filledKeys |= 1 << slot
        return pattern.isFound(inKey: result)
    }

    /// The one piece of text a field covers; nil for `.everything`, and for
    /// a code the transaction does not have.
    private static func range(_ field: Field, _ t: Transaction) -> TextRange? {
        switch field {
        case .description: return t.description
        case .payee: return t.payee ?? t.description
        // As in hledger: the part after `|`, or the whole description.
        case .note: return t.note ?? t.description
        case .code: return t.code
        case .everything: return nil
        }
    }

    /// The key of the text of a transaction that a field covers.
    private func key(_ field: Field, _ plain: Bool, _ t: Transaction) -> [UInt8] {
        let file = journal.file(t.file)
        var bytes: [UInt8] = []
        if let range = Self.range(field, t) {
            bytes = Array(file.slice(range))
        } else if field == .everything {
            bytes = Array(file.slice(t.description))
            for c in 0..<Int(t.commentCount) { bytes.append(10); bytes.append(contentsOf: file.slice(journal.transactionComments[Int(t.commentStart) + c])) }
            for pi in t.postingIndices {
                let p = journal.postings[pi]
                for c in 0..<Int(p.commentCount) { bytes.append(10); bytes.append(contentsOf: file.slice(journal.postingComments[Int(p.commentStart) + c])) }
            }
        }
        return TextFold.key(bytes, plain: plain)
    }

    /// A tag of a transaction or posting, as written.
    private struct Tag {
        var name: String
        var value: String
    }

    /// Per account, whether a `/REGEX/` matches its name. The engine
    /// compares scalars and ignores the case of ASCII letters only, so the
    /// expression, composed (NFC), is tried on the name composed as
    /// written; then, with its other letters in lower case, on the name's
    /// exact key and — when it has no letter with a diacritic — on its
    /// plain key (`TextFold`): `/^expenses:cafe/` finds `Expenses:Café`,
    /// `/CAFÉ/` finds `café` but not `Cafe`. It matches when any of these
    /// does. A name too complex to search does not match (the expression
    /// was checked when the word was read).
    static func regexHits(_ pattern: String, _ journal: Journal) -> [Bool] {
        let asWritten = TextFold.composed(pattern)
        var lowered = String.UnicodeScalarView()
        for s in pattern.unicodeScalars {
            if s.isASCII { lowered.append(s) } else { lowered.append(contentsOf: s.properties.lowercaseMapping.unicodeScalars) }
        }
        let lowerPattern = TextFold.composed(String(lowered))
        guard let regex = try? Regex(asWritten) else { return journal.accounts.all.map { _ in false } }
        let sameRegex = lowerPattern == asWritten
        let lowerRegex = sameRegex ? regex : try? Regex(lowerPattern)
        let plain = TextFold.isPlain(pattern)
        return journal.accounts.all.map { a in
            let name = journal.accounts.name(a)
            let composed = TextFold.composed(name)
            if (try? regex.matches(composed)) == true { return true }
            guard let lowerRegex else { return false }
            let exact = TextFold.key(Array(name.utf8), plain: false)
            if !(sameRegex && exact == composed), (try? lowerRegex.matches(exact)) == true { return true }
            guard plain else { return false }
            let folded = TextFold.key(Array(name.utf8), plain: true)
            return folded != exact && (try? lowerRegex.matches(folded)) == true
        }
    }
}
