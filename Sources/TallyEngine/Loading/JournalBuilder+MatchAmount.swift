import TallyLocale
import TallySyntax
import TallyValues

/// A value while evaluating an automated amount that reads the match: a
/// quantity and its commodity (`nil`: a plain number).
struct MatchValue {
    var quantity: Quantity
    var commodity: CommodityID?
}

/// A `P(…)`/`market(…)` call that found no price for a commodity: warned
/// about once.
struct PricelessCall: Hashable {
    var file: FileID
    var at: Int
    var commodity: CommodityID
}

/// Why an automated amount could not be evaluated for a match: the
/// message, where in the rule's line, and the diagnostic's id.
struct MatchFailure: Error {
    var id: String
    var local: LocalText
    var at: TextRange?
    var hint: LocalText?
}

extension JournalBuilder {
    /// The amount an automated posting adds for one matched posting, when
    /// its expression reads the match (`tag`, `P`, `market`; grammar.md §7):
    /// ledger's arithmetic, where `amount` is the matched amount with its
    /// commodity and a product or quotient takes its left side's commodity,
    /// else its right side's. A result without a commodity multiplies the
    /// matched amount, as a bare number does.
    mutating func matchAmount(_ e: MatchExpression, matched: Amount, subject: ExpressionSubject,
                              in file: SourceFile) -> Result<Amount, MatchFailure> {
        let v: MatchValue
        switch evaluate(e, matched, subject, file) {
        case .failure(let f): return .failure(f)
        case .success(let value): v = value
        }
        guard let c = v.commodity else {
            guard let q = matched.quantity.multiplied(by: v.quantity) else { return .failure(Self.tooLarge(nil)) }
            return .success(Amount(q, matched.commodity))
        }
        return .success(Amount(v.quantity, c))
    }

    private mutating func evaluate(_ e: MatchExpression, _ matched: Amount, _ s: ExpressionSubject,
                                   _ file: SourceFile) -> Result<MatchValue, MatchFailure> {
        switch e {
        case .number(let q, let range):
            guard let range else { return .success(MatchValue(quantity: q)) }
            return .success(MatchValue(quantity: q, commodity: commodity(named: range, in: file)))
        case .matched:
            return .success(MatchValue(quantity: matched.quantity, commodity: matched.commodity == .none ? nil : matched.commodity))
        case .tag(let name, let at):
            return tagValue(name, at: at, s)
        case .market(let inner, let date, let target, let at):
            switch evaluate(inner, matched, s, file) {
            case .failure(let f): return .failure(f)
            case .success(let v): return marketValue(v, date: date, target: target, on: s.date, at: at, in: file)
            }
        case .negated(let inner):
            return evaluate(inner, matched, s, file).map { MatchValue(quantity: $0.quantity.negated(), commodity: $0.commodity) }
        case .binary(let op, let l, let r, let at):
            let a: MatchValue, b: MatchValue
            switch evaluate(l, matched, s, file) {
            case .failure(let f): return .failure(f)
            case .success(let v): a = v
            }
            switch evaluate(r, matched, s, file) {
            case .failure(let f): return .failure(f)
            case .success(let v): b = v
            }
            return combine(op, a, b, at: at)
        }
    }

    private func combine(_ op: UInt8, _ a: MatchValue, _ b: MatchValue, at: TextRange) -> Result<MatchValue, MatchFailure> {
        let q: Quantity?
        switch op {
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            if let x = a.commodity, let y = b.commodity, x != y {
                return .failure(MatchFailure(id: "invalid-amount", local: LocalText(.expressionAddCommodities, journal.commodities.symbol(y),
                                                                                    journal.commodities.symbol(x)), at: at))
            }
            q = a.quantity.addingRescaled(op == UInt8(ascii: "+") ? b.quantity : b.quantity.negated())
        case UInt8(ascii: "*"):
            q = a.quantity.multiplied(by: b.quantity)
        default:
            guard !b.quantity.isZero else { return .failure(MatchFailure(id: "invalid-amount", local: LocalText(.expressionDivideByZero), at: at)) }
            q = MatchExpression.quotient(a.quantity, b.quantity)
        }
        guard let q else { return .failure(Self.tooLarge(at)) }
        return .success(MatchValue(quantity: q, commodity: a.commodity ?? b.commodity))
    }

    /// `tag("NAME")`: the posting's tag, else its transaction's, read as a
    /// number or an amount (`VAT:: 0.19`, `rate: 1.5 EUR`). The value is the
    /// rest of the tag's line, as ledger reads it, not hledger's value up to
    /// a comma: `VAT: 0,19` is not 0, and text after the number (`19%`,
    /// `0.19, rate: 2`) is an error, never a number read in part.
    private mutating func tagValue(_ name: String, at: TextRange, _ s: ExpressionSubject) -> Result<MatchValue, MatchFailure> {
        let wanted = name.lowercased()
        guard let tag = (s.posting.tags + s.transactionTags).first(where: { $0.name.lowercased() == wanted }) else {
            return .failure(MatchFailure(id: "invalid-automated", local: LocalText(.automatedTagMissing, name), at: at, hint: LocalText(.hintAutomatedTag)))
        }
        let written = Self.lineValue(of: wanted, in: s.posting.note) ?? Self.lineValue(of: wanted, in: s.transactionNote) ?? tag.value
        var text = Substring(written)
        // A typed value (`VAT:: 0.19`) keeps the second colon in its text.
        while let f = text.first, f == ":" || f == " " || f == "\t" { text = text.dropFirst() }
        let notAmount = MatchFailure(id: "invalid-automated", local: LocalText(.automatedTagNotAmount, name, String(text)), at: at,
                                     hint: LocalText(.hintAutomatedTag))
        guard case .success(let a) = AmountText.parse(String(text)) else { return .failure(notAmount) }
        let bytes = Array(text.utf8)
        guard !a.commodity.isEmpty else { return .success(MatchValue(quantity: a.quantity)) }
        // A percent sign is no commodity: `19%` is refused rather than read as 19.
        guard !bytes[a.commodity.range].contains(UInt8(ascii: "%")) else { return .failure(notAmount) }
        return .success(MatchValue(quantity: a.quantity, commodity: journal.commodities.intern(bytes, a.commodity.range)))
    }

    /// The text after `NAME:` on the comment line that has the tag (its
    /// name starting the line or after a blank or comma), to the end of
    /// the line and trimmed; `nil` when no line has it. `name` is lowercase.
    static func lineValue(of name: String, in text: [UInt8]) -> String? {
        let key = Array(name.utf8) + [UInt8(ascii: ":")]
        for line in text.split(separator: 10, omittingEmptySubsequences: true) {
            let line = Array(line)
            guard line.count >= key.count else { continue }
            for i in 0...(line.count - key.count) {
                if i > 0 && !(line[i - 1] == 32 || line[i - 1] == 9 || line[i - 1] == UInt8(ascii: ",") || line[i - 1] == UInt8(ascii: ";")) { continue }
                guard (0..<key.count).allSatisfy({ k in
                    let b = line[i + k]
                    return (b >= 65 && b <= 90 ? b + 32 : b) == key[k]
                }) else { continue }
                var end = line.count
                while end > i + key.count && (line[end - 1] == 32 || line[end - 1] == 9 || line[end - 1] == 13) { end -= 1 }
                return String(decoding: line[(i + key.count)..<end], as: UTF8.self)
            }
        }
        return nil
    }

    /// `P(AMOUNT, date)`, `market(AMOUNT, date, "TARGET")`: the amount at
    /// the latest price of its commodity on or before the date (into
    /// TARGET, when given) among those read so far, a fixed `value` first;
    /// the amount itself when there is none, as in ledger, with a warning
    /// (`no-price`) once per call and commodity.
    private mutating func marketValue(_ v: MatchValue, date: MatchDate, target: String?, on matchedDate: Day,
                                      at: TextRange, in file: SourceFile) -> Result<MatchValue, MatchFailure> {
        guard let c = v.commodity else { return .success(v) }
        let into = target.map { journal.commodities.lookup($0) }
        if let into, into == c { return .success(v) }
        let limit: Day?
        switch date {
        case .matched: limit = matchedDate
        case .fixed(let day): limit = day
        case .latest: limit = nil
        }
        var best: MarketPrice?
        for p in journal.prices where p.commodity == c {
            if let into, p.price.commodity != into { continue }
            if p.isFixedValue {
                best = p
                break
            }
            if let limit, p.date > limit { continue }
            if best.map({ p.date >= $0.date }) ?? true { best = p }
        }
        guard let best else {
            if ledger.unpricedCalls.insert(PricelessCall(file: file.id, at: at.lowerBound, commodity: c)).inserted {
                let day = limit ?? matchedDate
                report(.warning("no-price", LocalText(.automatedNoPrice, journal.commodities.symbol(c), day.description, file.text(at) + "(…)"),
                                at: SourceLocation(file: file.id, range: at), hint: LocalText(.hintAutomatedNoPrice)))
            }
            return .success(v)
        }
        guard let q = v.quantity.multiplied(by: best.price.quantity) else { return .failure(Self.tooLarge(at)) }
        return .success(MatchValue(quantity: q, commodity: best.price.commodity))
    }

    private static func tooLarge(_ at: TextRange?) -> MatchFailure {
        MatchFailure(id: "amount-too-large", local: LocalText(.expressionTooLarge), at: at)
    }
}
