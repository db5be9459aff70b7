import TallyLocale
import TallyValues

extension Cursor {
    /// amount    = [sign] [commodity [blank]] [sign] number [exponent] [[blank] commodity]
    /// sign      = "-" | "+"
    /// commodity = quoted | symbol-char+
    ///
    /// Scans an amount starting at `pos`. Stops before anything that follows
    /// the amount (`@`, `=`, `;`, a field separator).
    mutating func scanAmount() -> Result<AmountSyntax, LexError> {
        let start = pos
        var negative = false
        var style = AmountStyle()
        var commodity = TextRange(pos, pos)

        if let sign = scanSign() { negative = sign }
        if peek() == ByteClass.quote || ByteClass.isCommodity(peek()) {
            switch scanCommodity() {
            case .success(let c): commodity = c
            case .failure(let e): return .failure(e)
            }
            style.symbolOnLeft = true
            style.spaced = skipBlanks() > 0
            if let sign = scanSign() {
                if negative && sign { return .failure(LexError("invalid-amount", LocalText(.amountTwoMinus), TextRange(start, pos))) }
                negative = negative || sign
            }
        }
        guard ByteClass.isDigit(peek()) || ((peek() == ByteClass.dot || peek() == ByteClass.comma) && ByteClass.isDigit(peek(1))) else {
            let e = fieldEnd(from: pos)
            let found = pos < end ? LocalText(.expectedAmount, String(decoding: bytes[pos..<e], as: UTF8.self)) : LocalText(.expectedAmountAtEnd)
            return .failure(LexError("invalid-amount", found, TextRange(pos, max(e, pos)), hint: LocalText(.hintAmounts)))
        }
        var number: ScannedNumber
        switch scanNumber() {
        case .success(let n): number = n
        case .failure(let e): return .failure(e)
        }
        switch scanExponent(of: number) {
        case .success(let n)?: number = n
        case .failure(let e)?: return .failure(e)
        case nil: break
        }
        style.decimalMark = number.decimalMark
        style.groupMark = number.groupMark
        style.precision = number.quantity.scale

        if !style.symbolOnLeft {
            let save = pos
            let blanks = skipBlanksButNotSeparator()
            if peek() == ByteClass.quote || ByteClass.isCommodity(peek()) {
                switch scanCommodity() {
                case .success(let c): commodity = c
                case .failure(let e): return .failure(e)
                }
                style.spaced = blanks > 0
            } else {
                pos = save
            }
        }
        var quantity = number.quantity
        if negative { quantity = quantity.negated() }
        return .success(AmountSyntax(range: TextRange(start, pos), quantity: quantity, commodity: commodity,
                                     style: style, alternativeScale: number.alternativeScale))
    }

    /// Scans `-` or `+` and following blanks; returns whether it was a minus.
    @inline(__always)
    private mutating func scanSign() -> Bool? {
        let b = peek()
        guard b == ByteClass.minus || b == ByteClass.plus else { return nil }
        pos += 1
        skipBlanksButNotSeparator()
        return b == ByteClass.minus
    }

    /// Skips a single blank (or several, if not followed by something that
    /// makes them a field separator) — between a number and its commodity.
    @discardableResult
    private mutating func skipBlanksButNotSeparator() -> Int {
        let start = pos
        while pos < end && ByteClass.isBlank(bytes[pos]) { pos += 1 }
        return pos - start
    }

    /// commodity = '"' any-but-quote+ '"' | symbol-char+
    mutating func scanCommodity() -> Result<TextRange, LexError> {
        if peek() == ByteClass.quote {
            let open = pos
            pos += 1
            let s = pos
            while pos < end && bytes[pos] != ByteClass.quote { pos += 1 }
            guard pos < end else {
                return .failure(LexError("invalid-amount", LocalText(.quotedCommodityNotClosed), TextRange(open, end), hint: LocalText(.hintDirCloseQuote)))
            }
            let range = TextRange(s, pos)
            pos += 1
            if range.isEmpty { return .failure(LexError("invalid-amount", LocalText(.quotedCommodityEmpty), TextRange(open, pos))) }
            return .success(range)
        }
        let s = pos
        while pos < end && ByteClass.isCommodity(bytes[pos]) { pos += 1 }
        return .success(TextRange(s, pos))
    }

    func fieldEnd(from p: Int) -> Int {
        var i = p
        while i < end && !ByteClass.isBlank(bytes[i]) { i += 1 }
        return i
    }

    /// number = digit { digit | "," | "." } — see grammar.md, "Numbers", for
    /// which mark is the decimal mark.
    ///
    /// One pass, no allocation: it tracks the marks' kinds, counts and the
    /// digits between them instead of collecting them.
    mutating func scanNumber() -> Result<ScannedNumber, LexError> {
        let start = pos
        // The first 18 digits always fit in 64 bits; `units` takes over after them.
        var small: UInt64 = 0
        var units: Int128 = 0
        var digits = 0
        var significant = 0
        // Past `Quantity.fastBound`, the digits are read again, wide, at the end.
        var wide = false
        var markCount = 0
        var dots = 0, commas = 0
        var firstMarkDigits = -1
        var lastMark: UInt8 = 0
        var lastMarkDigits = -1
        var integerBeforeFirstMark: Int128 = 0
        var adjacentMarks = false
        var irregularGroups = false
        // Digits between the last two marks, and whether a gap between marks
        // was other than 3 or 2 (India's lakh groups: 1,23,45,678.00).
        var lastGap = -1
        var badGap = false
        var spaceGroups = 0
        var lastSpaceGroupDigits = 0
        // The position is kept in a local while scanning, and stored once.
        var i = pos
        let end = end
        while i < end {
            let b = bytes[i]
            if ByteClass.isDigit(b) {
                if significant > 0 || b != 48 { significant += 1 }
                if digits < 18 {
                    small = small &* 10 &+ UInt64(b &- 48)
                    digits += 1
                    i += 1
                    continue
                }
                if digits == 18 { units = Int128(small) }
                if !wide {
                    let (times10, o1) = units.multipliedReportingOverflow(by: 10)
                    let (next, o2) = times10.addingReportingOverflow(Int128(b &- 48))
                    if o1 || o2 || next > Quantity.fastBound { wide = true } else { units = next }
                }
                digits += 1
            } else if b == ByteClass.dot || b == ByteClass.comma {
                if markCount == 0 {
                    integerBeforeFirstMark = digits > 18 ? units : Int128(small)
                    firstMarkDigits = digits
                } else {
                    if digits == lastMarkDigits { adjacentMarks = true }
                    if digits - lastMarkDigits != 3 { irregularGroups = true }
                    lastGap = digits - lastMarkDigits
                    if lastGap != 3 && lastGap != 2 { badGap = true }
                }
                markCount += 1
                if b == ByteClass.dot { dots += 1 } else { commas += 1 }
                lastMark = b
                lastMarkDigits = digits
            } else if markCount == 0, let width = spaceGroupWidth(at: i, digitsSoFar: digits - lastSpaceGroupDigits, first: spaceGroups == 0) {
                // `1 234 567`: a space, no-break space or narrow no-break
                // space followed by exactly three digits groups digits.
                spaceGroups += 1
                lastSpaceGroupDigits = digits
                i += width
                continue
            } else {
                break
            }
            i += 1
        }
        pos = i
        if digits <= 18 { units = Int128(small) }
        let range = TextRange(start, pos)
        /// The digits read with `after` of them decimals: past the fast
        /// form (more digits, or decimals), read again from the bytes.
        func quantity(_ after: Int) -> Quantity {
            if !wide && after <= Int(Quantity.maxScale) { return Quantity(units: units, scale: UInt8(after)) }
            let written = bytes[start..<pos].lazy.filter { ByteClass.isDigit($0) }
            return Quantity(WideDecimal(digits: written, negative: false, scale: after))
        }
        /// `malformed number 'TEXT': WHY`, the reason's key given the mark when it names one.
        func malformed(_ why: ErrorKey, _ mark: UInt8? = nil) -> Result<ScannedNumber, LexError> {
            let number = String(decoding: bytes[start..<pos], as: UTF8.self)
            let message = mark.map { LocalText(why, number, String(Character(Unicode.Scalar($0)))) } ?? LocalText(why, number)
            return .failure(LexError("invalid-number", message, range, hint: LocalText(.hintNumberMarks)))
        }
        if markCount == 0 {
            return .success(ScannedNumber(quantity: quantity(0), decimalMark: 0, groupMark: spaceGroups > 0 ? ByteClass.space : 0,
                                          alternativeScale: nil, range: range))
        }
        let after = digits - lastMarkDigits
        if spaceGroups > 0 {
            // Digits grouped by spaces: the one mark after them is the decimal mark.
            if markCount > 1 { return malformed(.numberGroupedTwice, lastMark) }
            if after > Int(Quantity.maxDecimals) { return malformed(.numberTooManyDecimals) }
            return .success(ScannedNumber(quantity: quantity(after), decimalMark: lastMark, groupMark: ByteClass.space,
                                          alternativeScale: nil, range: range))
        }
        if adjacentMarks {
            return malformed(.numberTwoMarks)
        }
        if markCount > 1 && firstMarkDigits == 0 {
            return malformed(.numberStartsWithGroup)
        }
        if dots > 0 && commas > 0 {
            // Both kinds: the last mark is the decimal mark and appears once.
            if (lastMark == ByteClass.dot ? dots : commas) > 1 {
                return malformed(.numberMarkBothWays, lastMark)
            }
            // The group before the decimal mark has three digits (`1,234.50`,
            // not `1,23.45`); the others two or three.
            let group = lastMark == ByteClass.dot ? ByteClass.comma : ByteClass.dot
            if lastGap != 3 || badGap { return malformed(.numberGroupNotThree, group) }
            if after > Int(Quantity.maxDecimals) { return malformed(.numberTooManyDecimals) }
            return .success(ScannedNumber(quantity: quantity(after), decimalMark: lastMark, groupMark: group,
                                          alternativeScale: nil, range: range))
        }
        if markCount > 1 {
            // One kind, several times: digit-group marks, each followed by three digits.
            if irregularGroups || after != 3 {
                return malformed(.numberMarkNotEveryThree, lastMark)
            }
            return .success(ScannedNumber(quantity: quantity(0), decimalMark: 0, groupMark: lastMark, alternativeScale: nil, range: range))
        }
        // A single mark.
        if after > Int(Quantity.maxDecimals) { return malformed(.numberTooManyDecimals) }
        let ambiguous = after == 3 && lastMarkDigits > 0 && integerBeforeFirstMark != 0
        if ambiguous && lastMark == ByteClass.comma {
            // `1,000`: read as a digit-group mark unless the commodity says otherwise.
            return .success(ScannedNumber(quantity: quantity(0), decimalMark: 0, groupMark: ByteClass.comma,
                                          alternativeScale: 3, range: range))
        }
        return .success(ScannedNumber(quantity: quantity(after), decimalMark: lastMark, groupMark: 0,
                                      alternativeScale: ambiguous ? 0 : nil, range: range))
    }
}

extension Cursor {
    /// The byte width of a space digit-group mark at `p` — a space (1 byte),
    /// U+00A0 (2) or U+202F (3) — when it follows a digit, the group before
    /// it is 1–3 digits (`first`) or exactly 3, and exactly three digits
    /// follow it; nil otherwise. Two spaces, or a space before a commodity,
    /// never group digits.
    func spaceGroupWidth(at p: Int, digitsSoFar: Int, first: Bool) -> Int? {
        guard first ? (1...3).contains(digitsSoFar) : digitsSoFar == 3 else { return nil }
        let b = bytes[p]
        let width: Int
        if b == ByteClass.space {
            width = 1
        } else if b == 0xC2 && p + 1 < end && bytes[p + 1] == 0xA0 {
            width = 2
        } else if b == 0xE2 && p + 2 < end && bytes[p + 1] == 0x80 && bytes[p + 2] == 0xAF {
            width = 3
        } else {
            return nil
        }
        let d = p + width
        guard d + 3 <= end else { return nil }
        guard ByteClass.isDigit(bytes[d]), ByteClass.isDigit(bytes[d + 1]), ByteClass.isDigit(bytes[d + 2]) else { return nil }
        return d + 3 == end || !ByteClass.isDigit(bytes[d + 3]) ? width : nil
    }
}

/// A number as scanned, before the commodity decides an ambiguous mark.
struct ScannedNumber {
    var quantity: Quantity
    var decimalMark: UInt8
    var groupMark: UInt8
    var alternativeScale: UInt8?
    var range: TextRange
}
