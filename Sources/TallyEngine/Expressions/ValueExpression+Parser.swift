import TallyLocale
import TallySyntax
import TallyValues

extension ValueExpression {
    struct ParseError: Error, Sendable {
        /// What is wrong, in every language.
        var local: LocalText
        /// Where in the text, in bytes.
        var offset: Int
        /// The English of `local`.
        var message: String { local.english }
    }

    /// Reads a whole expression (grammar.md §14.12):
    ///
    ///     choice  = or [ "?" choice ":" choice ] ;
    ///     or      = and { ( "|" | "||" | "or" ) and } ;
    ///     and     = not { ( "&" | "&&" | "and" ) not } ;
    ///     not     = ( "!" | "not" ) not | compare ;
    ///     compare = sum [ ( "==" | "!=" | "<" | "<=" | ">" | ">=" | "=~" | "!~" ) sum ] ;
    ///     sum     = product { ( "+" | "-" ) product } ;
    ///     product = unary { ( "*" | "/" ) unary } ;
    ///     unary   = "-" unary | primary ;
    ///     primary = number | amount | string | "/" regex "/" | "[" date "]"
    ///             | name | function "(" [ choice ] ")" | "(" choice ")" ;
    static func parse(_ text: [UInt8]) -> Result<ValueExpression, ParseError> {
        var p = ExpressionParser(bytes: text)
        do throws(ParseError) {
            let e = try p.choice()
            p.skipBlanks()
            guard p.i == text.count else { throw p.error(.valueUnexpected, p.rest) }
            return .success(e)
        } catch {
            return .failure(error)
        }
    }
}

private struct ExpressionParser {
    let bytes: [UInt8]
    var i = 0
    /// How deep parentheses, `!`, `not` and `-` nest: bounded, so a line of
    /// a million `(` is an error rather than a stack that overflows.
    var depth = 0
    static let depthLimit = 200

    mutating func enter() throws(ValueExpression.ParseError) {
        depth += 1
        if depth > Self.depthLimit { throw error(.valueTooDeep, String(Self.depthLimit)) }
    }

    var rest: String { String(decoding: bytes[i..<min(bytes.count, i + 20)], as: UTF8.self) }

    func error(_ key: ErrorKey, _ arguments: String...) -> ValueExpression.ParseError { .init(local: LocalText(key, arguments), offset: i) }

    func error(_ local: LocalText) -> ValueExpression.ParseError { .init(local: local, offset: i) }

    mutating func skipBlanks() { while i < bytes.count && (bytes[i] == 32 || bytes[i] == 9) { i += 1 } }

    /// Consumes `token` (a symbol, or a word not followed by a name's letter).
    mutating func take(_ token: String) -> Bool {
        skipBlanks()
        let t = Array(token.utf8)
        guard bytes.count - i >= t.count, Array(bytes[i..<(i + t.count)]) == t else { return false }
        if let last = t.last, Self.isNameByte(last), i + t.count < bytes.count, Self.isNameByte(bytes[i + t.count]) { return false }
        i += t.count
        return true
    }

    static func isNameByte(_ b: UInt8) -> Bool { (b | 0x20 >= 97 && b | 0x20 <= 122) || (b >= 48 && b <= 57) || b == UInt8(ascii: "_") }

    mutating func choice() throws(ValueExpression.ParseError) -> ValueExpression {
        try enter()
        defer { depth -= 1 }
        let c = try or()
        guard take("?") else { return c }
        let yes = try choice()
        guard take(":") else { throw error(.valueColonExpected) }
        return .choice(c, yes, try choice())
    }

    mutating func or() throws(ValueExpression.ParseError) -> ValueExpression {
        var e = try and()
        while take("||") || take("|") || take("or") { e = .binary(.or, e, try and()) }
        return e
    }

    mutating func and() throws(ValueExpression.ParseError) -> ValueExpression {
        var e = try not()
        while take("&&") || take("&") || take("and") { e = .binary(.and, e, try not()) }
        return e
    }

    mutating func not() throws(ValueExpression.ParseError) -> ValueExpression {
        try enter()
        defer { depth -= 1 }
        skipBlanks()
        if i + 1 < bytes.count, bytes[i] == UInt8(ascii: "!"), bytes[i + 1] != UInt8(ascii: "=") && bytes[i + 1] != UInt8(ascii: "~") {
            i += 1
            return .unary(.not, try not())
        }
        if take("not") { return .unary(.not, try not()) }
        return try compare()
    }

    mutating func compare() throws(ValueExpression.ParseError) -> ValueExpression {
        let l = try sum()
        for op in [ValueExpression.Operator.equal, .notEqual, .matches, .notMatches, .lessOrEqual, .greaterOrEqual, .less, .greater]
        where take(op.rawValue) {
            return .binary(op, l, try sum())
        }
        // A regular expression standing alone is matched against the account, as in ledger.
        if case .literal(.regex) = l { return .binary(.matches, .field(.account), l) }
        return l
    }

    mutating func sum() throws(ValueExpression.ParseError) -> ValueExpression {
        var e = try product()
        while true {
            if take("+") { e = .binary(.plus, e, try product()) } else if take("-") { e = .binary(.minus, e, try product()) } else { return e }
        }
    }

    mutating func product() throws(ValueExpression.ParseError) -> ValueExpression {
        var e = try unary()
        while true {
            if take("*") { e = .binary(.times, e, try unary()) } else if take("/") { e = .binary(.divided, e, try unary()) } else { return e }
        }
    }

    mutating func unary() throws(ValueExpression.ParseError) -> ValueExpression {
        try enter()
        defer { depth -= 1 }
        if take("-") { return .unary(.negate, try unary()) }
        return try primary()
    }

    mutating func primary() throws(ValueExpression.ParseError) -> ValueExpression {
        skipBlanks()
        guard i < bytes.count else { throw error(.valueEndsEarly) }
        let b = bytes[i]
        if b == UInt8(ascii: "(") {
            i += 1
            let e = try choice()
            guard take(")") else { throw error(.valueCloseParen) }
            return e
        }
        if b == UInt8(ascii: "'") || b == UInt8(ascii: "\"") { return .literal(.string(try quoted(b))) }
        if b == UInt8(ascii: "/") {
            let pattern = try quoted(b)
            do {
                return .literal(.regex(try Regex(pattern)))
            } catch {
                throw self.error(LocalText(.valueRegex, saying: error.local))
            }
        }
        if b == UInt8(ascii: "[") {
            let start = i + 1
            guard let close = bytes[start...].firstIndex(of: UInt8(ascii: "]")),
                  let day = Day(isoText: String(decoding: bytes[start..<close], as: UTF8.self), separators: "/-.") else {
                throw error(.valueDateExpected)
            }
            i = close + 1
            return .literal(.date(day))
        }
        if b == UInt8(ascii: "{") {
            // ledger writes an amount as {$10.00} in its messages.
            i += 1
            let e = try primary()
            guard take("}") else { throw error(.valueCloseBrace) }
            return e
        }
        if (b >= 48 && b <= 57) || b == UInt8(ascii: ".") { return .literal(.number(try number(), commodity: nil)) }
        if Self.isNameByte(b) {
            let start = i
            while i < bytes.count && Self.isNameByte(bytes[i]) { i += 1 }
            let name = String(decoding: bytes[start..<i], as: UTF8.self)
            if take("(") {
                if name == "account" { return try accountTotal(from: start) }
                guard let f = Self.functions[name] else {
                    i = start
                    throw error(.valueUnknownFunction, name)
                }
                if take(")") { return .call(f, nil) }
                var argument = try choice()
                guard take(")") else { throw error(.valueCloseAfterArgument, name) }
                // has_tag(/RE/) names a tag: the pattern is not the account's.
                if f == .hasTag || f == .tag, case .binary(.matches, .field(.account), let pattern) = argument { argument = pattern }
                return .call(f, argument)
            }
            if name == "true" || name == "false" { return .literal(.bool(name == "true")) }
            guard let field = Self.fields[name] else {
                i = start
                throw error(.valueUnknownName, name)
            }
            return .field(field)
        }
        // A commodity symbol before a number: $100, €5.
        let start = i
        while i < bytes.count && !(bytes[i] >= 48 && bytes[i] <= 57) && bytes[i] != 32 && !Self.isNameByte(bytes[i]) && bytes[i] >= 0x24 { i += 1 }
        let symbol = Array(bytes[start..<i])
        guard !symbol.isEmpty, i < bytes.count, bytes[i] >= 48 && bytes[i] <= 57 else {
            i = start
            throw error(.valueUnexpectedWhereValue, rest)
        }
        return .literal(.number(try number(), commodity: symbol))
    }

    /// After `account(`: `"NAME").total`, ledger's balance of an account.
    /// Another member (`.all(…)`) is a function Tally does not evaluate.
    mutating func accountTotal(from start: Int) throws(ValueExpression.ParseError) -> ValueExpression {
        skipBlanks()
        guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else {
            i = start
            throw error(.valueUnknownFunction, "account")
        }
        let name = try quoted(bytes[i])
        guard take(")") else { throw error(.valueCloseAfterArgument, "account") }
        guard take(".total") else {
            i = start
            throw error(.valueUnknownFunction, "account")
        }
        return .accountTotal(name)
    }

    static let fields: [String: ValueExpression.Field] = [
        "amount": .amount, "a": .amount, "account": .account, "A": .account, "payee": .payee, "P": .payee,
        "code": .code, "note": .note, "comment": .note, "commodity": .commodity, "date": .date, "d": .date,
        "real": .real, "R": .real,
    ]

    static let functions: [String: ValueExpression.Function] = ["any": .any, "all": .all, "has_tag": .hasTag, "tag": .tag]

    /// The text between a quote (or `/`) and its match; `\` escapes the next byte.
    mutating func quoted(_ mark: UInt8) throws(ValueExpression.ParseError) -> [UInt8] {
        i += 1
        var out: [UInt8] = []
        while i < bytes.count && bytes[i] != mark {
            if bytes[i] == UInt8(ascii: "\\") && i + 1 < bytes.count {
                if mark != UInt8(ascii: "/") || bytes[i + 1] == mark { i += 1 } else { out.append(bytes[i]); i += 1 }
            }
            out.append(bytes[i])
            i += 1
        }
        guard i < bytes.count else { throw error(.valueQuoteNotClosed, String(decoding: [mark], as: UTF8.self)) }
        i += 1
        return out
    }

    /// Digits with an optional `.` and decimals; `,` groups thousands.
    mutating func number() throws(ValueExpression.ParseError) -> Quantity {
        let start = i
        var digits: [UInt8] = []
        while i < bytes.count, (bytes[i] >= 48 && bytes[i] <= 57) || bytes[i] == UInt8(ascii: ".") || bytes[i] == UInt8(ascii: ",") {
            if bytes[i] != UInt8(ascii: ",") { digits.append(bytes[i]) }
            i += 1
        }
        guard let q = Quantity(plainDecimal: Substring(String(decoding: digits, as: UTF8.self)), maxDigits: 30) else {
            i = start
            throw error(.valueNumberUnreadable, rest)
        }
        return q
    }
}
