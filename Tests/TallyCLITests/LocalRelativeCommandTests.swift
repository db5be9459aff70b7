import Testing
import TallyEngine
import TallyLocale
import TallyCLITestSupport
import TallyTestSupport

/// Relative periods in other languages where the commands read periods
/// (`-p`, `-b`, `-e`, `date:`), on the harness's today, 2026-11-21.
@Suite("relative periods in every language on the command line")
struct LocalRelativeCommandTests {
    static let journal = """
    2026-09-15 Insurance
        Expenses:Insurance    40.00 EUR
        Assets:Bank

    2026-10-10 Books
        Expenses:Books    10.00 EUR
        Assets:Bank

    2026-11-05 Groceries
        Expenses:Food    20.00 EUR
        Assets:Bank

    2026-11-20 Train
        Expenses:Travel    30.00 EUR
        Assets:Bank

    2026-12-03 Rent
        Expenses:Rent    500.00 EUR
        Assets:Bank

    """

    static let path: String = {
        let path = Files.temporaryDirectory() + "/main.journal"
        Files.write(path, journal)
        return path
    }()

    func run(_ args: [String], environment: [String: String] = [:]) -> RunResult {
        Harness.run(args + ["-f", Self.path], environment: environment)
    }

    @Test("register and balance -p: the same report as the English period", arguments: [
        ("tháng trước", "last month"), ("thang truoc", "last month"), ("上个月", "last month"), ("지난달", "last month"),
        ("il mese scorso", "last month"), ("w zeszłym miesiącu", "last month"), ("tháng này", "this month"),
        ("30 ngày qua", "last 30 days"), ("最近30天", "last 30 days"), ("최근 30일", "last 30 days"),
        ("ostatnie 30 dni", "last 30 days"), ("ultimi 30 giorni", "last 30 days"), ("3 tháng qua", "last 3 months"),
        ("过去 3 个月", "last 3 months"), ("quý trước", "last quarter"), ("hôm qua", "yesterday"), ("下个月", "next month"),
        ("năm nay", "this year"), ("from tháng trước", "from last month"), ("上个月..本月", "from last month to this month"),
    ])
    func sameAsEnglish(_ local: String, _ english: String) {
        for command in ["register", "balance"] {
            let a = run([command, "-p", local]), b = run([command, "-p", english])
            #expect(a.status == 0 && b.status == 0, "\(command) -p \(local): \(a.stderr)")
            #expect(!a.stdout.isEmpty, "\(command) -p \(local) shows nothing")
            #expect(a.stdout == b.stdout, "\(command) -p \(local):\n\(a.stdout)\nvs -p \(english):\n\(b.stdout)")
        }
    }

    @Test("register -p tháng trước shows last month's transactions and no other")
    func lastMonth() {
        let r = run(["register", "-p", "tháng trước"])
        #expect(r.stdout.contains("Books"), "\(r.stdout)")
        for other in ["Insurance", "Groceries", "Train", "Rent"] { #expect(!r.stdout.contains(other), "\(r.stdout)") }
    }

    @Test("-b, -e and date: read them too", arguments: [
        (["-b", "tháng trước", "-e", "tháng sau"], ["-b", "last month", "-e", "next month"]),
        (["-b", "上个月"], ["-b", "last month"]),
        (["-e", "지난달"], ["-e", "last month"]),
        (["date:上个月"], ["date:last month"]),
        (["date:tháng trước"], ["date:last month"]),
        (["date:ostatnie 30 dni"], ["date:last 30 days"]),
    ])
    func options(_ local: [String], _ english: [String]) {
        let a = run(["register"] + local), b = run(["register"] + english)
        #expect(a.status == 0, "\(local): \(a.stderr)")
        #expect(!a.stdout.isEmpty, "\(local) shows nothing")
        #expect(a.stdout == b.stdout, "\(local):\n\(a.stdout)\nvs \(english):\n\(b.stdout)")
    }

    @Test("a near miss is a usage error with a caret, in any language of messages")
    func nearMiss() {
        for lang in ["C", "vi_VN.UTF-8"] {
            let r = run(["register", "-p", "tháng trươc"], environment: ["LANG": lang])
            #expect(r.status == 2, "\(lang): \(r.stdout)")
            #expect(r.stdout.isEmpty)
            #expect(r.stderr.contains(lang == "C" ? "cannot read 'trươc' in 'tháng trươc'" : "không đọc được 'trươc' trong 'tháng trươc'"), "\(r.stderr)")
            #expect(r.stderr.contains("    tháng trươc\n          ^^^^^"), "\(r.stderr)")
        }
        let r = run(["balance", "-p", "3 tháng trước"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("write '3 tháng qua'"), "\(r.stderr)")
    }

    @Test("in another language a phrase for a day keeps the reader's reason, and an unknown word gets that language's hint")
    func reasonsAndHints() {
        let day = run(["balance", "-p", "3个月前"], environment: ["LANG": "zh_CN.UTF-8"])
        #expect(day.status == 2)
        #expect(day.stderr.contains("“3个月前”是 3 个月前的某一天；要表示最近 3 个月，请写“最近3个月”"), "\(day.stderr)")
        let english = run(["balance", "-p", "3个月前"])
        #expect(english.stderr.contains("'3个月前' is one day, 3 months ago; for the last 3 months write '最近3个月'"), "\(english.stderr)")
        let unknown = run(["balance", "-p", "foo"], environment: ["LANG": "vi_VN.UTF-8"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("'30 ngày qua'"), "\(unknown.stderr)")
    }

    @Test("each language's hint for an unreadable period gives its own last 30 days, and it reads as that")
    func hintReads() throws {
        let phrases: [Language: String] = [.vi: "30 ngày qua", .ko: "최근 30일", .zhHans: "最近30天", .it: "ultimi 30 giorni", .pl: "ostatnie 30 dni"]
        let english = try PeriodExpression.parse("last 30 days", today: Harness.fixedToday).get()
        for (language, phrase) in phrases {
            #expect(Messages(language).error(.hintPeriodLocalExamples).contains(phrase), "\(language.rawValue)")
            #expect(try PeriodExpression.parse(phrase, today: Harness.fixedToday).get() == english, "\(phrase)")
        }
    }

    @Test("every phrase in grammar.md's table of relative periods reads as the English period of its row")
    func grammarTable() throws {
        let text = Files.read(Harness.repositoryRoot + "/grammar.md") ?? ""
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("  | `") }
        #expect(rows.count >= 18)
        for row in rows {
            // Each phrase is between backquotes; the first is the English one.
            let phrases = row.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
            guard let english = phrases.first else { continue }
            let expected = try PeriodExpression.parse(english, today: Harness.fixedToday).get()
            #expect(phrases.count >= 6, "\(row)")
            for phrase in phrases.dropFirst() {
                #expect(try PeriodExpression.parse(phrase, today: Harness.fixedToday).get() == expected, "\(phrase) is not \(english)")
            }
        }
    }

    @Test("every period in the translated help for -p reads, and names the same span in each language")
    func helpExamples() throws {
        var spans: [[DateSpan]] = []
        for language in Language.allCases where language != .en {
            let help = try #require(Messages(language).optionHelp(command: "balance", option: "--period"))
            let list = help.split(whereSeparator: { $0 == ":" || $0 == "：" }).last ?? ""
            let examples = list.split(whereSeparator: { $0 == "," || $0 == "、" }).map { String($0.drop { $0 == " " }) }
            #expect(examples.count == 8, "\(language.rawValue): \(examples)")
            spans.append(try examples.map { try PeriodExpression.parse($0, today: Harness.fixedToday).get() })
        }
        // Each language gives the same periods in the same order (March is tháng 3, 3월, marzec…).
        #expect(Set(spans).count == 1, "\(spans)")
    }

    @Test("the period names Tally prints in each language read back as the period they name")
    func catalogueNamesReadBack() throws {
        let keys: [MessageKey] = [.thisWeek, .lastWeek, .thisMonth, .lastMonth, .nextMonth, .thisQuarter, .thisYear, .lastYear]
        for language in Language.allCases where language != .en {
            for key in keys {
                let name = Messages(language)[key], english = Messages.english[key]
                let read = PeriodExpression.parse(name, today: Harness.fixedToday)
                #expect(try read.get() == PeriodExpression.parse(english, today: Harness.fixedToday).get(), "\(language.rawValue): '\(name)'")
            }
        }
    }
}
