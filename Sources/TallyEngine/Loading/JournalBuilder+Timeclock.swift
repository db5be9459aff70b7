import TallyLocale
import TallySyntax
import TallyValues

extension JournalBuilder {
    // MARK: - Timeclock

    /// `i` opens a session, `o` closes it: the session becomes a transaction
    /// on the clock-in day (one a day when it runs past midnight) with one
    /// unbalanced posting `(ACCOUNT)  N.NNNNh`, hours exact to four decimals
    /// (shown with two, as hledger does). Sessions of different accounts may
    /// be open at once, as in ledger and hledger 1.43: a clock-out ends the
    /// session of the account written after its time, or the latest one.
    mutating func addTimeclock(_ t: TimeclockSyntax, in file: SourceFile) {
        let location = SourceLocation(file: file.id, range: t.range)
        if t.isClockIn {
            guard let accountRange = t.account else {
                report(.error("invalid-timeclock", LocalText(.clockInNeedsAccount), at: location, hint: LocalText(.hintClockInForm)))
                return
            }
            let name = file.bytes[accountRange.range]
            if let open = ledger.clockIns.last(where: { sessionAccount($0).elementsEqual(name) }) {
                report(Diagnostic(.error, "invalid-timeclock", LocalText(.clockInTwice), at: location,
                                  hint: LocalText(.hintClockOut),
                                  notes: [.init(LocalText(.noteOpenSession), at: SourceLocation(file: open.file, range: open.syntax.range))]))
                return
            }
            ledger.clockIns.append((t, file.id))
            return
        }
        guard !ledger.clockIns.isEmpty else {
            report(.error("invalid-timeclock", LocalText(.clockOutAlone), at: location, hint: LocalText(.hintClockIn)))
            return
        }
        let named = t.account.map { file.bytes[$0.range] }
        let k: Int
        if let named, let match = ledger.clockIns.lastIndex(where: { sessionAccount($0).elementsEqual(named) }) {
            k = match
        } else if named == nil || ledger.clockIns.count == 1 {
            // Nothing named, or one session open (hledger 1.25 reads the text as a note).
            k = ledger.clockIns.count - 1
        } else {
            report(.error("invalid-timeclock", LocalText(.clockOutWhich, t.account.map { file.text($0) } ?? "", "\(ledger.clockIns.count)"),
                          at: location, hint: LocalText(.hintClockOutWhich)))
            return
        }
        let (open, openFileID) = ledger.clockIns.remove(at: k)
        guard let accountRange = open.account else { return }
        let seconds = (Int(t.date.daysSinceEpoch) - Int(open.date.daysSinceEpoch)) * 86_400 + t.seconds - open.seconds
        guard seconds >= 0 else {
            report(Diagnostic(.error, "invalid-timeclock", LocalText(.clockOutBefore), at: location,
                              hint: LocalText(.hintCheckDateTime), notes: [.init(LocalText(.noteClockIn), at: SourceLocation(file: openFileID, range: open.range))]))
            return
        }
        guard seconds <= 366 * 86_400 else {
            report(Diagnostic(.error, "invalid-timeclock", LocalText(.sessionTooLong), at: location,
                              hint: LocalText(.hintCheckClockDates),
                              notes: [.init(LocalText(.noteClockIn), at: SourceLocation(file: openFileID, range: open.range))]))
            return
        }
        let openFile = journal.files[Int(openFileID.index)]
        let h = journal.commodities.intern(Array("h".utf8), 0..<1)
        journal.commodities.observe(h, AmountStyle(symbolOnLeft: false, spaced: false, decimalMark: UInt8(ascii: "."), precision: 2),
                                    setsPrecision: true, teachesMark: true)
        let accountID = account(accountRange, in: openFile)
        // A session past midnight is split at each midnight, one transaction a day (as hledger does).
        var day = open.date
        var start = open.seconds
        while true {
            let last = day == t.date
            let end = last ? t.seconds : 86_400
            appendSession(day: day, seconds: end - start, account: accountID, open: open, file: openFileID)
            if last || day > t.date { break }
            day = day.adding(days: 1)
            start = 0
        }
    }

    private mutating func appendSession(day: Day, seconds: Int, account accountID: AccountID, open: TimeclockSyntax, file: FileID) {
        guard let hours = Quantity(units: Int128(seconds), scale: 0).divided(by: Quantity(units: 3600, scale: 0), scale: 4) else { return }
        var amount = Amount(hours, journal.commodities.intern(Array("h".utf8), 0..<1))
        // Under `C` lines converting hours (§14.17), the session is kept in the smallest unit, from its seconds.
        if let (small, factor) = journal.commodities.conversions.reduction(of: amount.commodity),
           let kept = Quantity(seconds).multiplied(by: factor)?.divided(by: Quantity(3600), scale: 10)?.normalized() {
            amount = Amount(kept, small)
        }
        let index = Int32(journal.transactions.count)
        let here = TextRange(open.range.lowerBound, open.range.lowerBound)
        let postingStart = Int32(journal.postings.count)
        journal.postings.append(Posting(account: accountID, amount: amount, status: .unmarked, kind: .virtual, transaction: index,
                                        range: here))
        journal.transactions.append(Transaction(
            date: day, secondaryDate: nil, status: .unmarked, file: file, range: open.range, dateRange: here,
            code: nil, description: open.description, payee: nil, note: nil,
            postingStart: postingStart, postingCount: 1, commentStart: Int32(journal.transactionComments.count), commentCount: 0))
    }

    /// A session still open at the end of the journal is not counted; its
    /// account is still one the journal names (`accounts` lists it, as
    /// ledger's and hledger's do, which count the session up to now).
    mutating func reportOpenClockIn() {
        for (open, file) in ledger.clockIns {
            if let range = open.account { _ = account(range, in: journal.file(file)) }
            report(.warning("open-timeclock", LocalText(.sessionOpen), at: SourceLocation(file: file, range: open.range),
                            hint: LocalText(.hintSessionEnd)))
        }
    }

    /// The account an open session was clocked in to, as written.
    private func sessionAccount(_ open: (syntax: TimeclockSyntax, file: FileID)) -> ArraySlice<UInt8> {
        guard let range = open.syntax.account else { return [] }
        return ArraySlice(journal.file(open.file).bytes[range.range])
    }
}

extension JournalBuilder {
    // MARK: - Timedot

    /// A timedot file: each entry becomes a transaction on its day with one
    /// unbalanced posting of hours without a commodity, as hledger reads it.
    mutating func addTimedot(_ file: SourceFile) {
        let (entries, diagnostics) = TimedotParser.parse(file, currentYear: today.year)
        for d in diagnostics { report(d) }
        if !entries.isEmpty {
            journal.commodities.observe(.none, AmountStyle(symbolOnLeft: false, spaced: false, decimalMark: UInt8(ascii: "."), precision: 2),
                                        setsPrecision: true, teachesMark: true)
        }
        for e in entries {
            let index = Int32(journal.transactions.count)
            let accountID = account(e.account, in: file)
            let here = TextRange(e.range.lowerBound, e.range.lowerBound)
            let postingStart = Int32(journal.postings.count)
            journal.postings.append(Posting(account: accountID, amount: Amount(e.hours, .none), status: .unmarked, kind: .virtual,
                                            transaction: index, range: here))
            journal.transactions.append(Transaction(
                date: e.date, secondaryDate: nil, status: .unmarked, file: file.id, range: e.range, dateRange: here,
                code: nil, description: e.description, payee: nil, note: nil,
                postingStart: postingStart, postingCount: 1, commentStart: Int32(journal.transactionComments.count), commentCount: 0))
        }
    }
}
