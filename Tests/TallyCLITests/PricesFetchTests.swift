#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import TallyCLI
import TallyTestSupport

/// `tally prices --fetch` against a local HTTP server (python3 -m
/// http.server on 127.0.0.1) serving a recorded ECB rates file, and
/// against a closed port.
@Suite("prices --fetch", .serialized)
struct PricesFetchTests {
    static let sample = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
        \t<gesmes:subject>Reference rates</gesmes:subject>
        \t<gesmes:Sender>
        \t\t<gesmes:name>European Central Bank</gesmes:name>
        \t</gesmes:Sender>
        \t<Cube>
        \t\t<Cube time='2026-11-20'>
        \t\t\t<Cube currency='USD' rate='1.0823'/>
        \t\t\t<Cube currency='JPY' rate='162.45'/>
        \t\t\t<Cube currency='PLN' rate='4.2875'/>
        \t\t\t<Cube currency='KRW' rate='1512.3'/>
        \t\t</Cube>
        \t</Cube>
        </gesmes:Envelope>

        """

    static let journal = """
        decimal-mark ,

        2026-11-01 Shop
            Expenses:Food    1 234,56 PLN
            Assets:Cash

        2026-11-02 Trip
            Expenses:Travel    10 EUR
            Assets:Cash

        """

    static let tools = CurlDownload.findCurl("/usr/bin:/bin:/usr/local/bin") != nil && access("/usr/bin/python3", X_OK) == 0

    @Test("appends the rates of the journal's currencies once per day, and an unreachable or bad source changes nothing",
          .enabled(if: tools, "python3 or curl is absent; skipping the prices --fetch tests"))
    func fetch() throws {
        let s = Scratch(["j.ledger": Self.journal, "rates.xml": Self.sample, "bad.xml": "<html>not rates</html>\n"])
        let server = try #require(LocalServer(folder: s.folder), "could not start python3 -m http.server")
        defer { server.stop() }
        let first = s.run(["prices", "--fetch", "--source", server.url("rates.xml"), "-f", s.path("j.ledger")])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout == "P 2026-11-20 EUR 4,2875 PLN\n")
        #expect(s.text("j.ledger") == Self.journal + "\nP 2026-11-20 EUR 4,2875 PLN\n")
        let listed = s.run(["prices", "-O", "csv", "-f", s.path("j.ledger")])
        #expect(listed.stdout.contains("2026-11-20,EUR,4.2875,PLN"), "\(listed.stdout)")

        let again = s.run(["prices", "--fetch", "--source", server.url("rates.xml"), "-f", s.path("j.ledger")])
        #expect(again.status == 0)
        #expect(again.stderr.contains("nothing to add"))
        #expect(s.text("j.ledger") == Self.journal + "\nP 2026-11-20 EUR 4,2875 PLN\n")

        let before = s.text("j.ledger")
        let bad = s.run(["prices", "--fetch", "--source", server.url("bad.xml"), "-f", s.path("j.ledger")])
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("is not the ECB's daily rates XML"), "\(bad.stderr)")
        let missing = s.run(["prices", "--fetch", "--source", server.url("missing.xml"), "-f", s.path("j.ledger")])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("404"), "\(missing.stderr)")
        #expect(s.text("j.ledger") == before)
    }

    @Test("a journal that writes € and zł (or declares them as spellings) gets rates in its own spelling, and ¥ none",
          .enabled(if: tools, "python3 or curl is absent; skipping the prices --fetch tests"))
    func ownSpellings() throws {
        let text = """
            commodity 1 000,00 zł
            commodity 1.000,00 €
            commodity ¥1,000
            commodity 1,000 KRW  ; spellings: 원

            2026-11-21 Shop
                Expenses:Food    1 234,56 zł
                Expenses:Food    5,00 €
                Expenses:Food    ¥500
                Expenses:Food    1,000 KRW
                Assets:Cash

            """
        let s = Scratch(["j.ledger": text, "rates.xml": Self.sample])
        let server = try #require(LocalServer(folder: s.folder), "could not start python3 -m http.server")
        defer { server.stop() }
        let r = s.run(["prices", "--fetch", "--source", server.url("rates.xml"), "-f", s.path("j.ledger")])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "P 2026-11-20 € 4,2875 zł\nP 2026-11-20 € 1512.3 KRW\n", "\(r.stdout)")
        // The rates convert: 1 234,56 zł and 5,00 € (21,44 zł at 4,2875).
        let x = s.run(["balance", "-f", s.path("j.ledger"), "-X", "zł", "Expenses", "-O", "csv", "not:cur:¥", "not:cur:KRW"])
        #expect(x.stdout.contains("1256.00") || x.stdout.contains("1256,00"), "\(x.stdout) \(x.stderr)")
    }

    @Test("an unreachable source is exit 1 with the journal untouched",
          .enabled(if: CurlDownload.findCurl("/usr/bin:/bin:/usr/local/bin") != nil, "curl is absent; skipping"))
    func unreachable() throws {
        let s = Scratch(["j.ledger": Self.journal])
        let port = LocalServer.freePort()
        let r = s.run(["prices", "--fetch", "--source", "http://127.0.0.1:\(port)/rates.xml", "-f", s.path("j.ledger")])
        #expect(r.status == 1)
        #expect(r.stderr.contains("failed") && r.stderr.contains("the journal is unchanged"), "\(r.stderr)")
        #expect(s.text("j.ledger") == Self.journal)
    }

    @Test func parsesTheRatesFile() throws {
        let rates = try ECBRates.parse(Array(Self.sample.utf8)).get()
        #expect(rates.day.description == "2026-11-20")
        #expect(rates.rates.map(\.currency) == ["USD", "JPY", "PLN", "KRW"])
        #expect(rates.rates.map { $0.rate.description } == ["1.0823", "162.45", "4.2875", "1512.3"])
        #expect(throws: FetchProblem.self) { try ECBRates.parse(Array("<Cube time='2026-11-20'><Cube currency='USD' rate='-1'/></Cube>".utf8)).get() }
    }

    @Test("curl starts with no signal blocked and Ctrl-C, a closed pipe and the size limit at their defaults")
    func childSignals() throws {
        // A stand-in curl that reports its own signal mask and ignored signals.
        let s = Scratch(["curl": "#!/bin/sh\ngrep -E '^Sig(Blk|Ign):' /proc/self/status\n"])
        #expect(chmod(s.path("curl"), 0o755) == 0)
        // What tally may have in force when it fetches: blocked and ignored signals.
        var block = sigset_t(), previous = sigset_t()
        sigemptyset(&block)
        sigaddset(&block, SIGINT)
        sigaddset(&block, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &block, &previous)
        let oldXFSZ = signal(SIGXFSZ, SIG_IGN), oldPIPE = signal(SIGPIPE, SIG_IGN)
        let result = CurlDownload.fetch("http://127.0.0.1:9/", environment: ["PATH": s.folder])
        signal(SIGXFSZ, oldXFSZ)
        signal(SIGPIPE, oldPIPE)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        let text = String(decoding: try result.get(), as: UTF8.self)
        var masks: [String: UInt64] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: ":")
            guard parts.count == 2, let value = UInt64(String(parts[1].filter { !$0.isWhitespace }), radix: 16) else { continue }
            masks[String(parts[0])] = value
        }
        let blocked = try #require(masks["SigBlk"], "\(text)")
        let ignored = try #require(masks["SigIgn"], "\(text)")
        #expect(blocked == 0, "curl started with signals blocked: \(text)")
        for signal in [SIGINT, SIGTERM, SIGPIPE, SIGXFSZ] {
            #expect(ignored & (1 << UInt64(signal - 1)) == 0, "curl started with signal \(signal) ignored: \(text)")
        }
    }

    @Test("an answer past the download limit says so, in the user's language, and changes nothing")
    func tooLarge() throws {
        // A stand-in curl that answers 9 MiB.
        let s = Scratch(["curl": "#!/bin/sh\nhead -c 9437184 /dev/zero | tr '\\0' 'a'\n",
                         "j.ledger": "2026-11-01 x\n    assets:bank  10 USD\n    equity\n"])
        #expect(chmod(s.path("curl"), 0o755) == 0)
        guard case .failure(let why) = CurlDownload.fetch("http://127.0.0.1:9/", environment: ["PATH": s.folder + ":/usr/bin:/bin"]) else {
            Issue.record("a 9 MiB answer was read"); return
        }
        #expect(why.limit == 8 << 20)
        let r = Harness.run(["prices", "--fetch", "--source", "http://127.0.0.1:9/rates.xml", "-f", s.path("j.ledger")],
                            environment: ["PATH": s.folder + ":/usr/bin:/bin", "LANG": "vi_VN.UTF-8"])
        #expect(r.status == 1)
        #expect(r.stderr == "tally prices: lỗi: câu trả lời từ http://127.0.0.1:9/rates.xml vượt quá 8 MiB, mức lớn nhất Tally đọc cho một tệp tỷ giá; sổ không thay đổi\n", "\(r.stderr)")
        #expect(s.text("j.ledger") == "2026-11-01 x\n    assets:bank  10 USD\n    equity\n")
    }
}

/// `python3 -m http.server` on a free port of 127.0.0.1, serving a folder.
final class LocalServer {
    let pid: pid_t
    let port: Int

    init?(folder: String) {
        port = LocalServer.freePort()
        let argv = ["/usr/bin/python3", "-m", "http.server", String(port), "--bind", "127.0.0.1", "--directory", folder]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { for p in cArgs { free(p) } }
        var child: pid_t = 0
        guard posix_spawn(&child, argv[0], &actions, nil, cArgs, environ) == 0 else { return nil }
        pid = child
        // Waits until the server accepts connections (it is ready when it listens).
        var ready = false
        for _ in 0..<200 where !ready {
            ready = LocalServer.accepts(port)
            if !ready { usleep(50_000) }
        }
        if !ready { stop(); return nil }
    }

    func url(_ name: String) -> String { "http://127.0.0.1:\(port)/\(name)" }

    func stop() {
        // SIGKILL: the test process may block SIGTERM, and the child inherits its mask.
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }

    static func address(_ port: Int) -> sockaddr_in {
        var a = sockaddr_in()
        a.sin_family = sa_family_t(AF_INET)
        a.sin_port = in_port_t(UInt16(port).bigEndian)
        a.sin_addr.s_addr = inet_addr("127.0.0.1")
        return a
    }

    static func accepts(_ port: Int) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var a = address(port)
        return withUnsafePointer(to: &a) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } } == 0
    }

    /// A port nothing listens on: bound to 0, read back, closed.
    static func freePort() -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var a = address(0)
        _ = withUnsafePointer(to: &a) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        var len = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &a) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &len) } }
        return Int(UInt16(bigEndian: a.sin_port))
    }
}
