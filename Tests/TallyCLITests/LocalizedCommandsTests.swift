import Testing
import TallyLocale
@testable import TallyCLI
import TallyCLITestSupport
import TallyTestSupport

/// Every command's own words in the user's language: goals, due's
/// schedules, the overall budget, add, init, delete, post-due, check,
/// categories and percentages; and, in every language but English, not one
/// of the English words left.
@Suite("commands in the user's language")
struct LocalizedCommandsTests {
    static let journal = """
    decimal-mark ,
    commodity 1.000,00 PLN
    account Assets:Bank  ; type: asset
    account Assets:Savings  ; type: asset
    account Assets:Bike  ; type: asset
    category Expenses:Food  name:"Jedzenie"
    budget Expenses:Food  500,00 PLN monthly  warn 90%
    budget all  2.000,00 PLN monthly
    recurring "Czynsz"  monthly on 1  from 2026-10-01
        Expenses:Rent      1.200,00 PLN
        Assets:Bank
    recurring "Siłownia"  every 2 weeks on Friday  from 2026-10-02  paused
        Expenses:Sport      60,00 PLN
        Assets:Bank
    goal "Wakacje"  3.000,00 PLN  by 2027-06  account Assets:Savings
    goal "Rower"  200,00 PLN  account Assets:Bike

    2026-10-01 * Czynsz  ; recurring:Czynsz
        Expenses:Rent      1.200,00 PLN
        Assets:Bank

    2026-10-10 * Oszczędności
        Assets:Savings      400,00 PLN
        Assets:Bike         250,00 PLN
        Assets:Bank

    2026-11-02 * Pensja
        Assets:Bank      4.000,00 PLN
        Income:Salary

    2026-11-03 * Biedronka
        Expenses:Food      461,55 PLN
        Assets:Bank

    2026-11-04 * Bilet
        Expenses:Transport      38,45 PLN
        Assets:Bank

    2026-11-10 * Oszczędności
        Assets:Savings      400,00 PLN
        Assets:Bank

    """

    /// Per language, words a speaker reads in the outputs below: the goal's
    /// amounts, the rent's schedule, the overall budget, add's and init's
    /// first words, and Food's share of spending (92.3%) with its decimal mark.
    static let expected: [Language: [String]] = [
        .en: ["$$ of 3.000,00 PLN, 2.200,00 PLN to go", "monthly on 1", "All expenses", "Added to ", "Created ", "92.3%", "every 2 weeks on Friday"],
        .vi: ["$$ / 3.000,00 PLN, còn thiếu 2.200,00 PLN", "hằng tháng vào ngày 1", "Tất cả chi tiêu", "Đã thêm vào ", "Đã tạo ", "92,3%",
              "2 tuần một lần vào Thứ Sáu"],
        .ko: ["$$ / 3.000,00 PLN, 2.200,00 PLN 남음", "매월 1일", "전체 지출", "에 추가함", " 만듦:", "92.3%", "2주마다 금요일"],
        .zhHans: ["$$ / 3.000,00 PLN，还差 2.200,00 PLN", "每月1日", "全部支出", "已添加到 ", "已创建 ", "92.3%", "每 2 周星期五"],
        .it: ["$$ di 3.000,00 PLN, mancano 2.200,00 PLN", "ogni mese, il giorno 1", "Tutte le spese", "Aggiunta a ", "Creato ", "92,3%",
              "ogni 2 settimane, di venerdì"],
        .pl: ["$$ z 3.000,00 PLN, brakuje 2.200,00 PLN", "co miesiąc, dnia 1", "Wszystkie wydatki", "Dodano do ", "Utworzono ", "92,3%",
              "co 2 tygodnie, piątek"],
    ]

    /// English words of these outputs that no other language may show.
    static let english = ["to go", " a month", "pace", "reached", "on track", "too late", " since ", "monthly", "every ", "Friday",
                          "Overdue", "Next due", "days ago", "All expenses", "Added to", "this month", "warning at", "Created", "Next:",
                          "transaction", "categories", "Would delete", "Deleted", "would append", "appended", "category  type",
                          "My money", "Lines that start", "what you owe", "Put TWO spaces", "a limit per period", "Take\n",
                          "Opening balances", "Lunch", "spent", "crossed", "No goals", "Would move", "asserted", "rows read",
                          "already in the journal", "to an unknown account", "formatted"]

    /// What each command prints, standard output and error together, and the journal's path.
    func outputs(_ language: Language) -> (out: [String: String], path: String) {
        let s = Scratch(["j.ledger": Self.journal])
        func run(_ args: [String]) -> String {
            let r = s.run(args + ["-f", s.path("j.ledger"), "--today", "2026-11-21", "--lang", language.rawValue])
            #expect(r.status <= 1, "\(args): \(r.stderr)")
            return r.stdout + r.stderr
        }
        var out: [String: String] = [:]
        for command in ["goals", "due", "budget", "summary", "breakdown", "alerts", "check", "categories"] { out[command] = run([command]) }
        out["post-due"] = run(["post-due", "--dry-run"])
        _ = run(["report", "--html", s.path("r.html")])
        // The page without its style sheet, whose CSS words are no language.
        let page = s.text("r.html")
        out["report"] = page.split(separator: "</style>", maxSplits: 1).last.map(String.init) ?? page
        out["archive"] = run(["archive", "--before", "2026-11-01", "--dry-run"])
        out["fmt"] = run(["fmt", "--check"])
        let statement = Harness.repositoryRoot + "/examples/import/poland-bank.csv"
        out["import"] = run(["import", statement, "--rules", statement + ".rules", "--dry-run"])
        out["delete"] = run(["delete", "desc:Bilet", "--dry-run"])
        out["add"] = run(["add", "Obiad", "30,00", "Expenses:Food", "--from", "Assets:Bank"])
        out["delete --yes"] = run(["delete", "desc:Obiad", "--yes"])
        let starter = s.run(["init", s.path("new.ledger"), "--lang", language.rawValue, "--today", "2026-11-21"])
        out["init"] = starter.stdout + starter.stderr + s.text("new.ledger")
        out["no goals"] = s.run(["goals", "-f", s.path("new.ledger"), "--lang", language.rawValue]).stdout
        return (out, s.path("j.ledger"))
    }

    @Test("the language's words are there, with the journal's amounts", arguments: Language.allCases)
    func localized(_ language: Language) {
        let (out, path) = outputs(language)
        let all = out.values.joined(separator: "\n")
        for phrase in Self.expected[language] ?? [] {
            let wanted = phrase.replacing("$$", with: "800,00 PLN")
            #expect(all.contains(wanted), "\(language.rawValue): no '\(wanted)' in:\n\(all)")
        }
        let m = Messages(language)
        #expect(out["goals"]?.contains(m.text(.goalReachedOn, "250,00 PLN", "200,00 PLN", "2026-10-10")) == true, "\(out["goals"] ?? "")")
        #expect(out["check"]?.hasPrefix(m.text(.checkOK, m.count(6, .transactions))) == true, "\(out["check"] ?? "")")
        let budgetLine = m.text(.addBudgetLine, "Jedzenie", "491,55 PLN", "500,00 PLN", m[.thisMonth], "98%") + " — " + m.text(.addWarningAt, "90%")
        #expect(out["add"]?.contains(budgetLine + "\n") == true, "\(out["add"] ?? "")")
        #expect(out["delete --yes"]?.contains(m.text(.deletedFrom, m.count(1, .transactions), path)) == true, "\(out["delete --yes"] ?? "")")
        #expect(out["delete"]?.contains(m.text(.wouldDelete, m.count(1, .transactions))) == true, "\(out["delete"] ?? "")")
        #expect(out["post-due"]?.contains(m.text(.wouldAppend, m.count(1, .transactions), path)) == true, "\(out["post-due"] ?? "")")
        #expect(out["init"]?.contains("; " + m.starter(.accounts)) == true && out["init"]?.contains(m.starter(.openingBalances)) == true)
        #expect(out["no goals"]?.hasPrefix(m[.noGoals] + " goal \"" + m[.goalExampleName] + "\"") == true, "\(out["no goals"] ?? "")")
        #expect(out["categories"]?.hasPrefix(m[.categoryColumn]) == true, "\(out["categories"] ?? "")")
        #expect(out["archive"]?.contains(m.text(.archiveOpening, path)) == true, "\(out["archive"] ?? "")")
        #expect(out["import"]?.contains(m.text(.importDuplicates, "0")) == true, "\(out["import"] ?? "")")
        #expect(out["fmt"] == m.text(.fmtNotFormatted, path) + "\n", "\(out["fmt"] ?? "")")
        // The HTML report's averages name their days in the language too.
        let html = out["report"] ?? ""
        #expect(html.contains("<p class=\"averages\">") && html.contains(" to 2026-") == (language == .en), "\(html)")
    }

    @Test("no English word is left in any other language", arguments: Language.allCases.filter { $0 != .en })
    func noEnglishLeft(_ language: Language) {
        for (command, text) in outputs(language).out {
            // The starter ledger's syntax keeps its keywords: `monthly`, `every N days`.
            let allowed = command == "init" ? ["monthly", "every "] : []
            for word in Self.english where text.contains(word) && !allowed.contains(word) {
                Issue.record("\(language.rawValue) \(command): '\(word)' is English in:\n\(text)")
            }
        }
    }

    @Test("alerts -O json, CSV and JSON of goals and due are the same bytes in every language")
    func dataStaysEnglish() {
        let s = Scratch(["j.ledger": Self.journal])
        func run(_ args: [String], _ environment: [String: String]) -> String {
            let r = Harness.run(args + ["-f", s.path("j.ledger"), "--today", "2026-11-21"], environment: environment)
            return r.stdout
        }
        for args in [["alerts", "-O", "json"], ["goals", "-O", "json"], ["goals", "-O", "csv"], ["due", "-O", "json"], ["budget", "-O", "json"]] {
            let english = run(args, [:])
            #expect(!english.isEmpty, "\(args)")
            for language in Language.allCases {
                #expect(run(args, ["LANG": "\(language.rawValue)_XX.UTF-8"]) == english, "\(args) in \(language.rawValue)")
                #expect(run(args + ["--lang", language.rawValue], [:]) == english, "\(args) --lang \(language.rawValue)")
            }
        }
        let alerts = run(["alerts", "-O", "json"], ["LANG": "vi_VN.UTF-8"])
        #expect(alerts.contains("\"message\": \"Jedzenie crossed 90% on 2026-11-03: 461,55 PLN of 500,00 PLN spent (92%)"), "\(alerts)")
        #expect(alerts.contains("Czynsz") && alerts.contains("\"level\""), "\(alerts)")
    }

    @Test("a percent with decimals takes the language's decimal mark; whole percents and amounts stay as they are")
    func percents() {
        let s = Scratch(["j.ledger": Self.journal])
        for (language, mark) in [(Language.en, "."), (.vi, ","), (.ko, "."), (.zhHans, "."), (.it, ","), (.pl, ",")] {
            let r = s.run(["breakdown", "-f", s.path("j.ledger"), "--today", "2026-11-21", "--lang", language.rawValue])
            #expect(r.stdout.contains("461,55 PLN") && r.stdout.contains("92\(mark)3%") && r.stdout.contains("7\(mark)7%")
                    && r.stdout.contains("100\(mark)0%"), "\(language.rawValue):\n\(r.stdout)")
        }
        let budget = s.run(["budget", "-f", s.path("j.ledger"), "--today", "2026-11-21", "--lang", "pl"])
        #expect(budget.stdout.contains("92% ") && budget.stdout.contains("461,55 PLN"), "\(budget.stdout)")
    }

    @Test("the note naming the currency of most postings is in the language")
    func reportingCurrencyNote() {
        let s = Scratch(["j.ledger": Self.journal + "P 2026-11-01 EUR 4,30 PLN\n\n2026-11-05 * Kawa\n    Expenses:Food  2,00 EUR\n    Assets:Bank\n"])
        for language in Language.allCases {
            let r = s.run(["summary", "-f", s.path("j.ledger"), "--today", "2026-11-21", "--lang", language.rawValue])
            let m = Messages(language)
            #expect(r.stderr.contains(m.frame(.note) + ": " + m.text(.reportingCurrencyNote, "PLN")), "\(language.rawValue): \(r.stderr)")
        }
    }

    @Test("add's questions on a terminal are in the language; the answers stay y and n", arguments: Language.allCases)
    func addAsks(_ language: Language) {
        let s = Scratch(["j.ledger": Self.journal])
        let reader = ScriptedReader(["2026-02-30", "", "Biedronka", "", "", "", "x", "y"])
        let r = s.run(["add", "-f", s.path("j.ledger"), "--today", "2026-11-21", "--lang", language.rawValue], reader: reader)
        #expect(r.status == 0, "\(r.stderr)")
        let m = Messages(language)
        #expect(reader.prompts == [m[.promptDate] + " [2026-11-21]: ", m[.promptDate] + " [2026-11-21]: ", m[.promptDescription] + ": ", m[.promptAmount] + " [461,55 PLN]: ",
                                   m[.promptCategory] + " [Expenses:Food]: ", m[.promptFromAccount] + " [Assets:Bank]: ",
                                   m.text(.promptAddThis, s.path("j.ledger")), m.text(.promptAddThis, s.path("j.ledger"))], "\(reader.prompts)")
        #expect(reader.transcript.contains(m[.promptAnswerYesNo]) && reader.transcript.contains(m.text(.promptBadDate, "2026-02-30", "2026-11-21")),
                "\(reader.transcript)")
        #expect(r.stdout.hasPrefix(m.text(.addedTo, s.path("j.ledger"), "43") + "\n"), "\(r.stdout)")
    }
}
