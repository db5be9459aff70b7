#if canImport(Glibc)
import Glibc
#endif
import Testing
import TallyImport
@testable import TallyCLI
import TallyCLITestSupport
import TallyTestSupport
import TallyValues

/// `tally prices --fetch` against a local HTTP server (python3 -m
/// http.server on 127.0.0.1) serving a recorded ECB rates file, and
/// against a closed port.
@Suite("prices --fetch", .serialized)
struct PricesFetchTests {
    static let sample = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
        \t<gesmes:subject>Reference rates</gesmes:subject>
        \t<gesmes:Sender>
        \t\t<gesmes:name>European Central Bank</gesmes:name>
        \t</gesmes:Sender>
        \t<Cube>
        \t\t<Cube time='2026-11-20'>
        \t\t\t<Cube currency='USD' rate='1.0823'/>
        \t\t\t<Cube currency='JPY' rate='162.45'/>
        \t\t\t<Cube currency='PLN' rate='4.2875'/>
        \t\t\t<Cube currency='KRW' rate='1512.3'/>
        \t\t</Cube>
        \t</Cube>
        </gesmes:Envelope>

        """

    static let journal = """
        decimal-mark ,

        2026-11-01 Shop
            Expenses:Food    1 234,56 PLN
            Assets:Cash

        2026-11-02 Trip
            Expenses:Travel    10 EUR
            Assets:Cash

        """

    static let tools = CurlDownload.findCurl("/usr/bin:/bin:/usr/local/bin") != nil && access("/usr/bin/python3", X_OK) == 0

    @Test("appends the rates of the journal's currencies once per day, and an unreachable or bad source changes nothing",
          .enabled(if: tools, "python3 or curl is absent; skipping the prices --fetch tests"))
    func fetch() throws {
        let s = Scratch(["j.ledger": Self.journal, "rates.xml": Self.sample, "bad.xml": "<html>not rates</html>\n"])
        let server = try #require(LocalServer(folder: s.folder), "could not start python3 -m http.server")
        defer { server.stop() }
        let first = s.run(["prices", "--fetch", "--source", server.url("rates.xml"), "-f", s.path("j.ledger")])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout == "P 2026-11-20 EUR 4,2875 PLN\n")
        #expect(s.text("j.ledger") == Self.journal + "\nP 2026-11-20 EUR 4,2875 PLN\n")
        let listed = s.run(["prices", "-O", "csv", "-f", s.path("j.ledger")])
        #expect(listed.stdout.contains("2026-11-20,EUR,4.2875,PLN"), "\(listed.stdout)")

        let again = s.run(["prices", "--fetch", "--source", server.url("rates.xml"), "-f", s.path("j.ledger")])
        #expect(again.status == 0)
        #expect(again.stderr.contains("nothing to add"))
        #expect(s.text("j.ledger") == Self.journal + "\nP 2026-11-20 EUR 4,2875 PLN\n")

        let before = s.text("j.ledger")
        let bad = s.run(["prices", "--fetch", "--source", server.url("bad.xml"), "-f", s.path("j.ledger")])
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("is not the ECB's rates XML"), "\(bad.stderr)")
        let missing = s.run(["prices", "--fetch", "--source", server.url("missing.xml"), "-f", s.path("j.ledger")])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("404"), "\(missing.stderr)")
        #expect(s.text("j.ledger") == before)
    }

    @Test("a journal that writes € and zł (or declares them as spellings) gets rates in its own spelling, and ¥ none",
          .enabled(if: tools, "python3 or curl is absent; skipping the prices --fetch tests"))
    func ownSpellings() throws {
        let text = """
            commodity 1 000,00 zł
            commodity 1.000,00 €
            commodity ¥1,000
            commodity 1,000 KRW  ; spellings: 원

            2026-11-21 Shop
                Expenses:Food    1 234,56 zł
                Expenses:Food    5,00 €
                Expenses:Food    ¥500
                Expenses:Food    1,000 KRW
                Assets:Cash

            """
        let s = Scratch(["j.ledger": text, "rates.xml": Self.sample])
        let server = try #require(LocalServer(folder: s.folder), "could not start python3 -m http.server")
        defer { server.stop() }
        let r = s.run(["prices", "--fetch", "--source", server.url("rates.xml"), "-f", s.path("j.ledger")])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "P 2026-11-20 € 4,2875 zł\nP 2026-11-20 € 1512.3 KRW\n", "\(r.stdout)")
        // The rates convert: 1 234,56 zł and 5,00 € (21,44 zł at 4,2875).
        let x = s.run(["balance", "-f", s.path("j.ledger"), "-X", "zł", "--value", "then", "Expenses", "--flat", "--no-total", "not:cur:¥", "not:cur:KRW"])
        #expect(x.stdout.contains("1 256,00 zł") || x.stdout.contains("1256,00 zł"), "\(x.stdout) \(x.stderr)")
    }

    @Test("an unreachable source is exit 1 with the journal untouched",
          .enabled(if: CurlDownload.findCurl("/usr/bin:/bin:/usr/local/bin") != nil, "curl is absent; skipping"))
    func unreachable() throws {
        let s = Scratch(["j.ledger": Self.journal])
        let port = LocalServer.freePort()
        let r = s.run(["prices", "--fetch", "--source", "http://127.0.0.1:\(port)/rates.xml", "-f", s.path("j.ledger")])
        #expect(r.status == 1)
        #expect(r.stderr.contains("failed") && r.stderr.contains("the journal is unchanged"), "\(r.stderr)")
        #expect(s.text("j.ledger") == Self.journal)
    }

    @Test("--source, --since and --monthly without --fetch are usage errors in the user's language", arguments: [
        (["--source", "x.xml"], "tally: błąd: --source działa tylko z --fetch\n  wskazówka: tally prices --fetch --source URL\n"),
        (["--since", "2026-01-01"], "tally: błąd: --since działa tylko z --fetch\n  wskazówka: tally prices --fetch --since DATE\n"),
        (["--monthly"], "tally: błąd: --monthly działa tylko z --fetch\n  wskazówka: tally prices --fetch --monthly\n"),
    ])
    func optionsOfFetchAlone(_ args: [String], _ expected: String) {
        let s = Scratch(["j.ledger": Self.journal])
        let r = Harness.run(["prices", "-f", s.path("j.ledger")] + args, environment: ["LANG": "pl_PL.UTF-8"])
        #expect(r.status == 2)
        #expect(r.stderr == expected, "\(r.stderr)")
        #expect(s.text("j.ledger") == Self.journal)
    }

    @Test func parsesTheRatesFile() throws {
        let rates = try ECBRates.parse(Array(Self.sample.utf8)).get()
        #expect(rates.days.map(\.day.description) == ["2026-11-20"])
        #expect(rates.days[0].rates.map(\.currency) == ["USD", "JPY", "PLN", "KRW"])
        #expect(rates.days[0].rates.map { $0.rate.description } == ["1.0823", "162.45", "4.2875", "1512.3"])
        #expect(throws: FetchProblem.self) { try ECBRates.parse(Array("<Cube time='2026-11-20'><Cube currency='USD' rate='-1'/></Cube>".utf8)).get() }
    }

    @Test("curl starts with no signal blocked and Ctrl-C, a closed pipe and the size limit at their defaults")
    func childSignals() throws {
        // A stand-in curl that reports its own signal mask and ignored signals.
        let s = Scratch(["curl": "#!/bin/sh\ngrep -E '^Sig(Blk|Ign):' /proc/self/status\n"])
        #expect(chmod(s.path("curl"), 0o755) == 0)
        // What tally may have in force when it fetches: blocked and ignored signals.
        var block = sigset_t(), previous = sigset_t()
        sigemptyset(&block)
        sigaddset(&block, SIGINT)
        sigaddset(&block, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &block, &previous)
        let oldXFSZ = signal(SIGXFSZ, SIG_IGN), oldPIPE = signal(SIGPIPE, SIG_IGN)
        let result = CurlDownload.fetch("http://127.0.0.1:9/", environment: ["PATH": s.folder])
        signal(SIGXFSZ, oldXFSZ)
        signal(SIGPIPE, oldPIPE)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        let text = String(decoding: try result.get(), as: UTF8.self)
        var masks: [String: UInt64] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: ":")
            guard parts.count == 2, let value = UInt64(String(parts[1].filter { !$0.isWhitespace }), radix: 16) else { continue }
            masks[String(parts[0])] = value
        }
        let blocked = try #require(masks["SigBlk"], "\(text)")
        let ignored = try #require(masks["SigIgn"], "\(text)")
        #expect(blocked == 0, "curl started with signals blocked: \(text)")
        for signal in [SIGINT, SIGTERM, SIGPIPE, SIGXFSZ] {
            #expect(ignored & (1 << UInt64(signal - 1)) == 0, "curl started with signal \(signal) ignored: \(text)")
        }
    }

    @Test("an answer past the download limit says so, in the user's language, and changes nothing")
    func tooLarge() throws {
        // A stand-in curl that answers 33 MiB.
        let s = Scratch(["curl": "#!/bin/sh\nhead -c 34603008 /dev/zero | tr '\\0' 'a'\n",
                         "j.ledger": "2026-11-01 x\n    assets:bank  10 USD\n    equity\n"])
        #expect(chmod(s.path("curl"), 0o755) == 0)
        guard case .failure(let why) = CurlDownload.fetch("http://127.0.0.1:9/", environment: ["PATH": s.folder + ":/usr/bin:/bin"]) else {
            Issue.record("a 33 MiB answer was read"); return
        }
        #expect(why.limit == 32 << 20)
        let r = Harness.run(["prices", "--fetch", "--source", "http://127.0.0.1:9/rates.xml", "-f", s.path("j.ledger")],
                            environment: ["PATH": s.folder + ":/usr/bin:/bin", "LANG": "vi_VN.UTF-8"])
        #expect(r.status == 1)
        #expect(r.stderr == "tally prices: lỗi: câu trả lời từ http://127.0.0.1:9/rates.xml vượt quá 32 MiB, mức lớn nhất Tally đọc cho một tệp tỷ giá; sổ không thay đổi\n", "\(r.stderr)")
        #expect(s.text("j.ledger") == "2026-11-01 x\n    assets:bank  10 USD\n    equity\n")
    }

    // MARK: Many days: the 90-day file and the full history

    /// Seven bank days, newest first as the bank writes them, with the
    /// weekends of 31 October and 14 November and no rates on 19 November
    /// (a holiday); double quotes, as the history file has them.
    static let history = """
        <?xml version="1.0" encoding="UTF-8"?><gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref"><gesmes:subject>Reference rates</gesmes:subject><gesmes:Sender><gesmes:name>European Central Bank</gesmes:name></gesmes:Sender><Cube>\
        <Cube time="2026-11-20"><Cube currency="USD" rate="1.0823"/><Cube currency="JPY" rate="162.45"/><Cube currency="PLN" rate="4.2875"/></Cube>\
        <Cube time="2026-11-18"><Cube currency="USD" rate="1.0811"/><Cube currency="JPY" rate="162.1"/><Cube currency="PLN" rate="4.2901"/></Cube>\
        <Cube time="2026-11-17"><Cube currency="USD" rate="1.079"/><Cube currency="JPY" rate="161.9"/><Cube currency="PLN" rate="4.295"/></Cube>\
        <Cube time="2026-11-16"><Cube currency="USD" rate="1.0802"/><Cube currency="JPY" rate="161.77"/><Cube currency="PLN" rate="4.2933"/></Cube>\
        <Cube time="2026-11-13"><Cube currency="USD" rate="1.0777"/><Cube currency="JPY" rate="161.2"/><Cube currency="PLN" rate="4.301"/></Cube>\
        <Cube time="2026-10-30"><Cube currency="USD" rate="1.085"/><Cube currency="JPY" rate="163.01"/><Cube currency="PLN" rate="4.27"/></Cube>\
        <Cube time="2026-10-29"><Cube currency="USD" rate="1.0861"/><Cube currency="JPY" rate="163.5"/><Cube currency="PLN" rate="4.2688"/></Cube>\
        </Cube></gesmes:Envelope>

        """

    /// Postings in PLN, USD and EUR on days before the history's last day,
    /// two of them on weekends and one on the holiday.
    static let travels = """
        2026-10-31 Shop
            Expenses:Food    100.00 PLN
            Assets:Cash

        2026-11-15 Trip
            Expenses:Travel    10.00 USD
            Assets:Cash

        2026-11-17 Trip
            Expenses:Travel    10.00 EUR
            Assets:Cash

        2026-11-19 Shop
            Expenses:Food    20.00 PLN
            Assets:Cash

        """

    /// Each posting day gets the latest bank day on or before it (the
    /// Saturday the Friday's, the holiday the day before's); the EUR day
    /// none; the history's last day its rates, as a daily fetch.
    static let travelRates = """
        P 2026-10-30 EUR 1.085 USD
        P 2026-10-30 EUR 4.27 PLN
        P 2026-11-13 EUR 1.0777 USD
        P 2026-11-13 EUR 4.301 PLN
        P 2026-11-18 EUR 1.0811 USD
        P 2026-11-18 EUR 4.2901 PLN
        P 2026-11-20 EUR 1.0823 USD
        P 2026-11-20 EUR 4.2875 PLN

        """

    @Test func parsesManyDays() throws {
        let rates = try ECBRates.parse(Array(Self.history.utf8)).get()
        #expect(rates.days.map(\.day.description) == ["2026-10-29", "2026-10-30", "2026-11-13", "2026-11-16", "2026-11-17", "2026-11-18", "2026-11-20"])
        #expect(rates.days.allSatisfy { $0.rates.map(\.currency) == ["USD", "JPY", "PLN"] })
        #expect(rates.days[2].rates.map(\.text) == ["1.0777", "161.2", "4.301"])
        // A Sunday's rates are the Friday's; a day before the first has none.
        #expect(rates.latest(onOrBefore: Day(year: 2026, month: 11, day: 15)!).map { rates.days[$0].day.description } == "2026-11-13")
        #expect(rates.latest(onOrBefore: Day(year: 2026, month: 11, day: 19)!).map { rates.days[$0].day.description } == "2026-11-18")
        #expect(rates.latest(onOrBefore: Day(year: 2026, month: 12, day: 25)!).map { rates.days[$0].day.description } == "2026-11-20")
        #expect(rates.latest(onOrBefore: Day(year: 2026, month: 10, day: 28)!) == nil)
        let twice = "<Cube time='2026-11-20'><Cube currency='USD' rate='1'/></Cube><Cube time='2026-11-20'><Cube currency='USD' rate='2'/></Cube>"
        #expect(throws: FetchProblem.self) { try ECBRates.parse(Array(twice.utf8)).get() }
    }

    @Test("reads the full history of about 7 MiB in one pass")
    func parsesALargeHistory() throws {
        // 6,900 days of 31 currencies, as large as the bank's history file.
        var xml = Array("<gesmes:Envelope><Cube>".utf8)
        let codes = Array(RateSource.bankCurrencies).sorted() + ["RUB"]
        var day = Day(year: 2026, month: 11, day: 20)!
        for _ in 0..<6900 {
            xml += Array("<Cube time=\"\(day)\">".utf8)
            for c in codes { xml += Array("<Cube currency=\"\(c)\" rate=\"1.2345\"/>".utf8) }
            xml += Array("</Cube>".utf8)
            day = day.adding(days: -1)
        }
        xml += Array("</Cube></gesmes:Envelope>".utf8)
        #expect(xml.count > 6 << 20 && xml.count < CurlDownload.limit)
        let rates = try ECBRates.parse(xml).get()
        #expect(rates.days.count == 6900)
        #expect(rates.last.description == "2026-11-20")
        #expect(rates.days[0].rates.count == 31)
    }

    @Test("a multi-day file served over HTTP gives each posting day its rates, so -X EUR converts postings older than the last day",
          .enabled(if: tools, "python3 or curl is absent; skipping the prices --fetch tests"))
    func historyOverHTTP() throws {
        let s = Scratch(["j.ledger": Self.travels, "hist.xml": Self.history])
        let server = try #require(LocalServer(folder: s.folder), "could not start python3 -m http.server")
        defer { server.stop() }
        // Without rates the old postings cannot be converted: shown as written, with a warning.
        let before = s.run(["balance", "-X", "EUR", "-f", s.path("j.ledger")])
        #expect(before.status == 0 && before.stderr.contains("warning: no exchange rate"), "\(before.stderr)")
        let r = s.run(["prices", "--fetch", "--source", server.url("hist.xml"), "-f", s.path("j.ledger")])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == Self.travelRates, "\(r.stdout)")
        #expect(s.text("j.ledger") == Self.travels + "\n" + Self.travelRates)
        #expect(r.stderr.contains("appended 8 prices of 2026-10-30 – 2026-11-20"), "\(r.stderr)")
        // Each posting at its own day's rate: the rates of the days before the last count.
        let x = s.run(["balance", "-X", "EUR", "--value", "then", "-f", s.path("j.ledger"), "--flat", "--no-total"])
        #expect(x.status == 0, "\(x.stderr)")
        // 100/4.27 + 20/4.2901 = 28.08; 10/1.0777 + 10 = 19.28.
        #expect(x.stdout == "  -47.36 EUR  Assets:Cash\n   28.08 EUR  Expenses:Food\n   19.28 EUR  Expenses:Travel\n", "\(x.stdout)")
    }

    @Test("a plain path and a file:// URL are read from disk, and fetching again leaves the journal byte for byte")
    func historyFromFile() throws {
        let s = Scratch(["a.ledger": Self.travels, "b.ledger": Self.travels, "rates 1.xml": Self.history])
        let plain = s.run(["prices", "--fetch", "--source", s.path("rates 1.xml"), "-f", s.path("a.ledger")])
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(s.text("a.ledger") == Self.travels + "\n" + Self.travelRates)
        let url = "file://" + s.path("rates%201.xml")
        let viaURL = s.run(["prices", "--fetch", "--source", url, "-f", s.path("b.ledger")])
        #expect(viaURL.status == 0, "\(viaURL.stderr)")
        #expect(s.text("b.ledger") == Self.travels + "\n" + Self.travelRates)
        let before = s.bytes("a.ledger")
        for source in [s.path("rates 1.xml"), url] {
            let again = s.run(["prices", "--fetch", "--source", source, "-f", s.path("a.ledger")])
            #expect(again.status == 0 && again.stdout.isEmpty, "\(again.stdout) \(again.stderr)")
            #expect(again.stderr.contains("nothing to add"), "\(again.stderr)")
            #expect(s.bytes("a.ledger") == before)
        }
        #expect(s.run(["balance", "-X", "EUR", "-f", s.path("a.ledger")]).status == 0)
    }

    @Test("a journal that writes € and zł with a decimal comma gets each day's rates that way")
    func historyInOwnSpellings() throws {
        let text = """
            decimal-mark ,

            2026-11-01 Sklep
                Wydatki:Jedzenie    1 234,56 zł
                Aktywa:Gotówka

            2026-11-16 Wyjazd
                Wydatki:Podróże    12,50 €
                Aktywa:Gotówka

            2026-11-17 Sklep
                Wydatki:Jedzenie    45,00 zł
                Aktywa:Gotówka

            """
        let s = Scratch(["j.ledger": text, "hist.xml": Self.history])
        let r = s.run(["prices", "--fetch", "--source", s.path("hist.xml"), "-f", s.path("j.ledger")])
        #expect(r.status == 0, "\(r.stderr)")
        let expected = "P 2026-10-30 € 4,27 zł\nP 2026-11-17 € 4,295 zł\nP 2026-11-20 € 4,2875 zł\n"
        #expect(r.stdout == expected, "\(r.stdout)")
        #expect(s.text("j.ledger") == text + "\n" + expected)
        let again = s.run(["prices", "--fetch", "--source", s.path("hist.xml"), "-f", s.path("j.ledger")])
        #expect(again.status == 0 && again.stdout.isEmpty)
        #expect(s.text("j.ledger") == text + "\n" + expected)
        let x = s.run(["balance", "-X", "€", "--value", "then", "-f", s.path("j.ledger"), "Wydatki", "--flat", "--no-total"])
        #expect(x.status == 0, "\(x.stderr)")
        // 1234.56/4.27 + 45/4.295 = 289.12 + 10.48.
        #expect(x.stdout.contains("299,60 €  Wydatki:Jedzenie\n") && x.stdout.contains("12,50 €  Wydatki:Podróże\n"), "\(x.stdout)")
    }

    @Test("--since leaves out earlier days and --monthly gives each month its last bank day")
    func sinceAndMonthly() throws {
        let s = Scratch(["since.ledger": Self.travels, "monthly.ledger": Self.travels, "hist.xml": Self.history])
        let since = s.run(["prices", "--fetch", "--since", "2026-11-14", "--source", s.path("hist.xml"), "-f", s.path("since.ledger")])
        #expect(since.status == 0, "\(since.stderr)")
        #expect(since.stdout == """
            P 2026-11-13 EUR 1.0777 USD
            P 2026-11-13 EUR 4.301 PLN
            P 2026-11-18 EUR 1.0811 USD
            P 2026-11-18 EUR 4.2901 PLN
            P 2026-11-20 EUR 1.0823 USD
            P 2026-11-20 EUR 4.2875 PLN

            """, "\(since.stdout)")
        let monthly = s.run(["prices", "--fetch", "--monthly", "--source", s.path("hist.xml"), "-f", s.path("monthly.ledger")])
        #expect(monthly.status == 0, "\(monthly.stderr)")
        let expected = "P 2026-10-30 EUR 1.085 USD\nP 2026-10-30 EUR 4.27 PLN\nP 2026-11-20 EUR 1.0823 USD\nP 2026-11-20 EUR 4.2875 PLN\n"
        #expect(monthly.stdout == expected, "\(monthly.stdout)")
        #expect(s.text("monthly.ledger") == Self.travels + "\n" + expected)
        let again = s.run(["prices", "--fetch", "--monthly", "--source", s.path("hist.xml"), "-f", s.path("monthly.ledger")])
        #expect(again.stdout.isEmpty && s.text("monthly.ledger") == Self.travels + "\n" + expected)
        #expect(s.run(["prices", "--since", "2026-11-01"]).status == 2)
    }

    @Test("with a reporting currency other than the euro, days with euro postings get rates too")
    func reportingCurrency() throws {
        let text = "reporting-currency PLN\n\n2026-11-16 Trip\n    Expenses:Travel    12.50 EUR\n    Assets:Cash    -53.66 PLN\n"
        let s = Scratch(["j.ledger": text, "hist.xml": Self.history])
        let r = s.run(["prices", "--fetch", "--source", s.path("hist.xml"), "-f", s.path("j.ledger")])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "P 2026-11-16 EUR 4.2933 PLN\nP 2026-11-20 EUR 4.2875 PLN\n", "\(r.stdout)")
        // A day of postings in the reporting currency alone needs no rate.
        let plnOnly = "reporting-currency PLN\n\n2026-11-17 Shop\n    Expenses:Food    40.00 PLN\n    Assets:Cash\n"
        s.write("pln.ledger", plnOnly)
        let none = s.run(["prices", "--fetch", "--source", s.path("hist.xml"), "-f", s.path("pln.ledger")])
        #expect(none.status == 0, "\(none.stderr)")
        #expect(none.stdout == "P 2026-11-20 EUR 4.2875 PLN\n", "\(none.stdout)")
    }

    @Test("a currency the bank lacks is named, and P lines given with a second --source supply it")
    func currencyTheBankLacks() throws {
        let text = "2026-11-19 Phở\n    Expenses:Food    150000 VND\n    Expenses:Food    10.00 USD\n    Assets:Cash\n"
        let lines = "; rates the ECB does not publish\nP 2026-11-18 EUR 28350 VND\nP 2026-11-20 € 28410,5 VND\nP 2026-11-20 USD 26250 VND\n"
        let s = Scratch(["j.ledger": text, "hist.xml": Self.history, "vnd.prices": lines])
        let r = s.run(["prices", "--fetch", "--source", s.path("hist.xml"), "-f", s.path("j.ledger")])
        #expect(r.status == 0)
        #expect(r.stderr.contains("no ECB rate for VND; give rates with --source FILE"), "\(r.stderr)")
        #expect(r.stdout == "P 2026-11-18 EUR 1.0811 USD\nP 2026-11-20 EUR 1.0823 USD\n", "\(r.stdout)")
        #expect(s.run(["balance", "-X", "EUR", "-f", s.path("j.ledger")]).stderr.contains("warning: no exchange rate from VND to EUR"))
        let both = s.run(["prices", "--fetch", "--source", s.path("hist.xml"), "--source", s.path("vnd.prices"), "-f", s.path("j.ledger")])
        #expect(both.status == 0, "\(both.stderr)")
        #expect(!both.stderr.contains("no ECB rate"), "\(both.stderr)")
        // Only the euro's rates are read from the P lines; USD → VND is left out.
        #expect(both.stdout == "P 2026-11-18 EUR 28350 VND\nP 2026-11-20 EUR 28410.5 VND\n", "\(both.stdout)")
        let x = s.run(["balance", "-X", "EUR", "--value", "then", "-f", s.path("j.ledger"), "Expenses", "--flat", "--no-total"])
        #expect(x.status == 0, "\(x.stderr)")
        // 150000/28350 + 10/1.0811 = 5.29 + 9.25.
        #expect(x.stdout.contains("14.54 EUR  Expenses:Food"), "\(x.stdout)")
    }

    @Test("a missing source file, or a source of another scheme, is exit 1 with the journal untouched")
    func missingSource() throws {
        let s = Scratch(["j.ledger": Self.travels])
        for source in [s.path("nowhere.xml"), "file://" + s.path("nowhere.xml"), "ftp://example.org/rates.xml"] {
            let r = s.run(["prices", "--fetch", "--source", source, "-f", s.path("j.ledger")])
            #expect(r.status == 1, "\(source)")
            #expect(r.stderr.contains("the journal is unchanged"), "\(r.stderr)")
            #expect(r.stdout.isEmpty)
            #expect(s.text("j.ledger") == Self.travels)
        }
        let missing = s.run(["prices", "--fetch", "--source", s.path("nowhere.xml"), "-f", s.path("j.ledger")])
        #expect(missing.stderr.contains("cannot read the rates file \(s.path("nowhere.xml"))"), "\(missing.stderr)")
    }

    @Test("the bank's three files, and which sources are downloaded, read from disk or refused")
    func defaultSources() {
        #expect(RateSource.daily.hasSuffix("/eurofxref-daily.xml"))
        #expect(RateSource.ninetyDays.hasSuffix("/eurofxref-hist-90d.xml"))
        #expect(RateSource.history.hasSuffix("/eurofxref-hist.xml"))
        func local(_ source: String) -> String {
            switch RateSource.localPath(source) {
            case .success(let path): return path ?? "(download)"
            case .failure: return "(refused)"
            }
        }
        #expect(local("https://example.org/r.xml") == "(download)")
        #expect(local("HTTP://example.org/r.xml") == "(download)")
        #expect(local("file:///tmp/a%20b.xml") == "/tmp/a b.xml")
        #expect(local("file://localhost/tmp/r.xml") == "/tmp/r.xml")
        #expect(local("rates/hist.xml") == "rates/hist.xml")
        #expect(local("ftp://x/y") == "(refused)")
        #expect(local("file://relative.xml") == "(refused)")
    }

    @Test("without --source: the daily file when the postings are that recent, else the 90-day file if it reaches back far enough, else the history")
    func defaultSourceChoice() throws {
        let all = try ECBRates.parse(Array(Self.history.utf8)).get()
        let daily = ECBRates(days: [all.days[all.days.count - 1]])
        let ninety = ECBRates(days: Array(all.days[2...]))  // from 2026-11-13
        func choose(_ days: [String], since: String? = nil, monthly: Bool = false) -> [String] {
            var asked: [String] = []
            let result = PricesFetch.defaultRates(days: days.map { Day(isoText: $0)! }, since: since.flatMap { Day(isoText: $0) },
                                                  monthly: monthly, today: Day(isoText: "2026-11-21")!) { url in
                asked.append(url.split(separator: "/").last.map(String.init) ?? url)
                return .success(url == RateSource.daily ? daily : url == RateSource.ninetyDays ? ninety : all)
            }
            if case .success(let (_, url)) = result { asked.append("→ " + (url.split(separator: "/").last.map(String.init) ?? url)) }
            return asked
        }
        #expect(choose(["2026-11-20", "2026-11-21"]) == ["eurofxref-daily.xml", "→ eurofxref-daily.xml"])
        #expect(choose([]) == ["eurofxref-daily.xml", "→ eurofxref-daily.xml"])
        #expect(choose(["2026-11-15", "2026-11-20"]) == ["eurofxref-daily.xml", "eurofxref-hist-90d.xml", "→ eurofxref-hist-90d.xml"])
        // The 90-day file begins after the first posting: the history.
        #expect(choose(["2026-11-01"]) == ["eurofxref-daily.xml", "eurofxref-hist-90d.xml", "eurofxref-hist.xml", "→ eurofxref-hist.xml"])
        #expect(choose(["2026-11-16"], since: "2026-11-14") == ["eurofxref-hist-90d.xml", "→ eurofxref-hist-90d.xml"])
        #expect(choose(["2026-11-16"], monthly: true) == ["eurofxref-hist-90d.xml", "→ eurofxref-hist-90d.xml"])
        // Older than 90 days: straight to the history.
        #expect(choose(["2025-01-02"], monthly: true) == ["eurofxref-hist.xml", "→ eurofxref-hist.xml"])
        // A failed download is reported with its URL.
        let failed = PricesFetch.defaultRates(days: [], since: nil, monthly: false, today: Day(isoText: "2026-11-21")!) { _ in .failure("offline") }
        guard case .failure(let f) = failed else { Issue.record("a failed download was taken for rates"); return }
        #expect(f.source == RateSource.daily && f.why.message == "offline")
    }
}

/// `python3 -m http.server` on a free port of 127.0.0.1, serving a folder.
final class LocalServer {
    let pid: pid_t
    let port: Int

    init?(folder: String) {
        port = LocalServer.freePort()
        let argv = ["/usr/bin/python3", "-m", "http.server", String(port), "--bind", "127.0.0.1", "--directory", folder]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { for p in cArgs { free(p) } }
        var child: pid_t = 0
        guard posix_spawn(&child, argv[0], &actions, nil, cArgs, environ) == 0 else { return nil }
        pid = child
        // Waits until the server accepts connections (it is ready when it listens).
        var ready = false
        for _ in 0..<200 where !ready {
            ready = LocalServer.accepts(port)
            if !ready { usleep(50_000) }
        }
        if !ready { stop(); return nil }
    }

    func url(_ name: String) -> String { "http://127.0.0.1:\(port)/\(name)" }

    func stop() {
        // SIGKILL: the test process may block SIGTERM, and the child inherits its mask.
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }

    static func address(_ port: Int) -> sockaddr_in {
        var a = sockaddr_in()
        a.sin_family = sa_family_t(AF_INET)
        a.sin_port = in_port_t(UInt16(port).bigEndian)
        a.sin_addr.s_addr = inet_addr("127.0.0.1")
        return a
    }

    static func accepts(_ port: Int) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var a = address(port)
        return withUnsafePointer(to: &a) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } } == 0
    }

    /// A port nothing listens on: bound to 0, read back, closed.
    static func freePort() -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var a = address(0)
        _ = withUnsafePointer(to: &a) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        var len = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &a) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &len) } }
        return Int(UInt16(bigEndian: a.sin_port))
    }
}

/// `prices --fetch USD`: rates for a currency the journal has no amount in
/// yet, so that -X USD values a journal of another currency through the euro.
@Suite("prices --fetch for a named currency")
struct PricesFetchNamedTests {
    static let rates = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
        \t<Cube>
        \t\t<Cube time='2026-11-20'>
        \t\t\t<Cube currency='USD' rate='1.0500'/>
        \t\t\t<Cube currency='CNY' rate='7.5000'/>
        \t\t</Cube>
        \t</Cube>
        </gesmes:Envelope>

        """

    static let journal = """
        2026-11-20 Noodles
            Expenses:Food    75.00 CNY
            Assets:Alipay

        """

    @Test("a journal of CNY gets the euro's rates in CNY and in USD, and -X USD goes CNY → EUR → USD")
    func namedCurrency() {
        let s = Scratch(["j.ledger": Self.journal, "rates.xml": Self.rates])
        let before = s.run(["balance", "-f", s.path("j.ledger"), "-X", "USD"])
        #expect(before.stderr.contains("nothing converts into USD"), "\(before.stderr)")
        let r = s.run(["prices", "--fetch", "USD", "--source", s.path("rates.xml"), "-f", s.path("j.ledger")])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "P 2026-11-20 EUR 1.0500 USD\nP 2026-11-20 EUR 7.5000 CNY\n" || r.stdout == "P 2026-11-20 EUR 7.5000 CNY\nP 2026-11-20 EUR 1.0500 USD\n", "\(r.stdout)")
        // 75 CNY / 7.5 = 10 EUR; × 1.05 = 10.50 USD.
        let x = s.run(["balance", "-f", s.path("j.ledger"), "-X", "USD", "Expenses", "--flat", "--no-total"])
        #expect(x.status == 0, "\(x.stderr)")
        #expect(x.stdout.contains("10.50 USD  Expenses:Food"), "\(x.stdout)")
        // Fetching again adds nothing.
        let again = s.run(["prices", "--fetch", "usd", "--source", s.path("rates.xml"), "-f", s.path("j.ledger")])
        #expect(again.status == 0 && again.stdout.isEmpty, "\(again.stdout)\(again.stderr)")
    }

    @Test("a word that is no currency is a usage error, and one the source lacks is named")
    func badNames() {
        let s = Scratch(["j.ledger": Self.journal, "rates.xml": Self.rates])
        let bad = s.run(["prices", "--fetch", "dollarz", "--source", s.path("rates.xml"), "-f", s.path("j.ledger")])
        #expect(bad.status == 2 && bad.stderr.contains("'dollarz' is not a currency code"), "\(bad.stderr)")
        #expect(s.text("j.ledger") == Self.journal)
        let lacking = s.run(["prices", "--fetch", "VND", "--source", s.path("rates.xml"), "-f", s.path("j.ledger")])
        #expect(lacking.stderr.contains("VND"), "\(lacking.stderr)")
    }
}
