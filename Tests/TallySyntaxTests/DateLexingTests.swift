import Testing
import TallySyntax
import TallyTestSupport
import TallyValues

@Suite struct DateLexingTests {
    /// (header line, date, secondary date)
    @Test(arguments: [
        ("2026-11-03 Coffee", day(2026, 11, 3), nil),
        ("2026/11/03 Coffee", day(2026, 11, 3), nil),
        ("2026.11.03 Coffee", day(2026, 11, 3), nil),
        ("2026-1-5 Coffee", day(2026, 1, 5), nil),
        ("2026/1/05 Coffee", day(2026, 1, 5), nil),
        ("2024-02-29 Leap day", day(2024, 2, 29), nil),
        ("2000-02-29 Leap century", day(2000, 2, 29), nil),
        ("2026-11-03=2026-11-05 Coffee", day(2026, 11, 3), day(2026, 11, 5)),
        ("2026-11-03=11/05 Coffee", day(2026, 11, 3), day(2026, 11, 5)),
        ("2026-12-31=2027-01-02 * Coffee", day(2026, 12, 31), day(2027, 1, 2)),
        ("2026-11-03", day(2026, 11, 3), nil),
        ("11/03 Year-less", day(2026, 11, 3), nil),
        ("1-5 Year-less", day(2026, 1, 5), nil),
    ] as [(String, Day, Day?)])
    func acceptedDateForms(header: String, date: Day, secondary: Day?) throws {
        let p = parse("\(header)\n    Expenses:Food  $5\n    Assets:Cash\n")
        #expect(p.diagnostics.isEmpty)
        let t = try #require(p.transactions.first)
        #expect(t.date == date)
        #expect(t.secondaryDate == secondary)
        let written = header.split(separator: " ")[0].split(separator: "=")[0]
        #expect(p.text(t.dateRange) == String(written))
    }

    @Test func yearLessDatesTakeTheYearDirective() {
        let p = parse("""
            11/03 Before any Y
                a  $1
                b
            Y 2025
            11/03 After Y
                a  $1
                b
            year 2024
            02/29 After year
                a  $1
                b

            """, currentYear: 2026)
        #expect(p.diagnostics.isEmpty)
        #expect(p.transactions.map(\.date) == [day(2026, 11, 3), day(2025, 11, 3), day(2024, 2, 29)])
    }

    @Test func yearLessLeapDayInNonLeapYearIsInvalid() {
        let m = MarkedText("Y 2025\n1️⃣02/29 X\n    a  $1\n    b\n")
        let p = parse(m.text)
        #expect(p.ids == ["invalid-date"])
        #expect(p.diagnostics.first?.location?.range.lowerBound == m["1️⃣"])
    }

    /// Each marked text has one invalid date between 1️⃣ and 2️⃣.
    @Test(arguments: [
        "1️⃣2026-02-302️⃣ Thirtieth of February",
        "1️⃣2025-02-292️⃣ Not a leap year",
        "1️⃣1900-02-292️⃣ Not a leap century",
        "1️⃣2026-13-012️⃣ Month thirteen",
        "1️⃣2026-00-102️⃣ Month zero",
        "1️⃣2026-04-312️⃣ April has 30 days",
        "1️⃣2026-11-002️⃣ Day zero",
        "1️⃣2026-11/032️⃣ Mixed separators",
        "1️⃣2026/11-032️⃣ Mixed separators",
        "1️⃣2026.11-032️⃣ Mixed separators",
        "1️⃣26-11-032️⃣ Two-digit year",
        "1️⃣2026-11-03x2️⃣ Letter after the date",
        "1️⃣202611032️⃣ No separators",
        "1️⃣2026-01-05*2️⃣ Status without a blank",
        "2026-11-03=1️⃣2026-02-302️⃣ Bad secondary date",
    ])
    func invalidDates(marked: String) throws {
        let m = MarkedText("2026-01-01 Valid\n    a  $1\n    b\n" + marked + "\n    a  $1\n    b\n")
        let p = parse(m.text)
        #expect(p.ids == ["invalid-date"])
        let d = try #require(p.diagnostics.first)
        #expect(d.severity == .error)
        #expect(d.location?.range.lowerBound == m["1️⃣"])
        #expect(d.location?.range.upperBound == m["2️⃣"])
        // The invalid transaction is skipped, the valid one before it kept.
        #expect(p.transactions.count == 1)
    }

    @Test func monthMessageNamesTheMonth() throws {
        let p = parse("2026-13-01 X\n    a  $1\n    b\n")
        let d = try #require(p.diagnostics.first)
        #expect(d.message.contains("13"))
    }

    @Test func statusCodeAndPayeeAfterTheDate() throws {
        let p = parse("2026-11-03 * (1042) Corner Store | milk and bread  ; receipt\n    a  $1\n    b\n")
        #expect(p.diagnostics.isEmpty)
        let t = try #require(p.transactions.first)
        #expect(t.status == .cleared)
        #expect(p.text(t.code) == "1042")
        #expect(p.text(t.payee) == "Corner Store")
        #expect(p.text(t.note) == "milk and bread")
        #expect(p.text(t.description) == "Corner Store | milk and bread")
        #expect(t.comments.count == 1)

        // The description ends at the first ';', with or without a blank before it.
        let tight = parse("2026-11-03 Payee; note\n    a  $1\n    b\n")
        #expect(tight.transactions.first.map { tight.text($0.description) } == "Payee")
        #expect(tight.transactions.first?.comments.count == 1)

        let pending = parse("2026-11-03 ! Maybe\n    a  $1\n    b\n")
        #expect(pending.transactions.first?.status == .pending)
        #expect(pending.text(pending.transactions.first!.description) == "Maybe")
    }
}
