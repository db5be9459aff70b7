import TallyLocale
import TallySyntax

/// Reads a rules file (hledger's CSV rules language, see rules.md) into
/// `Rules`, or the first error in it with its place.
package struct RulesParser {
    /// Reads an included file: its path as written, resolved beside the including file.
    package typealias Reader = (String) -> [UInt8]?

    private var rules = Rules()
    private let read: Reader

    package static func parse(path: String, bytes: [UInt8], read: @escaping Reader) -> Result<Rules, Diagnostic> {
        var p = RulesParser(read: read)
        if let d = p.parseFile(path: path, bytes: bytes, depth: 0) { return .failure(d) }
        return .success(p.rules)
    }

    private init(read: @escaping Reader) { self.read = read }

    /// A line: its bytes without the line ending, and where it starts.
    private struct Line {
        var text: ArraySlice<UInt8>
        var start: Int
        var isBlank: Bool { text.allSatisfy { $0 == 32 || $0 == 9 } }
        var isIndented: Bool { text.first == 32 || text.first == 9 }
        var isComment: Bool {
            guard let f = text.first(where: { $0 != 32 && $0 != 9 }) else { return false }
            return f == UInt8(ascii: "#") || f == UInt8(ascii: ";") || f == UInt8(ascii: "*")
        }
    }

    private mutating func parseFile(path: String, bytes: [UInt8], depth: Int) -> Diagnostic? {
        let file = SourceFile(id: FileID(rules.files.count), path: path, bytes: bytes)
        rules.files.append(file)
        var lines: [Line] = []
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count {
            var e = start
            while e < bytes.count && bytes[e] != 10 { e += 1 }
            var t = e
            if t > start && bytes[t - 1] == 13 { t -= 1 }
            lines.append(Line(text: bytes[start..<t], start: start))
            start = e + 1
        }
        func at(_ l: Line, _ from: Int? = nil, _ to: Int? = nil) -> SourceLocation {
            SourceLocation(file: file.id, range: TextRange(from ?? l.start, to ?? (l.text.endIndex)))
        }
        var i = 0
        while i < lines.count {
            let line = lines[i]
            i += 1
            if line.isBlank || line.isComment { continue }
            let (word, rest, restStart) = RulesParser.split(line.text)
            let value = String(decoding: rest, as: UTF8.self)
            switch word {
            case "skip":
                guard let n = RulesParser.count(rest) else {
                    return .error("rules-invalid-skip", LocalText(.rulesSkipNumber, value), at: at(line, restStart), hint: LocalText(.hintRulesSkip))
                }
                rules.skip = n
            case "fields":
                rules.fields = RulesParser.fieldNames(rest)
                rules.fieldsLocation = at(line)
                for name in rules.fields ?? [] where Rules.isJournalField(name) {
                    rules.assignments.append(Rules.Assignment(field: name, value: "%" + name, location: at(line, restStart)))
                }
            case "date-format":
                rules.dateFormats.append(value)
            case "separator":
                switch value {
                case ",", ";", "|": rules.separator = rest.first
                case "TAB", "\\t", "\t": rules.separator = 9
                case "SPACE", " ": rules.separator = 32
                default:
                    guard rest.count == 1, let b = rest.first, b < 0x80 else {
                        return .error("rules-invalid-separator", LocalText(.rulesSeparator, value), at: at(line, restStart), hint: LocalText(.hintRulesSeparator))
                    }
                    rules.separator = b
                }
            case "decimal-mark":
                guard value == "." || value == "," else {
                    return .error("rules-invalid-decimal-mark", LocalText(.rulesDecimalMark, value), at: at(line, restStart))
                }
                rules.decimalMark = rest.first
            case "encoding":
                // UTF-8 is what statements are read as anyway.
                let name = value.uppercased()
                if name == "UTF-8" || name == "UTF8" {
                    (rules.encoding, rules.encodingLocation) = (nil, nil)
                } else {
                    (rules.encoding, rules.encodingLocation) = (value, at(line, restStart))
                }
            case "newest-first": rules.newestFirst = true
            case "intra-day-reversed": rules.intraDayReversed = true
            case "timezone": continue
            case "balance-type":
                guard ["=", "==", "=*", "==*"].contains(value) else {
                    return .error("rules-invalid-balance-type", LocalText(.rulesBalanceType, value), at: at(line, restStart))
                }
                rules.balanceType = value
            case "include":
                guard depth < 20 else { return .error("rules-include-cycle", LocalText(.rulesIncludeDeep), at: at(line)) }
                let target = RulesParser.resolve(value, besides: path)
                guard let included = read(target) else {
                    return .error("rules-include-missing", LocalText(.rulesIncludeMissing, target), at: at(line, restStart))
                }
                if let d = parseFile(path: target, bytes: included, depth: depth + 1) { return d }
            case "if":
                if let d = parseIf(lines, &i, file: file.id) { return d }
            default:
                if word.hasPrefix("if") && word.utf8.count > 2, let sep = word.utf8.dropFirst(2).first, !RulesParser.isNameByte(sep), sep != 32 {
                    if let d = parseTable(lines, &i, file: file.id, separator: sep) { return d }
                    continue
                }
                let field = word.hasSuffix(":") ? String(word.dropLast()) : word
                guard Rules.isJournalField(field) else {
                    return .error("rules-unknown-rule", LocalText(.rulesUnknownRule, word), at: at(line, line.start, line.start + word.utf8.count),
                                  hint: LocalText(.hintRulesUnknownRule))
                }
                rules.assignments.append(Rules.Assignment(field: field, value: value, location: at(line, restStart)))
            }
        }
        return nil
    }

    /// `if MATCHER` (or `if` then matcher lines), then indented assignments,
    /// `skip` or `end`.
    private mutating func parseIf(_ lines: [Line], _ i: inout Int, file: FileID) -> Diagnostic? {
        let head = lines[i - 1]
        var block = Rules.Block(matchers: [], assignments: [], skip: nil, end: false)
        let (_, rest, restStart) = RulesParser.split(head.text)
        if !rest.isEmpty { block.matchers.append(matcher(rest, start: restStart, file: file)) }
        while i < lines.count, !lines[i].isBlank, !lines[i].isIndented, !lines[i].isComment {
            let l = lines[i]
            block.matchers.append(matcher(l.text, start: l.start, file: file))
            i += 1
        }
        while i < lines.count, lines[i].isIndented || lines[i].isComment, !lines[i].isBlank {
            let l = lines[i]
            i += 1
            if l.isComment { continue }
            var t = l.text
            while let f = t.first, f == 32 || f == 9 { t = t.dropFirst() }
            let (word, rest, restStart) = RulesParser.split(t)
            let loc = SourceLocation(file: file, range: TextRange(t.startIndex, l.text.endIndex))
            switch word {
            case "end": block.end = true
            case "skip":
                guard let n = RulesParser.count(rest) else {
                    return .error("rules-invalid-skip", LocalText(.rulesSkipNumber, String(decoding: rest, as: UTF8.self)), at: loc)
                }
                block.skip = n
            default:
                let field = word.hasSuffix(":") ? String(word.dropLast()) : word
                guard Rules.isJournalField(field) else {
                    return .error("rules-unknown-rule", LocalText(.rulesUnknownInIf, word), at: loc)
                }
                block.assignments.append(Rules.Assignment(field: field, value: String(decoding: rest, as: UTF8.self),
                                                          location: SourceLocation(file: file, range: TextRange(restStart, l.text.endIndex))))
            }
        }
        if block.matchers.isEmpty {
            return .error("rules-if-without-matcher", LocalText(.rulesIfNoPattern), at: SourceLocation(file: file, range: TextRange(head.start, head.text.endIndex)),
                          hint: LocalText(.hintRulesIfNoPattern))
        }
        if block.assignments.isEmpty && block.skip == nil && !block.end {
            return .error("rules-empty-if", LocalText(.rulesEmptyIf), at: SourceLocation(file: file, range: TextRange(head.start, head.text.endIndex)),
                          hint: LocalText(.hintRulesEmptyIf))
        }
        rules.blocks.append(block)
        return nil
    }

    /// `if,FIELD,FIELD…` then `MATCHER,VALUE,VALUE…` rows until a blank line.
    private mutating func parseTable(_ lines: [Line], _ i: inout Int, file: FileID, separator: UInt8) -> Diagnostic? {
        let head = lines[i - 1]
        let names = head.text.dropFirst(3).split(separator: separator, omittingEmptySubsequences: false).map {
            RulesParser.trimmed(String(decoding: $0, as: UTF8.self)).lowercased()
        }
        let headLoc = SourceLocation(file: file, range: TextRange(head.start, head.text.endIndex))
        for n in names where !Rules.isJournalField(n) {
            return .error("rules-unknown-rule", LocalText(.rulesTableNames, n), at: headLoc)
        }
        var rows = 0
        while i < lines.count, !lines[i].isBlank {
            let l = lines[i]
            i += 1
            if l.isComment { continue }
            let cells = l.text.split(separator: separator, omittingEmptySubsequences: false)
            guard cells.count == names.count + 1 else {
                return .error("rules-table-row", LocalText(.rulesTableRow, "\(cells.count - 1)", "\(names.count)", names.joined(separator: ", ")),
                              at: SourceLocation(file: file, range: TextRange(l.start, l.text.endIndex)))
            }
            var block = Rules.Block(matchers: [matcher(cells[0], start: cells[0].startIndex, file: file)], assignments: [], skip: nil, end: false)
            for (name, cell) in zip(names, cells.dropFirst()) {
                block.assignments.append(Rules.Assignment(field: name, value: RulesParser.trimmed(String(decoding: cell, as: UTF8.self)),
                                                          location: SourceLocation(file: file, range: TextRange(cell.startIndex, cell.endIndex))))
            }
            rules.blocks.append(block)
            rows += 1
        }
        if rows == 0 {
            return .error("rules-empty-if", LocalText(.rulesEmptyTable), at: headLoc, hint: LocalText(.hintRulesEmptyTable))
        }
        return nil
    }

    private func matcher(_ text: ArraySlice<UInt8>, start: Int, file: FileID) -> Rules.Matcher {
        var t = text
        var and = false
        while let f = t.first, f == 32 || f == 9 { t = t.dropFirst() }
        if t.first == UInt8(ascii: "&") {
            and = true
            t = t.dropFirst()
            while let f = t.first, f == 32 || f == 9 { t = t.dropFirst() }
        }
        var field: String?
        if t.first == UInt8(ascii: "%") {
            let name = t.dropFirst().prefix { RulesParser.isNameByte($0) }
            if !name.isEmpty {
                field = String(decoding: name, as: UTF8.self).lowercased()
                t = t.dropFirst(1 + name.count)
                while let f = t.first, f == 32 || f == 9 { t = t.dropFirst() }
            }
        }
        while let l = t.last, l == 32 || l == 9 { t = t.dropLast() }
        return Rules.Matcher(field: field, pattern: String(decoding: t, as: UTF8.self), and: and,
                             location: SourceLocation(file: file, range: TextRange(start, text.endIndex)))
    }

    /// The first word (lowercased) and the rest of a line after blanks, with where the rest starts.
    static func split(_ text: ArraySlice<UInt8>) -> (String, ArraySlice<UInt8>, Int) {
        var t = text
        while let f = t.first, f == 32 || f == 9 { t = t.dropFirst() }
        let word = t.prefix { $0 != 32 && $0 != 9 }
        var rest = t.dropFirst(word.count)
        while let f = rest.first, f == 32 || f == 9 { rest = rest.dropFirst() }
        while let l = rest.last, l == 32 || l == 9 { rest = rest.dropLast() }
        return (String(decoding: word, as: UTF8.self).lowercased(), rest, rest.startIndex)
    }

    static func count(_ rest: ArraySlice<UInt8>) -> Int? {
        if rest.isEmpty { return 1 }
        guard rest.count < 9, rest.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
        return Int(String(decoding: rest, as: UTF8.self))
    }

    /// Letters, digits, `_` and `-`, and any non-ASCII byte (field names may be in any script).
    static func isNameByte(_ b: UInt8) -> Bool {
        (b >= 48 && b <= 57) || ((b | 0x20) >= 97 && (b | 0x20) <= 122) || b == 95 || b == 45 || b >= 0x80
    }

    static func fieldNames(_ rest: ArraySlice<UInt8>) -> [String] {
        rest.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false).map { cell in
            var name = trimmed(String(decoding: cell, as: UTF8.self))
            if name.hasPrefix("\"") && name.hasSuffix("\"") && name.count >= 2 { name = String(name.dropFirst().dropLast()) }
            return trimmed(name).lowercased()
        }
    }

    /// `s` without blanks (and carriage returns) at either end.
    package static func trimmed(_ s: String) -> String {
        var t = Substring(s)
        while let f = t.first, f == " " || f == "\t" || f == "\r" { t = t.dropFirst() }
        while let l = t.last, l == " " || l == "\t" || l == "\r" { t = t.dropLast() }
        return String(t)
    }

    static func resolve(_ path: String, besides file: String) -> String {
        if path.hasPrefix("/") { return path }
        guard let slash = file.lastIndex(of: "/") else { return path }
        return String(file[...slash]) + path
    }
}
