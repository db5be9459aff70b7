import Testing
import TallyLocale
import TallyCLITestSupport
import TallyTestSupport
import TallyValues

/// Text reports fit a narrow terminal (a phone's, 40 columns and up): no
/// line wider than `COLUMNS` by display width (CJK two columns, combining
/// marks none), and every figure of the wide report still there.
@Suite("text reports on narrow terminals")
struct NarrowTerminalTests {
    static let examples = ["bills-and-goals", "budgets", "household", "student", "traveller"]
    static let commands: [[String]] = [["summary"], ["budget"], ["trend"], ["breakdown"], ["goals"], ["alerts"],
                                       ["categories"], ["due"], ["balance"], ["register"], ["trend", "--by", "category"]]
    static let widths = [40, 45, 60, 80]

    /// Runs of digits with their group and decimal marks, e.g. `1.234,56`:
    /// the figures a report shows.
    static func figures(_ text: String) -> Set<String> {
        var found: Set<String> = []
        var current = ""
        func flush() {
            let t = String(current.drop { $0 == "." || $0 == "," }.reversed().drop { $0 == "." || $0 == "," }.reversed())
            if t.contains(where: \.isNumber) { found.insert(t) }
            current = ""
        }
        for ch in text {
            if ch.isASCII && (ch.isNumber || ch == "." || ch == ",") { current.append(ch) } else { flush() }
        }
        flush()
        return found
    }

    @Test("no line wider than COLUMNS, and the figures kept", arguments: Language.allCases)
    func fits(_ language: Language) {
        for example in Self.examples {
            let file = Harness.repositoryRoot + "/examples/" + example + ".ledger"
            for command in Self.commands {
                let args = command + ["-f", file, "--lang", language.rawValue, "--today", "2026-11-21"]
                let wide = Harness.run(args, environment: ["COLUMNS": "400"])
                for width in Self.widths {
                    let r = Harness.run(args, environment: ["COLUMNS": String(width)])
                    #expect(r.status == wide.status, "\(command) \(example) \(language) at \(width): \(r.stderr)")
                    for line in r.stdout.split(separator: "\n") where DisplayWidth.of(String(line)) > width {
                        Issue.record("\(command.joined(separator: " ")) \(example) --lang \(language) at COLUMNS=\(width): \(DisplayWidth.of(String(line))) columns: \(line)")
                    }
                    // Register cuts descriptions as hledger does; `trend --by
                    // category` gathers the categories that do not fit in
                    // Other: their figures are the wide report's to show.
                    if command == ["register"] || command.contains("--by") { continue }
                    let missing = Self.figures(wide.stdout).subtracting(Self.figures(r.stdout))
                    #expect(missing.isEmpty, "\(command) \(example) \(language) at \(width) lost \(missing.sorted())")
                }
            }
        }
    }

    @Test("piped without COLUMNS, lines stay whole for scripts and hledger's peers")
    func piped() {
        let file = Harness.repositoryRoot + "/examples/household.ledger"
        let r = Harness.run(["alerts", "-f", file, "--today", "2026-11-21"])
        #expect(r.stdout.split(separator: "\n").contains { $0.count > 80 }, "\(r.stdout)")
    }

    @Test("at 45 columns summary and budget stay readable: names whole, one figure to a line")
    func phone() {
        let file = Harness.repositoryRoot + "/examples/student.ledger"
        let summary = Harness.run(["summary", "-f", file, "--lang", "vi", "--today", "2026-11-21"], environment: ["COLUMNS": "45"])
        #expect(summary.stdout.contains("  Nhà trọ               2.500.000 VND   75,5%\n"), "\(summary.stdout)")
        let budget = Harness.run(["budget", "-f", file, "--lang", "vi", "--today", "2026-11-21"], environment: ["COLUMNS": "45"])
        #expect(budget.stdout.contains("  Ăn uống\n    ngân sách     2.500.000 VND\n    từ kỳ trước  +3.427.000 VND\n"), "\(budget.stdout)")
        let trend = Harness.run(["trend", "-f", file, "--lang", "zh", "--today", "2026-11-21"], environment: ["COLUMNS": "40"])
        #expect(trend.stdout.contains("2026年9月\n  收入   6.800.000 VND\n"), "\(trend.stdout)")
    }
}
