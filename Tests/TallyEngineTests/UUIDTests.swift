import Testing
import TallyEngine
import TallyTestSupport

/// ledger's `UUID` tag (grammar.md §5): a second copy of a transaction,
/// with the same postings, is read once; a transaction that shares a UUID
/// with other postings is an error naming the first. From ledger's
/// coverage-journal-uuid-dup, coverage-error-duplicate-uuid,
/// coverage-journal-uuid-acct-diff and coverage-journal-uuid-mismatch.
@Suite struct UUIDTests {
    static func store(_ uuid: String, _ account: String = "Expenses:Food", _ amount: String = "$50.00", note: String = "") -> String {
        "2024/01/15 Store\(note)\n    ; UUID: \(uuid)\n    \(account)       \(amount)\n    Assets:Checking\n\n"
    }

    @Test func aCopyIsReadOnce() {
        let r = load(Self.store("abc-123") + Self.store("abc-123") + Self.store("other"))
        #expect(r.ids.isEmpty, "\(r.ids)")
        #expect(r.journal.transactions.count == 2)
        #expect(r.balance("Expenses:Food", "$") == dec("100"))
        #expect(r.balance("Assets:Checking", "$") == dec("-100"))
    }

    @Test(arguments: [("Expenses:Auto", "$50.00"), ("Expenses:Food", "$75.00"), ("Expenses:Food", "50.00 EUR")])
    func otherPostingsAreAnError(account: String, amount: String) {
        let r = load(Self.store("xyz-789") + Self.store("xyz-789", account, amount))
        #expect(r.ids == ["duplicate-uuid"], "\(r.ids)")
        let d = r.diagnostics[0]
        #expect(d.message.contains("'xyz-789'"), "\(d.message)")
        #expect(d.location?.range.lowerBound == (Self.store("xyz-789")).utf8.count)
        #expect(d.notes.first?.location?.range.lowerBound == 0)
    }

    /// ledger compares the postings whatever their order.
    @Test func aCopyInAnotherOrderIsTheSame() {
        let a = "2024-01-05 a\n    ; UUID: abc\n    expenses:food    10 EUR\n    assets:cash\n\n"
        let b = "2024-01-05 a\n    ; UUID: abc\n    assets:cash     -10 EUR\n    expenses:food    10 EUR\n\n"
        let r = load(a + b)
        #expect(r.ids.isEmpty, "\(r.ids)")
        #expect(r.balance("expenses:food", "EUR") == dec("10"))
    }

    @Test func anElidedAmountComparesAsInferred() {
        let written = "2024/01/15 Store\n    ; UUID: e1\n    Expenses:Food  $5\n    Assets:Checking  -$5\n\n"
        let elided = "2024/01/15 Store\n    ; UUID: e1\n    Expenses:Food  $5\n    Assets:Checking\n\n"
        let r = load(written + elided)
        #expect(r.ids.isEmpty, "\(r.ids)")
        #expect(r.balance("Expenses:Food", "$") == dec("5"))
    }

    @Test func otherTagsAndLowercaseAreNotUUIDs() {
        let r = load("2024/01/15 a\n    ; uuid: same\n    x  $1\n    y\n\n2024/01/15 a\n    ; uuid: same\n    x  $1\n    y\n\n")
        #expect(r.ids.isEmpty)
        #expect(r.balance("x", "$") == dec("2"))
    }
}
