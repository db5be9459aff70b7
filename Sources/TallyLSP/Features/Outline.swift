import TallyEngine
import TallySyntax

extension LanguageServer {
    /// Transactions, directives, budgets, goals and rules, and section headings.
    func documentSymbols(_ ctx: DocumentContext) -> JSON {
        let file = ctx.file
        var symbols: [(TextRange, JSON)] = []
        func symbol(_ name: String, _ detail: String?, kind: Int, _ range: TextRange, _ selection: TextRange) -> (TextRange, JSON) {
            var members: [(String, JSON)] = [("name", .string(name.isEmpty ? "(no name)" : name)), ("kind", .int(kind)),
                                             ("range", ctx.map.range(range)), ("selectionRange", ctx.map.range(selection))]
            if let detail { members.insert(("detail", .string(detail)), at: 1) }
            return (range, .object(members))
        }
        for e in SyntaxLookup.entries(file, year: environment.today().year) {
            switch e {
            case .transaction(let t):
                symbols.append(symbol("\(file.text(t.dateRange)) \(file.text(t.description))", nil, kind: 24, t.range, t.dateRange))
            case .periodic(let p):
                symbols.append(symbol("~ \(file.text(p.period))", file.text(p.description), kind: 24, p.range, p.period))
            case .directive(let d):
                switch d {
                case .account(let a): symbols.append(symbol(file.text(a.name), "account", kind: 5, a.range, a.name))
                case .category(let c): symbols.append(symbol(file.text(c.account), "category", kind: 5, c.range, c.account))
                case .commodity(let c): symbols.append(symbol(file.text(c.symbol), "commodity", kind: 14, c.range, c.symbol))
                case .price(let p): symbols.append(symbol("P \(p.date) \(file.text(p.commodity))", "price", kind: 16, p.range, p.commodity))
                case .include(let i): symbols.append(symbol(file.text(i.path), "include", kind: 1, i.range, i.path))
                case .budget(let b): symbols.append(symbol("budget \(file.text(b.targetRange))", "budget", kind: 19, b.range, b.targetRange))
                case .recurring(let r): symbols.append(symbol(file.text(r.name), "recurring", kind: 12, r.range, r.name))
                case .goal(let g): symbols.append(symbol(file.text(g.name), "goal", kind: 20, g.range, g.name))
                default: break
                }
            default: break
            }
        }
        for s in Sections.find(file.bytes) {
            symbols.append(symbol(s.title, "section", kind: 3, TextRange(s.start, s.end), TextRange(s.start, s.titleEnd)))
        }
        return .array(symbols.sorted { $0.0.start < $1.0.start }.map(\.1))
    }

    /// Sections (from a heading comment to the next), entries of more than
    /// one line, and runs of comment lines.
    func foldingRanges(_ ctx: DocumentContext) -> JSON {
        let lines = ctx.map.lines
        var ranges: [(Int, Int, String?)] = []
        func add(_ start: Int, _ end: Int, _ kind: String?) {
            let a = lines.line(of: start) - 1, b = lines.line(of: max(start, end - 1)) - 1
            if b > a { ranges.append((a, b, kind)) }
        }
        for s in Sections.find(ctx.bytes) { add(s.start, s.end, "region") }
        for e in SyntaxLookup.entries(ctx.file, year: environment.today().year) {
            switch e {
            case .trivia(let t) where t.kind != .blank: add(t.range.lowerBound, t.range.upperBound, "comment")
            case .transaction, .periodic, .directive: add(e.range.lowerBound, e.range.upperBound, nil)
            default: break
            }
        }
        return .array(ranges.map { r in
            var m: [(String, JSON)] = [("startLine", .int(r.0)), ("endLine", .int(r.1))]
            if let k = r.2 { m.append(("kind", .string(k))) }
            return .object(m)
        })
    }
}

/// Section headings: a column-0 comment line that is an org-mode heading
/// (`* Title`, `** Subtitle`), or a title in a group of comment lines
/// ruled off with `; ====` (or `----`, `####`). A section runs to the next
/// heading of its level or above.
enum Sections {
    struct Section {
        var title: String
        var level: Int
        var start: Int
        var titleEnd: Int
        var end: Int
    }

    static func find(_ bytes: SourceBytes) -> [Section] {
        let table = LineTable(bytes)
        var headings: [(title: String, level: Int, start: Int, titleEnd: Int)] = []
        var line = 1
        let count = table.lineStarts.count
        func text(_ n: Int) -> ArraySlice<UInt8> { ArraySlice(bytes[table.lineRange(n, in: bytes)]) }
        func isComment(_ t: ArraySlice<UInt8>) -> Bool { t.first.map { [59, 35, 42, 37, 124].contains($0) } ?? false }
        func isRule(_ t: ArraySlice<UInt8>) -> Bool {
            let body = t.dropFirst().drop { $0 == 32 }
            return body.count >= 3 && Set(body).count == 1 && [61, 45, 35, 42, 126].contains(body.first ?? 0)
        }
        func title(_ t: ArraySlice<UInt8>) -> String {
            String(decoding: t.drop { [59, 35, 42, 37, 124, 32, 9].contains($0) }, as: UTF8.self)
        }
        while line <= count {
            let t = text(line)
            let start = Int(table.lineStarts[line - 1])
            if t.first == 42 {
                let stars = t.prefix { $0 == 42 }.count
                if t.dropFirst(stars).first == 32 { headings.append((title(t), stars, start, table.lineRange(line, in: bytes).upperBound)) }
                line += 1
                continue
            }
            if isComment(t) && isRule(t) {
                // The group of comment lines from this rule: its first non-rule line is the title.
                var k = line + 1
                var titleLine: Int?
                while k <= count, isComment(text(k)) {
                    if titleLine == nil && !isRule(text(k)) { titleLine = k }
                    if isRule(text(k)) && titleLine != nil { k += 1; break }
                    k += 1
                }
                if let tl = titleLine {
                    headings.append((title(text(tl)), 1, start, table.lineRange(tl, in: bytes).upperBound))
                }
                line = k
                continue
            }
            line += 1
        }
        var out: [Section] = []
        for (i, h) in headings.enumerated() {
            var end = bytes.count
            if let next = headings[(i + 1)...].first(where: { $0.level <= h.level }) { end = next.start }
            // Blank lines before the next heading stay outside the section.
            while end > h.titleEnd, [10, 13, 32, 9].contains(bytes[end - 1]) { end -= 1 }
            out.append(Section(title: h.title, level: h.level, start: h.start, titleEnd: h.titleEnd, end: end))
        }
        return out
    }
}
