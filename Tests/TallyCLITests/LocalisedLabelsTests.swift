import Testing
@testable import TallyCLI
import TallyTestSupport

/// Words in report tables that are not amounts follow the reader's
/// language; the keys of machine formats stay English.
@Suite("localised table words")
struct LocalisedLabelsTests {
    static let journal = """
    decimal-mark ,
    commodity 1 000,00 PLN

    2026-10-03 * Biedronka
        Expenses:Jedzenie    120,50 PLN
        Assets:Gotówka

    2026-11-03 * Lidl
        Expenses:Jedzenie    80,00 PLN
        Assets:Gotówka

    """

    @Test("balance -M's total and average read in the language; CSV and JSON keep English keys")
    func multiPeriodWords() {
        let s = Scratch(["p.ledger": Self.journal])
        let text = s.run(["bal", "-f", s.path("p.ledger"), "-M", "--row-total", "--average", "--lang", "pl"])
        #expect(text.status == 0, "\(text.stderr)")
        let lines = text.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasSuffix("razem      średnio") == true, "\(text.stdout)")
        #expect(lines.last?.hasPrefix("razem ") == true, "\(text.stdout)")
        #expect(!text.stdout.contains("total") && !text.stdout.contains("average"), "\(text.stdout)")
        let english = s.run(["bal", "-f", s.path("p.ledger"), "-M", "--row-total", "--average", "--lang", "en"])
        #expect(english.stdout.split(separator: "\n").last?.hasPrefix("total ") == true, "\(english.stdout)")
        let csv = s.run(["bal", "-f", s.path("p.ledger"), "-M", "--row-total", "--average", "--lang", "ko", "-O", "csv"])
        #expect(csv.stdout.hasPrefix("account,commodity,2026-10,2026-11,total,average\n"), "\(csv.stdout)")
        let json = s.run(["bal", "-f", s.path("p.ledger"), "-M", "--row-total", "--lang", "vi", "-O", "json"])
        #expect(json.stdout.contains("\"account\": \"total\""), "\(json.stdout)")
        #expect(!json.stdout.contains("tổng"), "\(json.stdout)")
    }

    @Test("goals' example reads back under the journal's decimal mark, in its currency")
    func goalExampleReadsBack() throws {
        let s = Scratch(["p.ledger": Self.journal])
        let r = s.run(["goals", "-f", s.path("p.ledger"), "--today", "2026-11-23", "--lang", "pl"])
        #expect(r.status == 0, "\(r.stderr)")
        let example = try #require(r.stdout.firstRange(of: "goal \"")).lowerBound
        let line = String(r.stdout[example...]).trimmingNewline
        #expect(line == "goal \"Fundusz awaryjny\"  5 000,00 PLN  by 2027-06  account Assets:Gotówka", "\(line)")
        let s2 = Scratch(["p.ledger": Self.journal + line + "\n"])
        let goals = s2.run(["goals", "-f", s2.path("p.ledger"), "--today", "2026-11-23", "-O", "csv"])
        #expect(goals.status == 0, "\(goals.stderr)")
        #expect(goals.stdout.contains("Fundusz awaryjny") && goals.stdout.contains("5000"), "\(goals.stdout)")
    }
}

private extension String {
    var trimmingNewline: String { hasSuffix("\n") ? String(dropLast()) : self }
}
