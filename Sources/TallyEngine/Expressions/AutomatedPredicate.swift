import TallyLocale
import TallySyntax
import TallyValues

/// ledger's query language for automated transactions, when a query uses
/// it: terms joined by `and`/`&`, `or`/`|` (or nothing, as ledger joins
/// them), `not`/`!` and parentheses; `expr` and a value expression (the
/// rest of the line, or one quoted string); `%TAG` and `%TAG=VALUE`,
/// `@PAYEE`, `#CODE`; and the terms of hledger's form (`acct:`, `cur:`,
/// `desc:`, `payee:`, `not:`, `/REGEX/`, a bare account pattern). Read into
/// one value expression (grammar.md §14.12).
enum AutomatedPredicate {
    /// The predicate of a query in ledger's language; `nil` for a query in
    /// hledger's form, which `AutomatedQuery` reads.
    static func parse(_ text: String) -> Result<ValueExpression, AutomatedQuery.QueryError>? {
        var reader = Reader(text: Array(text.utf8))
        guard reader.usesLedgerSyntax else { return nil }
        do throws(AutomatedQuery.QueryError) {
            let e = try reader.or()
            reader.skipBlanks()
            guard reader.i == reader.text.count else { throw reader.error(LocalText(.queryUnexpectedText)) }
            return .success(e)
        } catch {
            return .failure(error)
        }
    }

    private struct Reader {
        let text: [UInt8]
        var i = 0
        /// Nesting of parentheses and `not`, bounded as value expressions are.
        var depth = 0

        static let connectives: Set<String> = ["and", "or", "not", "&", "|", "!", "&&", "||", "expr"]

        var usesLedgerSyntax: Bool {
            var copy = self
            while let w = copy.word() {
                if Self.connectives.contains(w) || w == "(" || w == ")" { return true }
                if let f = w.utf8.first, [UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "#")].contains(f) { return true }
            }
            return false
        }

        func error(_ local: LocalText, _ term: String? = nil) -> AutomatedQuery.QueryError {
            AutomatedQuery.QueryError(term: term ?? String(decoding: text[min(i, text.count)...], as: UTF8.self), local: local)
        }

        mutating func skipBlanks() { while i < text.count && (text[i] == 32 || text[i] == 9) { i += 1 } }

        /// The next word: a parenthesis, a quoted string, or text up to a blank or parenthesis.
        mutating func word() -> String? {
            skipBlanks()
            guard i < text.count else { return nil }
            let start = i
            if text[i] == UInt8(ascii: "(") || text[i] == UInt8(ascii: ")") { i += 1; return String(decoding: text[start..<i], as: UTF8.self) }
            if text[i] == UInt8(ascii: "'") || text[i] == UInt8(ascii: "\"") {
                let mark = text[i]
                i += 1
                while i < text.count && text[i] != mark { i += 1 }
                i = min(i + 1, text.count)
                return String(decoding: text[start..<i], as: UTF8.self)
            }
            // Parentheses inside a word are the pattern's: `expenses.*(food|supplies)`.
            var depth = 0
            while i < text.count && text[i] != 32 && text[i] != 9 {
                if text[i] == UInt8(ascii: "(") { depth += 1 }
                if text[i] == UInt8(ascii: ")") {
                    if depth == 0 { break }
                    depth -= 1
                }
                // A regular expression keeps its parentheses: /(Food|Rent)/.
                if text[i] == UInt8(ascii: "/") && i == start {
                    i += 1
                    while i < text.count && text[i] != UInt8(ascii: "/") { i += 1 }
                }
                i += 1
            }
            i = min(i, text.count)
            return String(decoding: text[start..<i], as: UTF8.self)
        }

        mutating func peek() -> String? {
            var copy = self
            return copy.word()
        }

        mutating func or() throws(AutomatedQuery.QueryError) -> ValueExpression {
            var e = try and()
            while let w = peek(), w != ")" {
                if w == "or" || w == "|" || w == "||" { _ = word() }
                e = .binary(.or, e, try and())
            }
            return e
        }

        mutating func and() throws(AutomatedQuery.QueryError) -> ValueExpression {
            var e = try not()
            while let w = peek(), w == "and" || w == "&" || w == "&&" {
                _ = word()
                e = .binary(.and, e, try not())
            }
            return e
        }

        mutating func not() throws(AutomatedQuery.QueryError) -> ValueExpression {
            depth += 1
            defer { depth -= 1 }
            guard depth <= 200 else { throw error(LocalText(.queryTooDeep, "200")) }
            if let w = peek(), w == "not" || w == "!" {
                _ = word()
                return .unary(.not, try not())
            }
            return try primary()
        }

        mutating func primary() throws(AutomatedQuery.QueryError) -> ValueExpression {
            guard let w = word() else { throw error(LocalText(.queryTermMissing)) }
            if w == "(" {
                let e = try or()
                guard word() == ")" else { throw error(LocalText(.valueCloseParen)) }
                return e
            }
            if w == "expr" {
                skipBlanks()
                var source: [UInt8]
                if i < text.count, text[i] == UInt8(ascii: "'") || text[i] == UInt8(ascii: "\"") {
                    let quoted = word() ?? ""
                    source = Array(quoted.utf8.dropFirst().dropLast())
                } else {
                    source = Array(text[i...])
                    i = text.count
                }
                switch ValueExpression.parse(source) {
                case .success(let e): return e
                case .failure(let e): throw error(e.local, String(decoding: source, as: UTF8.self))
                }
            }
            return try term(w)
        }

        /// One term of a query, as a predicate.
        func term(_ raw: String) throws(AutomatedQuery.QueryError) -> ValueExpression {
            let w = try AutomatedQuery.unquoted(Substring(raw)).get()
            if w.hasPrefix("not:") { return .unary(.not, try term(String(w.dropFirst(4)))) }
            func regex(_ pattern: Substring, anchored: Bool = false) throws(AutomatedQuery.QueryError) -> ValueExpression {
                let source = anchored ? "^(?:" + pattern + ")$" : String(pattern)
                do {
                    return .literal(.regex(try Regex(Array(source.utf8))))
                } catch {
                    throw AutomatedQuery.QueryError(term: raw, local: LocalText(.valueRegex, saying: error.local), regex: error)
                }
            }
            if w.hasPrefix("%") {
                let tag = w.dropFirst()
                if let eq = tag.firstIndex(of: "=") {
                    return .binary(.matches, .call(.tag, .literal(.string(Array(tag[..<eq].utf8)))), try regex(tag[tag.index(after: eq)...]))
                }
                return .call(.hasTag, .literal(.string(Array(tag.utf8))))
            }
            if w.hasPrefix("@") { return .binary(.matches, .field(.payee), try regex(w.dropFirst())) }
            if w.hasPrefix("#") { return .binary(.matches, .field(.code), try regex(w.dropFirst())) }
            if w.hasPrefix("acct:") { return .binary(.matches, .field(.account), try regex(w.dropFirst(5))) }
            if w.hasPrefix("cur:") { return .binary(.matches, .field(.commodity), try regex(w.dropFirst(4), anchored: true)) }
            if w.hasPrefix("desc:") { return .binary(.matches, .field(.payee), try regex(w.dropFirst(5))) }
            if w.hasPrefix("payee:") { return .binary(.matches, .field(.payee), try regex(w.dropFirst(6))) }
            if w.count >= 2 && w.hasPrefix("/") && w.hasSuffix("/") { return .binary(.matches, .field(.account), try regex(w.dropFirst().dropLast())) }
            if w.contains(":"), let head = w.split(separator: ":").first,
               ["amt", "tag", "status", "date", "depth", "code", "real", "note"].contains(String(head)) {
                throw AutomatedQuery.QueryError(term: raw, local: LocalText(.queryTermUnsupportedExpr))
            }
            return .binary(.matches, .field(.account), try regex(w))
        }
    }
}
