#if canImport(Glibc)
import Glibc
#endif
import Testing
import TallyLocale
import TallyTestSupport

/// Under `LANG` for Vietnamese, Korean, Chinese, Italian and Polish, the
/// commands' success and error paths on the examples print no English
/// word outside the journal's own names, quotes, paths, options, ids and
/// codes.
@Suite("no English line in another language's session")
struct EnglishLeakTests {
    static let languages: [(Language, String)] = [(.vi, "vi_VN.UTF-8"), (.ko, "ko_KR.UTF-8"), (.zhHans, "zh_CN.UTF-8"),
                                                  (.it, "it_IT.UTF-8"), (.pl, "pl_PL.UTF-8")]

    static let examples = Harness.repositoryRoot + "/examples/"
    static let journals = ["household", "student", "traveller", "budgets", "bills-and-goals"]
    static let statements = Files.list(examples + "import").filter { $0.hasSuffix(".csv") }

    /// Every example file, whose words output may repeat.
    static let detector = EnglishDetector(journalTexts:
        Files.files(under: Harness.repositoryRoot + "/examples", endingIn: "").compactMap { Files.read($0) }
        + ["Phở Hà Nội", "28.11.2026", "desc:zzqq", "desc:a", "nope.csv"] + typedPeriods)

    /// Periods typed wrong: backwards, empty, unfinished, a span of no day,
    /// words Tally does not read; error lines repeat them as typed.
    static let typedPeriods = ["2026-05..2026-01", "2026-03..2026-03", "", "from", "2026-03 foo", "every 40th day of month", "every 0 months",
                               "last 0 months", "this fortnight", "2026-13..2026-14"]

    /// A statement and its rules, each pair broken in one way: a rules
    /// line that is no rule, a `skip` without a number, quotes out of
    /// place, a row giving two amounts, …
    static let brokenImports: [String: (String, String)] = {
        let rules = "skip 1\nfields date, amount\ncurrency CNY\naccount1 assets:alipay\n"
        let good = "a,b\n2026-11-01,12\n"
        return [
            "skip": (good, "skip one\nfields date, amount\ncurrency CNY\n"),
            "unknown-rule": (good, rules + "account2 expenses:food\nfoo bar\n"),
            "if-unknown": (good, rules + "if Grab\n  nonsense x\n"),
            "if-skip": (good, rules + "if Grab\n  skip x\n"),
            "if-no-pattern": (good, rules + "if\n"),
            "if-empty": (good, rules + "if Grab\n\n"),
            "table-names": (good, rules + "if,date,nonsense\nGrab,x,y\n"),
            "table-row": (good, rules + "if,account2,comment\nGrab,expenses:food\n"),
            "table-empty": (good, rules + "if,account2\n\n"),
            "separator": (good, "separator ab\n" + rules),
            "decimal-mark": (good, "decimal-mark x\n" + rules),
            "balance-type": (good, "balance-type x\n" + rules),
            "include": (good, "include nowhere.rules\n" + rules),
            "regex": (good, rules + "if (Grab\n  account2 expenses:food\n"),
            "no-date": (good, "skip 1\nfields when, amount\ncurrency CNY\n"),
            "date-format": (good, "date-format %d/%m\n" + rules),
            "unclosed-quote": ("a,b\n2026-11-01,\"12\n", rules),
            "text-after-quote": ("a,b\n2026-11-01,\"12\"x\n", rules),
            "stray-quote": ("a,b\n2026-11-01,1\"2\n", rules),
            "not-utf8": ("", rules),
            "short-row": ("a;b\n2026-11-01;12\n", rules),
            "field-count": ("a,b\n2026-11-01,12,x,y\n", rules),
            "status": ("a,b,c\n2026-11-01,12,x\n", "skip 1\nfields date, amount, status\ncurrency CNY\naccount1 assets:alipay\n"),
            "two-amounts": ("a,b,c\n2026-11-01,12,3\n", "skip 1\nfields date, amount-in, amount-out\ncurrency CNY\naccount1 assets:alipay\n"),
        ]
    }()

    /// Journals of one broken line of Tally's own directives each: a
    /// category, goal, budget or recurring rule, account, commodity,
    /// include, price, year, decimal mark, strict or reporting currency,
    /// an account type, a category's type, a recurring rule's postings,
    /// name or twin; and
    /// transactions with a code, account, cost or commodity left open.
    static let brokenDirectives: [(String, String)] = [
            ("category", "category\n"),
            ("category-spaces", "category Expenses:Food expense\n"),
            ("category-color", "category Expenses:Food  color:red\n"),
            ("category-word", "category Expenses:Food  tasty\n"),
            ("goal-name", "goal\n"),
            ("goal-target", "goal \"Quỹ\"  account Assets:Savings\n"),
            ("goal-zero", "goal \"Quỹ\"  0 USD  account Assets:Savings\n"),
            ("goal-word", "goal \"Quỹ\"  5 USD  soon  account Assets:Savings\n"),
            ("goal-account", "goal \"Quỹ\"  5 USD\n"),
            ("goal-month", "goal \"Quỹ\"  5 USD  by 2027-13  account Assets:Savings\n"),
            ("goal-by", "goal \"Quỹ\"  5 USD  by\n"),
            ("goal-quote", "goal \"Quỹ  5 USD\n"),
            ("budget", "budget\n"),
            ("budget-spaces", "budget Expenses:Food 400 USD monthly\n"),
            ("budget-amount", "budget Expenses:Food  monthly\n"),
            ("budget-zero", "budget Expenses:Food  0 USD monthly\n"),
            ("budget-warn", "budget Expenses:Food  400 USD monthly warn 2000%\n"),
            ("budget-word", "budget Expenses:Food  400 USD monthly soon\n"),
            ("budget-ends", "budget Expenses:Food  400 USD monthly from 2026-06 until 2026-01\n"),
            ("budget-day", "budget Expenses:Food  400 USD monthly from 2026-02-30\n"),
            ("budget-date", "budget Expenses:Food  400 USD monthly from soon\n"),
            ("budget-every", "budget Expenses:Food  400 USD every 0 months\n"),
            ("budget-every-unit", "budget Expenses:Food  400 USD every\n"),
            ("budget-amount-text", "budget Expenses:Food  400 USD3 monthly\n"),
            ("recurring", "recurring\n"),
            ("recurring-on", "recurring \"Rent\"  weekly on funday  from 2026-01-01\n    Expenses:Rent  5 USD\n    Assets:Bank\n"),
            ("recurring-monthday", "recurring \"Rent\"  monthly on 40  from 2026-01-01\n    Expenses:Rent  5 USD\n    Assets:Bank\n"),
            ("recurring-yearly", "recurring \"Rent\"  yearly on 15  from 2026-01-01\n    Expenses:Rent  5 USD\n    Assets:Bank\n"),
            ("recurring-daily", "recurring \"Rent\"  daily on 1  from 2026-01-01\n    Expenses:Rent  5 USD\n    Assets:Bank\n"),
            ("recurring-remind", "recurring \"Rent\"  monthly on 1  from 2026-01-01  remind soon\n    Expenses:Rent  5 USD\n    Assets:Bank\n"),
            ("recurring-count", "recurring \"Rent\"  monthly on 1  from 2026-01-01  count\n    Expenses:Rent  5 USD\n    Assets:Bank\n"),
            ("recurring-tolerance", "recurring \"Rent\"  monthly on 1  from 2026-01-01  ~200%\n    Expenses:Rent  5 USD\n    Assets:Bank\n"),
            ("recurring-word", "recurring \"Rent\"  monthly on 1  from 2026-01-01  soon\n    Expenses:Rent  5 USD\n    Assets:Bank\n"),
            ("recurring-both", "recurring \"Rent\"  monthly on 1  from 2026-01-01  until 2026-06-01  count 3\n    Expenses:Rent  5 USD\n    Assets:Bank\n"),
            ("recurring-ends", "recurring \"Rent\"  monthly on 1  from 2026-06-01  until 2026-01-01\n    Expenses:Rent  5 USD\n    Assets:Bank\n"),
            ("account", "account\n"),
            ("account-text", "account Assets:Bank  extra\n"),
            ("commodity", "commodity\n"),
            ("commodity-text", "commodity $1,000.00 extra\n"),
            ("include", "include\n"),
            ("price", "P 2026-11-01\n"),
            ("year", "Y 26\n"),
            ("decimal-mark", "decimal-mark x\n"),
            ("reporting", "reporting-currency\n"),
            ("reporting-text", "reporting-currency EUR extra\n"),
            ("include-home", "include ~/x.ledger\n"),
            ("include-nothing", "include nowhere/*.ledger\n"),
            ("account-type", "account Assets:Bank  ; type:money\n"),
            ("category-type", "category Food\n"),
            ("recurring-empty", "recurring \"Rent\"  monthly on 1  from 2026-01-01\n"),
            ("recurring-assert", "recurring \"Rent\"  monthly on 1  from 2026-01-01\n    Expenses:Rent  5 USD = 5 USD\n    Assets:Bank\n"),
            ("recurring-comma", "recurring \"Rent, late\"  monthly on 1  from 2026-01-01\n    Expenses:Rent  5 USD\n    Assets:Bank\n"),
            ("recurring-twice", "recurring \"Rent\"  monthly on 1  from 2026-01-01\n    Expenses:Rent  5 USD\n    Assets:Bank\n\nrecurring \"rent\"  monthly on 2  from 2026-01-01\n    Expenses:Rent  5 USD\n    Assets:Bank\n"),
            ("strict", "strict now\n"),
            ("reporting-twice", "reporting-currency EUR\nreporting-currency USD\n"),
            ("tx-code", "2026-11-01 (12 Lunch\n    Expenses:Food  5 USD\n    Assets:Bank\n"),
            ("tx-virtual", "2026-11-01 Lunch\n    (Expenses:Food  5 USD\n    Assets:Bank\n"),
            ("tx-cost-paren", "2026-11-01 Lunch\n    Expenses:Food  5 USD (@ 2 EUR\n    Assets:Bank\n"),
            ("tx-after-amount", "2026-11-01 Lunch\n    Expenses:Food  5 USD extra words\n    Assets:Bank\n"),
            ("tx-quote", "2026-11-01 Lunch\n    Expenses:Food  5 \"US D\n    Assets:Bank\n"),
            ("tx-empty-quote", "2026-11-01 Lunch\n    Expenses:Food  5 \"\"\n    Assets:Bank\n"),
            // ledger's own syntax, each broken in one way
            ("alias", "alias Expenses\n"),
            ("alias-regex", "alias /(x/ = y\n"),
            ("apply", "apply\n"),
            ("apply-unknown", "apply nonsense x\n"),
            ("apply-tag", "apply tag trip\n2026-11-01 Lunch\n    Expenses:Food  5 USD\n    Assets:Bank\nend apply tag\n"),
            ("end", "end apply\n"),
            ("end-unknown", "end nonsense\n"),
            ("bucket", "bucket\n"),
            ("automated", "=\n    Expenses:Tax  0.1\n"),
            ("automated-query", "= expr (\n    (Budget)  -1\n"),
            ("automated-amount", "= Expenses:Food\n    (Budget)\n"),
            ("lot-quoted", "2026-11-01 Buy\n    Assets:Shares  1 AAPL {\"x\"}\n    Assets:Bank\n"),
            ("lot-unclosed", "2026-11-01 Buy\n    Assets:Shares  1 AAPL {100 USD\n    Assets:Bank\n"),
            ("lot-twice", "2026-11-01 Buy\n    Assets:Shares  1 AAPL {100 USD} {100 USD}\n    Assets:Bank\n"),
            ("lot-date", "2026-11-01 Buy\n    Assets:Shares  1 AAPL [2026-11-01\n    Assets:Bank\n"),
            ("lot-note", "2026-11-01 Buy\n    Assets:Shares  1 AAPL (note\n    Assets:Bank\n"),
            ("timeclock", "i 2026-11-01 9\n"),
            ("timeclock-out", "o 2026-11-01 09:00:00\n"),
            ("timeclock-twice", "i 2026-11-01 09:00:00 Work\ni 2026-11-01 10:00:00 Work\n"),
            ("timeclock-open", "i 2026-11-01 09:00:00 Work\n"),
            ("exponent", "2026-11-01 Lunch\n    Expenses:Food  1,000.5e1 USD\n    Assets:Bank\n"),
            ("expression", "2026-11-01 Lunch\n    Expenses:Food  (2 * 5 USD\n    Assets:Bank\n"),
            ("expression-zero", "2026-11-01 Lunch\n    Expenses:Food  (5 USD / 0)\n    Assets:Bank\n"),
            ("expression-name", "2026-11-01 Lunch\n    Expenses:Food  (price)\n    Assets:Bank\n"),
            ("options", "--nonsense-option\n"),
            ("price-text", "P 2026-11-01 EUR 1.08 USD extra\n"),
            ("comment-block", "comment\nnever closed\n"),
            ("indented", "account Assets:Bank\n    nonsense words here\n"),
            ("assert", "assert 1 == 2\n"),
            ("check", "check 1 == 2\n"),
            ("assert-unknown", "assert nonsense(1)\n"),
            ("lang", "lang\n"),
            ("lang-unknown", "lang xx\n"),
            ("not-a-category", "account Assets:Bank  ; type:asset\nbudget Assets:Bank  400 USD monthly\n"),
            ("too-many-periods", "recurring \"Tick\"  daily  from 1900-01-01\n    Expenses:Rent  5 USD\n    Assets:Bank\n"),
            ("include-self", "include directive-include-self.ledger\n"),
            ("decimal-mark-other", "decimal-mark ,\n2026-11-01 Lunch\n    Expenses:Food  5.50 USD\n    Assets:Bank\n"),
            ("space-groups", "2026-11-01 Lunch\n    Expenses:Food  1 000.50 USD\n    Assets:Bank\n"),
            ("budget-commodity", "budget Expenses:Food  400 monthly\n\n2026-11-01 A\n    Expenses:Food  5 USD\n    Assets:Bank\n2026-11-02 B\n    Expenses:Food  5 EUR\n    Assets:Bank\n"),
            ("ambiguous", "2026-11-01 A\n    Expenses:Food  1,500 XYZ\n    Assets:Bank\n2026-11-02 B\n    Expenses:Food  2,50 XYZ\n    Assets:Bank\n"),
    ]

    /// What each command printed, by a label naming the command.
    static func outputs(_ language: Language, _ lang: String) -> [(String, String)] {
        var files: [String: String] = [:]
        for name in journals { files[name + ".ledger"] = Files.read(examples + name + ".ledger") ?? "" }
        for name in ["momo.csv"] { files["bare-" + name] = Files.read(examples + "import/" + name) ?? "" }
        for name in Files.list(examples + "errors") { files["errors-" + name] = Files.read(examples + "errors/" + name) ?? "" }
        files["garbage.xml"] = "<html>no rates here</html>\n"
        // Accounts with no type, under an overall budget; payments tagged for no rule; prices missing twice over.
        files["untyped.ledger"] = "budget all  500.000 VND monthly\n\n2026-11-01 Phở\n    Ăn uống:Phở  50.000 VND\n    Ví\n"
        files["strays.ledger"] = """
        recurring "Rent"  monthly on 1  from 2026-09-01
            Expenses:Rent  500 USD
            Assets:Bank

        2026-11-15 * Landlord  ; recurring:Rent
            Expenses:Rent  500 USD
            Assets:Bank
        2026-11-16 * Landlord  ; recurring:Rnet
            Expenses:Rent  500 USD
            Assets:Bank
        2026-11-17 * Landlord  ; recurring:Rent paid late
            Expenses:Rent  500 USD
            Assets:Bank

        """
        files["prices.ledger"] = "budget Expenses:Food  400 USD monthly\n\n2026-11-10 * A\n    Expenses:Food  18.50 EUR\n    Assets:Bank\n2026-11-11 * B\n    Expenses:Food  9.50 EUR\n    Assets:Bank\n2026-11-12 * C\n    Expenses:Food  9.50 EUR\n    Assets:Bank\n"
        files["gb.csv"] = "a,b\n2026-11-01,\u{FF}\n"
        files["gb.csv.rules"] = "encoding GB18030\nskip 1\nfields date, amount\ncurrency CNY\naccount1 assets:alipay\n"
        files["dates.csv"] = "a,b\n01.11.2026,12\n"
        files["dates.csv.rules"] = "skip 1\nfields date, amount\ncurrency CNY\naccount1 assets:alipay\n"
        files["formatted.csv"] = "a,b\n2026-11-01,12\n"
        files["formatted.csv.rules"] = "skip 1\nfields date, amount\ndate-format %d/%m/%Y\ncurrency CNY\naccount1 assets:alipay\n"
        files["short.csv"] = "a,b,c\n2026-11-01,12,x\n2026-11-02\n"
        files["short.csv.rules"] = "skip 1\nfields date, amount, note\ncurrency CNY\naccount1 assets:alipay\ndescription %memo\n"
        files["nowhere.csv"] = "a,b\n2026-11-01,1\n"
        files["nowhere.csv.rules"] = "encoding NO-SUCH-ENCODING\nskip 1\nfields date, amount\ncurrency CNY\naccount1 assets:alipay\n"
        files["imported.ledger"] = "2026-01-01 * Mở sổ\n    assets:bank  100.000 VND\n    equity:opening\n"
        // Rules files and statements each broken in one way, as a new user's first import may be.
        for (name, text) in Self.brokenDirectives { files["directive-" + name + ".ledger"] = text }
        for (name, (csv, rules)) in Self.brokenImports { files["broken-" + name + ".csv"] = csv; files["broken-" + name + ".csv.rules"] = rules }
        let s = Scratch(files)
        // 0x81 0x20 is no GB18030 character.
        s.write("gb.csv", bytes: Array("a,b\n2026-11-01,".utf8) + [0x81, 0x20] + Array("\n".utf8))
        s.write("broken-not-utf8.csv", bytes: Array("a,b\n2026-11-01,".utf8) + [0xFF] + Array("\n".utf8))
        let environment = ["LANG": lang]
        var out: [(String, String)] = []
        func run(_ label: String, _ args: [String], reader: ScriptedReader? = nil, environment env: [String: String]? = nil,
                 in folder: String = "/") {
            let r = s.run(args, reader: reader, environment: env ?? environment, currentDirectory: folder)
            out.append((label, r.stdout + r.stderr + (reader?.transcript ?? "")))
        }
        for name in journals {
            let f = ["-f", s.path(name + ".ledger")]
            for command in [["check"], ["balance"], ["register"], ["accounts"], ["payees"], ["stats"], ["budget"], ["alerts"],
                            ["categories"], ["due"], ["goals"], ["summary"], ["trend"], ["trend", "--weekly", "-p", "2026-06"],
                            ["breakdown"], ["breakdown", "--income"], ["prices"], ["post-due", "--dry-run"], ["fmt", "--check"],
                            ["archive", "--before", "2026-06-01", "--dry-run"], ["report", "--html", s.path(name + ".html")],
                            ["export", "-o", s.path(name + ".csv")], ["delete", "desc:a"], ["delete", "desc:zzqq"],
                            ["edit", "desc:zzqq"], ["import", "nope.csv"], ["report"]] {
                run("\(name): \(command.joined(separator: " "))", command + f)
            }
        }
        for name in Files.list(examples + "errors") {
            run("check \(name)", ["check", "-f", s.path("errors-" + name)])
            run("summary \(name)", ["summary", "-f", s.path("errors-" + name)])
        }
        let budgets = ["-f", s.path("budgets.ledger"), "--today", "2026-07-20"]
        run("add without an amount", ["add", "Phở Hà Nội"] + budgets)
        run("add with a dotted date", ["add", "28.11.2026", "Phở Hà Nội", "12,00", "Expenses:Food:Coffee"] + budgets)
        run("add over budget", ["add", "Phở Hà Nội", "900,00", "Expenses:Food:Coffee", "--date", "2026-07-19"] + budgets)
        run("import without rules", ["import", s.path("bare-momo.csv"), "-f", s.path("imported.ledger")])
        run("import a missing statement", ["import", s.path("nope.csv"), "-f", s.path("imported.ledger")])
        for statement in statements {
            let path = examples + "import/" + statement
            run("import \(statement)", ["import", path, "--rules", path + ".rules", "-f", s.path("imported.ledger"), "--dry-run"])
        }
        // The wizard's rules book every row to expenses:unknown or income:unknown.
        run("rules wizard", ["import", s.path("bare-momo.csv"), "--rules-wizard", "-f", s.path("imported.ledger")],
            reader: ScriptedReader(Array(repeating: "", count: 14)))
        run("import with the wizard's rules", ["import", s.path("bare-momo.csv"), "-f", s.path("imported.ledger")])
        for command in [["summary"], ["categories"], ["breakdown"], ["budget"], ["balance"]] {
            run("after imports: \(command[0])", command + ["-f", s.path("imported.ledger"), "-p", "2000..2030"])
        }
        run("prices --fetch from a missing file", ["prices", "--fetch", "--source", "file://" + s.path("none.xml"), "-f", s.path("traveller.ledger")])
        run("prices --fetch from a file that is no rates", ["prices", "--fetch", "--source", "file://" + s.path("garbage.xml"), "-f", s.path("traveller.ledger")])
        // Usage errors of the commands that write.
        let coffee = ["Phở Hà Nội", "12,00", "Expenses:Food:Coffee"]
        for (label, args) in [("delete without a query", ["delete"] + budgets), ("delete from standard input", ["delete", "desc:a", "-f", "-"]),
                              ("edit without a query", ["edit"] + budgets), ("add to standard input", ["add", "-f", "-"] + coffee),
                              ("add both cleared and pending", ["add", "--cleared", "--pending"] + coffee + budgets),
                              ("add without words", ["add"] + budgets), ("add with a bad --date", ["add", "--date", "nope"] + coffee + budgets),
                              ("add with too many words", ["add"] + coffee + ["EUR", "nope"] + budgets),
                              ("export to an unknown format", ["export", "-O", "nope"] + budgets),
                              ("archive with a stray word", ["archive", "nope", "--before", "2026-06-01"] + budgets),
                              ("archive without --before", ["archive"] + budgets), ("archive with a bad date", ["archive", "--before", "nope"] + budgets),
                              ("archive to a pattern", ["archive", "--before", "2026-06-01", "--to", s.path("a*.ledger")] + budgets),
                              ("archive standard input", ["archive", "--before", "2026-06-01", "-f", "-"]),
                              ("post-due to standard input", ["post-due", "-f", "-"]), ("post-due with a bad --through", ["post-due", "--through", "nope"] + budgets),
                              ("rules wizard off a terminal", ["import", s.path("bare-momo.csv"), "--rules-wizard"] + budgets),
                              ("import into standard input", ["import", s.path("bare-momo.csv"), "-f", "-"]),
                              ("import without a statement", ["import"] + budgets), ("import with two statements", ["import", "a.csv", "b.csv"] + budgets),
                              ("add to a journal with errors", ["add"] + coffee + ["-f", s.path("errors-amount-too-large.ledger")]),
                              ("summary --top", ["summary", "--top", "x"] + budgets), ("due --within", ["due", "--within", "x"] + budgets),
                              ("budget -M -Q", ["budget", "-M", "-Q"] + budgets), ("balance -M --cumulative --historical", ["balance", "-M", "--cumulative", "--historical"] + budgets),
                              ("balance with two intervals", ["balance", "-M", "-Q"] + budgets), ("summary -p every month", ["summary", "-p", "every month"] + budgets),
                              ("stats -O csv", ["stats", "-O", "csv"] + budgets), ("summary depth:", ["summary", "depth:2"] + budgets),
                              ("--category without a name", ["register", "--category", ""] + budgets),
                              ("--account without a name", ["register", "--account", ""] + budgets),
                              ("init with two files", ["init", s.path("a.ledger"), s.path("b.ledger")]),
                              ("init --currency with a plan", ["init", s.path("plan.ledger"), "--journal", s.path("budgets.ledger"), "--currency", "EUR"]),
                              ("init with a bad currency", ["init", s.path("new.ledger"), "--currency", "1x"]),
                              ("trend --by", ["trend", "--by", "nope"] + budgets),
                              ("add without a category", ["add", "Qqq", "12"] + budgets), ("add with a bad tag", ["add", "Qqq", "12", "food", "--tag", "a b"] + budgets),
                              ("add with a note that has ;", ["add", "Qqq", "12", "food", "--note", "a;b"] + budgets),
                              ("--value without -X", ["balance", "--value", "end"] + budgets), ("--value later", ["balance", "-X", "EUR", "--value", "later"] + budgets),
                              ("--explain without -X", ["balance", "--explain"] + budgets), ("-V with -B", ["balance", "-V", "-B"] + budgets),
                              ("--lots with -X", ["balance", "--lots", "-X", "EUR"] + budgets), ("--pivot with a space", ["balance", "--pivot", "a b"] + budgets),
                              ("prices --fetch with a word", ["prices", "--fetch", "dollarz", "--source", s.path("none.xml")] + budgets),
                              ("balance --row-total --cumulative", ["balance", "-M", "--row-total", "--cumulative"] + budgets),
                              ("balance -M --forecast", ["balance", "-M", "--forecast"] + budgets), ("balance --cumulative alone", ["balance", "--cumulative"] + budgets),
                              ("init --journal without a path", ["init", s.path("plan.ledger"), "--journal", ""]),
                              ("register --depth -M", ["register", "--depth", "1", "-M"] + budgets), ("register -M --forecast", ["register", "-M", "--forecast"] + budgets),
                              ("print --lots --plain", ["print", "--lots", "--plain"] + budgets), ("print --match --plain", ["print", "--match", "x", "--plain"] + budgets),
                              ("completions for no shell", ["completions"]), ("completions for an unknown shell", ["completions", "nope"]),
                              ("completion names of nothing", ["completions", "names", "nope"] + budgets),
                              ("--forecast too far", ["balance", "--forecast=2200"] + budgets), ("--forecast without an end", ["balance", "--forecast=from 2027"] + budgets),
                              ("--forecast unreadable", ["balance", "--forecast=nope"] + budgets), ("--forecast's date as a word", ["balance", "--forecast", "2027-06"] + budgets)] {
            run(label, args)
        }
        run("rules wizard over existing rules", ["import", s.path("bare-momo.csv"), "--rules-wizard", "--rules", s.path("budgets.ledger")] + budgets,
            reader: ScriptedReader([]))
        let home = s.path("home")
        run("no journal found", ["summary"], environment: ["LANG": lang, "HOME": home], in: s.folder)
        run("unknown commodity", ["summary", "-X", "PLZ", "-f", s.path("traveller.ledger")])
        run("unknown option", ["summary", "--nope", "-f", s.path("traveller.ledger")])
        for command in [["summary"], ["categories"], ["budget"], ["trend"]] {
            run("untyped accounts: \(command[0])", command + ["-f", s.path("untyped.ledger"), "--today", "2026-11-21"])
        }
        run("payments tagged for no rule", ["due", "-f", s.path("strays.ledger"), "--today", "2026-11-21"])
        run("prices missing for a budget", ["budget", "-f", s.path("prices.ledger"), "--today", "2026-11-21"])
        run("a statement not in its encoding", ["import", s.path("gb.csv"), "-f", s.path("imported.ledger"), "--dry-run"])
        for name in ["dates", "formatted", "short"] {
            run("a statement that does not fit its rules: \(name)", ["import", s.path(name + ".csv"), "-f", s.path("imported.ledger"), "--dry-run"])
        }
        for (name, _) in Self.brokenDirectives {
            run("a broken directive: \(name)", ["check", "-f", s.path("directive-" + name + ".ledger")])
        }
        for name in Self.brokenImports.keys.sorted() {
            run("a broken import: \(name)", ["import", s.path("broken-" + name + ".csv"), "-f", s.path("imported.ledger"), "--dry-run"])
        }
        run("an encoding iconv does not know", ["import", s.path("nowhere.csv"), "-f", s.path("imported.ledger"), "--dry-run"])
        run("reconcile --mark on standard input", ["reconcile", "Assets:Bank", "--mark", "-f", "-"])
        run("reconcile without an account", ["reconcile"] + budgets)
        // Rates shown and missing, the spreadsheet export, and reports fitted to a phone's terminal.
        run("--explain", ["balance", "-X", "USD", "--explain"] + budgets)
        run("missing rate", ["summary", "-X", "USD"] + budgets)
        run("export --excel", ["export", "--excel", "-o", s.path("excel.csv")] + budgets)
        run("export --excel to JSON", ["export", "--excel", "-O", "json"] + budgets)
        for command in [["summary"], ["budget"], ["trend"], ["goals"], ["alerts"], ["breakdown"]] {
            for name in ["student", "household"] {
                run("\(name) at 40 columns: \(command[0])", command + ["-f", s.path(name + ".ledger")], environment: ["LANG": lang, "COLUMNS": "40"])
            }
        }
        run("unknown command", ["nope", "-f", s.path("traveller.ledger")])
        // Query words that cannot be read, a print --match that finds nothing, archive's refusals.
        for word in ["code:", "tag:", "tag:trip=", "not:", "not:not:x", "not:depth:2", "/(x/", "amt:abc", "date:", "status:x", "real:x",
                     "depth:x", "type:Q", "type:", "cur:.", "cur:", "desc:", "expr:x", "date:2026-13", "date:2026-05..2026-01"] {
            run("query \(word)", ["register", word, "-f", s.path("budgets.ledger")])
        }
        run("print --match with no likeness", ["print", "--match", "zzzqqq"] + budgets)
        // Periods typed wrong: backwards, empty, unfinished, a span of no day, a repeating one where a date is needed.
        for period in Self.typedPeriods {
            run("-p '\(period)'", ["balance", "-p", period] + budgets)
        }
        run("-b monthly", ["balance", "-b", "monthly"] + budgets)
        // Files that are not written: a read-only journal, a file init would overwrite.
        s.write("readonly.ledger", Files.read(examples + "budgets.ledger") ?? "")
        chmod(s.path("readonly.ledger"), 0o444)
        run("add to a read-only journal", ["add", "Phở Hà Nội", "12,00", "Expenses:Food:Coffee", "-f", s.path("readonly.ledger"), "--today", "2026-07-20"])
        run("init over a journal", ["init", s.path("budgets.ledger")])
        run("archive into the journal", ["archive", "--before", "2026-06-01", "--to", s.path("budgets.ledger")] + budgets)
        run("archive over another file", ["archive", "--before", "2026-06-01", "--to", s.path("traveller.ledger")] + budgets)
        return out
    }

    @Test("every line of output is in the language", arguments: languages.map(\.1))
    func noEnglish(_ lang: String) {
        let language = Self.languages.first { $0.1 == lang }!.0
        let outputs = Self.outputs(language, lang)
        #expect(outputs.count > 180)
        for (label, text) in outputs {
            for line in text.split(separator: "\n") {
                let words = Self.detector.english(in: String(line), language: language)
                if !words.isEmpty { Issue.record("\(lang) \(label): \(words) in: \(line)") }
            }
        }
    }

    @Test("import --rules-wizard typed at a pseudo-terminal asks, shows and saves in the language",
          .enabled(if: Subprocess.tally != nil, "the tally binary is not built (swift build); skipping the pseudo-terminal run"),
          arguments: languages.map(\.1))
    func wizardAtATerminal(_ lang: String) throws {
        let language = Self.languages.first { $0.1 == lang }!.0
        let tally = try #require(Subprocess.tally)
        let s = Scratch(["bare-momo.csv": Files.read(Self.examples + "import/momo.csv") ?? "",
                         "imported.ledger": "2026-01-01 * Mở sổ\n    assets:bank  100.000 VND\n    equity:opening\n"])
        // Enter at every question takes what the wizard offers, then yes to saving.
        let r = PseudoTerminal.run(tally, ["import", "bare-momo.csv", "--rules-wizard", "-f", "imported.ledger"],
                                   environment: ["LANG": lang, "HOME": s.folder, "TERM": "dumb"], currentDirectory: s.folder,
                                   answers: Array(repeating: "", count: 12))
        #expect(r.status == 0, "\(lang): \(r.transcript)")
        #expect(Files.read(s.path("bare-momo.csv.rules")) != nil, "\(lang): no rules written:\n\(r.transcript)")
        let lines = r.transcript.split(separator: "\n")
        let m = Messages(language)
        #expect(lines.count >= 15 && r.transcript.contains(m[.wizardDateColumn]) && r.transcript.contains(m.text(.wizardSave, "bare-momo.csv.rules")),
                "\(lang): the wizard did not ask at the terminal:\n\(r.transcript)")
        for line in lines {
            let words = Self.detector.english(in: String(line), language: language)
            if !words.isEmpty { Issue.record("\(lang) rules wizard at a terminal: \(words) in: \(line)") }
        }
        // The rules it saved import the statement, still in the language.
        let imported = s.run(["import", s.path("bare-momo.csv"), "-f", s.path("imported.ledger")], environment: ["LANG": lang])
        #expect(imported.status == 0, "\(imported.stderr)")
        for line in (imported.stdout + imported.stderr).split(separator: "\n") {
            let words = Self.detector.english(in: String(line), language: language)
            if !words.isEmpty { Issue.record("\(lang) import with the wizard's rules: \(words) in: \(line)") }
        }
    }

    @Test("the detector finds English words and leaves names, quotes, paths, options and codes alone")
    func detector() {
        let d = EnglishDetector(journalTexts: ["2026-01-16 * Transfer to savings\n    Assets:Bank:Savings  $500.00\n"])
        #expect(d.english(in: "tally: lỗi: report needs --html FILE", language: .vi) == ["needs"])
        #expect(d.english(in: "tally add: warning: Coffee is over", language: .pl) == ["warning", "is", "over"])
        #expect(d.english(in: "  gợi ý: give one with --rules FILE.rules, or put it beside the statement", language: .vi)
                == ["give", "one", "with", "or", "put", "it", "beside", "the", "statement"].filter { EnglishDetector.words.contains($0) })
        #expect(d.english(in: "    $TALLY_FILE (not set)", language: .ko) == ["not", "set"])
        #expect(d.english(in: "tally: lỗi: không tìm thấy số tiền trong 'the amount'", language: .vi).isEmpty)
        #expect(d.english(in: "2026-01-16 Transfer to savings   Assets:Bank:Savings  $500.00", language: .zhHans).isEmpty)
        #expect(d.english(in: "/tmp/x/the-file.ledger:3:5: 错误：不平衡 [unbalanced-transaction]", language: .zhHans).isEmpty)
        #expect(d.english(in: " 11 |     Expenses:Food    18.50 EUR", language: .it).isEmpty)
        #expect(d.english(in: "Dodano do pliku, to jest nowy budżet", language: .pl).isEmpty)
        #expect(d.english(in: "il file è in budget", language: .it).isEmpty)
        #expect(d.english(in: "il file è in budget", language: .ko) == ["file", "in", "budget"])
        #expect(d.english(in: "  提示: 请使用 -O csv、-O journal", language: .zhHans).isEmpty)
    }

    @Test("the category import books unplaced rows to is named in the language in text, and stays 'unknown' in CSV and JSON")
    func importedUnknown() {
        let journal = """
        2026-11-01 * Grab
            expenses:unknown  50000 VND
            assets:momo
        2026-11-02 * Lương
            assets:momo  900000 VND
            income:unknown
        2026-11-03 * Phở
            expenses:food  40000 VND
            assets:momo

        """
        let s = Scratch(["j.ledger": journal])
        for (language, lang) in Self.languages {
            let word = Messages(language)[.unknownCategory]
            for args in [["summary"], ["breakdown"], ["categories"], ["trend", "--by", "category"], ["breakdown", "--income"]] {
                let r = s.run(args + ["-f", s.path("j.ledger")] + (args == ["categories"] ? [] : ["-p", "2026-11"]), environment: ["LANG": lang])
                #expect(r.stdout.contains(word), "\(lang) \(args): no '\(word)' in\n\(r.stdout)")
                #expect(!r.stdout.contains("unknown"), "\(lang) \(args):\n\(r.stdout)")
            }
            let csv = s.run(["breakdown", "-f", s.path("j.ledger"), "-p", "2026-11", "-O", "csv"], environment: ["LANG": lang])
            #expect(csv.stdout.contains("unknown,expenses:unknown"), "\(csv.stdout)")
        }
        let english = s.run(["breakdown", "-f", s.path("j.ledger"), "-p", "2026-11"])
        #expect(english.stdout.contains("unknown "), "\(english.stdout)")
    }
}
