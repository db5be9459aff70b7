import Testing
import TallyCLI
import TallyCLITestSupport
import TallyTestSupport

/// `print` declares a commodity whose amounts another reader could take
/// the wrong way: digits grouped by commas with no decimals (`$30,000`,
/// which hledger reads as 30.000 unless told) and decimal commas; a
/// directive's sample ends in its decimal mark when there are no decimals,
/// as hledger asks (hledger's examples/Cody.journal).
@Suite("print declares ambiguous number styles")
struct PrintCommodityStyleTests {
    static let hledger = Subprocess.find(["hledger"])

    static let journals = [
        ("dollars.journal", "2018-01-01 x\n    a  $1,200\n    b  $-1,200\n2018-01-02 y\n    a  $30000\n    b\n",
         "commodity $1,000,000.\n", "$30,000"),
        ("dong.journal", "commodity 1.000.000 VND\n\n2018-01-01 x\n    a  30.000 VND\n    b\n", "commodity 1.000.000, VND\n", "30.000 VND"),
    ]

    @Test func declaresWhatCouldBeMisread() {
        for (name, text, directive, amount) in Self.journals {
            let s = Scratch()
            s.write(name, text)
            let r = s.run(["print", "-f", s.path(name)])
            #expect(r.status == 0, "\(r.stderr)")
            #expect(r.stdout.hasPrefix(directive), "\(name):\n\(r.stdout)")
            #expect(r.stdout.contains(amount), "\(name):\n\(r.stdout)")
        }
    }

    @Test("hledger reads print's output to the same balances",
          .enabled(if: hledger != nil, "hledger is not installed (apt-get install hledger); the read-back is skipped"))
    func hledgerReadsItBack() throws {
        let hledger = try #require(Self.hledger)
        for (name, text, _, _) in Self.journals {
            let s = Scratch()
            s.write(name, text)
            s.write("printed.journal", s.run(["print", "-f", s.path(name)]).stdout)
            let theirs = Subprocess.run(hledger, ["-f", s.path("printed.journal"), "bal", "--flat", "-N", "-O", "csv"])
            let ours = Harness.run(["balance", "--flat", "--no-total", "-O", "csv", "-f", s.path(name)])
            #expect(theirs.status == 0, "\(name): hledger refused the printed journal")
            // hledger: "account","balance" with the amount as shown; ours: account,commodity,amount.
            let oursRows = ours.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map(String.init) }
            for row in oursRows {
                let digits = row[2].filter { $0.isNumber }
                #expect(theirs.output.contains("\"\(row[0])\"") && theirs.output.split(separator: "\n").contains { $0.contains("\"\(row[0])\"") && $0.filter { $0.isNumber }.hasPrefix(digits) },
                        "\(name): \(row) not in\n\(theirs.output)")
            }
        }
    }
}
