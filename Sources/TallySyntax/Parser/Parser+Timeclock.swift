import TallyLocale
import TallyValues

extension Parser {
    // MARK: - Timeclock

    /// Grammar (grammar.md §14.14):
    ///
    ///     clock-in  = ( "i" | "I" ) blanks date blanks time [ blanks account-name [ sep text ] ] eol ;
    ///     clock-out = ( "o" | "O" ) blanks date blanks time [ blanks account-name [ sep text ] ] eol ;
    ///     time            = digit { digit | ":" } ;             (* HH:MM[:SS], ignored *)
    mutating func parseTimeclockLine(_ l: Line, _ c0: Cursor, keyword: TextRange, from entryStart: Int) -> Entry {
        var c = c0
        let isIn = bytes[keyword.lowerBound] | 0x20 == UInt8(ascii: "i")
        guard let date = scanDay(&c)?.day else { return .invalid(synchronize(from: entryStart)) }
        c.skipBlanks()
        let timeStart = c.pos
        guard let h = c.scanInteger(maxDigits: 2), c.match(ByteClass.colon), let m = c.scanInteger(maxDigits: 2) else {
            report(.error("invalid-timeclock", LocalText(.timeExpected), at: location(TextRange(timeStart, max(timeStart + 1, c.pos)))))
            return .invalid(synchronize(from: entryStart))
        }
        var s = 0
        if c.match(ByteClass.colon) {
            guard let sec = c.scanInteger(maxDigits: 2) else {
                report(.error("invalid-timeclock", LocalText(.timeSecondsExpected), at: location(TextRange(c.pos, c.pos + 1))))
                return .invalid(synchronize(from: entryStart))
            }
            s = sec
        }
        guard h < 24, m < 60, s < 60 else {
            report(.error("invalid-timeclock", LocalText(.timeNoSuch), at: location(TextRange(timeStart, c.pos))))
            return .invalid(synchronize(from: entryStart))
        }
        c.skipBlanks()
        // A clock-out's account names the session it ends (several may be open).
        var account: TextRange?
        let a = c.scanField()
        if !a.isEmpty { account = a }
        c.skipBlanks()
        let description = c.restTrimmed(from: c.pos)
        let range = synchronize(from: entryStart)
        return .directive(.ledger(range: range, .timeclock(TimeclockSyntax(isClockIn: isIn, date: date, seconds: h * 3600 + m * 60 + s,
                                                                            account: account, description: description,
                                                                            range: TextRange(l.start, l.contentEnd)))))
    }
}
