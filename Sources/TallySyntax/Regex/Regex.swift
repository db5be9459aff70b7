import TallyLocale

/// A regular expression over UTF-8 text, for the patterns journals and
/// rules files use in regex aliases, `payee` sub-directives,
/// automated-transaction queries and `if` blocks: literals, `.`, classes
/// (`[a-z]`, `[^:]`, `\d \w \s`), anchors `^ $`, quantifiers
/// `* + ? {m} {m,} {m,n}` (greedy, or lazy with a trailing `?`), capturing
/// groups, `(?:…)`, and alternation `|`. Matching can ignore ASCII case.
/// Back-references inside a pattern and look-around are not supported (a
/// clear compile error says so).
///
/// Matching runs the compiled program as a Pike VM (`RegexVM`): every
/// position of the text is read once with every live state of the
/// program, so a match takes time linear in the pattern's size times the
/// text's length, whatever the pattern, and no recursion grows with the
/// text. Captures follow the leftmost-first rule a backtracking engine
/// gives. A pattern is refused when it is larger than `maxProgramSize`
/// elements once its repetitions are counted out, or nests parentheses
/// deeper than `maxNesting`.
package struct Regex: Sendable {
    indirect enum Node: Sendable {
        case char(UInt32)
        case any
        case set(CharSet)
        case lineStart, lineEnd
        case group(Int?, Node)
        case concat([Node])
        case alternation([Node])
        case repeated(Node, min: Int, max: Int?, greedy: Bool)
    }

    struct CharSet: Sendable {
        var ranges: [ClosedRange<UInt32>] = []
        var negated = false

        func contains(_ scalar: UInt32, ignoringCase: Bool) -> Bool {
            var hit = ranges.contains { $0.contains(scalar) }
            if !hit && ignoringCase && scalar < 128, let b = Optional(UInt8(scalar)), ByteClass.isLetter(b) {
                let other = UInt32(b ^ 0x20)
                hit = ranges.contains { $0.contains(other) }
            }
            return hit != negated
        }
    }

    /// The most elements a pattern may hold once repetitions are counted
    /// out (`a{1000}` holds 1,000, `(ab){3}` 12 with its group's two
    /// marks): matching costs at most this many steps per character.
    package static let maxProgramSize = 10_000
    /// The deepest parentheses may nest.
    package static let maxNesting = 50

    let root: Node
    let program: RegexProgram
    /// The number of capturing groups.
    package let groupCount: Int
    package let ignoresCase: Bool
    /// Where a match may start: see `firstBytes(of:ignoringCase:)`.
    let firstBytes: [Bool]?
    let anchored: Bool
    /// The pattern's text when it is plain text (`food`, `AMAZON`): a
    /// yes-or-no match is then a search for it.
    let literal: RegexLiteral?

    /// Why a pattern could not be compiled: a message and the byte offset
    /// in the pattern; `limit` says it in every language when the pattern
    /// is beyond the size or nesting limit.
    package struct CompileError: Error, Sendable {
        /// What is wrong with the pattern, in every language.
        package var local: LocalText
        package var offset: Int
        package var limit: LocalText?
        /// The English of `local`.
        package var message: String { local.english }
    }

    package init(_ pattern: [UInt8], ignoringCase: Bool = true) throws(CompileError) {
        var p = RegexCompiler(pattern: pattern)
        root = try p.compile()
        groupCount = p.groups
        ignoresCase = ignoringCase
        program = RegexProgram(root, groups: p.groups, ignoringCase: ignoringCase)
        firstBytes = Self.firstBytes(of: root, ignoringCase: ignoringCase)
        anchored = Self.isAnchored(root)
        literal = RegexLiteral(root, ignoringCase: ignoringCase)
    }

    /// A match: the whole match and each group's range (nil when the group took no part).
    package struct Match: Sendable {
        package var range: Range<Int>
        package var groups: [Range<Int>?]
    }

    /// The first match at or after `from` (leftmost, then as a backtracking engine would prefer).
    package func firstMatch(in subject: [UInt8], from: Int = 0) -> Match? {
        guard let slots = RegexVM.search(self, subject, from: from, slotCount: program.slotCount, earliest: false) else { return nil }
        var groups: [Range<Int>?] = []
        groups.reserveCapacity(groupCount)
        for g in 0..<groupCount {
            let s = slots[2 * g + 2], e = slots[2 * g + 3]
            groups.append(s >= 0 && e >= s ? s..<e : nil)
        }
        return Match(range: slots[0]..<slots[1], groups: groups)
    }

    /// Whether the pattern matches anywhere in `subject`.
    package func matches(_ subject: [UInt8]) -> Bool {
        if let literal { return literal.occurs(in: subject) }
        return RegexVM.search(self, subject, from: 0, slotCount: 0, earliest: true) != nil
    }

    /// Every non-overlapping match replaced by `replacement`, where `\1`…`\9`
    /// stand for the groups (`\\` for a backslash).
    package func replacingMatches(in subject: [UInt8], with replacement: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var pos = 0
        var copied = 0
        while pos <= subject.count, let m = firstMatch(in: subject, from: pos) {
            out.append(contentsOf: subject[copied..<m.range.lowerBound])
            var k = 0
            while k < replacement.count {
                let b = replacement[k]
                if b == UInt8(ascii: "\\") && k + 1 < replacement.count {
                    let n = replacement[k + 1]
                    if ByteClass.isDigit(n) {
                        let g = Int(n - 48)
                        if g == 0 { out.append(contentsOf: subject[m.range]) } else if g <= m.groups.count, let r = m.groups[g - 1] {
                            out.append(contentsOf: subject[r])
                        }
                        k += 2
                        continue
                    }
                    if n == UInt8(ascii: "\\") { out.append(n); k += 2; continue }
                }
                out.append(b)
                k += 1
            }
            copied = m.range.upperBound
            // After an empty match the next search starts one character on.
            pos = m.range.isEmpty ? m.range.upperBound + (m.range.upperBound < subject.count ? scalar(subject, m.range.upperBound).1 : 1)
                : m.range.upperBound
        }
        if copied < subject.count { out.append(contentsOf: subject[copied...]) }
        return out
    }
}

/// Decodes the UTF-8 scalar at `i`: its value and length. A byte that does
/// not start a well-formed scalar counts as one character of its own, with
/// a value beyond Unicode (`invalidBase` + the byte) that no literal or
/// class names, so it matches only `.` and negated classes.
@inline(__always) func scalar(_ s: [UInt8], _ i: Int) -> (UInt32, Int) {
    let b = s[i]
    if b < 0x80 { return (UInt32(b), 1) }
    let n = b >= 0xF8 ? 0 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC2 ? 2 : 0
    guard n > 1, i + n <= s.count else { return (invalidBase + UInt32(b), 1) }
    var v = UInt32(b) & (0xFF >> (n + 1))
    for k in 1..<n {
        let c = s[i + k]
        guard c & 0xC0 == 0x80 else { return (invalidBase + UInt32(b), 1) }
        v = v << 6 | UInt32(c & 0x3F)
    }
    return (v, n)
}

/// Where the values of bytes that start no well-formed scalar begin.
let invalidBase: UInt32 = 0x11_0000
