import TallyEditing
import Testing
import TallyCLI
import TallyEngine
import TallyReports
import TallySystem
import TallyCLITestSupport
import TallyTestSupport
import TallyValues

/// Every CSV Tally writes reads back with a strict RFC 4180 reader, and
/// its numbers are the numbers of the text report: each CSV amount, shown
/// in its commodity's style, is on the text line of the same row.
@Suite("CSV round trip")
struct CSVRoundTripTests {
    struct Case: CustomStringConvertible, Sendable {
        var example: String
        var extra: [String]
        var description: String { ([example] + extra).joined(separator: " ") }
    }

    static let cases = [
        Case(example: "household.ledger", extra: ["-p", "2026-03"]),
        Case(example: "household.ledger", extra: ["-p", "2026Q1"]),
        Case(example: "student.ledger", extra: ["-p", "2026-10"]),
        Case(example: "traveller.ledger", extra: ["-X", "EUR", "-p", "2026-06"]),
        Case(example: "traveller.ledger", extra: ["-X", "USD", "-p", "2026-05..2026-06"]),
    ]

    static func path(_ c: Case) -> String { Harness.repositoryRoot + "/examples/" + c.example }

    /// Runs a report as text and as CSV; returns the text lines and the CSV records.
    static func both(_ command: [String], _ c: Case) throws -> (text: [String], csv: [[String]]) {
        let args = command + ["-f", path(c), "--today", "2026-11-21"] + c.extra
        let text = Harness.run(args)
        let csv = Harness.run(args + ["-O", "csv"])
        #expect(text.status == 0, "\(args): \(text.stderr)")
        #expect(csv.status == 0, "\(args): \(csv.stderr)")
        let records = try CSVReader.parse(csv.stdout)
        let width = records.first?.count ?? 0
        #expect(records.count > 1, "\(args): no CSV rows")
        #expect(records.allSatisfy { $0.count == width }, "\(args): ragged CSV")
        return (text.stdout.split(separator: "\n").map(String.init), records)
    }

    /// A formatter for the example's commodities.
    static func formatter(_ c: Case) -> (String, String) -> String {
        let result = JournalLoader(fileSystem: RealFileSystem(), today: reportToday).load([.path(path(c))])
        let f = AmountFormatter(result.journal.commodities)
        return { plain, symbol in
            guard let q = Quantity(plainDecimal: plain), let id = result.journal.commodities.lookup(symbol) else { return "?\(plain)" }
            return f.string(q, id)
        }
    }

    /// The line for a label; a label shortened to fit (`Tài sản:Ngân hàng:Vietc…`) counts.
    static func line(_ lines: [String], startingWith label: String) -> String? {
        if let exact = lines.first(where: { $0.hasPrefix(label) && ($0.dropFirst(label.count).first.map { $0 == " " } ?? true) }) { return exact }
        return lines.first { line in
            guard let cut = line.firstIndex(of: "…") else { return false }
            let shown = line[..<cut]
            return shown.count > 4 && label.hasPrefix(shown)
        }
    }

    @Test("breakdown", arguments: cases)
    func breakdown(_ c: Case) throws {
        let (text, csv) = try Self.both(["breakdown"], c)
        let show = Self.formatter(c)
        #expect(csv[0] == ["category", "account", "parent", "level", "commodity", "amount", "share"])
        for r in csv.dropFirst() {
            let indent = String(repeating: "  ", count: Int(r[3]) ?? 0)
            let line = try #require(Self.line(text, startingWith: indent + r[0]), "\(r[0]) missing from the text")
            #expect(line.contains("  " + show(r[5], r[4]) + "  "), "\(line) lacks \(show(r[5], r[4]))")
            #expect(line.contains(" " + r[6] + "%"), "\(line) lacks \(r[6])%")
        }
    }

    @Test("trend", arguments: cases)
    func trend(_ c: Case) throws {
        for extra in [[String](), ["--by", "category"]] {
            let (text, csv) = try Self.both(["trend"] + extra, c)
            let show = Self.formatter(c)
            let firstAmount = 4
            // With an Other column (a narrow terminal) only the total can be compared.
            let folded = text.contains { $0.hasPrefix("Period") && $0.hasSuffix("Other      Total") || $0.contains("  Other  ") }
            #expect(csv.first?.last == "partial")
            for row in csv.dropFirst() {
                // The last column says whether the range cuts the period; the amounts come before it.
                #expect(row.last == "false" || row.last == "true", "\(row)")
                let r = Array(row.dropLast())
                let line = try #require(Self.line(text, startingWith: r[0]), "period \(r[0]) missing")
                var rest = Substring(line)
                let values = folded ? [r[r.count - 1]] : Array(r[firstAmount...])
                // Each amount, in order, further along the line ("-" for an empty category cell).
                for value in values {
                    let isZero = Quantity(plainDecimal: value)?.isZero ?? false
                    let shown = !extra.isEmpty && isZero && value != r[r.count - 1] ? "-" : show(value, r[3])
                    guard let range = rest.firstRange(of: " " + shown) else {
                        Issue.record("\(line) lacks \(shown) (from \(r))")
                        break
                    }
                    rest = rest[range.upperBound...]
                }
            }
        }
    }

    @Test("summary", arguments: cases)
    func summary(_ c: Case) throws {
        let (text, csv) = try Self.both(["summary", "--top", "20"], c)
        let show = Self.formatter(c)
        #expect(csv[0] == ["section", "name", "start", "end", "commodity", "amount", "target", "percent"])
        let labels = ["income": "Income", "expenses": "Spending", "net": "Net", "savings_rate": "Savings rate",
                      "per_day": "  per day", "per_week": "  per week", "per_month": "  per month", "net_worth": "  Net worth"]
        // Budget rows are under the "Budgets" heading (a budget may share its category's name).
        let budgets = Array(text.drop { $0 != "Budgets" })
        for r in csv.dropFirst() where r[0] != "previous" {
            let label = labels[r[1]] ?? "  " + r[1]
            let line = try #require(Self.line(r[0] == "budget" ? budgets : text, startingWith: label), "\(label) missing")
            if !r[5].isEmpty { #expect(line.contains(show(r[5], r[4])), "\(line) lacks \(show(r[5], r[4]))") }
            if !r[7].isEmpty { #expect(line.contains(r[7] + "%"), "\(line) lacks \(r[7])%") }
        }
        // The previous period's savings rate is quoted as "was N%".
        let previousRate = try #require(csv.first { $0[0] == "previous" && $0[1] == "savings_rate" })
        #expect(Self.line(text, startingWith: "Savings rate")?.hasSuffix("was " + (previousRate[7].isEmpty ? "–" : previousRate[7] + "%")) == true)
    }

    @Test("balance and register", arguments: cases)
    func balanceAndRegister(_ c: Case) throws {
        let show = Self.formatter(c)
        let (balanceText, balanceCSV) = try Self.both(["balance", "--flat", "--no-total"], c)
        for r in balanceCSV.dropFirst() {
            let shown = show(r[2], r[1])
            #expect(balanceText.contains { $0.hasSuffix("  " + r[0]) && $0.contains(shown) } || balanceText.contains { $0.trimmingPrefix(" ") == shown },
                    "\(r[0]) \(shown) missing")
        }
        let (registerText, registerCSV) = try Self.both(["register"], c)
        #expect(registerText.count >= registerCSV.count - 1)
        for (line, r) in zip(registerText, registerCSV.dropFirst()) {
            #expect(line.contains(" " + show(r[6], r[5]) + " "), "\(line) lacks \(show(r[6], r[5]))")
            #expect(line.hasSuffix(show(r[7], r[5])) || r[7].hasPrefix("0") || r[7].hasPrefix("-0"), "\(line) lacks total \(show(r[7], r[5]))")
        }
    }

    @Test("export adds up to the balances", arguments: cases)
    func export(_ c: Case) throws {
        let args = ["-f", Self.path(c), "--today", "2026-11-21"] + c.extra
        let export = try CSVReader.parse(Harness.run(["export"] + args).stdout)
        let converted = c.extra.contains("-X")
        // export values each transaction at its day's rate: balance does so with --value then.
        let balance = try CSVReader.parse(Harness.run(["balance", "--flat", "-O", "csv"] + args + (converted ? ["--value", "then"] : [])).stdout)
        var sums: [String: Quantity] = [:]
        for r in export.dropFirst() {
            let (amount, commodity) = converted ? (r[11], r[12]) : (r[9], r[10])
            let key = r[6] + "|" + commodity
            sums[key] = try #require((sums[key] ?? .zero).adding(try #require(Quantity(plainDecimal: amount))))
        }
        var expected: [String: Quantity] = [:]
        for r in balance.dropFirst() { expected[r[0] + "|" + r[1]] = Quantity(plainDecimal: r[2]) }
        #expect(sums.filter { !$0.value.isZero } == expected)
    }

    @Test("prices")
    func prices() throws {
        let c = Case(example: "traveller.ledger", extra: [])
        let (text, csv) = try Self.both(["prices"], c)
        #expect(text.count == csv.count - 1)
        let show = Self.formatter(c)
        for (line, r) in zip(text, csv.dropFirst()) {
            #expect(line.hasPrefix(r[0] + "  " + r[1]))
            #expect(line.contains(show(r[2], r[3])) || line.contains(r[2].replacingDecimalMark()), "\(line) lacks \(r[2])")
            #expect(line.hasSuffix(r[5] + ":" + r[6]))
        }
    }
}

extension String {
    func trimmingPrefix(_ c: Character) -> String { String(drop { $0 == c }) }
    func replacingDecimalMark() -> String { String(map { $0 == "." ? "," : $0 }) }
}
