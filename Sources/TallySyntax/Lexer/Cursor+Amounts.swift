import TallyValues

extension Cursor {
    /// amount    = [sign] [commodity [blank]] [sign] number [[blank] commodity]
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
                if negative && sign { return .failure(LexError("invalid-amount", "amount has two minus signs", TextRange(start, pos))) }
                negative = negative || sign
            }
        }
        guard ByteClass.isDigit(peek()) || ((peek() == ByteClass.dot || peek() == ByteClass.comma) && ByteClass.isDigit(peek(1))) else {
            let e = fieldEnd(from: pos)
            let found = pos < end ? "'\(String(decoding: bytes[pos..<e], as: UTF8.self))'" : "end of line"
            return .failure(LexError("invalid-amount", "expected a number in the amount, found \(found)", TextRange(pos, max(e, pos)),
                                     hint: "amounts look like 12.50, $12.50, -12.50 EUR or 1.000,50 EUR"))
        }
        let number: ScannedNumber
        switch scanNumber() {
        case .success(let n): number = n
        case .failure(let e): return .failure(e)
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
                return .failure(LexError("invalid-amount", "quoted commodity is not closed", TextRange(open, end), hint: "add the closing \""))
            }
            let range = TextRange(s, pos)
            pos += 1
            if range.isEmpty { return .failure(LexError("invalid-amount", "empty quoted commodity", TextRange(open, pos))) }
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
    mutating func scanNumber() -> Result<ScannedNumber, LexError> {
        let start = pos
        var units: Int128 = 0
        var digits = 0
        var significant = 0
        var marks: [(byte: UInt8, digitsBefore: Int)] = []
        var integerBeforeFirstMark: Int128 = 0
        while pos < end {
            let b = bytes[pos]
            if ByteClass.isDigit(b) {
                if significant > 0 || b != 48 { significant += 1 }
                if significant > 38 {
                    while pos < end && (ByteClass.isDigit(bytes[pos]) || bytes[pos] == ByteClass.dot || bytes[pos] == ByteClass.comma) { pos += 1 }
                    return .failure(LexError("amount-too-large", "number has more than 38 significant digits", TextRange(start, pos),
                                             hint: "Tally keeps amounts exact with up to 38 digits"))
                }
                units = units * 10 + Int128(b - 48)
                digits += 1
            } else if b == ByteClass.dot || b == ByteClass.comma {
                if marks.isEmpty { integerBeforeFirstMark = units }
                marks.append((b, digits))
            } else {
                break
            }
            pos += 1
        }
        let range = TextRange(start, pos)
        func malformed(_ why: String) -> Result<ScannedNumber, LexError> {
            .failure(LexError("invalid-number", "malformed number '\(String(decoding: bytes[start..<pos], as: UTF8.self))': \(why)", range,
                              hint: "use one decimal mark, and digit-group marks every three digits: 1,234.56 or 1.234,56"))
        }
        for k in marks.indices.dropFirst() where marks[k - 1].digitsBefore == marks[k].digitsBefore {
            return malformed("two marks in a row")
        }
        if marks.count > 1 && marks[0].digitsBefore == 0 {
            return malformed("a number cannot start with a digit-group mark")
        }
        if marks.isEmpty {
            return .success(ScannedNumber(quantity: Quantity(units: units, scale: 0), decimalMark: 0, groupMark: 0, alternativeScale: nil, range: range))
        }
        let last = marks[marks.count - 1]
        let kinds = Set(marks.map(\.byte))
        if kinds.count == 2 {
            // The last mark is the decimal mark; it must appear once.
            if marks.filter({ $0.byte == last.byte }).count > 1 {
                return malformed("'\(Character(Unicode.Scalar(last.byte)))' is used both as decimal mark and digit-group mark")
            }
            let group = marks[0].byte
            let scale = digits - last.digitsBefore
            if scale > Int(Quantity.maxScale) { return malformed("too many decimal places") }
            return .success(ScannedNumber(quantity: Quantity(units: units, scale: UInt8(scale)), decimalMark: last.byte, groupMark: group,
                                          alternativeScale: nil, range: range))
        }
        if marks.count > 1 {
            // One kind, several times: digit-group marks, each followed by three digits.
            for (k, mark) in marks.enumerated() {
                let next = k + 1 < marks.count ? marks[k + 1].digitsBefore : digits
                if next - mark.digitsBefore != 3 { return malformed("'\(Character(Unicode.Scalar(mark.byte)))' appears more than once but not every three digits") }
            }
            return .success(ScannedNumber(quantity: Quantity(units: units, scale: 0), decimalMark: 0, groupMark: last.byte, alternativeScale: nil, range: range))
        }
        // A single mark.
        let after = digits - last.digitsBefore
        if after > Int(Quantity.maxScale) { return malformed("too many decimal places") }
        let ambiguous = after == 3 && last.digitsBefore > 0 && integerBeforeFirstMark != 0
        if ambiguous && last.byte == ByteClass.comma {
            // `1,000`: read as a digit-group mark unless the commodity says otherwise.
            return .success(ScannedNumber(quantity: Quantity(units: units, scale: 0), decimalMark: 0, groupMark: ByteClass.comma,
                                          alternativeScale: 3, range: range))
        }
        return .success(ScannedNumber(quantity: Quantity(units: units, scale: UInt8(after)), decimalMark: last.byte, groupMark: 0,
                                      alternativeScale: ambiguous ? 0 : nil, range: range))
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
