import TallyLocale
import TallyValues

/// One entry of a timedot file: hours logged to an account on a day.
package struct TimedotEntry: Sendable {
    package var date: Day
    package var description: TextRange
    package var account: TextRange
    package var hours: Quantity
    /// The entry's line.
    package var range: TextRange
}

/// Reads hledger's timedot format (files named `*.timedot`): days, and
/// under each the time logged to accounts as dots (a quarter hour each) or
/// numbers with a unit. Lines starting with `#` or `;`, and `*` headings
/// that hold no date, are comments.
package struct TimedotParser {
    /// Grammar (grammar.md §14.14):
    ///
    ///     timedot       = { timedot-day | comment-line | blank-line } ;
    ///     timedot-day   = [ "*" { "*" } blanks ] date [ blanks text ] eol { timedot-entry | comment-line } ;
    ///     timedot-entry = account-name sep quantity [ { blank } ";" text ] eol ;
    ///     quantity      = { "." | blank } | number [ unit ] ;
    ///     unit          = "s" | "m" | "h" | "d" | "w" | "mo" | "y" ;
    package static func parse(_ file: SourceFile, currentYear: Int) -> (entries: [TimedotEntry], diagnostics: [Diagnostic]) {
        let bytes = file.bytes
        // For cursors (see `Cursor`), valid while `bytes` lives: to the end of the call.
        let base = ByteView(pinning: bytes)
        defer { withExtendedLifetime(bytes) {} }
        var entries: [TimedotEntry] = []
        var diagnostics: [Diagnostic] = []
        var day: Day?
        var description = TextRange(0, 0)
        var p = 0
        while p < bytes.count {
            var e = p
            while e < bytes.count && bytes[e] != 10 { e += 1 }
            var end = e
            if end > p && bytes[end - 1] == 13 { end -= 1 }
            defer { p = e + 1 }
            var c = Cursor(bytes: base, pos: p, end: end)
            c.skipBlanks()
            if c.isAtEnd { continue }
            let first = c.peek()
            if first == ByteClass.star {
                while c.peek() == ByteClass.star { c.advance() }
                c.skipBlanks()
            } else if first == ByteClass.hash || first == ByteClass.semicolon {
                continue
            }
            if ByteClass.isDigit(c.peek()) {
                let save = c.pos
                if case .success(let token) = c.scanDate(), c.isAtEnd || ByteClass.isBlank(c.peek()),
                   case .success(let d) = token.resolve(defaultYear: currentYear) {
                    day = d
                    c.skipBlanks()
                    var s = c.pos
                    while s < end && bytes[s] != ByteClass.semicolon { s += 1 }
                    var t = s
                    while t > c.pos && ByteClass.isBlank(bytes[t - 1]) { t -= 1 }
                    description = TextRange(c.pos, t)
                    continue
                }
                c.pos = save
            }
            if first == ByteClass.star { continue }
            guard let date = day else {
                diagnostics.append(.error("invalid-timedot", LocalText(.timedotBeforeDate), at: SourceLocation(file: file.id, range: TextRange(p, end)),
                                          hint: LocalText(.hintTimedotDate)))
                continue
            }
            let accountStart = c.pos
            let account = c.scanField()
            c.skipBlanks()
            let quantityStart = c.pos
            var quantityEnd = c.pos
            while quantityEnd < end && bytes[quantityEnd] != ByteClass.semicolon { quantityEnd += 1 }
            while quantityEnd > quantityStart && ByteClass.isBlank(bytes[quantityEnd - 1]) { quantityEnd -= 1 }
            guard let hours = hoursIn(bytes, quantityStart, quantityEnd) else {
                diagnostics.append(.error("invalid-timedot", LocalText(.timedotUnreadable, String(decoding: bytes[account.range], as: UTF8.self)),
                                          at: SourceLocation(file: file.id, range: TextRange(quantityStart, max(quantityEnd, quantityStart + 1))),
                                          hint: LocalText(.hintTimedotQuantity)))
                continue
            }
            entries.append(TimedotEntry(date: date, description: description, account: account, hours: hours,
                                        range: TextRange(accountStart, end)))
        }
        return (entries, diagnostics)
    }

    /// Dots (a quarter hour each, blanks ignored) or a number with an optional unit.
    static func hoursIn(_ bytes: SourceBytes, _ s: Int, _ e: Int) -> Quantity? {
        if s == e { return .zero }
        var dots = 0
        var allDots = true
        for k in s..<e {
            if bytes[k] == ByteClass.dot { dots += 1 } else if !ByteClass.isBlank(bytes[k]) { allDots = false; break }
        }
        if allDots { return Quantity(units: Int128(dots) * 25, scale: 2) }
        var units: Int128 = 0
        var scale: UInt8 = 0
        var seenMark = false
        var k = s
        var digits = 0
        while k < e && (ByteClass.isDigit(bytes[k]) || bytes[k] == ByteClass.dot || bytes[k] == ByteClass.comma) {
            if ByteClass.isDigit(bytes[k]) {
                guard digits < 30 else { return nil }
                units = units * 10 + Int128(bytes[k] - 48)
                digits += 1
                if seenMark { scale += 1 }
            } else {
                if seenMark { return nil }
                seenMark = true
            }
            k += 1
        }
        guard digits > 0 else { return nil }
        let value = Quantity(units: units, scale: scale)
        let unit = String(decoding: bytes[k..<e], as: UTF8.self)
        let factor: (Int128, Int128)   // multiply, then divide
        switch unit {
        case "", "h": factor = (1, 1)
        case "s": factor = (1, 3600)
        case "m": factor = (1, 60)
        case "d": factor = (24, 1)
        case "w": factor = (168, 1)
        case "mo": factor = (720, 1)
        case "y": factor = (8760, 1)
        default: return nil
        }
        guard let scaled = value.multiplied(by: Quantity(units: factor.0, scale: 0)) else { return nil }
        if factor.1 == 1 { return scaled }
        return scaled.divided(by: Quantity(units: factor.1, scale: 0), scale: max(scaled.scale, 4))
    }
}
