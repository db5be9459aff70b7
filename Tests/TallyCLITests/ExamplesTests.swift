import Testing
import TallyCLITestSupport
import TallyTestSupport
import TallyValues

/// The example ledgers are part of the documentation: each must check
/// clean, and each reproducer in examples/errors must produce exactly the
/// error its name promises, as its first error.
@Suite("examples")
struct ExamplesTests {
    static let examples = ExampleJournals.names
    static let reproducers = Files.list(Harness.repositoryRoot + "/examples/errors").filter { $0.hasSuffix(".ledger") }

    @Test("there are at least three examples and a reproducer per common error")
    func present() {
        #expect(Self.examples.count >= 3)
        #expect(Self.reproducers.count >= 10)
    }

    @Test("every example checks clean", arguments: examples)
    func checksClean(_ name: String) {
        let r = Harness.run(["check", "-f", Harness.repositoryRoot + "/examples/" + name])
        #expect(r.status == 0, "\(name):\n\(r.stderr)")
        #expect(r.stderr.isEmpty, "\(name) has warnings:\n\(r.stderr)")
        #expect(r.stdout.hasPrefix("ok: "))
    }

    @Test("every example balances to zero", arguments: examples)
    func balancesToZero(_ name: String) throws {
        let r = Harness.run(["balance", "--flat", "-O", "csv", "-f", Harness.repositoryRoot + "/examples/" + name])
        #expect(r.status == 0)
        var sums: [String: Quantity] = [:]
        let rows = try CSVReader.parse(r.stdout)
        for row in rows.dropFirst() {
            let q = try #require(Quantity(plain: row[2]))
            sums[row[1]] = (sums[row[1]] ?? .zero).adding(q) ?? .zero
        }
        let allZero = sums.values.allSatisfy { $0.isZero }
        // Without costs every commodity sums to zero; traveller.ledger
        // exchanges currencies, so only the others are held to it.
        if !name.contains("travel") {
            #expect(allZero, "\(name): \(sums)")
        }
        #expect(!sums.isEmpty)
    }

    @Test("every example is laid out as tally fmt would", arguments: examples)
    func formatted(_ name: String) {
        let r = Harness.run(["fmt", "--check", "-f", Harness.repositoryRoot + "/examples/" + name])
        #expect(r.status == 0, "\(name) is not formatted:\n\(r.stdout)\(r.stderr)")
    }

    @Test("print reads back to the same balances", arguments: examples)
    func printReadsBack(_ name: String) {
        let path = Harness.repositoryRoot + "/examples/" + name
        let original = Harness.run(["balance", "--flat", "-O", "csv", "-f", path])
        let printed = Harness.run(["print", "-f", path])
        let again = Harness.run(["balance", "--flat", "-O", "csv", "-f", "-"], stdin: printed.stdout)
        #expect(again.status == 0, "\(name): printed journal does not read back:\n\(again.stderr)")
        #expect(again.stdout == original.stdout, "\(name): balances changed through print")
    }

    @Test("each reproducer produces its error", arguments: reproducers)
    func reproducer(_ name: String) {
        let id = String(name.dropLast(".ledger".count))
        let r = Harness.run(["check", "-f", Harness.repositoryRoot + "/examples/errors/" + name])
        #expect(r.status == 1)
        let first = r.stderr.split(separator: "\n").first { $0.contains(": error: ") }
        #expect(first?.hasSuffix("[\(id)]") == true, "\(name): first error is \(first ?? "none")")
    }
}
