/// The surfaces beyond journals and report command lines: statements with
/// rules (`import`), language server message streams, `add` and query
/// arguments, and `edit` with an editor that mangles the file. Each case is
/// files for the case's folder, a command line, standard input and a
/// command to run before tally (an environment), judged like every run.
struct SurfaceCase {
    var surface: String
    var files: [String: [UInt8]]
    var arguments: [String]
    var stdin: [UInt8] = []
    var prefix: [String] = []
}

struct Surfaces {
    var random: Random
    var mutator: Mutator

    static let names = ["statement", "lsp", "add", "query", "edit", "special-include"]

    mutating func make(journal: String) -> SurfaceCase {
        switch random.pick(Self.names) {
        case "statement": return statement()
        case "lsp": return lsp()
        case "add": return add(journal: journal)
        case "query": return query(journal: journal)
        case "edit": return edit(journal: journal)
        default: return specialInclude(journal: journal)
        }
    }

    // MARK: Statements × rules

    static let cells = ["2026-01-05", "05/01/2026", "2026年1月5日", "-3.50", "1.234,56", "(12.00)", "1e308", "99999999999999999999999999999999999999999",
                        "\"quoted, with comma\"", "\"unclosed", "\"\"", "(Refund) Amazon", "*SQ COFFEE", "x ; y", "! urgent", "| note",
                        "Cà phê", "咖啡", "커피", "\u{FEFF}", "\t", "", " ", "€12", "12 zł", "đ", "\r"]
    static let patterns = ["(a|b)*y", "(a*)*b", "(x+x+)+y", "^.*$", "COFFEE|Café", "[", "(", "\\", "a{1000}", ".*.*.*.*.*=", "(?i)tea"]
    static let fieldLists = ["date, description, amount", "date, amount1", "date, balance", "date, amount, description",
                             "date, description, amount-out, amount-in", "date, code, description, amount, balance", "amount", "",
                             "date, description, amount, comment, status"]

    mutating func statement() -> SurfaceCase {
        var rows: [String] = []
        let columns = random.int(1...6)
        for _ in 0..<random.int(0...(random.chance(5) ? 3000 : 12)) {
            var cells: [String] = []
            for _ in 0..<columns {
                if random.chance(3) {
                    cells.append(String(repeating: random.pick(["a", "9", "\"", ",", "é"]), count: random.int(1000...200_000)))
                } else {
                    cells.append(random.pick(Self.cells))
                }
            }
            rows.append(cells.joined(separator: random.chance(90) ? "," : random.pick([";", "\t", "|"])))
        }
        var statement = Array((rows.joined(separator: random.chance(80) ? "\n" : "\r\n") + "\n").utf8)
        if random.chance(30) { statement = mutator.mutate(statement) }
        if random.chance(5) { statement = [0xFF, 0xFE] + statement }
        var rules = ["skip \(random.int(0...2))", "fields \(random.pick(Self.fieldLists))", "currency \(random.pick(["EUR", "VND", "₫", "zł", ""]))",
                     "account1 assets:bank"]
        if random.chance(30) { rules.append("date-format \(random.pick(["%d/%m/%Y", "%Y-%m-%d", "%Y年%m月%d日", "%", "%Q"]))") }
        if random.chance(20) { rules.append("encoding \(random.pick(["GB18030", "EUC-KR", "CP1250", "WINDOWS-1258", "nonsense"]))") }
        if random.chance(20) { rules.append("separator \(random.pick([";", "TAB", "|", ",,"]))") }
        for _ in 0..<random.int(0...3) {
            rules.append("if \(random.pick(Self.patterns))\n  account2 expenses:\(random.pick(["food", "x:y", ""]))")
        }
        if random.chance(15) { rules.append("account3 expenses:a\naccount4 expenses:b") }
        if random.chance(10) { rules.append("include \(random.pick(["/dev/zero", "/dev/stdin", "missing.rules", "r.rules"]))") }
        var rulesBytes = Array((rules.joined(separator: "\n") + "\n").utf8)
        if random.chance(20) { rulesBytes = mutator.mutate(rulesBytes) }
        var args = ["import", "s.csv", "--rules", "r.rules"]
        if random.chance(60) { args.append("--dry-run") }
        if random.chance(50) { args += ["-f", "journal.ledger"] }
        return SurfaceCase(surface: "statement", files: ["s.csv": statement, "r.rules": rulesBytes], arguments: args)
    }

    // MARK: Language server streams

    static func frame(_ body: [UInt8]) -> [UInt8] { Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body }

    mutating func lsp() -> SurfaceCase {
        let uri = "file:///tmp/tally-fuzz-lsp/main.ledger"
        let texts = ["include /dev/stdin\\n", "include /proc/self/fd/0\\n", "include /dev/zero\\n", "include /dev/urandom\\n",
                     "2026-01-01 caf\\u00e9 \\ud83d\\ude00\\n    a  1 EUR\\n    b\\n", "\\ud800 lone\\n", "2026-01-01 x\\n  a  1\\n"]
        var messages: [[UInt8]] = [Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#.utf8)]
        messages.append(Array(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"ledger","version":1,"text":"\#(random.pick(texts))"}}}"#.utf8))
        for k in 0..<random.int(0...8) {
            let line = random.pick(["0", "1", "-1", "2147483647", "99999999999"]), ch = random.pick(["0", "3", "-5", "65536", "1.5"])
            let range = #"{"start":{"line":\#(line),"character":\#(ch)},"end":{"line":\#(random.pick(["0", "1", "4"])),"character":\#(ch)}}"#
            let m = random.pick([
                #"{"jsonrpc":"2.0","id":\#(k + 2),"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":\#(line),"character":\#(ch)}}}"#,
                #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":\#(k + 2)},"contentChanges":[{"range":\#(range),"text":"\#(random.pick(texts))"}]}}"#,
                #"{"jsonrpc":"2.0","id":\#(k + 2),"method":"textDocument/formatting","params":{"textDocument":{"uri":"\#(uri)"},"options":{"tabSize":4,"insertSpaces":true}}}"#,
                #"{"jsonrpc":"2.0","id":\#(k + 2),"method":"textDocument/completion","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":\#(line),"character":\#(ch)}}}"#,
                #"{"jsonrpc":"2.0","id":\#(k + 2),"method":"textDocument/rangeFormatting","params":{"textDocument":{"uri":"\#(uri)"},"range":\#(range),"options":{}}}"#,
                "{\"jsonrpc\":\"2.0\",\"id\":",
            ])
            messages.append(random.chance(10) ? mutator.mutate(Array(m.utf8)) : Array(m.utf8))
        }
        messages.append(Array(#"{"jsonrpc":"2.0","id":999,"method":"shutdown"}"#.utf8))
        messages.append(Array(#"{"jsonrpc":"2.0","method":"exit"}"#.utf8))
        var stream = messages.flatMap(Self.frame)
        if random.chance(10) { stream = mutator.mutate(stream) }
        if random.chance(5) { stream = Array("Content-Length: 99999999999999\r\n\r\n".utf8) + stream }
        return SurfaceCase(surface: "lsp", files: [:], arguments: ["lsp", "--today", "2026-11-21"], stdin: stream)
    }

    // MARK: add, queries and periods

    static let addWords = ["28/11", "hôm qua", "2026年11月27日", "어제", "ieri", "wczoraj", "yesterday", "2026-02-30", "0001-01-01",
                           "Coffee", "(Refund) Amazon", "*SQ", "x ; y", "| note", "50k", "1tr5", "3万", "5만", "-3", "12,50", "1.000.000",
                           "99999999999999999999999999999999999999", "food", "expenses:food", "--pending", "--tag", "trip:hanoi", "--", "", " ",
                           "20.000đ", "12,50 zł", "€5", "¥25", "5 $$", "3천원", "1万元", "11월 27일", "2026. 11. 27.", "11/27", "--refund",
                           "--new-commodity", "1,5tr", "2 mila", "3 tys.", "-599k", "--to", "cash", "đ", "zł"]
    static let queries = ["desc:(a|b)*y", "acct:", "amt:>10", "amt:<=-5", "tag:trip=hanoi", "not:food", "cur:€", "date:2026", "status:*",
                          "payee:x", "note:", "(", "[", "\\", "cà phê", "CA PHE", "tháng trước", "上个月", "지난달", "scorso mese", "ostatni miesiąc",
                          "desc:bun cha", "desc:Bún chả", "desc:Bu\u{301}n", "payee:zolty", "acct:đi lại", "żółty", "caf\u{E9}", "cafe\u{301}"]

    mutating func add(journal: String) -> SurfaceCase {
        var args = ["add", "-f", journal, "--yes"]
        if random.chance(40) { args.append("--dry-run") }
        for _ in 0..<random.int(0...6) { args.append(random.pick(Self.addWords)) }
        return SurfaceCase(surface: "add", files: [:], arguments: args)
    }

    mutating func query(journal: String) -> SurfaceCase {
        var args = [random.pick(["register", "balance", "print", "summary", "delete"]), "-f", journal]
        if args[0] == "delete" { args.append("--dry-run") }
        if random.chance(50) { args += ["-p", random.pick(CommandLines.periods + ["tháng trước", "上个月", "지난달", "last 3 months", "every 2 weeks",
                                                                      "30 ngày qua", "最近30天", "ostatnie 30 dni", "zeszły miesiąc", "ultimi 3 mesi", "이번 달",
                                                                      "3 tháng trước", "thang sau", "上个月..本月", "from tháng trước to tháng này"])] }
        for _ in 0..<random.int(1...4) { args.append(random.pick(Self.queries)) }
        return SurfaceCase(surface: "query", files: [:], arguments: args)
    }

    // MARK: edit with a mangling editor

    static let manglers = [
        "head -c 100 /dev/urandom >> \"$f\"", ": > \"$f\"", "rm -f \"$f\"", "printf '2026-01-01 x\\n  a  1\\n  b  1\\n' >> \"$f\"",
        "sed -i 's/[0-9]/9/g' \"$f\"", "printf '\\000\\377' >> \"$f\"", "chmod 000 \"$f\"", "echo 'mangle: gave up' >&2; exit 3", "truncate -s 7 \"$f\"",
    ]

    mutating func edit(journal: String) -> SurfaceCase {
        let script = "f=; for a; do f=$a; done; \(random.pick(Self.manglers))\n"
        let query = random.pick(["x", "coffee", "a", "2026", "desc:"])
        return SurfaceCase(surface: "edit", files: ["mangle.sh": Array(script.utf8)], arguments: ["edit", "-f", journal, query],
                           prefix: ["env", "VISUAL=sh ./mangle.sh", "EDITOR=sh ./mangle.sh"])
    }

    // MARK: includes of special files

    mutating func specialInclude(journal: String) -> SurfaceCase {
        let target = random.pick(["/dev/zero", "/dev/urandom", "/dev/stdin", "/proc/self/fd/0", "/proc/self/status", "/dev/null", "/dev/tty", "/sys/kernel/mm"])
        let main = Array("include \(journal)\ninclude \(target)\n".utf8)
        let command = random.pick(["check", "balance", "print", "add"])
        var args = [command, "-f", "main.ledger"]
        if command == "add" { args += ["2026-11-21", "Coffee", "3"] }
        return SurfaceCase(surface: "special-include", files: ["main.ledger": main], arguments: args, stdin: Array(repeating: 48, count: 4096))
    }
}
