import TallyLocale
import TallyValues

extension Parser {
    /// Grammar (grammar.md §15.8):
    ///
    ///     reporting-currency-directive = "reporting-currency" blanks commodity [ { blank } trailing-comment ] eol ;
    mutating func parseReportingCurrencyDirective(_ l: Line, _ c0: Cursor, from entryStart: Int) -> Entry {
        var c = c0
        let start = c.pos
        let hint = LocalText(.hintReportingCurrency)
        guard !c.isAtEnd, c.peek() != ByteClass.semicolon, case .success(let symbol) = c.scanCommodity(), !symbol.isEmpty else {
            report(.error("invalid-directive", LocalText(.reportingNeedsSymbol),
                          at: location(TextRange(start, max(start + 1, c.restTrimmed(from: start).upperBound))), hint: hint))
            return .invalid(synchronize(from: entryStart))
        }
        c.skipBlanks()
        if !c.isAtEnd && c.peek() != ByteClass.semicolon {
            report(.error("invalid-directive", LocalText(.reportingTextAfter), at: location(c.restTrimmed(from: c.pos)), hint: hint))
            return .invalid(synchronize(from: entryStart))
        }
        return .directive(.reportingCurrency(range: directiveBody(from: entryStart, keyword: "reporting-currency"), symbol: symbol))
    }
}
