import Testing
import TallyCLITestSupport
import TallyTestSupport
import TallyValues

@Suite("terminal output")
struct TerminalOutputTests {
    static let journal = """
    category Expenses:Food  name:"Food" color:#34C759
    2026-11-02 Lunch
        Expenses:Food    12.00 USD
        Assets:Cash
    2026-11-03 Bus
        Expenses:Bus      3.00 USD
        Assets:Cash

    """

    @Test("color on a terminal in the category's color, never under NO_COLOR or when piped")
    func color() {
        let args = ["breakdown", "-f", "-", "--today", "2026-11-21"]
        let terminal = Harness.run(args, stdin: Self.journal, terminal: true)
        #expect(terminal.stdout.contains("\u{1B}[38;2;52;199;89m████"))
        #expect(!Harness.run(args, stdin: Self.journal, environment: ["NO_COLOR": "1"], terminal: true).stdout.contains("\u{1B}["))
        #expect(!Harness.run(args, stdin: Self.journal).stdout.contains("\u{1B}["))
        #expect(!Harness.run(args + ["--ascii"], stdin: Self.journal, terminal: true).stdout.contains("█"))
    }

    @Test("bars fit the terminal's width", arguments: [40, 60, 80, 120, 200])
    func width(_ columns: Int) {
        for command in [["breakdown"], ["trend"], ["summary"]] {
            let r = Harness.run(command + ["-f", "-", "--today", "2026-11-21"], stdin: Self.journal, environment: ["COLUMNS": String(columns)])
            #expect(r.status == 0)
            for line in r.stdout.split(separator: "\n") {
                #expect(DisplayWidth.of(String(line)) <= columns, "\(command) at \(columns): \(line)")
            }
        }
    }
}
