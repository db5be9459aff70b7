import Testing
import TallyCLI
import TallyTestSupport

/// What people type as an amount to `tally add` means what they meant:
/// round sums with k and m, no empty transactions, refunds said out loud.
@Suite("add: typed amounts")
struct AddAmountTests {
    static let journal = """
    account Assets:Cash
    2026-11-01 Lunch
        Expenses:Food      5.00 USD
        Assets:Cash

    """

    func added(_ words: [String]) -> (status: Int32, entry: String, stderr: String, unchanged: Bool) {
        let s = Scratch(["h.ledger": Self.journal])
        let r = s.run(["add", "-f", s.path("h.ledger"), "--today", "2026-11-21"] + words)
        let after = s.text("h.ledger")
        // Blanks squeezed: the amount column follows the file's.
        let entry = String(after.dropFirst(Self.journal.count)).split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.split(separator: " ").joined(separator: " ") }.joined(separator: "\n")
        return (r.status, entry, r.stderr, after == Self.journal)
    }

    @Test("k and m are thousands and millions in the account's commodity, never a commodity", arguments: [
        (["Lunch", "25k", "food"], "25000.00 USD"),
        (["Lunch", "25K", "food"], "25000.00 USD"),
        (["Lunch", "1.5m", "food"], "1500000.00 USD"),
        (["Lunch", "25", "k", "food"], "25000.00 USD"),
        (["Lunch", "2k", "USD", "food"], "2000.00 USD"),
        (["Lunch", "0.5k", "food"], "500.00 USD"),
    ])
    func magnitudes(_ words: [String], _ amount: String) {
        let r = added(words)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.entry == "\n2026-11-21 Lunch\nExpenses:Food \(amount)\nAssets:Cash\n")
        #expect(!r.stderr.contains("new commodity"))
    }

    @Test("an amount of zero is refused and nothing is written", arguments: ["0", "0.00", "0k", "-0"])
    func zero(_ amount: String) {
        let r = added(["Lunch", amount, "food"])
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("tally: error: the amount '\(amount)' is zero"))
        #expect(r.unchanged)
    }

    @Test("a negative amount is a refund, and add says so")
    func refund() {
        let r = added(["Lunch", "-5", "food"])
        #expect(r.status == 0)
        #expect(r.entry == "\n2026-11-21 Lunch\nExpenses:Food -5.00 USD\nAssets:Cash\n")
        #expect(r.stderr == "note: the amount is negative, so this records 5.00 USD going back from Expenses:Food into Assets:Cash (a refund)\n")
    }

    @Test("a store called 7-11 is a description, not a date")
    func notADate() {
        let r = added(["7-11", "Slurpee", "2", "food"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.entry.hasPrefix("\n2026-11-21 7-11 Slurpee\n"))
    }
}
