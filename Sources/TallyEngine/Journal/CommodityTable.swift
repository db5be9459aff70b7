import TallySyntax
import TallyValues

/// A commodity's dense id. Id 0 is the empty commodity (a bare number).
package struct CommodityID: Sendable, Hashable, Comparable {
    package var index: Int32
    package init(_ index: Int32) { self.index = index }
    package static let none = CommodityID(0)
    package static func < (a: CommodityID, b: CommodityID) -> Bool { a.index < b.index }
}

/// Interned commodity symbols with their display styles.
package struct CommodityTable: Sendable {
    private var names = NameTable()
    /// The style amounts are shown in: declared by a `commodity` directive,
    /// else taken from the first amount, with the largest precision seen.
    package private(set) var styles: [AmountStyle] = []
    package private(set) var isDeclared: [Bool] = []
    private var hasStyle: [Bool] = []
    /// The display style came from an ambiguous amount, before the decimal mark was known.
    private var styleFromAmbiguous: [Bool] = []
    /// Commodities whose style so far comes only from prices or costs.
    private var precisionSet: [Int] = []
    /// The decimal mark this commodity is known to use (`0` when unknown):
    /// declared, or the first amount whose mark was unambiguous.
    package private(set) var decimalMarks: [UInt8] = []
    /// For a commodity made by `annotated(_:with:)`: the length of its base
    /// symbol, which alone decides whether the symbol is quoted.
    package private(set) var baseLength: [Int32: Int] = [:]
    /// Other spellings of a commodity, as its `commodity` directive names
    /// them (`alias đ`, `; spellings: đ ₫ vnđ`): how people type it to
    /// `add`, `import`, `-X`. Keys are lowercased.
    package private(set) var spellings: [String: CommodityID] = [:]
    /// ledger's `C` lines: which commodities are kept in a smaller one, and
    /// shown in a larger one (empty without `C` lines).
    package private(set) var conversions = CommodityConversions()

    /// The declared spellings, lowercased, longest first.
    package var spellingList: [String] { spellings.keys.sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 } }

    /// Records a `C` line: one `big` is `factor` of `small`; the commodity
    /// that would be converted back into itself, when it makes a loop.
    mutating func convert(_ big: CommodityID, to small: CommodityID, factor: Quantity) -> CommodityID? {
        conversions.link(big, to: small, factor: factor)
    }

    /// How an amount kept in `c` is shown under ledger's `C` lines: in the
    /// largest commodity of its chain it is at least one of, unless that
    /// would hide a digit it shows where it is kept (2500.25 USD is not
    /// shown as 2.50 kUSD: every report agrees to the cent).
    package func shown(_ q: Quantity, _ c: CommodityID) -> (quantity: Quantity, commodity: CommodityID) {
        let (up, larger) = conversions.unreduced(q, c)
        guard larger != c else { return (q, c) }
        if up.normalized().scale > style(larger).precision && q.normalized().scale <= style(c).precision { return (q, c) }
        return (up, larger)
    }

    /// A copy that shows every amount in its own commodity, as written.
    package var withoutConversions: CommodityTable {
        var copy = self
        copy.conversions = CommodityConversions()
        return copy
    }

    /// The spellings declared for `id`, as `print` writes them back (`; spellings: ₫ đ`).
    package func spellingComment(of id: CommodityID) -> String {
        guard !spellings.isEmpty else { return "" }
        let mine = spellings.filter { $0.value == id }.map(\.key).sorted { $0.count != $1.count ? $0.count < $1.count : $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return mine.isEmpty ? "" : "  ; spellings: " + mine.joined(separator: " ")
    }

    /// The commodity a declared spelling stands for, by case-insensitive match.
    package func declaredSpelling(_ typed: String) -> CommodityID? {
        spellings.isEmpty ? nil : spellings[typed] ?? spellings[typed.lowercased()]
    }

    /// Records `spelling` as another way to write `id`; the commodity it
    /// already stood for when another one claimed it first.
    mutating func declareSpelling(_ spelling: String, for id: CommodityID) -> CommodityID? {
        let key = spelling.lowercased()
        if let other = spellings[key], other != id { return other }
        spellings[key] = id
        return nil
    }

    /// `AAPL {$50.00}`: a commodity for one lot of `base`, shown in its
    /// style, for reports that keep lots apart (`--lots`).
    package mutating func annotated(_ base: CommodityID, with annotation: String) -> CommodityID {
        let symbol = self.symbol(base) + " " + annotation
        let id = intern(symbol)
        styles[Int(id.index)] = styles[Int(base.index)]
        baseLength[id.index] = symbolBytes(base).count
        return id
    }

    package init() {
        _ = intern([], 0..<0)
    }

    package var count: Int { styles.count }

    package mutating func intern(_ bytes: some RawBytes, _ range: Range<Int>) -> CommodityID {
        let id = names.intern(bytes, range)
        if Int(id) == styles.count {
            styles.append(AmountStyle(symbolOnLeft: false, spaced: true, decimalMark: UInt8(ascii: "."), groupMark: 0, precision: 0))
            isDeclared.append(false)
            hasStyle.append(false)
            styleFromAmbiguous.append(false)
            decimalMarks.append(0)
        }
        return CommodityID(id)
    }

    package mutating func intern(_ symbol: String) -> CommodityID {
        let b = Array(symbol.utf8)
        return intern(b, 0..<b.count)
    }

    package func lookup(_ symbol: String) -> CommodityID? { names.lookup(symbol).map(CommodityID.init) }
    package func lookup(_ bytes: some RawBytes, _ range: Range<Int>) -> CommodityID? { names.lookup(bytes, range).map(CommodityID.init) }

    package func symbol(_ id: CommodityID) -> String { names.name(id.index) }
    package func symbolBytes(_ id: CommodityID) -> ArraySlice<UInt8> { names.bytes(id.index) }

    package func style(_ id: CommodityID) -> AmountStyle { styles[Int(id.index)] }

    /// Records the style of an amount as written. The first amount sets the
    /// symbol placement; the precision is the most decimals of the amounts
    /// that `setsPrecision` (posting amounts, not costs or prices).
    mutating func observe(_ id: CommodityID, _ style: AmountStyle, setsPrecision: Bool = true, teachesMark: Bool = true) {
        let i = Int(id.index)
        if isDeclared[i] { return }
        // Any amount whose mark is certain teaches the decimal mark: its
        // decimal mark, or the other mark when it only groups digits.
        if decimalMarks[i] == 0 && teachesMark {
            if style.decimalMark != 0 {
                decimalMarks[i] = style.decimalMark
            } else if style.groupMark != 0 {
                // Space groups are read only where ',' is the decimal mark.
                decimalMarks[i] = style.groupMark == UInt8(ascii: ",") ? UInt8(ascii: ".") : UInt8(ascii: ",")
            }
            // A display style taken from an ambiguous amount follows the mark now known.
            if decimalMarks[i] != 0 && styleFromAmbiguous[i] {
                styles[i].decimalMark = decimalMarks[i]
                if styles[i].groupMark == decimalMarks[i] { styles[i].groupMark = 0 }
                styleFromAmbiguous[i] = false
            }
        }
        if !setsPrecision {
            if !hasStyle[i] {
                var s = style
                s.decimalMark = decimalMarks[i] != 0 ? decimalMarks[i] : UInt8(ascii: ".")
                s.precision = 0
                s.groupMark = 0
                styles[i] = s
                hasStyle[i] = true
                precisionSet.append(i)
            }
            return
        }
        if precisionSet.contains(i) {
            // Only a price or cost was seen so far: this amount sets the style.
            precisionSet.removeAll { $0 == i }
            hasStyle[i] = false
        }
        if !hasStyle[i] {
            var s = style
            if s.decimalMark == 0 { s.decimalMark = decimalMarks[i] != 0 ? decimalMarks[i] : UInt8(ascii: ".") }
            styles[i] = s
            hasStyle[i] = true
            styleFromAmbiguous[i] = !teachesMark && decimalMarks[i] == 0
        } else {
            if style.precision > styles[i].precision { styles[i].precision = style.precision }
            if styles[i].groupMark == 0 && style.groupMark != 0 && style.groupMark != styles[i].decimalMark { styles[i].groupMark = style.groupMark }
        }
    }

    /// The decimals posting amounts in `id` have shown so far (not a
    /// directive's, not prices' or costs'); `nil` before any.
    func postedPrecision(_ id: CommodityID) -> UInt8? {
        let i = Int(id.index)
        guard hasStyle[i], !isDeclared[i], !precisionSet.contains(i) else { return nil }
        return styles[i].precision
    }

    /// Shows at least `style`'s decimals, and its digit groups if none are
    /// shown yet: what a `C` line's amount adds to a commodity's style (it
    /// sets no symbol placement). A declared style is kept.
    mutating func widen(_ id: CommodityID, to style: AmountStyle) {
        let i = Int(id.index)
        guard !isDeclared[i] else { return }
        if style.precision > styles[i].precision { styles[i].precision = style.precision }
        if styles[i].groupMark == 0 && style.groupMark != 0 && style.groupMark != styles[i].decimalMark { styles[i].groupMark = style.groupMark }
    }

    /// Declares a style with a `commodity` directive; it wins over observed styles.
    mutating func declare(_ id: CommodityID, _ style: AmountStyle?) {
        let i = Int(id.index)
        guard let style else { return }
        var s = style
        // `1.000` and `1 000` (spaces group digits only before a decimal comma) declare ','.
        if s.decimalMark == 0 { s.decimalMark = s.groupMark == UInt8(ascii: ".") || s.groupMark == UInt8(ascii: " ") ? UInt8(ascii: ",") : UInt8(ascii: ".") }
        styles[i] = s
        isDeclared[i] = true
        hasStyle[i] = true
        decimalMarks[i] = s.decimalMark
    }

    /// Replaces a display style in a copy of the table (for writers that
    /// need a variant of a style; the journal's table is not changed).
    package mutating func setStyleForDisplay(_ id: CommodityID, _ style: AmountStyle) {
        styles[Int(id.index)] = style
    }

    /// Shows amounts of `id` with `scale` digits: the currency a report
    /// converts into (`Exchange.scale`), which may be seen only in prices.
    mutating func showValued(_ id: CommodityID, scale: UInt8) {
        styles[Int(id.index)].precision = scale
    }

    /// Sets a decimal mark without a full style (`decimal-mark` directive applies to all).
    mutating func setDecimalMark(_ id: CommodityID, _ mark: UInt8) {
        if decimalMarks[Int(id.index)] == 0 { decimalMarks[Int(id.index)] = mark }
    }

    /// The decimal mark known for a commodity, or 0.
    func decimalMark(_ id: CommodityID) -> UInt8 { decimalMarks[Int(id.index)] }
}
