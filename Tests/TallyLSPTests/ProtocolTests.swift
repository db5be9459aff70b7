import Testing
@testable import TallyLSP

@Suite("LSP protocol: JSON and framing")
struct ProtocolTests {
    func parse(_ s: String) -> JSON? { try? JSONParser.parse(Array(s.utf8)).get() }

    @Test func readsAndWritesEveryKindOfValue() throws {
        let text = #"{"a":[1,-2.5e3,true,false,null],"s":"q\"\\\/\n\u00e9\ud83d\ude00","o":{}}"#
        let v = try #require(parse(text))
        #expect(v["a"]?[0]?.int == 1)
        #expect(v["a"]?[1] == .number("-2.5e3"))
        #expect(v["a"]?[2] == .bool(true))
        #expect(v["a"]?[4] == .null)
        #expect(v["s"]?.string == "q\"\\/\né😀")
        // What is written reads back the same.
        #expect(parse(String(decoding: v.encoded, as: UTF8.self)) == v)
        #expect(String(decoding: JSON.string("a\u{1}b").encoded, as: UTF8.self) == #""a\u0001b""#)
    }

    @Test func malformedInputIsAnErrorNotACrash() {
        let bad = ["", "{", "}", "[1,", "[1 2]", "{\"a\" 1}", "{\"a\":}", "\"abc", "\"\\x\"", "\"\\u12\"", "\"\\ud800\"",
                   "\"\\ud800\\u0041\"", "01", "1.", "-", "1e", "tru", "nul", "[]]", "{\"a\":1,}", "\u{1}", "\"a\nb\"",
                   String(repeating: "[", count: 100_000), String(repeating: "{\"a\":", count: 10_000)]
        for b in bad {
            #expect((try? JSONParser.parse(Array(b.utf8)).get()) == nil, "accepted \(b.prefix(20))")
        }
        // Random bytes never trap.
        let alphabet = Array("{}[]\",:0123456789.eE-+tfnul\\ ab\u{1}é".utf8)
        var seed: UInt64 = 42
        for _ in 0..<2000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(seed % 40) {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                bytes.append(alphabet[Int(seed >> 33) % alphabet.count])
            }
            _ = JSONParser.parse(bytes)
        }
    }

    @Test func framesSplitAcrossReadsAndTogether() {
        var f = MessageFramer()
        let one = MessageFramer.frame(Array("{\"x\":1}".utf8)), two = MessageFramer.frame(Array("[2]".utf8))
        let all = one + two
        f.feed(all[0..<5])
        #expect(f.next() == nil)
        f.feed(all[5..<(one.count + 3)])
        #expect(f.next() == .message(Array("{\"x\":1}".utf8)))
        #expect(f.next() == nil)
        f.feed(all[(one.count + 3)...])
        #expect(f.next() == .message(Array("[2]".utf8)))
        #expect(f.next() == nil)
    }

    @Test func badHeadersAreSkippedAndTheStreamGoesOn() {
        var f = MessageFramer()
        f.feed(Array("Content-Type: x\r\n\r\n".utf8) + Array("Content-Length: -3\r\n\r\n".utf8)
               + Array("content-length:  2 \r\nContent-Type: utf8\r\n\r\n{}".utf8))
        guard case .problem = f.next() else { Issue.record("a header without a length was accepted"); return }
        guard case .problem = f.next() else { Issue.record("a negative length was accepted"); return }
        #expect(f.next() == .message(Array("{}".utf8)))
        var g = MessageFramer()
        g.feed(Array("Content-Length: 999999999999\r\n\r\nxx".utf8) + [UInt8](repeating: 65, count: 20000))
        guard case .problem = g.next() else { Issue.record("a huge length was accepted"); return }
        var h = MessageFramer()
        h.feed([UInt8](repeating: 65, count: 20000))
        guard case .problem = h.next() else { Issue.record("endless garbage was kept"); return }
    }

    @Test func positionsCountUTF16() {
        let map = PositionMap(Array("a€😀b\nxy\r\nz".utf8))
        // a(1) €(3 bytes, 1 unit) 😀(4 bytes, 2 units) b
        #expect(map.position(of: 8) == LSPPosition(line: 0, character: 4))
        #expect(map.offset(of: LSPPosition(line: 0, character: 4)) == 8)
        #expect(map.offset(of: LSPPosition(line: 0, character: 99)) == 9)
        #expect(map.offset(of: LSPPosition(line: 1, character: 99)) == 12)
        #expect(map.offset(of: LSPPosition(line: 9, character: 0)) == 15)
        #expect(map.position(of: 14) == LSPPosition(line: 2, character: 0))
    }

    @Test func fileURIsRoundTripPaths() {
        let path = "/home/ana/Ăn uống/100% #1.ledger"
        #expect(FileURI.uri(path) == "file:///home/ana/%C4%82n%20u%E1%BB%91ng/100%25%20%231.ledger")
        #expect(FileURI.path(FileURI.uri(path)) == path)
        #expect(FileURI.path("untitled:1") == nil)
    }
}

@Suite("LSP robustness")
struct RobustnessTests {
    @Test func pathsAreNormalizedForURIs() {
        #expect(FileURI.normalize("/a/b/../c/./d.ledger") == "/a/c/d.ledger")
        #expect(FileURI.normalize("/a//b/") == "/a/b")
    }

    /// Every request, at positions and with parameters no editor should
    /// send, gets an answer or an error, never a trap.
    @Test func strangeParametersNeverCrash() {
        let text = "account A\n2026-01-01 x ; t:1\n    A  $1\n    B\n~ monthly\n    A  $1\n    B\nbudget A $5 monthly\n"
        let c = TestClient(files: ["/j/r.ledger": text])
        c.open("/j/r.ledger", text)
        let methods = ["textDocument/completion", "textDocument/hover", "textDocument/definition", "textDocument/references",
                       "textDocument/formatting", "textDocument/rangeFormatting", "textDocument/documentSymbol",
                       "textDocument/foldingRange", "textDocument/codeAction"]
        let positions: [JSON] = [.null, .string("x"), .object([]), .object([("line", .int(-1)), ("character", .int(0))]),
                                 .object([("line", .int(1_000_000)), ("character", .int(1_000_000))]),
                                 .object([("line", .int(2)), ("character", .number("1e400"))])]
        for m in methods {
            for line in 0..<9 {
                for ch in [0, 1, 4, 5, 9, 200] {
                    let p = TestClient.at("/j/r.ledger", line, ch, [("range", TestClient.range(line, ch, line + 1, 0)), ("context", .object([]))])
                    #expect(c.request(m, p)["id"] != nil)
                }
            }
            for pos in positions {
                let p: JSON = .object([("textDocument", .object([("uri", .string(TestClient.uri("/j/r.ledger")))])), ("position", pos),
                                       ("range", .object([("start", pos), ("end", pos)]))])
                #expect(c.request(m, p)["id"] != nil)
            }
        }
        // Changes with ranges outside the text are clamped, not trapped on.
        c.change("/j/r.ledger", [.object([("range", TestClient.range(99, 0, 0, 0)), ("text", .string("x"))]),
                                 .object([("range", .string("?")), ("text", .string("y"))]), .object([("text", .int(3))])])
        #expect(c.server.documents[TestClient.uri("/j/r.ledger")] != nil)
    }
}
