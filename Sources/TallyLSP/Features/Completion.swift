import TallyEngine
import TallySyntax
import TallyValues

extension LanguageServer {
    /// Names for the place being typed: accounts and categories at a
    /// posting's account column (and after `account`, `category`, a
    /// budget's target), payees after a date, commodities after an amount,
    /// directive keywords at column 0, tags after `;`, period words in
    /// budgets and recurring rules.
    func completion(_ ctx: DocumentContext, _ params: JSON) -> Result<JSON, RequestError> {
        guard let offset = ctx.offset(params) else { return .failure(.invalidParams("completion needs a position")) }
        let line = ctx.map.lines.line(of: offset)
        let lineStart = Int(ctx.map.lines.lineStarts[line - 1])
        let place = CompletionPlace.classify(Array(ctx.bytes[lineStart..<offset]))
        let start = lineStart + place.wordStart
        let typed = String(decoding: ctx.bytes[start..<offset], as: UTF8.self)
        let candidates: [CompletionCandidate]
        switch place.kind {
        case .account: candidates = CompletionCandidate.accounts(ctx.journal)
        case .payee: candidates = CompletionCandidate.payees(ctx.journal)
        case .commodity: candidates = CompletionCandidate.commodities(ctx.journal)
        case .keyword: candidates = CompletionCandidate.words(CompletionPlace.keywords, kind: 14, detail: "directive")
        case .tag: candidates = CompletionCandidate.tags(ctx.journal)
        case .period: candidates = CompletionCandidate.words(CompletionPlace.periodWords, kind: 14, detail: "period")
        case .none: return .success(.array([]))
        }
        let range = ctx.map.range(TextRange(start, offset))
        // The half-typed word is itself read as a name (a new account, a
        // payee): it is not a completion of itself.
        let ranked = Fuzzy.rank(candidates.filter { $0.label != typed || $0.isDeclared }, typed: typed).prefix(200)
        let items: [JSON] = ranked.enumerated().map { i, c in
            var m: [(String, JSON)] = [("label", .string(c.label)), ("kind", .int(c.kind))]
            if let d = c.detail { m.append(("detail", .string(d))) }
            // The filter text is what was typed: the ranking here is fuzzy
            // (`fo` finds `Expenses:Food`), which a prefix filter would undo.
            m += [("sortText", .string(String(repeating: "0", count: max(0, 5 - String(i).count)) + String(i))),
                  ("filterText", .string(typed.isEmpty ? c.label : typed)),
                  ("textEdit", .object([("range", range), ("newText", .string(c.label))]))]
            return .object(m)
        }
        return .success(.object([("isIncomplete", .bool(true)), ("items", .array(items))]))
    }
}

/// What the text before the cursor on its line asks for.
struct CompletionPlace: Equatable {
    enum Kind: Equatable { case account, payee, commodity, keyword, tag, period, none }
    var kind: Kind
    /// Where the word being completed starts, in bytes from the line's start.
    var wordStart: Int

    static let keywords = ["account", "alias", "apply", "budget", "category", "comment", "commodity", "decimal-mark", "end", "goal",
                           "include", "payee", "P", "recurring", "tag", "year", "D", "Y", "~"]
    static let periodWords = ["daily", "weekly", "monthly", "quarterly", "yearly", "annually", "every", "day", "days", "week", "weeks",
                              "month", "months", "quarter", "quarters", "year", "years", "from", "until", "by", "warn", "rollover",
                              "surplus", "surplus-and-deficit", "count", "remind", "paused", "on", "expense", "income", "account"]

    static func isBlank(_ b: UInt8) -> Bool { b == 32 || b == 9 }

    static func classify(_ line: [UInt8]) -> CompletionPlace {
        // The word being typed starts after the last blank.
        var wordStart = line.count
        while wordStart > 0 && !isBlank(line[wordStart - 1]) { wordStart -= 1 }
        if let semi = line.firstIndex(of: UInt8(ascii: ";")) {
            // In a comment: a tag after the last blank, comma or colon-less start.
            var s = line.count
            while s > semi + 1, !isBlank(line[s - 1]), line[s - 1] != UInt8(ascii: ","), line[s - 1] != UInt8(ascii: ":") { s -= 1 }
            return CompletionPlace(kind: .tag, wordStart: s)
        }
        guard let first = line.first else { return CompletionPlace(kind: .keyword, wordStart: 0) }
        if isBlank(first) { return posting(line) }
        if first >= 48 && first <= 57 { return header(line, wordStart: wordStart) }
        let words = line.split(whereSeparator: isBlank)
        if wordStart == 0 { return CompletionPlace(kind: .keyword, wordStart: 0) }
        let keyword = String(decoding: words.first ?? [], as: UTF8.self).lowercased()
        let before = words.dropLast(wordStart == line.count ? 0 : 1).last.map { String(decoding: $0, as: UTF8.self).lowercased() } ?? ""
        switch keyword {
        case "account", "category":
            return words.count <= 1 || (words.count == 2 && wordStart < line.count) ? CompletionPlace(kind: .account, wordStart: wordStart)
                : CompletionPlace(kind: .none, wordStart: wordStart)
        case "budget":
            let index = words.count - (wordStart < line.count ? 1 : 0)
            if index == 1 { return CompletionPlace(kind: .account, wordStart: wordStart) }
            return CompletionPlace(kind: .period, wordStart: wordStart)
        case "recurring", "~", "goal":
            if before == "account" { return CompletionPlace(kind: .account, wordStart: wordStart) }
            return CompletionPlace(kind: .period, wordStart: wordStart)
        case "p":
            return CompletionPlace(kind: words.count >= 3 ? .commodity : .none, wordStart: wordStart)
        case "commodity", "d":
            return CompletionPlace(kind: .commodity, wordStart: wordStart)
        default:
            return CompletionPlace(kind: .none, wordStart: wordStart)
        }
    }

    /// An indented line: the account until two blanks or a tab, then the amount.
    static func posting(_ line: [UInt8]) -> CompletionPlace {
        var i = 0
        while i < line.count && isBlank(line[i]) { i += 1 }
        if i < line.count && (line[i] == UInt8(ascii: "*") || line[i] == UInt8(ascii: "!")) {
            i += 1
            while i < line.count && isBlank(line[i]) { i += 1 }
        }
        if i < line.count && (line[i] == UInt8(ascii: "(") || line[i] == UInt8(ascii: "[")) { i += 1 }
        let accountStart = i
        var k = accountStart
        while k < line.count {
            if line[k] == 9 || (line[k] == 32 && k + 1 < line.count && line[k + 1] == 32) { break }
            k += 1
        }
        if k >= line.count { return CompletionPlace(kind: .account, wordStart: accountStart) }
        // After the separator: the commodity is the trailing run of letters or symbols.
        var s = line.count
        while s > k, !isBlank(line[s - 1]), !(line[s - 1] >= 48 && line[s - 1] <= 57), line[s - 1] != UInt8(ascii: "-"),
              line[s - 1] != UInt8(ascii: "."), line[s - 1] != UInt8(ascii: ",") { s -= 1 }
        if line[k..<line.count].contains(UInt8(ascii: "@")) || line[k..<line.count].contains(UInt8(ascii: "=")) || s == line.count || s > k {
            return CompletionPlace(kind: .commodity, wordStart: s)
        }
        return CompletionPlace(kind: .none, wordStart: s)
    }

    /// A transaction header: the description after the date, status and code.
    static func header(_ line: [UInt8], wordStart: Int) -> CompletionPlace {
        var i = 0
        while i < line.count && !isBlank(line[i]) { i += 1 }
        guard i < line.count else { return CompletionPlace(kind: .none, wordStart: wordStart) }
        while i < line.count && isBlank(line[i]) { i += 1 }
        if i < line.count && (line[i] == UInt8(ascii: "*") || line[i] == UInt8(ascii: "!")) {
            i += 1
            while i < line.count && isBlank(line[i]) { i += 1 }
        }
        if i < line.count && line[i] == UInt8(ascii: "(") {
            guard let close = line[i...].firstIndex(of: UInt8(ascii: ")")) else { return CompletionPlace(kind: .none, wordStart: wordStart) }
            i = close + 1
            while i < line.count && isBlank(line[i]) { i += 1 }
        }
        return CompletionPlace(kind: .payee, wordStart: min(i, line.count))
    }
}

struct CompletionCandidate {
    var label: String
    var kind: Int
    var detail: String?
    var isDeclared = false

    static func accounts(_ j: Journal) -> [CompletionCandidate] {
        var categories: [AccountID: Category] = [:]
        for c in j.categories { categories[c.account] = c }
        return j.accounts.all.map { id in
            var detail = j.type(of: id)?.rawValue ?? "account"
            if let c = categories[id] { detail = "\(c.type.rawValue) category" + (c.displayName.map { ": \($0)" } ?? "") }
            return CompletionCandidate(label: j.accounts.name(id), kind: 9, detail: detail, isDeclared: CodeActionSupport.isDeclared(id, j))
        }
    }

    static func payees(_ j: Journal) -> [CompletionCandidate] {
        var seen = Set<String>()
        var out: [CompletionCandidate] = []
        // The latest first: the most recent spelling of a payee is the one to reuse.
        for t in j.transactions.reversed() where t.file != j.forecastFile {
            let d = j.description(of: t)
            if !d.isEmpty, seen.insert(d).inserted { out.append(CompletionCandidate(label: d, kind: 12, detail: "\(t.date)")) }
        }
        return out
    }

    static func commodities(_ j: Journal) -> [CompletionCandidate] {
        (0..<Int32(j.commodities.count)).map(CommodityID.init).filter { $0 != .none }.map {
            CompletionCandidate(label: j.commodities.symbol($0), kind: 21, detail: j.commodities.isDeclared[Int($0.index)] ? "declared" : nil,
                                isDeclared: j.commodities.isDeclared[Int($0.index)])
        }.filter { !$0.label.isEmpty }
    }

    static func tags(_ j: Journal) -> [CompletionCandidate] {
        var names = Set<String>()
        for t in j.transactions {
            for i in 0..<Int(t.commentCount) {
                for tag in Tags.parse(j.file(t.file).bytes, j.transactionComments[Int(t.commentStart) + i]) { names.insert(tag.name) }
            }
            for p in t.postingIndices {
                let posting = j.postings[p]
                for i in 0..<Int(posting.commentCount) {
                    for tag in Tags.parse(j.file(t.file).bytes, j.postingComments[Int(posting.commentStart) + i]) { names.insert(tag.name) }
                }
            }
        }
        return names.sorted().map { CompletionCandidate(label: $0, kind: 20, detail: "tag") }
    }

    static func words(_ words: [String], kind: Int, detail: String) -> [CompletionCandidate] {
        words.map { CompletionCandidate(label: $0, kind: kind, detail: detail, isDeclared: true) }
    }
}

/// Fuzzy matching: the typed letters in order, compared as searches compare
/// (`TextPattern`: no case, and no diacritics when the typed word has none,
/// so `an uong` finds `Ăn uống`); a match at the start of the name or of a
/// `:` component ranks higher, a prefix match highest.
enum Fuzzy {
    static func score(_ typed: [UInt8], _ name: [UInt8]) -> Int? {
        if typed.isEmpty { return 0 }
        var score = 0
        var k = 0
        var previous = -2
        for (i, b) in name.enumerated() where k < typed.count {
            if lower(b) == lower(typed[k]) {
                if i == 0 || name[i - 1] == UInt8(ascii: ":") || name[i - 1] == 32 { score += 10 }
                if previous == i - 1 { score += 5 }
                previous = i
                k += 1
            }
        }
        guard k == typed.count else { return nil }
        if name.count >= typed.count && zip(name, typed).allSatisfy({ lower($0) == lower($1) }) { score += 100 }
        return score - name.count / 8
    }

    static func lower(_ b: UInt8) -> UInt8 { b >= 65 && b <= 90 ? b + 32 : b }

    static func rank(_ candidates: [CompletionCandidate], typed: String) -> [CompletionCandidate] {
        let pattern = TextPattern(typed)
        let scored = candidates.enumerated().compactMap { i, c in score(pattern.key, pattern.key(of: c.label)).map { (c, $0, i) } }
        return scored.sorted { ($0.1, -$0.2) > ($1.1, -$1.2) }.map(\.0)
    }
}
