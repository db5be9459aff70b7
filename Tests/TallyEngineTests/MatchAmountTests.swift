import Testing
import TallyEngine
import TallyLocale
import TallySyntax
import TallyTestSupport
import TallyValues

/// Automated amounts that read the match: `tag("NAME")`, `P(…)` and
/// `market(…)`, evaluated for each matched posting (grammar.md §7, §14.12).
@Suite struct MatchAmountTests {
    /// ledger's regress/1937: a typed tag value is the VAT rate; 300.00 EUR
    /// × 0.19 is exactly 57.00 EUR, 40.00 EUR × 0.07 is 2.80 EUR.
    static let vat = """
        = /Expenses:/ and %VAT
            Expenses:VAT                    (tag("VAT"))
            $account                       (-tag("VAT"))

        2020-06-24 * Computer purchase
            ; VAT:: 0.19
            Expenses:Computer                 300.00 EUR
            Assets:Bank                      -300.00 EUR

        2020-06-25 * Books
            ; VAT:: 0.07
            Expenses:Training                  40.00 EUR
            Assets:Bank                       -40.00 EUR

        """

    @Test func aTagValueMultipliesTheMatchedAmount() {
        let r = load(Self.vat)
        #expect(r.ids.isEmpty, "\(r.diagnostics.map(\.message))")
        #expect(r.balance("Expenses:VAT", "EUR") == dec("59.80"))
        #expect(r.balance("Expenses:Computer", "EUR") == dec("243.00"))
        #expect(r.balance("Expenses:Training", "EUR") == dec("37.20"))
        #expect(r.balance("Assets:Bank", "EUR") == dec("-340.00"))
    }

    /// The posting's own tag wins over its transaction's; an amount times
    /// the tag is in the matched commodity too.
    @Test func aPostingTagWinsOverTheTransactions() {
        let r = load("""
            = /^A/
                (T)   (amount * tag("rate"))

            2020-01-01 t
                ; rate: 0.5
                A      10 EUR   ; rate: 0.25
                B

            """)
        #expect(r.ids.isEmpty)
        #expect(r.balance("T", "EUR") == dec("2.5"))
    }

    @Test(arguments: [
        ("2020-01-01 t\n    A   10 EUR\n    B\n", "tag(\"VAT\"): neither the matched posting nor its transaction has the tag 'VAT'"),
        ("2020-01-01 t\n    ; VAT: high\n    A   10 EUR\n    B\n", "tag(\"VAT\") is 'high', which is not a number or an amount"),
    ])
    func aMissingOrUnreadableTagIsAnErrorAtTheCall(transaction: String, message: String) throws {
        let r = load("= /^A/\n    (T)   (tag(\"VAT\"))\n\n" + transaction)
        let d = try #require(r.diagnostics.first)
        #expect(r.ids == ["invalid-automated"])
        #expect(d.message == message)
        #expect(r.text(at: d) == "tag")
        #expect(d.notes.count == 1)
        let pl = d.local.map { Messages(.pl).text($0.message) } ?? ""
        #expect(pl.hasPrefix("tag(\"VAT\"): ani") || pl.contains("nie jest liczbą"), "\(pl)")
    }

    /// ledger's baseline opt-xact-no-payee: defined numbers and amounts and
    /// `P(…)` in automated amounts are read; nothing matches there.
    static let machines = """
        define DDV=1.22
        define DDV_ONLY=0.22
        define MACH=€1.12
        P 2018/01/01 00:00:00 MACH_FULL_P €1
        P 2021/01/01 00:00:00 MACH_FULL_P €2

        = expr account =~ /Assets:Inventory:MACH$/ & payee =~ /DADA D.O.O./
            (Expenses:Products:MACH)             (€1.0 * amount * P(1 MACH_FULL_P, date))
            (DDV)                                (€1.0 * amount * P(1 MACH_FULL_P, date) * DDV_ONLY)
            (Liabilities:Payable:Dada)  (-€1.0 * amount * P(1 MACH_FULL_P, date) * DDV)

        """

    @Test func aRuleWithPricesThatMatchesNothingIsRead() {
        let r = load(Self.machines + "~every month from 2021/01/01\n    Sales:Hardware:MACH    60 MACH_FULL\n    Assets:Inventory:MACH\n")
        #expect(r.ids.isEmpty, "\(r.diagnostics.map(\.message))")
        #expect(r.journal.transactions.isEmpty)
    }

    /// The price on or before the matched transaction's date counts, and a
    /// product takes its left side's commodity, as in ledger 3.3 (€10,
    /// €2.20, -€12.20 in 2020; twice that after the 2021 price).
    @Test func aPriceAtTheMatchedDateValuesTheAmount() {
        let r = load(Self.machines + """
            2020/06/01 DADA D.O.O.
                Assets:Inventory:MACH     10 MACH_FULL
                Equity

            2021/06/01 DADA D.O.O.
                Assets:Inventory:MACH     10 MACH_FULL
                Equity

            """)
        #expect(r.ids.isEmpty, "\(r.diagnostics.map(\.message))")
        #expect(r.balance("Expenses:Products:MACH", "€") == dec("30"))
        #expect(r.balance("DDV", "€") == dec("6.6"))
        #expect(r.balance("Liabilities:Payable:Dada", "€") == dec("-36.6"))
    }

    /// `market(AMOUNT, date, "TARGET")` takes a price into TARGET; with no
    /// price the amount stays itself, as in ledger.
    @Test func marketTakesATargetAndKeepsAnAmountWithoutAPrice() {
        let r = load("""
            P 2020-01-01 X 3 USD
            P 2020-01-01 X 2 EUR

            = /^A/
                (U)   (market(amount, date, "USD"))
                (N)   (market(amount, date, "GBP"))

            2020-02-01 t
                A      5 X
                B

            """)
        // No X price in GBP: the amount as it is, with one warning at the call.
        #expect(r.ids == ["no-price"], "\(r.diagnostics.map(\.message))")
        #expect(r.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(r.diagnostics.first?.message.contains("no price of X on or before 2020-02-01") == true, "\(r.diagnostics.map(\.message))")
        #expect(r.balance("U", "USD") == dec("15"))
        #expect(r.balance("N", "X") == dec("5"))
    }

    /// An unknown function stays an error naming it at its column, beside
    /// one that reads the match; so do the arguments it cannot read.
    @Test(arguments: [
        ("(tag(\"VAT\") * foo(2))", "unknown function 'foo'", "foo"),
        ("(P(amount, tomorrow))", "cannot read the arguments of 'P'", "P("),
        ("(tag(VAT))", "cannot read the arguments of 'tag'", "tag("),
    ])
    func badCallsAreErrorsAtTheSpot(amount: String, message: String, at: String) throws {
        let r = load("= /^A/\n    (T)   \(amount)\n\n2020-01-01 t\n    A   10 EUR\n    B\n")
        let d = try #require(r.diagnostics.first)
        #expect(r.ids == ["invalid-amount"])
        #expect(d.message.contains(message), "\(d.message)")
        #expect(r.text(at: d)?.hasPrefix(at) == true, "\(String(describing: r.text(at: d)))")
    }

    /// A long chain of operations on the match is an error at the operator
    /// past the limit, not a tree whose evaluation overflows the stack; the
    /// argument of a call counts toward it.
    @Test func aLongChainIsAnError() {
        let chain = "(tag(\"x\")" + String(repeating: " + 1", count: 3000) + ")"
        let r = load("= expenses\n    (val)  \(chain)\n\n2024-01-01 a\n    expenses:a  1 EUR ; x: 2\n    b\n")
        #expect(r.ids == ["invalid-amount"] && r.diagnostics[0].message.contains("more than 200 operations"), "\(r.diagnostics.map(\.message))")
        let nested = "(P(P(tag(\"x\")" + String(repeating: " + 1", count: 200) + ", date), date) + 1)"
        #expect(load("= expenses\n    (val)  \(nested)\n\n2024-01-01 a\n    expenses:a  1 EUR ; x: 2\n    b\n").ids == ["invalid-amount"])
        let fits = "(tag(\"x\")" + String(repeating: " + 1", count: 199) + ")"
        let ok = load("= expenses\n    (val)  \(fits)\n\n2024-01-01 a\n    expenses:a  1 EUR ; x: 2\n    b\n")
        #expect(ok.ids.isEmpty && ok.balance("val", "EUR") == dec("201"), "\(ok.diagnostics.map(\.message))")
    }

    /// A tag's value is the rest of its line, as ledger reads it: a decimal
    /// comma is not where the value ends, and text after the number is an
    /// error, never a number read in part.
    @Test(arguments: [
        ("VAT:: 0,19 EUR", "19"), ("VAT: 0,19", "19"), ("VAT: 12,50", "1250"), ("VAT: 1,234.5", "123450"), ("VAT: 0.19", "19"),
    ])
    func aTagValueIsTheRestOfItsLine(comment: String, vat: String) {
        let r = load("= expenses\n    (vat)  (amount * tag(\"VAT\"))\n\n2024-01-01 x\n    expenses:a  100 EUR ; \(comment)\n    b\n")
        #expect(r.ids.isEmpty, "\(r.diagnostics.map(\.message))")
        #expect(r.balance("vat", "EUR") == dec(vat))
    }

    @Test(arguments: ["VAT: 19%", "VAT: 0.19, rate: 2", "VAT: 0.19 0.2"])
    func aTagValueWithMoreThanANumberIsAnError(comment: String) {
        let r = load("= expenses\n    (vat)  (amount * tag(\"VAT\"))\n\n2024-01-01 x\n    expenses:a  100 EUR ; \(comment)\n    b\n")
        #expect(r.ids.first == "invalid-automated", "\(r.diagnostics.map(\.message))")
    }
}
