import Testing
import TallyCLITestSupport
import TallyTestSupport
import TallyValues

/// The budget CSV of every example ledger obeys the rules of grammar.md
/// §15.3 row by row: the sums add up, each carry follows one rollover
/// rule, and no period depends on where the report begins.
@Suite("budget invariants on the examples")
struct BudgetInvariantTests {
    /// The examples that hold budgets.
    static let examples = Files.list(Harness.repositoryRoot + "/examples").filter { name in
        name.hasSuffix(".ledger") && (Files.read(Harness.repositoryRoot + "/examples/" + name) ?? "").contains("\nbudget ")
    }

    struct Row {
        var budget: String
        var period: String
        var firstDay: String
        var budgeted, carried, available, spent, remaining: Quantity
        var percent: Quantity?
    }

    static func rows(_ file: String, _ args: [String]) throws -> [Row] {
        let r = Harness.run(["budget", "-f", Harness.repositoryRoot + "/examples/" + file, "-O", "csv", "--today", "2026-12-31"] + args)
        #expect(r.status == 0, "\(file): \(r.stderr)")
        let records = try CSVReader.parse(r.stdout)
        #expect(records.first?.count == 16)
        return try records.dropFirst().map { f in
            func q(_ i: Int) throws -> Quantity { try #require(Quantity(plain: f[i]), "\(file): '\(f[i])' is no number") }
            return Row(budget: f[0] + "|" + (f[2].contains("W") ? "w" : ""), period: f[2], firstDay: f[3],
                       budgeted: try q(6), carried: try q(7), available: try q(8), spent: try q(9), remaining: try q(10),
                       percent: f[11].isEmpty ? nil : try q(11))
        }
    }

    @Test("sums add up and percentages are spent over available", arguments: examples)
    func sums(_ file: String) throws {
        let rows = try Self.rows(file, ["-p", "2026"])
        #expect(!rows.isEmpty, "\(file) shows no budget in 2026")
        for row in rows {
            #expect(row.budgeted.adding(row.carried) == row.available, "\(file) \(row.budget) \(row.period)")
            #expect(row.available.subtracting(row.spent) == row.remaining, "\(file) \(row.budget) \(row.period)")
            if row.available > .zero {
                let p = try #require(row.percent)
                let exact = try #require(row.spent.multiplied(by: Quantity(100))?.divided(by: row.available, scale: 6))
                // Cut toward zero to two decimals: never more than the exact value, less by under 0.01.
                #expect(p <= exact && exact.subtracting(p)! < Quantity(units: 1, scale: 2), "\(file) \(row.budget) \(row.period)")
            } else {
                #expect(row.percent == nil)
            }
        }
    }

    @Test("each budget's carries follow one rollover rule", arguments: examples)
    func carries(_ file: String) throws {
        let rows = try Self.rows(file, ["-p", "2026"])
        let byBudget = Dictionary(grouping: rows, by: \.budget)
        for (budget, list) in byBudget.sorted(by: { $0.key < $1.key }) {
            let pairs = zip(list, list.dropFirst())
            let none = pairs.allSatisfy { $1.carried.isZero }
            let surplus = pairs.allSatisfy { $1.carried == max($0.remaining, .zero) }
            let both = pairs.allSatisfy { $1.carried == $0.remaining }
            #expect(none || surplus || both, "\(file) \(budget): carries follow no rollover rule")
        }
    }

    @Test("a period is the same whatever the report's first day", arguments: examples)
    func independentOfBegin(_ file: String) throws {
        let whole = try Self.rows(file, ["-p", "2026"])
        for begin in ["2026-03-01", "2026-07-15", "2026-10-01"] {
            let later = try Self.rows(file, ["-b", begin, "-e", "2027-01-01"])
            for row in later {
                guard let same = whole.first(where: { $0.budget == row.budget && $0.period == row.period }) else { continue }
                #expect(same.carried == row.carried && same.spent == row.spent && same.remaining == row.remaining,
                        "\(file) \(row.budget) \(row.period) differs when the report begins on \(begin)")
            }
        }
    }
}
