import Testing
@testable import TallySyntax

/// The VM must find what the obvious backtracking reading of a pattern
/// finds: the same leftmost-first match and the same group spans, on
/// thousands of generated patterns and texts (a fixed seed, so a failure
/// repeats). Where a repeated part can match the empty text (`(a*)*`,
/// `(x?){2}`), a backtracker refuses an empty pass and the VM ends the
/// repetition with it, so only whether there is a match is compared there.
@Suite struct RegexPropertyTests {
    static let letters: [String] = ["a", "b", "c", "A", "B", "x", "y", "1", " ", ":", "é", "ü"]

    /// A pattern of up to `depth` nested groups over a small alphabet.
    func pattern(_ rng: inout SplitMix, depth: Int) -> String {
        let atoms = ["a", "b", "c", "B", "é", ".", "[a-c]", "[^b]", "\\d", "\\w", "\\s", "[é-ü]", "x", ":"]
        let quantifiers = ["", "", "", "*", "+", "?", "{2}", "{1,2}", "{0,3}", "{2,}", "*?", "+?", "??", "{1,2}?"]
        var out = ""
        if rng.next(8) == 0 { out += "^" }
        for _ in 0..<(1 + rng.next(3)) {
            let atom: String
            switch rng.next(10) {
            case 0 where depth > 0: atom = "(" + pattern(&rng, depth: depth - 1) + ")"
            case 1 where depth > 0: atom = "(?:" + pattern(&rng, depth: depth - 1) + ")"
            case 2 where depth > 0: atom = "(" + pattern(&rng, depth: depth - 1) + "|" + pattern(&rng, depth: depth - 1) + ")"
            default: atom = atoms[rng.next(atoms.count)]
            }
            out += atom + quantifiers[rng.next(quantifiers.count)]
        }
        if rng.next(6) == 0 { out += "|" + pattern(&rng, depth: max(0, depth - 1)) }
        if rng.next(8) == 0 { out += "$" }
        return out
    }

    /// Whether `node` can match the empty text.
    func nullable(_ node: Regex.Node) -> Bool {
        switch node {
        case .char, .any, .set: return false
        case .lineStart, .lineEnd: return true
        case .group(_, let inner): return nullable(inner)
        case .concat(let nodes): return nodes.allSatisfy(nullable)
        case .alternation(let options): return options.contains(where: nullable)
        case .repeated(let inner, let min, _, _): return min == 0 || nullable(inner)
        }
    }

    /// Whether `node` repeats a part that can match the empty text.
    func repeatsNullable(_ node: Regex.Node) -> Bool {
        switch node {
        case .char, .any, .set, .lineStart, .lineEnd: return false
        case .group(_, let inner): return repeatsNullable(inner)
        case .concat(let nodes): return nodes.contains(where: repeatsNullable)
        case .alternation(let options): return options.contains(where: repeatsNullable)
        case .repeated(let inner, _, _, _): return nullable(inner) || repeatsNullable(inner)
        }
    }

    @Test func theVMFindsWhatBacktrackingFinds() throws {
        var rng = SplitMix(seed: 1128)
        var checked = 0, matched = 0, withGroups = 0
        for _ in 0..<8000 {
            let source = pattern(&rng, depth: 2)
            let r: Regex
            do { r = try Regex(Array(source.utf8), ignoringCase: rng.next(2) == 0) } catch { continue }
            if repeatsNullable(r.root) { continue }
            let subject = Array((0..<rng.next(10)).map { _ in Self.letters[rng.next(Self.letters.count)] }.joined().utf8)
            let reference = BacktrackingMatcher(regex: r, subject: subject)
            let expected = reference.firstMatch()
            let found = r.firstMatch(in: subject)
            let shown = "/\(source)/ on '\(String(decoding: subject, as: UTF8.self))'"
            #expect(r.matches(subject) == (expected != nil), "\(shown)")
            guard !Self.repeatsEmpty(r.root) else { continue }
            #expect(found?.range == expected?.range, "\(shown)")
            #expect(found?.groups == expected?.groups, "\(shown)")
            // A search from a later position, as replacing every match does.
            var from = rng.next(subject.count + 1)
            while from < subject.count && subject[from] & 0xC0 == 0x80 { from += 1 }
            #expect(r.firstMatch(in: subject, from: from)?.range == reference.firstMatch(from: from)?.range, "\(shown) from \(from)")
            checked += 1
            if expected != nil { matched += 1 }
            if expected?.groups.contains(where: { $0 != nil }) == true { withGroups += 1 }
        }
        // The generator must exercise matches, misses and captures alike.
        #expect(checked > 3000, "\(checked) compared")
        #expect(matched > 1000 && checked - matched > 1000, "\(matched) of \(checked) matched")
        #expect(withGroups > 200, "\(withGroups) matches set a group")
    }

    /// Whether some repeated part of the pattern can match the empty text.
    static func repeatsEmpty(_ node: Regex.Node) -> Bool {
        switch node {
        case .char, .any, .set, .lineStart, .lineEnd: return false
        case .group(_, let inner): return repeatsEmpty(inner)
        case .concat(let nodes), .alternation(let nodes): return nodes.contains(where: repeatsEmpty)
        case .repeated(let inner, _, let max, _): return canBeEmpty(inner) || repeatsEmpty(inner)
        }
    }

    static func canBeEmpty(_ node: Regex.Node) -> Bool {
        switch node {
        case .char, .any, .set: return false
        case .lineStart, .lineEnd: return true
        case .group(_, let inner): return canBeEmpty(inner)
        case .concat(let nodes): return nodes.allSatisfy(canBeEmpty)
        case .alternation(let nodes): return nodes.contains(where: canBeEmpty)
        case .repeated(let inner, let min, _, _): return min == 0 || canBeEmpty(inner)
        }
    }
}
