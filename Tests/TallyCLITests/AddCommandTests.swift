import Testing
@testable import TallyCLI
import TallyTestSupport

/// `tally add` on copies of small ledgers: what it writes, where, in which
/// style, and that it leaves every other byte alone.
@Suite("add")
struct AddCommandTests {
    static let household = """
    ; Household money
    account Assets:Checking   ; type: asset
    account Assets:Cash       ; type: asset

    2026-10-30 Rent
        Expenses:Rent                  $1,200.00
        Assets:Checking

    2026-11-01 * Starbucks
        Expenses:Coffee                    $4.50
        Assets:Checking

    2026-11-02 Grocer   ;  odd   spacing kept
      Expenses:Food:Groceries    $61.20
      Assets:Cash
    ; a trailing comment

    """

    /// The file after `add` is the file before with the new lines inserted
    /// after the last transaction: every other byte is the same.
    static func insertion(before: [UInt8], after: [UInt8]) -> [UInt8]? {
        var prefix = 0
        while prefix < before.count && prefix < after.count && before[prefix] == after[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < before.count - prefix && before[before.count - 1 - suffix] == after[after.count - 1 - suffix] { suffix += 1 }
        guard prefix + suffix == before.count else { return nil }
        return Array(after[prefix..<(after.count - suffix)])
    }

    @Test("a mistyped date is an error listing the forms read, not part of the description",
          arguments: ["2026-02-30", "2026-13-01", "2026/11/31", "31/11/2026", "11.21.26", "29-02-2026", "11/28"])
    func mistypedDate(_ date: String) {
        let scratch = Scratch(["h.ledger": Self.household])
        let before = scratch.bytes("h.ledger")
        let r = scratch.run(["add", "-f", scratch.path("h.ledger"), date, "Bakery", "3", "food"])
        #expect(r.status == 2)
        #expect(r.stderr == "tally: error: '\(date)' looks like a date, but is none that Tally reads\n"
                + "  hint: write the date as 2026-11-28, 28/11, 28.11.2026, 2026年11月28日, 11월 28일, hôm qua; or leave it out for today\n")
        #expect(scratch.bytes("h.ledger") == before)
    }

    @Test("appends after the last transaction in the file's column and keeps every other byte")
    func appendsInStyle() {
        let s = Scratch(["h.ledger": Self.household])
        let r = s.run(["add", "-f", s.path("h.ledger"), "--today", "2026-11-21", "Bakery", "3.2", "groceries", "--from", "cash"])
        #expect(r.status == 0, "\(r.stderr)")
        let after = s.text("h.ledger")
        #expect(after == """
        ; Household money
        account Assets:Checking   ; type: asset
        account Assets:Cash       ; type: asset

        2026-10-30 Rent
            Expenses:Rent                  $1,200.00
            Assets:Checking

        2026-11-01 * Starbucks
            Expenses:Coffee                    $4.50
            Assets:Checking

        2026-11-02 Grocer   ;  odd   spacing kept
          Expenses:Food:Groceries    $61.20
          Assets:Cash
        ; a trailing comment

        2026-11-21 Bakery
            Expenses:Food:Groceries            $3.20
            Assets:Cash

        """)
        #expect(Self.insertion(before: Array(Self.household.utf8), after: Array(after.utf8))
                == Array("\n2026-11-21 Bakery\n    Expenses:Food:Groceries            $3.20\n    Assets:Cash\n".utf8))
        #expect(r.stdout == "Added to \(s.path("h.ledger")):18\n\n2026-11-21 Bakery\n    Expenses:Food:Groceries            $3.20\n    Assets:Cash\n")
        #expect(s.run(["check", "-f", s.path("h.ledger")]).status == 0)
    }

    @Test("a description seen before gives the category, the account and the commodity")
    func completesFromHistory() {
        let s = Scratch(["h.ledger": Self.household])
        let r = s.run(["add", "-f", s.path("h.ledger"), "--today", "2026-11-21", "starbucks", "5"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(s.text("h.ledger").hasSuffix("""
        ; a trailing comment

        2026-11-21 starbucks
            Expenses:Coffee                    $5.00
            Assets:Checking

        """))
    }

    @Test("a file written €1.234,56 gets amounts written the same way")
    func europeanStyle() {
        let s = Scratch(["e.ledger": """
        2026-10-01 Rent
            Expenses:Rent      €1.234,56
            Assets:Bank

        """])
        let r = s.run(["add", "-f", s.path("e.ledger"), "--today", "2026-11-21", "Lunch", "12,5", "--to", "bank", "--from", "bank"])
        #expect(r.status == 2)   // the same account twice
        let ok = s.run(["add", "-f", s.path("e.ledger"), "--date", "2026-11-20", "Miete", "1.234,5", "rent"])
        #expect(ok.status == 0, "\(ok.stderr)")
        let big = s.run(["add", "-f", s.path("e.ledger"), "--today", "2026-11-21", "Car", "12345,678", "Expenses:Car", "--from", "bank"])
        #expect(big.status == 0, "\(big.stderr)")
        #expect(big.stderr == "note: Expenses:Car is a new account\n")
        #expect(s.text("e.ledger") == """
        2026-10-01 Rent
            Expenses:Rent      €1.234,56
            Assets:Bank

        2026-11-20 Miete
            Expenses:Rent      €1.234,50
            Assets:Bank

        2026-11-21 Car
            Expenses:Car     €12.345,678
            Assets:Bank

        """)
        let bal = s.run(["balance", "--flat", "-O", "csv", "-f", s.path("e.ledger")])
        #expect(bal.stdout.contains("Expenses:Car,€,12345.678"))
        #expect(bal.stdout.contains("Expenses:Rent,€,2469.060"))
    }

    @Test("85.000 under decimal-mark , is eighty-five thousand, written the file's way")
    func vietnameseAmounts() {
        let s = Scratch(["s.ledger": """
        decimal-mark ,
        account Chi tiêu    ; type: expense
        account Tài sản     ; type: asset

        2026-11-03 Cơm tấm
            Chi tiêu:Ăn uống        35.000 VND
            Tài sản:Tiền mặt

        """])
        let r = s.run(["add", "-f", s.path("s.ledger"), "--today", "2026-11-21", "Phở Hà Nội", "85.000", "an uong", "--from", "tien mat"])
        #expect(r.status == 0, "\(r.stderr)")
        let r2 = s.run(["add", "-f", s.path("s.ledger"), "--today", "2026-11-21", "Bánh mì", "20000", "VND", "uong"])
        #expect(r2.status == 0, "\(r2.stderr)")
        #expect(s.text("s.ledger").hasSuffix("""
        2026-11-21 Phở Hà Nội
            Chi tiêu:Ăn uống        85.000 VND
            Tài sản:Tiền mặt

        2026-11-21 Bánh mì
            Chi tiêu:Ăn uống        20.000 VND
            Tài sản:Tiền mặt

        """))
        let bal = s.run(["balance", "--flat", "-O", "csv", "-f", s.path("s.ledger")])
        #expect(bal.stdout.contains("Chi tiêu:Ăn uống,VND,140000"))
    }

    @Test("CRLF stays CRLF, a byte-order mark stays, a missing final newline is added before the new lines")
    func lineEndingsAndBOM() {
        let crlf = Array("\u{FEFF}2026-11-01 Tea\r\n\tExpenses:Tea  2 GBP\r\n\tAssets:Cash".utf8)
        let s = Scratch(bytes: ["c.ledger": crlf])
        let r = s.run(["add", "-f", s.path("c.ledger"), "--today", "2026-11-21", "Tea", "2.5"])
        #expect(r.status == 0, "\(r.stderr)")
        let expected = crlf + Array("\r\n\r\n2026-11-21 Tea\r\n\tExpenses:Tea  2.5 GBP\r\n\tAssets:Cash\r\n".utf8)
        #expect(s.bytes("c.ledger") == expected)
    }

    @Test("a name that matches several accounts is listed, and nothing is written")
    func ambiguousOffTerminal() {
        let s = Scratch(["h.ledger": Self.household + """

        2026-11-03 Dinner
            Expenses:Food:Dining    $30.00
            Assets:Checking

        """])
        let before = s.bytes("h.ledger")
        let r = s.run(["add", "-f", s.path("h.ledger"), "Lunch", "12", "food"])
        #expect(r.status == 2)
        #expect(r.stderr == "tally: error: 'food' matches several categories: Expenses:Food:Dining, Expenses:Food:Groceries\n  hint: type more of the name, or the full name\n")
        #expect(s.bytes("h.ledger") == before)
    }

    @Test("on a terminal an ambiguous name is asked about")
    func ambiguousAsked() {
        let s = Scratch(["h.ledger": Self.household + """

        2026-11-03 Dinner
            Expenses:Food:Dining    $30.00
            Assets:Checking

        """])
        let reader = ScriptedReader(["2"])
        let r = s.run(["add", "-f", s.path("h.ledger"), "--today", "2026-11-21", "Lunch", "12", "food", "--from", "checking"], reader: reader)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(reader.transcript == """
        'food' matches 2 categories:
          1  Expenses:Food:Dining
          2  Expenses:Food:Groceries
        Which one? [1-2]: 2

        """)
        #expect(s.text("h.ledger").hasSuffix("""
        2026-11-21 Lunch
            Expenses:Food:Groceries           $12.00
            Assets:Checking

        """))
    }

    @Test("on a terminal a name that matches nothing is asked for again; Ctrl-D cancels")
    func unknownAsked() {
        let s = Scratch(["h.ledger": Self.household])
        let reader = ScriptedReader(["groc"])
        let r = s.run(["add", "-f", s.path("h.ledger"), "--today", "2026-11-21", "Lunch", "12", "zzz", "--from", "checking"], reader: reader)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(reader.transcript.hasPrefix("no category matches 'zzz' (known categories: Expenses:Rent, Expenses:Coffee, Expenses:Food:Groceries; a full name with ':' starts a new one)\nCategory: groc\n"))
        #expect(s.text("h.ledger").hasSuffix("2026-11-21 Lunch\n    Expenses:Food:Groceries           $12.00\n    Assets:Checking\n"))
        let cancelled = s.run(["add", "-f", s.path("h.ledger"), "Tea", "1", "zzz"], reader: ScriptedReader([nil]))
        #expect(cancelled.status == 1)
        #expect(cancelled.stderr == "Cancelled; nothing was written.\n")
    }

    @Test("a journal with errors is refused before anything is written")
    func refusesBrokenJournal() {
        let broken = """
        2026-11-01 Lunch
            Expenses:Food    $10
            Assets:Cash      $-9

        """
        let s = Scratch(["b.ledger": broken])
        let r = s.run(["add", "-f", s.path("b.ledger"), "Coffee", "3", "Expenses:Food", "--from", "Assets:Cash"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("error: transaction does not balance"))
        #expect(s.text("b.ledger") == broken)
        #expect(s.names == ["b.ledger"])
    }

    @Test("note, tags, status and date go where the grammar puts them")
    func noteTagsStatus() {
        let s = Scratch(["h.ledger": Self.household])
        let r = s.run(["add", "-f", s.path("h.ledger"), "2026-11-19", "Phở", "Hà", "Nội", "12", "groc", "--from", "cash", "--note", "lunch with Lan",
                       "--tag", "friends", "--tag", "trip: Hà Nội", "--cleared"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(s.text("h.ledger").contains("""
        2026-11-19 * Phở Hà Nội | lunch with Lan  ; friends:, trip:Hà Nội
            Expenses:Food:Groceries           $12.00
            Assets:Cash

        """))
        let reg = s.run(["register", "-f", s.path("h.ledger"), "desc:lan", "-O", "csv"])
        #expect(reg.stdout.contains("2026-11-19"))
    }

    @Test("bad input is a usage error that says what to write", arguments: [
        (["Lunch"], "no amount found in 'Lunch'"),
        (["12"], "give a description before the amount"),
        (["Lunch", "12", "zzzz"], "no category matches 'zzzz'"),
        (["Lunch", "12,,5", "food"], "no amount found in 'Lunch 12,,5 food'"),
        (["(Lunch)", "12", "groceries"], "the description cannot start with '('"),
        (["Lunch", "12", "groceries", "--tag", "a,b"], "'a,b' is not a tag"),
        (["Lunch", "12", "groceries", "--to", "cash", "--from", "checking"], "--to names where a refund goes and --from where spending comes from"),
        (["Lunch", "12", "USD", "EUR", "groceries"], "the amount '12 USD' is in USD, but 'EUR' was given"),
        (["Lunch", "12", "EUR", "USD", "zzzz", "groceries"], "too many words after the amount"),
        (["Lunch", "$12", "EUR", "groceries"], "the amount '$12' is in $, but 'EUR' was given"),
    ])
    func usageErrors(_ args: [String], _ message: String) {
        let s = Scratch(["h.ledger": Self.household])
        let before = s.bytes("h.ledger")
        let r = s.run(["add", "-f", s.path("h.ledger")] + args)
        #expect(r.status == 2, "\(args): \(r.stderr)")
        #expect(r.stderr.contains(message), "\(args): \(r.stderr)")
        #expect(s.bytes("h.ledger") == before)
    }

    @Test("--dry-run shows the transaction and writes nothing")
    func dryRun() {
        let s = Scratch(["h.ledger": Self.household])
        let r = s.run(["add", "-f", s.path("h.ledger"), "--today", "2026-11-21", "-n", "Tea", "2", "coffee"])
        #expect(r.status == 0)
        #expect(r.stdout == "2026-11-21 Tea\n    Expenses:Coffee                    $2.00\n    Assets:Cash\n(not written: --dry-run)\n")
        #expect(s.text("h.ledger") == Self.household)
    }

    @Test("income goes to the account, a transfer moves money between two")
    func incomeAndTransfer() {
        let s = Scratch(["h.ledger": Self.household + """

        2026-11-05 Salary
            Assets:Checking    $2,000.00
            Income:Salary

        """])
        #expect(s.run(["add", "-f", s.path("h.ledger"), "--today", "2026-11-21", "Bonus", "500", "salary"]).status == 0)
        #expect(s.run(["add", "-f", s.path("h.ledger"), "--today", "2026-11-21", "ATM", "100", "--to", "cash", "--from", "checking"]).status == 0)
        let bal = s.run(["balance", "--flat", "-O", "csv", "-f", s.path("h.ledger")])
        #expect(bal.stdout == """
        account,commodity,amount
        Assets:Cash,$,38.80
        Assets:Checking,$,1195.50
        Expenses:Coffee,$,4.50
        Expenses:Food:Groceries,$,61.20
        Expenses:Rent,$,1200.00
        Income:Salary,$,-2500.00

        """)
    }

    @Test("the first add creates a journal that does not exist yet")
    func createsFile() {
        let s = Scratch()
        let r = s.run(["add", "-f", s.path("new.ledger"), "--today", "2026-11-21", "Coffee", "3.50 EUR", "Expenses:Coffee", "--from", "Assets:Cash"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr == "note: Expenses:Coffee is a new account\nnote: Assets:Cash is a new account\nnote: EUR is a new commodity in this journal\n")
        #expect(r.stdout.hasPrefix("Added to \(s.path("new.ledger")):1 (a new file)\n"))
        // A file without amounts gets them ending in column 48: 4 + 15 + 21 + 8.
        #expect(s.text("new.ledger") == "2026-11-21 Coffee\n    Expenses:Coffee                     3.50 EUR\n    Assets:Cash\n")
        #expect(s.mode("new.ledger") == 0o644)
        let second = s.run(["add", "-f", s.path("new.ledger"), "--today", "2026-11-22", "coffee", "4"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(s.text("new.ledger") == "2026-11-21 Coffee\n    Expenses:Coffee                     3.50 EUR\n    Assets:Cash\n\n2026-11-22 coffee\n    Expenses:Coffee                     4.00 EUR\n    Assets:Cash\n")
        // A folder that does not exist is an error, not a new folder.
        #expect(s.run(["add", "-f", s.path("no/such.ledger"), "Tea", "1", "Expenses:Tea", "--from", "Assets:Cash"]).status == 1)
    }

    @Test("in a journal without transactions the first declared asset account and commodity are used")
    func newJournalDefaults() {
        let s = Scratch(["m.ledger": "commodity 1,000.00 USD\naccount Assets:Cash  ; type:asset\naccount Assets:Bank  ; type:asset\ncategory Expenses:Food\n"])
        let r = s.run(["add", "-f", s.path("m.ledger"), "--today", "2026-11-21", "Coffee", "3.5", "food"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(s.text("m.ledger").hasSuffix("category Expenses:Food\n\n2026-11-21 Coffee\n    Expenses:Food                       3.50 USD\n    Assets:Cash\n"))
    }
}
