#if canImport(Glibc)
import Glibc
#endif
import Testing
import TallyCLITestSupport
import TallyTestSupport

/// Output that cannot be written is an error, and machine-readable output
/// carries exact values.
@Suite("honest output")
struct OutputHonestyTests {
    static let journal = "commodity 1,000.00 EUR\n\n2026-01-01 x\n    Assets:Cash  0.0002 EUR\n    Equity:Opening\n\n2026-01-02 y\n    Assets:Bank  10.00 EUR\n    Income:Pay\n"

    @Test func writingToAFullDiskFails() throws {
        let binary = try #require(Subprocess.tally, "build the tally binary first (swift build)")
        let dir = Files.temporaryDirectory()
        Files.write(dir + "/j.ledger", Self.journal)
        let err = dir + "/err"
        for command in ["export", "balance", "print", "register"] {
            let status = Subprocess.run("/bin/sh", ["-c", "exec \(Subprocess.quoted(binary)) \(command) -f \(Subprocess.quoted(dir + "/j.ledger")) > /dev/full 2> \(Subprocess.quoted(err))"]).status
            #expect(status == 1, "\(command) > /dev/full: exit \(status)")
            #expect(Files.read(err)?.contains("tally: error: cannot write the output: No space left on device") == true, "\(command): \(Files.read(err) ?? "")")
        }
    }

    @Test func aClosedPipeWithSIGPIPEIgnoredFails() throws {
        let binary = try #require(Subprocess.tally, "build the tally binary first (swift build)")
        let dir = Files.temporaryDirectory()
        var big = ""
        for i in 0..<3000 { big += "2026-01-01 t\(i)\n    Assets:Cash  1.00 EUR\n    Income:Pay\n\n" }
        Files.write(dir + "/j.ledger", big)
        let err = dir + "/err"
        // With SIGPIPE ignored, the write fails with EPIPE instead of ending the process.
        let script = "trap '' PIPE; \(Subprocess.quoted(binary)) print -f \(Subprocess.quoted(dir + "/j.ledger")) 2> \(Subprocess.quoted(err))"
            + " | head -c 10 > /dev/null; echo ${PIPESTATUS[0]} > \(Subprocess.quoted(dir + "/status"))"
        _ = Subprocess.run("/bin/bash", ["-c", script])
        #expect(Files.read(dir + "/status") == "1\n", "exit \(Files.read(dir + "/status") ?? "none")")
        #expect(Files.read(err)?.contains("tally: error: cannot write the output: Broken pipe") == true)
    }

    @Test func csvAndJSONKeepBalancesBelowTheDisplayPrecision() {
        let csv = Harness.run(["balance", "-f", "-", "-O", "csv"], stdin: Self.journal)
        #expect(csv.status == 0)
        #expect(csv.stdout.contains("Assets:Cash,EUR,0.0002\n"))
        let json = Harness.run(["balance", "-f", "-", "-O", "json"], stdin: Self.journal)
        #expect(json.stdout.contains("\"amount\": \"0.0002\""), "\(json.stdout)")
        let text = Harness.run(["balance", "-f", "-", "--flat"], stdin: Self.journal)
        #expect(text.status == 0)
        #expect(!text.stdout.contains("Assets:Cash"))
        #expect(text.stdout.contains("2 accounts with a balance that is not zero but rounds to 0 at its commodity's precision; -O csv shows exact values"))
        // The note is in the reader's language, with the count's own form.
        let polish = Harness.run(["balance", "-f", "-", "--flat", "--lang", "pl"], stdin: Self.journal)
        #expect(polish.stdout.contains("2 konta z saldem, które nie jest zerem"), "\(polish.stdout)")
        let vietnamese = Harness.run(["balance", "-f", "-", "--flat", "--lang", "vi"], stdin: Self.journal)
        #expect(vietnamese.stdout.contains("2 tài khoản có số dư khác 0"), "\(vietnamese.stdout)")
    }
}
