import Testing
import TallyCLITestSupport
import TallyTestSupport

/// `register -H`: running totals start from the matching postings before
/// the start date, as hledger's (its valuation.test and register tests).
@Suite("register -H")
struct RegisterHistoricalTests {
    static let hledger = Subprocess.find(["hledger"])

    static let journal = """
        P 2000-01-01 A 1 B
        P 2000-02-15 A 2 B
        P 2000-03-15 A 3 B
        2000/01/01
          (a)  1 A
        2000/02/01
          (a)  2 A
        2000/03/01
          (a)  3 A
          (b)  1 C

        """

    /// The running totals of `register -O csv`, as written.
    static func totals(_ args: [String]) -> [String] {
        let r = Harness.run(["register", "-f", "-", "-O", "csv"] + args, stdin: journal)
        #expect(r.status == 0, "\(args): \(r.stderr)")
        return r.stdout.split(separator: "\n").dropFirst().map { String($0.split(separator: ",", omittingEmptySubsequences: false).last ?? "") }
    }

    @Test func startsFromWhatCameBefore() {
        #expect(Self.totals(["-b", "2000-02", "a"]) == ["2", "5"])
        #expect(Self.totals(["-b", "2000-02", "-H", "a"]) == ["3", "6"])
        #expect(Self.totals(["-b", "2000-02", "-H", "-M", "a"]) == ["3", "6"])
        // Without a start date there is nothing before: -H changes nothing.
        #expect(Self.totals(["-H", "a"]) == Self.totals(["a"]))
    }

    @Test("with valuation, -M and both, the running totals equal hledger's",
          .enabled(if: hledger != nil, "hledger is not installed (apt-get install hledger); the register -H differential test is skipped"),
          arguments: [[], ["-X", "B"], ["-V"], ["--value", "then,B"], ["-B"], ["-M"], ["-M", "-X", "B"], ["-M", "-V"], ["-M", "--value", "then,B"]])
    func agreesWithHledger(_ options: [String]) throws {
        let hledger = try #require(Self.hledger)
        let s = Scratch()
        s.write("h.journal", Self.journal)
        let mine = Self.totals(["-b", "2000-02", "-H", "a"] + options).map { PlainPrintTests.normalized($0) }
        let h = Subprocess.run(hledger, ["-f", s.path("h.journal"), "register", "-b", "2000-02", "-H", "a", "-O", "csv"] + options)
        #expect(h.status == 0)
        let theirs = h.output.split(separator: "\n").dropFirst().map { row in
            let cell = String(row.split(separator: ",").last ?? "").filter { $0 != "\"" }
            return PlainPrintTests.normalized(String(cell.split(separator: " ").first ?? ""))
        }
        #expect(mine.count == 2)
        #expect(mine == theirs, "\(options): Tally \(mine), hledger \(theirs)")
    }
}
