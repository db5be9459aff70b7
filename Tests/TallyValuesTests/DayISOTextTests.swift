import Testing
import TallyValues

/// The one reader of year-first dates: four-digit year, one- or two-digit
/// month and day, one separator used twice, a real day.
@Suite struct DayISOTextTests {
    @Test(arguments: [
        ("2026-11-01", "-", "2026-11-01"), ("2026-1-5", "-", "2026-01-05"), ("2024-02-29", "-", "2024-02-29"),
        ("2026/11/01", "-/.", "2026-11-01"), ("2026.11.01", "-/.", "2026-11-01"), ("0001-01-01", "-", "0001-01-01"),
    ])
    func reads(_ text: String, _ separators: String, _ expected: String) throws {
        let day = try #require(Day(isoText: text, separators: separators))
        #expect(day.description == expected)
    }

    @Test(arguments: [
        ("2026/11/01", "-"), ("2026-11/01", "-/."), ("26-11-01", "-"), ("02026-11-01", "-"), ("2026-111-01", "-"),
        ("2026-11-001", "-"), ("2026-02-30", "-"), ("2026-13-01", "-"), ("2026-00-10", "-"), ("2026-11-", "-"),
        ("2026-11", "-"), ("2026--01", "-"), ("2026-11-01 ", "-"), (" 2026-11-01", "-"), ("2026-+1-01", "-"), ("", "-"),
        ("0000-01-01", "-"),
    ])
    func refuses(_ text: String, _ separators: String) {
        #expect(Day(isoText: text, separators: separators) == nil, "\(text)")
    }

    @Test func readsWhatDescriptionWrites() throws {
        for n in stride(from: -700_000, to: 2_900_000, by: 997) {
            let day = Day(daysSinceEpoch: Int32(n))
            guard (1...9999).contains(day.year) else { continue }
            #expect(Day(isoText: day.description) == day)
        }
    }
}
