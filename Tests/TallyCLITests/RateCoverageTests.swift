import Testing
import TallyTestSupport

/// `check` warns of a currency with no rate into the reporting currency
/// exactly when a report that values every posting at its date meets a
/// missing rate (balance then shows the amount as written, and warns),
/// and names the first such date.
@Suite("check sees the rates reports will need")
struct RateCoverageTests {
    @Test("on generated journals, the uncovered-currency warning agrees with balance -X", arguments: Array(UInt64(1)...60))
    func agrees(_ seed: UInt64) {
        var r = JournalGenerator.Random(state: seed)
        func pick(_ list: [String]) -> String { list[r.int(0...list.count - 1)] }
        var text = "reporting-currency EUR\n\n"
        var firstMissing: [String: Int] = [:]
        var firstRate: [String: Int] = [:]
        // Rates and postings on days 1…28 of October, in a random order in the file.
        var entries: [(day: Int, text: String)] = []
        for _ in 0..<r.int(0...4) {
            let c = pick(["PLN", "USD"]), day = r.int(1...28)
            let line = r.int(0...1) == 0 ? "P 2026-10-\(two(day)) EUR 4.25 \(c)\n" : "P 2026-10-\(two(day)) \(c) 0.25 EUR\n"
            entries.append((day, line))
            firstRate[c] = min(firstRate[c] ?? 99, day)
        }
        for k in 0..<r.int(1...6) {
            let c = pick(["PLN", "USD", "EUR"]), day = r.int(1...28)
            entries.append((day, "2026-10-\(two(day)) t\(k)\n    Expenses:Food  \(r.int(1...99)) \(c)\n    Assets:Cash\n"))
            if c != "EUR", day < (firstRate[c] ?? 99) { firstMissing[c] = min(firstMissing[c] ?? 99, day) }
        }
        for i in stride(from: entries.count - 1, to: 0, by: -1) { entries.swapAt(i, r.int(0...i)) }
        for e in entries { text += e.text + "\n" }
        let s = Scratch(["j.ledger": text])
        let check = s.run(["check", "-f", s.path("j.ledger")])
        // check warns of what a report of flows needs: each posting valued at its day.
        let balance = s.run(["balance", "-f", s.path("j.ledger"), "-X", "EUR", "--value", "then"])
        #expect(check.status == 0)
        let warned = check.stderr.contains("[uncovered-currency]")
        #expect(warned == !firstMissing.isEmpty, "\(text)\n\(check.stderr)")
        #expect(balance.status == 0, "\(balance.stderr)")
        #expect(warned == balance.stderr.contains("warning: no exchange rate"), "\(text)\n\(check.stderr)\n\(balance.stderr)")
        for (c, day) in firstMissing {
            #expect(check.stderr.contains("\(c) postings from 2026-10-\(two(day)) on"), "\(text)\n\(check.stderr)")
        }
    }

    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
