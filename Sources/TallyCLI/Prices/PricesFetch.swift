import TallyImport
import TallyEditing
import TallyEngine
import TallyLocale
import TallySyntax
import TallySystem
import TallyValues

/// `tally prices --fetch`: appends the European Central Bank's reference
/// rates as `P DATE EUR RATE CUR` lines (one euro is worth RATE of CUR, as
/// the bank publishes them, so no division rounds a rate), for the
/// currencies the journal uses.
///
/// Which dates: every day with a posting in a foreign currency (one the
/// rates cover, other than the euro; the euro too when the journal's
/// `reporting-currency` is another) gets the rates of the latest bank day on
/// or before it (the bank publishes none on weekends and holidays), and the
/// latest day read gets them too; `--monthly` instead gives each month with
/// such postings the rates of its last bank day. `--since DATE` leaves out
/// earlier days. A rate the journal has on that bank day is not written again,
/// so fetching twice adds nothing.
enum PricesFetch {
    static let defaultSource = RateSource.daily

    static func run(_ session: Session) throws(CLIError) -> Int32 {
        let inputs = try session.inputs()
        guard case .path(let path) = inputs[0] else {
            let m = session.messagesBeforeLoading()
            throw .usage(m.error(.fetchNeedsFile), hint: m.error(.hintGiveFile))
        }
        // Only checked: the journal is read again just before it is appended to.
        let journal = try session.prepare(filters: false).journal
        let m = session.messages(journal)
        var since: Day?
        if let text = session.arguments.value(.since) {
            switch PeriodExpression.parse(text, today: session.today) {
            case .success(let span): since = span.start
            case .failure(let e): throw session.periodError("--since", e)
            }
        }
        let monthly = session.arguments.has(.monthly)
        let extra = try wantedCurrencies(session, journal)

        func failed(_ source: String, _ why: FetchProblem) -> Int32 {
            if let limit = why.limit {
                session.stderr.write("tally prices: \(m.framed(.error))\(m.text(.pricesAnswerTooLarge, source, String(limit >> 20)))\n")
            } else if why.unreadable {
                session.stderr.write("tally prices: \(m.framed(.error))\(m.text(.pricesCannotReadSource, source, why.text(m)))\n")
            } else {
                session.stderr.write("tally prices: \(m.framed(.error))\(m.error(.journalUnchangedAfter, why.text(m)))\n")
            }
            return ExitStatus.failure
        }
        func load(_ source: String) -> Result<ECBRates, FetchProblem> {
            RateSource.bytes(source, session).flatMap { RateSource.rates($0, name: source, session) }
        }

        // The rates: the sources given, merged, else the bank file that holds every day needed.
        var rates: ECBRates
        var sourceNames: [String]
        let given = session.arguments.all(.source)
        if !given.isEmpty {
            var all: [ECBRates] = []
            for source in given {
                switch load(source) {
                case .success(let r): all.append(r)
                case .failure(let why): return failed(source, why)
                }
            }
            rates = all.count == 1 ? all[0] : ECBRates.merged(all)
            sourceNames = given
        } else {
            let known = PricePlan.Currencies(journal, codes: RateSource.bankCurrencies.sorted(), extra: extra)
            let days = PricePlan.postingDays(journal, known.foreign, since: since)
            switch defaultRates(days: days, since: since, monthly: monthly, today: session.today, load: load) {
            case .success(let (r, source)):
                rates = r
                sourceNames = [source]
            case .failure(let f): return failed(f.source, f.why)
            }
        }

        // Currencies the journal has postings in that no source gives a rate for.
        let missing = PricePlan.lacking(journal, rates.currencies) + extra.filter { $0 != "EUR" && !rates.currencies.contains($0) }
        if !missing.isEmpty {
            session.stderr.write("tally prices: \(m.framed(.note))\(m.text(.pricesNoRate, missing.joined(separator: ", ")))\n")
        }

        let edit = JournalEdit(inputs: inputs, fileSystem: session.context.fileSystem, today: session.today, messages: session.messages())
        var uncovered = false
        let result: Result<[Line]?, SafeFileWriter.Failure> = edit.append(to: path, force: session.arguments.has(.force)) { current, original, newline in
            let decimalMark = FileLayout.scan(SourceFile(id: FileID(0), path: path, bytes: original), year: rates.last.year).layout.decimalMark
            let plan = PricePlan.targets(current, rates, since: since, monthly: monthly, extra: extra)
            uncovered = plan.uncovered
            let lines = PricePlan.newLines(rates, days: plan.days, current, decimalMark: decimalMark, extra: extra)
            if lines.isEmpty { return nil }
            return (lines.flatMap { Array($0.text.utf8) + newline }, lines)
        } check: { after, lines, _ in
            // Every appended line must read back as the bank's rate, exactly.
            var read = Set<PricePlan.PriceKey>()
            for p in after.prices {
                read.insert(PricePlan.PriceKey(date: p.date, base: after.commodities.symbol(p.commodity), quote: after.commodities.symbol(p.price.commodity), rate: p.price.quantity))
            }
            for l in lines where !read.contains(PricePlan.PriceKey(date: l.date, base: l.euro, quote: l.symbol, rate: l.rate)) {
                return "'\(l.text)' would not read back as \(l.currency) \(l.rateText)"
            }
            return nil
        }
        if uncovered {
            session.stderr.write("tally prices: \(m.framed(.note))\(m.text(.pricesBeforeSource, rates.first.description, sourceNames.joined(separator: ", ")))\n")
        }
        switch result {
        case .failure(let f):
            session.stderr.write("tally prices: \(session.messages().framed(.error))\(f.text(session.messages()))\n")
            return ExitStatus.failure
        case .success(let lines):
            let lines = lines ?? []
            if lines.isEmpty {
                session.stderr.write(m.text(.pricesNothingToAdd, rates.last.description) + "\n")
            } else {
                let first = lines[0].date, last = lines[lines.count - 1].date
                let span = first == last ? first.description : "\(first) – \(last)"
                session.stdout.write(lines.map { $0.text + "\n" }.joined())
                session.stderr.write(m.text(.pricesAppended, m.count(lines.count, .prices), span, path) + "\n")
            }
            return ExitStatus.success
        }
    }

    /// The currencies named after `prices --fetch`: ISO codes, or a spelling
    /// of exactly one (`zł`, `dollar`); anything else is a usage error.
    static func wantedCurrencies(_ session: Session, _ journal: Journal) throws(CLIError) -> [String] {
        var codes: [String] = []
        for word in session.arguments.positional {
            let upper = word.uppercased()
            if upper.utf8.count == 3, upper.utf8.allSatisfy({ $0 >= 65 && $0 <= 90 }) {
                codes.append(upper)
                continue
            }
            let found = CurrencyNames.codes(word)
            guard found.count == 1 else {
                let m = session.messages(journal)
                throw .usage(m.text(.pricesNotACurrency, word), hint: found.count > 1 ? m.text(.pricesWhichCurrency, found.joined(separator: ", "))
                                                                                  : "tally prices --fetch USD")
            }
            codes.append(found[0])
        }
        return codes
    }

    /// The bank file to read without `--source`: the daily file when every
    /// day needed is on or after its day (and neither `--since` nor
    /// `--monthly` asks for older ones), else the 90-day file when it
    /// reaches back to the first day needed, else the full history.
    static func defaultRates(days: [Day], since: Day?, monthly: Bool, today: Day,
                             load: (String) -> Result<ECBRates, FetchProblem>) -> Result<(ECBRates, String), SourceFailure> {
        if since == nil && !monthly {
            switch load(RateSource.daily) {
            case .success(let r): if days.first.map({ $0 >= r.last }) ?? true { return .success((r, RateSource.daily)) }
            case .failure(let why): return .failure(SourceFailure(source: RateSource.daily, why: why))
            }
        }
        let earliest = days.first ?? since ?? today
        if today - earliest <= 90 {
            switch load(RateSource.ninetyDays) {
            case .success(let r): if r.first <= earliest { return .success((r, RateSource.ninetyDays)) }
            case .failure(let why): return .failure(SourceFailure(source: RateSource.ninetyDays, why: why))
            }
        }
        return load(RateSource.history).map { ($0, RateSource.history) }.mapError { SourceFailure(source: RateSource.history, why: $0) }
    }

    struct SourceFailure: Error {
        var source: String
        var why: FetchProblem
    }

    typealias Line = PricePlan.Line
}
