import Testing
import TallyLocale
@testable import TallyCLI
import TallyTestSupport

/// `tally init` in each language: the user's names and currency, a ledger
/// that checks clean, and a plain print hledger reads to Tally's balances.
@Suite("init in the user's language")
struct InitLanguageTests {
    static let hledger = Subprocess.find(["hledger"])

    /// Per language: what the starter must hold, and two transactions typed
    /// as a user of that language types them (category, account, amount).
    static let cases: [(Language, [String], [[String]])] = [
        (.en, ["commodity 1,000.00 USD", "category Expenses:Food", "budget Expenses:Food  400.00 USD monthly"],
         [["Lunch", "12.50", "food", "--from", "cash"], ["Salary", "1,500.00", "salary", "--to", "checking"]]),
        (.vi, ["lang vi", "commodity 1.000.000 VND", "category Expenses:Ăn uống", "name:\"Ăn uống\"", "budget Expenses:Ăn uống  3.000.000 VND monthly"],
         [["Phở", "45.000", "ăn uống", "--from", "tiền mặt"], ["Lương", "8.000.000", "lương", "--to", "ngân hàng"]]),
        (.ko, ["lang ko", "commodity 1,000 KRW", "category Expenses:식비", "name:\"식비\"", "budget Expenses:식비  500,000 KRW monthly"],
         [["김밥", "4,500", "식비", "--from", "현금"], ["월급", "2,500,000", "급여", "--to", "은행"]]),
        (.zhHans, ["lang zh-Hans", "commodity 1,000.00 CNY", "category Expenses:餐饮", "name:\"餐饮\"", "budget Expenses:餐饮  2,000.00 CNY monthly"],
         [["午饭", "25.50", "餐饮", "--from", "现金"], ["工资", "6,000.00", "工资", "--to", "银行卡"]]),
        (.it, ["lang it", "commodity 1.000,00 EUR", "category Expenses:Alimentari", "name:\"Alimentari\"", "budget Expenses:Alimentari  400,00 EUR monthly"],
         [["Spesa", "1.234,50", "alimentari", "--from", "contanti"], ["Stipendio", "1.800,00", "stipendio", "--to", "conto"]]),
        (.pl, ["lang pl", "commodity 1 000,00 PLN", "category Expenses:Jedzenie", "name:\"Jedzenie\"", "budget Expenses:Jedzenie  1 200,00 PLN monthly"],
         [["Biedronka", "1 234,50", "jedzenie", "--from", "gotówka"], ["Pensja", "5 000,00", "wynagrodzenie", "--to", "konto"]]),
    ]

    @Test("each language's starter has its names, currency and budget, and checks clean", arguments: cases.map(\.0))
    func starter(_ language: Language) {
        let (_, expected, entries) = Self.cases.first { $0.0 == language }!
        let s = Scratch()
        let r = s.run(["init", s.path("l.ledger"), "--lang", language.rawValue])
        #expect(r.status == 0, "\(r.stderr)")
        let text = s.text("l.ledger")
        for line in expected { #expect(text.contains(line), "\(language.rawValue): no '\(line)' in\n\(text)") }
        #expect(s.run(["check", "-f", s.path("l.ledger")]).status == 0)
        for entry in entries {
            let added = s.run(["add", "-q", "-f", s.path("l.ledger")] + entry)
            #expect(added.status == 0, "\(language.rawValue) \(entry): \(added.stderr)")
        }
        let check = s.run(["check", "-f", s.path("l.ledger")])
        let m = Messages(language)
        #expect(check.status == 0 && check.stdout.hasPrefix(m.text(.checkOK, m.count(2, .transactions))), "\(check.stdout)\(check.stderr)")
    }

    /// `account,commodity,amount` rows of tally's flat CSV balance, as `ACCOUNT AMOUNT COMMODITY`.
    static func tallyBalances(_ csv: String) -> [String] {
        csv.split(separator: "\n").dropFirst().map { line in
            let f = line.split(separator: ",", omittingEmptySubsequences: false)
            return "\(f[0]) \(f[2]) \(f[1])"
        }
    }

    /// hledger's `"account","balance"` rows, with the decimal comma made a point.
    static func hledgerBalances(_ csv: String) -> [String] {
        csv.split(separator: "\n").dropFirst().map { line in
            let f = line.split(separator: "\",\"").map { $0.filter { $0 != "\"" } }
            return "\(f[0]) \(f.count > 1 ? f[1].replacingComma() : "")"
        }
    }

    @Test("hledger reads each starter's plain print, with two transactions, to Tally's balances",
          .enabled(if: hledger != nil, "hledger is not installed (apt-get install hledger); the comparison is skipped"),
          arguments: cases.map(\.0))
    func hledgerAgrees(_ language: Language) throws {
        let hledger = try #require(Self.hledger)
        let (_, _, entries) = Self.cases.first { $0.0 == language }!
        let s = Scratch()
        #expect(s.run(["init", s.path("l.ledger"), "--lang", language.rawValue]).status == 0)
        for entry in entries { #expect(s.run(["add", "-q", "-f", s.path("l.ledger")] + entry).status == 0) }
        let plain = s.run(["print", "--plain", "-f", s.path("l.ledger")])
        #expect(plain.status == 0, "\(plain.stderr)")
        s.write("l.journal", plain.stdout)
        let theirs = Subprocess.run(hledger, ["-f", s.path("l.journal"), "balance", "--flat", "-N", "-O", "csv"])
        #expect(theirs.status == 0, "hledger could not read:\n\(plain.stdout)")
        let ours = s.run(["balance", "--flat", "-O", "csv", "-f", s.path("l.ledger")])
        let tally = Self.tallyBalances(ours.stdout)
        #expect(tally.count == 4, "\(ours.stdout)")
        #expect(Self.hledgerBalances(theirs.output).sorted() == tally.sorted(), "hledger:\n\(theirs.output)\ntally:\n\(ours.stdout)")
    }
}

private extension String {
    func replacingComma() -> String { String(map { $0 == "," ? "." : $0 }) }
}
