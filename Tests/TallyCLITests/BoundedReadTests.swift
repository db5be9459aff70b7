#if canImport(Glibc)
import Glibc
#endif
import Testing
import TallyCLI
import TallyEditing
import TallyEngine
import TallySystem
import TallyCLITestSupport
import TallyTestSupport

/// Journals, includes, statements and rules are read only from regular
/// files, and none past the size limit: a device, a pipe or a file of /proc
/// is an error at the include (never a read that grows until memory runs
/// out or never ends), and the language server never reads its own message
/// stream as a journal.
@Suite struct BoundedReadTests {
    static func folder(_ files: [String: String]) -> String {
        let dir = Files.temporaryDirectory()
        for (name, text) in files { Files.write(dir + "/" + name, text) }
        return dir
    }

    @Test func aDeviceNamedWithDashFIsRefused() {
        for device in ["/dev/zero", "/dev/urandom", "/dev/full"] {
            let r = Harness.run(["check", "-f", device])
            #expect(r.status == 1, "\(device)")
            #expect(r.stderr.contains("cannot read '\(device)': it is not a regular file"), "\(device): \(r.stderr)")
            #expect(r.stderr.contains("[file-not-regular]"))
        }
    }

    /// `-f /dev/null` is an empty journal, as ledger and hledger read it
    /// (hledger/test/cli/cli.test 11 to 14): it ends at once.
    @Test func devNullIsAnEmptyJournal() {
        let balance = Harness.run(["balance", "-f", "/dev/null"])
        #expect(balance.status == 0 && balance.stderr.isEmpty, "\(balance.stderr)")
        let print = Harness.run(["print", "-f", "/dev/null"])
        #expect(print.status == 0 && print.stdout.isEmpty, "\(print.stdout)\(print.stderr)")
    }

    @Test(arguments: ["/dev/zero", "/dev/urandom", "/dev/stdin", "/proc/self/fd/0", "/proc/self/status", "FIFO"])
    func anIncludeOfASpecialFileIsAnErrorAtTheInclude(_ target: String) {
        let dir = Self.folder([:])
        var path = target
        if target == "FIFO" {
            path = dir + "/pipe"
            #expect(mkfifo(path, 0o600) == 0)
        }
        Files.write(dir + "/main.ledger", "2026-01-01 coffee\n    expenses:food  1 EUR\n    assets:cash\ninclude \(path)\n")
        let r = Harness.run(["check", "-f", dir + "/main.ledger"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("main.ledger:4:9: error: cannot read '\(path)': it is not a regular file"), "\(r.stderr)")
        #expect(r.stderr.contains("^"))
    }

    @Test func theRefusalIsInTheJournalsLanguage() {
        let dir = Self.folder(["main.ledger": "include /dev/zero\n"])
        let expected = ["vi": "không phải tệp thường", "ko": "일반 파일이 아닙니다", "zh": "不是普通文件",
                        "it": "non è un file regolare", "pl": "nie jest zwykły plik"]
        for (language, text) in expected {
            let r = Harness.run(["check", "-f", dir + "/main.ledger", "--lang", language])
            #expect(r.status == 1)
            #expect(r.stderr.contains(text), "\(language): \(r.stderr)")
        }
    }

    @Test func aFileOverTheLimitIsAnError() {
        let dir = Self.folder(["main.ledger": "include big.ledger\n",
                               "big.ledger": String(repeating: "; a comment line of some length\n", count: 64)])
        let small = RealFileSystem(sizeLimit: 1024)
        let r = Harness.run(["check", "-f", dir + "/main.ledger"], fileSystem: small)
        #expect(r.status == 1)
        #expect(r.stderr.contains("main.ledger:1:9: error: cannot read '\(dir)/big.ledger': it is larger than 1 KiB"), "\(r.stderr)")
        #expect(r.stderr.contains("[file-too-large]"))
        // Mapped or read, the limit is the same.
        let mapped = Harness.run(["check", "-f", dir + "/main.ledger"], fileSystem: RealFileSystem(mapsFrom: 0, sizeLimit: 1024))
        #expect(mapped.stderr == r.stderr)
        // Within the limit, the same files read.
        #expect(Harness.run(["check", "-f", dir + "/main.ledger"]).status == 0)
    }

    /// A sparse file claims a size over the limit without taking the space.
    @Test func aSparseFileOverTheDefaultLimitIsRefusedByItsSize() {
        let dir = Self.folder(["main.ledger": "include sparse.ledger\n"])
        let fd = open(dir + "/sparse.ledger", O_WRONLY | O_CREAT, 0o600)
        #expect(fd >= 0)
        #expect(ftruncate(fd, off_t(FileSizeLimit.bytes) + 1) == 0)
        close(fd)
        let r = Harness.run(["check", "-f", dir + "/main.ledger"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("it is larger than 2 GiB"), "\(r.stderr)")
        unlink(dir + "/sparse.ledger")
    }

    /// Standard input (`-f -`) and a file that grows while read stop at the
    /// limit instead of growing the array without end.
    @Test func readingADescriptorStopsAtTheLimit() {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let chunk = [UInt8](repeating: 59, count: 3000)
        #expect(chunk.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) } == 3000)
        close(fds[1])
        defer { close(fds[0]) }
        switch RealFileSystem(sizeLimit: 1024).readAll(fd: fds[0]) {
        case .success(let bytes): Issue.record("read \(bytes.count) bytes past the limit")
        case .failure(let e): #expect(e.refusal == .tooLarge(limit: 1024))
        }
    }

    @Test func importRefusesADeviceAsStatementOrRules() {
        let dir = Self.folder(["s.csv": "date,amount\n2026-01-02,5\n",
                               "inc.rules": "include /dev/zero\nfields date, amount\n",
                               "ok.rules": "fields date, amount\n"])
        let statement = Harness.run(["import", "/dev/zero", "--rules", dir + "/ok.rules", "--dry-run"])
        #expect(statement.status == 1)
        #expect(statement.stderr.contains("cannot read '/dev/zero': it is not a regular file"), "\(statement.stderr)")
        let urandom = Harness.run(["import", "/dev/urandom", "--rules", dir + "/ok.rules", "--dry-run"])
        #expect(urandom.status == 1)
        let rules = Harness.run(["import", dir + "/s.csv", "--rules", "/dev/zero", "--dry-run"])
        #expect(rules.status == 1)
        #expect(rules.stderr.contains("it is not a regular file"), "\(rules.stderr)")
        let included = Harness.run(["import", dir + "/s.csv", "--rules", dir + "/inc.rules", "--dry-run"])
        #expect(included.status == 1, "\(included.stderr)")
    }

    static func frame(_ json: String) -> String { "Content-Length: \(json.utf8.count)\r\n\r\n" + json }

    /// The server's standard input is a pipe that stays open (as an
    /// editor's does): an include of /dev/stdin, /proc/self/fd/0 or a device
    /// is a diagnostic, and the server still answers `shutdown` and exits.
    @Test func theLanguageServerNeverReadsItsOwnInput() throws {
        let binary = try #require(Subprocess.tally, "build the tally binary first (swift build)")
        let dir = Self.folder([:])
        let uri = "file://" + dir + "/main.ledger"
        let text = "include /dev/stdin\\ninclude /proc/self/fd/0\\ninclude /dev/zero\\n"
        let opening = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
            #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":""# + uri
                + #"","languageId":"ledger","version":1,"text":""# + text + #""}}}"#,
        ].map(Self.frame).joined()
        let closing = [#"{"jsonrpc":"2.0","id":2,"method":"shutdown","params":null}"#, #"{"jsonrpc":"2.0","method":"exit","params":null}"#]
            .map(Self.frame).joined()
        Files.write(dir + "/opening", opening)
        Files.write(dir + "/closing", closing)
        // The writer keeps the pipe open after the last message; timeout ends a server that hangs.
        let script = "{ cat '\(dir)/opening'; sleep 1; cat '\(dir)/closing'; sleep 2; } | timeout 20 '\(binary)' lsp --today 2026-11-21; echo \"exit=$?\""
        let (_, output) = Subprocess.run("/bin/sh", ["-c", script])
        #expect(output.contains(#""id":2,"result":null"#), "\(output)")
        #expect(output.hasSuffix("exit=0\n"), "\(output)")
        for path in ["/dev/stdin", "/proc/self/fd/0", "/dev/zero"] {
            #expect(output.contains("cannot read '\(path)': it is not a regular file"), "\(path): \(output)")
        }
    }
}
