import Testing
@testable import TallyCLI
import TallyCLITestSupport
import TallyTestSupport

/// Reports in the user's language: chosen by --lang, the journal's `lang`,
/// or the locale; words change, amounts and JSON do not.
@Suite("localized output")
struct LocalizedOutputTests {
    static let journal = """
    decimal-mark ,
    commodity 1.000,00 PLN
    category Expenses:Food  name:"Jedzenie"
    budget Expenses:Food  500,00 PLN monthly  warn 90%
    recurring "Czynsz"  monthly on 1  from 2026-10-01
        Expenses:Rent      1.200,00 PLN
        Assets:Bank

    2026-11-02 * Pensja
        Assets:Bank      4.000,00 PLN
        Income:Salary

    2026-11-03 * Biedronka
        Expenses:Food      460,00 PLN
        Assets:Bank

    """

    func run(_ args: [String], environment: [String: String] = [:], journal: String = Self.journal) -> RunResult {
        let s = Scratch(["j.ledger": journal])
        return Harness.run(args + ["-f", s.path("j.ledger"), "--today", "2026-11-21"], environment: environment)
    }

    @Test("the journal's lang speaks the usage errors too, those found before it is read and after, frame and all")
    func usageErrorsInTheJournalsLanguage() {
        let english = ["LANG": "en_US.UTF-8"]
        let period = run(["balance", "-p", "2026-13"], environment: english, journal: "lang pl\n" + Self.journal)
        #expect(period.status == 2)
        #expect(period.stderr.hasPrefix("tally: błąd: -p: "), "\(period.stderr)")
        #expect(period.stderr.contains("\n  wskazówka: "), "\(period.stderr)")
        let term = run(["register", "foo:bar"], environment: english, journal: "lang pl\n" + Self.journal)
        #expect(term.status == 2)
        #expect(term.stderr.hasPrefix("tally: błąd: "), "the frame speaks the journal's language like the message: \(term.stderr)")
        #expect(!term.stderr.contains("error"), "\(term.stderr)")
        let chosen = run(["balance", "-p", "2026-13", "--lang", "en"], environment: english, journal: "lang pl\n" + Self.journal)
        #expect(chosen.stderr.hasPrefix("tally: error: -p: cannot read '2026-13' as a period"), "--lang wins: \(chosen.stderr)")
    }

    @Test("--lang pl: the summary's headings and labels are Polish, its amounts the journal's")
    func summaryInPolish() {
        let r = run(["summary", "--lang", "pl"])
        #expect(r.status == 0, "\(r.stderr)")
        for word in ["Podsumowanie, listopad 2026", "Przychody", "Wydatki", "Największe wydatki", "Jedzenie", "Budżety", "Majątek netto",
                     "Średnie wydatki (okres: 20 dni)"] {
            #expect(r.stdout.contains(word), "no '\(word)' in:\n\(r.stdout)")
        }
        #expect(r.stdout.contains("4.000,00 PLN") && r.stdout.contains("460,00 PLN"), "\(r.stdout)")
        #expect(!r.stdout.contains("Income") && !r.stdout.contains("Spending"), "\(r.stdout)")
    }

    @Test("the locale picks the language: LANG, then LC_MESSAGES, then LC_ALL; C is English")
    func localeEnvironment() {
        #expect(run(["summary"], environment: ["LANG": "vi_VN.UTF-8"]).stdout.hasPrefix("Tổng quan, tháng 11 năm 2026"))
        #expect(run(["summary"], environment: ["LANG": "vi_VN.UTF-8", "LC_MESSAGES": "ko_KR.UTF-8"]).stdout.hasPrefix("요약, 2026년 11월"))
        #expect(run(["summary"], environment: ["LC_MESSAGES": "ko_KR.UTF-8", "LC_ALL": "zh_CN.UTF-8"]).stdout.hasPrefix("概览，2026年11月"))
        #expect(run(["summary"], environment: ["LANG": "C"]).stdout.hasPrefix("Summary, 2026-11"))
        #expect(run(["summary"], environment: ["LANG": "de_DE.UTF-8"]).stdout.hasPrefix("Summary, 2026-11"))
        #expect(run(["summary"]).stdout.hasPrefix("Summary, 2026-11"))
    }

    @Test("a journal's lang line beats the locale, and --lang beats both")
    func journalLanguage() {
        let withLang = "lang it\n" + Self.journal
        #expect(run(["summary"], environment: ["LANG": "pl_PL.UTF-8"], journal: withLang).stdout.hasPrefix("Riepilogo, novembre 2026"))
        #expect(run(["summary", "--lang", "en"], environment: ["LANG": "pl_PL.UTF-8"], journal: withLang).stdout.hasPrefix("Summary, 2026-11"))
        let bad = run(["check"], journal: "lang xx\n" + Self.journal)
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("Tally has no messages in 'xx'") && bad.stderr.contains("[invalid-directive]"), "\(bad.stderr)")
        let twoWords = run(["check"], journal: "lang vi ko\n" + Self.journal)
        #expect(twoWords.status == 1 && twoWords.stderr.contains("'lang' takes one language code"), "\(twoWords.stderr)")
    }

    @Test("--lang with a language Tally has no messages in is a usage error")
    func unknownLangOption() {
        let r = run(["summary", "--lang", "de"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("--lang: Tally has no messages in 'de'") && r.stderr.contains("en, vi, ko, zh-Hans, it, pl"), "\(r.stderr)")
    }

    @Test("budget, trend and breakdown speak the language; their CSV and JSON stay English")
    func reports() {
        let budget = run(["budget", "--lang", "vi"])
        #expect(budget.stdout.contains("ngân sách") && budget.stdout.contains("đã chi") && budget.stdout.contains("Jedzenie"), "\(budget.stdout)")
        let trend = run(["trend", "--lang", "ko", "-p", "2026-10..2026-12"])
        #expect(trend.stdout.hasPrefix("월별 수입과 지출") && trend.stdout.contains("기간") && trend.stdout.contains("합계"), "\(trend.stdout)")
        let breakdown = run(["breakdown", "--lang", "zh-Hans"])
        #expect(breakdown.stdout.hasPrefix("按类别的支出，2026年11月") && breakdown.stdout.contains("合计"), "\(breakdown.stdout)")
        #expect(run(["summary", "--lang", "pl", "-O", "csv"]).stdout == run(["summary", "-O", "csv"]).stdout)
        #expect(run(["budget", "--lang", "pl", "-O", "json"]).stdout == run(["budget", "-O", "json"]).stdout)
    }

    @Test("alerts and due text are localized; alerts -O json stays English and the same")
    func alertsAndDue() {
        let alerts = run(["alerts", "--lang", "pl"])
        #expect(alerts.status == 1)
        #expect(alerts.stdout.contains("ostrzeżenie") && alerts.stdout.contains("Jedzenie: przekroczono 90% w dniu 2026-11-03")
                && alerts.stdout.contains("Czynsz"), "\(alerts.stdout)")
        let english = run(["alerts", "-O", "json"])
        #expect(run(["alerts", "-O", "json", "--lang", "pl"]).stdout == english.stdout)
        #expect(english.stdout.contains("\"message\": \"Jedzenie crossed 90% on 2026-11-03"), "\(english.stdout)")
        let due = run(["due", "--lang", "pl"])
        #expect(due.stdout.contains("Zaległe") && due.stdout.contains("dni temu"), "\(due.stdout)")
        #expect(run(["due", "--lang", "it"]).stdout.contains("Scaduti"))
    }

    @Test("help speaks the language: headings and each command's summary")
    func help() {
        let r = Harness.run(["--help"], environment: ["LANG": "vi_VN.UTF-8"])
        #expect(r.stdout.contains("Cách dùng: tally COMMAND") && r.stdout.contains("kiểm tra sổ và báo mọi lỗi và cảnh báo"), "\(r.stdout)")
        let c = Harness.run(["summary", "--help", "--lang", "it"])
        #expect(c.stdout.hasPrefix("tally summary: mostra entrate, uscite") && c.stdout.contains("\nOpzioni:\n"), "\(c.stdout)")
    }
}
