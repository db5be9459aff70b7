import TallyLocale
import TallySyntax
import TallyValues

extension JournalBuilder {
    // MARK: - Amounts

    /// An amount's commodity; a bare number takes the `D` directive's.
    mutating func commodity(of a: AmountSyntax, in file: SourceFile) -> CommodityID {
        if a.commodity.isEmpty, let d = defaultCommodity { return d }
        if !ledger.commodityAliases.isEmpty, let aliased = ledger.commodityAliases[Array(file.bytes[a.commodity.range])] { return aliased }
        // Most amounts repeat the symbol before them: a symbol of up to
        // eight bytes is compared as one word with the last one interned.
        let r = a.commodity.range
        guard r.count <= 8 else { return interned(a.commodity, in: file) }
        let word = NameBytes.word(file.bytes, r)
        if let last = lastSymbol, last.word == word, last.count == r.count { return last.id }
        let id = interned(a.commodity, in: file)
        lastSymbol = (word, r.count, id)
        return id
    }

    /// A symbol written apart from an amount (`apply fixed`'s, one in an
    /// automated amount's expression): the commodity a `commodity … alias`
    /// names, else the symbol interned.
    mutating func commodity(named symbol: TextRange, in file: SourceFile) -> CommodityID {
        if !ledger.commodityAliases.isEmpty, let aliased = ledger.commodityAliases[Array(file.bytes[symbol.range])] { return aliased }
        return interned(symbol, in: file)
    }

    /// The symbol interned; a symbol seen for the first time that a
    /// `commodity` directive names as a spelling of another is warned about.
    private mutating func interned(_ symbol: TextRange, in file: SourceFile) -> CommodityID {
        let before = journal.commodities.count
        let id = journal.commodities.intern(file.bytes, symbol.range)
        if journal.commodities.count != before && !journal.commodities.spellings.isEmpty { warnIfSpelling(id, at: symbol, in: file) }
        return id
    }

    /// The decimal mark that decides this commodity's ambiguous numbers: a
    /// `commodity` directive's, else the `decimal-mark` directive's, else
    /// the first unambiguous amount's; 0 when none is known.
    func knownDecimalMark(_ c: CommodityID) -> UInt8 {
        if journal.commodities.isDeclared[Int(c.index)] { return journal.commodities.decimalMark(c) }
        if globalDecimalMark != 0 { return globalDecimalMark }
        return journal.commodities.decimalMark(c)
    }

    /// The value and style an amount is read as. A number like `1,000` or
    /// `1.000` (one mark, three digits after it) is read with the
    /// commodity's known decimal mark; unknown, `,` groups digits and `.`
    /// is the decimal mark.
    func reading(_ a: AmountSyntax, _ c: CommodityID) -> (Quantity, AmountStyle, ambiguous: Bool) {
        var q = a.quantity
        var style = a.style
        guard let alternative = a.alternativeScale else { return (q, style, false) }
        let known = knownDecimalMark(c)
        let mark = style.decimalMark != 0 ? style.decimalMark : style.groupMark
        let readAsDecimal = style.decimalMark != 0
        if known != 0 && (known == mark) != readAsDecimal {
            q = q.reinterpreted(scale: alternative)
            if readAsDecimal {
                style.decimalMark = 0
                style.groupMark = mark
            } else {
                style.groupMark = 0
                style.decimalMark = mark
            }
            style.precision = alternative
        }
        return (q, style, known == 0)
    }

    /// The amount a syntax node denotes, recording the commodity's display
    /// style. Only posting amounts set the display precision
    /// (`setsPrecision`): costs and prices carry more digits than anyone
    /// wants to see. Under a `decimal-mark` directive, a number that uses
    /// the other mark as its decimal mark is an error.
    mutating func resolve(_ a: AmountSyntax, in file: SourceFile, setsPrecision: Bool = true) -> Amount {
        resolve(a, as: commodity(of: a, in: file), in: file, setsPrecision: setsPrecision)
    }

    /// A plan's amount (`budget`, `goal`: Tally's own lines, which no other
    /// tool reads) may name its currency as people write it: `2.000.000đ`
    /// in a journal of VND is VND, read with VND's decimal mark.
    mutating func resolvePlanAmount(_ a: AmountSyntax, in file: SourceFile) -> Amount {
        let typed = file.text(a.commodity)
        if !typed.isEmpty, journal.commodities.lookup(typed) == nil, case .commodity(let symbol) = journal.currency(typed: typed),
           let id = journal.commodities.lookup(symbol) {
            return resolve(a, as: id, in: file, setsPrecision: true)
        }
        return resolve(a, in: file)
    }

    mutating func resolve(_ a: AmountSyntax, as c: CommodityID, in file: SourceFile, setsPrecision: Bool) -> Amount {
        let (q, style, ambiguous) = reading(a, c)
        if a.alternativeScale == nil, globalDecimalMark != 0, style.decimalMark != 0, style.decimalMark != globalDecimalMark,
           !journal.commodities.isDeclared[Int(c.index)] {
            let mark = Character(Unicode.Scalar(globalDecimalMark))
            report(.error("invalid-number", LocalText(.numberOtherMark, String(Character(Unicode.Scalar(style.decimalMark))), String(mark)),
                          at: SourceLocation(file: file.id, range: a.range), hint: LocalText(.hintNumberOtherMark, String(mark))))
        }
        if style.groupMark == UInt8(ascii: " ") {
            let mark = style.decimalMark != 0 ? style.decimalMark : knownDecimalMark(c)
            if mark != UInt8(ascii: ",") {
                report(.error("invalid-number", mark == 0 ? LocalText(.spaceGroupsMarkUnknown) : LocalText(.spaceGroupsMark, String(Character(Unicode.Scalar(mark)))),
                              at: SourceLocation(file: file.id, range: a.range), hint: LocalText(.hintSpaceGroups)))
            }
        }
        // An ambiguous number teaches nothing about the decimal mark.
        let markBefore = journal.commodities.decimalMark(c)
        journal.commodities.observe(c, style, setsPrecision: setsPrecision, teachesMark: !ambiguous)
        if ambiguous && markBefore == 0 && firstAmbiguous[c] == nil {
            firstAmbiguous[c] = (SourceLocation(file: file.id, range: a.range), style.decimalMark != 0)
        } else if markBefore == 0, let learned = Optional(journal.commodities.decimalMark(c)), learned != 0,
                  let earlier = firstAmbiguous.removeValue(forKey: c) {
            warnIfReadOtherwise(earlier, learned: learned, commodity: c, taughtAt: SourceLocation(file: file.id, range: a.range))
        }
        return Amount(q, c)
    }

    /// An amount like `1.000` read before its commodity's decimal mark was
    /// known: when a later amount shows the other mark, the earlier reading
    /// disagrees with the file's own style, so say so.
    mutating func warnIfReadOtherwise(_ earlier: (location: SourceLocation, readAsDecimal: Bool), learned: UInt8,
                                      commodity c: CommodityID, taughtAt: SourceLocation) {
        let learnedMark = Character(Unicode.Scalar(learned))
        // Read as decimal means its mark was '.', else it was ',' read as a group mark.
        let readMark: UInt8 = earlier.readAsDecimal ? UInt8(ascii: ".") : UInt8(ascii: ",")
        let agrees = (readMark == learned) == earlier.readAsDecimal
        guard !agrees else { return }
        let symbol = journal.commodities.symbol(c)
        let key: ErrorKey = earlier.readAsDecimal ? .ambiguousReadDecimal : .ambiguousReadGroup
        let marks = [String(Character(Unicode.Scalar(readMark))), "\(learnedMark)"]
        report(Diagnostic(.warning, "ambiguous-number",
                          symbol.isEmpty ? LocalText(key, marks, inner: [LocalText(.thisCommodity)]) : LocalText(key, marks + [symbol]),
                          at: earlier.location,
                          hint: LocalText(.hintDeclareStyle, learned == UInt8(ascii: ",") ? "1.000,00" : "1,000.00", symbol),
                          notes: [.init(LocalText(.noteShowsMark), at: taughtAt)]))
    }
}
