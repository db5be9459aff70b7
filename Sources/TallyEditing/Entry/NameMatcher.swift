import TallyEngine
import TallyValues

/// Finds an account from a short word typed at the command line: "food"
/// finds `Expenses:Food`, "ex:gro" finds `Expenses:Groceries`, "an uong"
/// finds `Chi tiêu:Ăn uống`, "grocries" finds `Expenses:Groceries`.
///
/// Matching compares plain keys (`TextFold`: no case, no diacritics on
/// either side, whether or not the word has them) and tries, in order: the full name;
/// the last component (or the category's display name); the start of the
/// last component (or of each component, for a word with `:`); the start
/// of any component; any part of the name; and last a close spelling of
/// the last component. The first rule that matches anything decides: one
/// account is the answer, several are ambiguous.
package struct NameMatcher {
    package struct Candidate {
        package init(name: String, aliases: [String] = []) {
            self.name = name
            self.aliases = aliases
        }

        var name: String
        /// Other names the account is known by (a category's `name:`).
        var aliases: [String] = []
    }

    package enum Match: Equatable {
        case unique(String)
        case ambiguous([String])
        case none
    }

    private struct Folded {
        var name: String
        var full: String
        var components: [String]
        var aliases: [String]
    }

    private let candidates: [Folded]

    package init(_ candidates: [Candidate]) {
        self.candidates = candidates.sorted { $0.name < $1.name }.map { c in
            let full = TextFold.plain(c.name)
            return Folded(name: c.name, full: full, components: full.split(separator: ":", omittingEmptySubsequences: false).map(String.init),
                          aliases: c.aliases.map(TextFold.plain))
        }
    }

    package func match(_ word: String) -> Match {
        let q = TextFold.plain(word)
        guard !q.isEmpty else { return .none }
        let parts = q.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let rules: [(Folded) -> Bool] = [
            { $0.full == q },
            { $0.components.last == q || $0.aliases.contains(q) },
            { c in
                if parts.count > 1 { return NameMatcher.prefixesMatch(parts, c.components) }
                return (c.components.last ?? "").hasPrefix(q) || c.aliases.contains { $0.hasPrefix(q) }
            },
            { c in parts.count == 1 && c.components.contains { $0.hasPrefix(q) } },
            { $0.full.contains(q) || $0.aliases.contains { $0.contains(q) } },
        ]
        for rule in rules {
            let found = candidates.filter(rule)
            if found.count == 1 { return .unique(found[0].name) }
            if found.count > 1 { return .ambiguous(found.map(\.name)) }
        }
        // A close spelling of the last component.
        let limit = max(1, q.count / 3)
        var best: [String] = []
        var bestDistance = Int.max
        for c in candidates {
            let d = Suggestions.editDistance(c.components.last ?? c.full, q)
            if d > limit || d > bestDistance { continue }
            if d < bestDistance { best = []; bestDistance = d }
            best.append(c.name)
        }
        if best.count == 1 { return .unique(best[0]) }
        if best.count > 1 { return .ambiguous(best) }
        return .none
    }

    /// `ex:gro` against `expenses:groceries`: each typed part starts the
    /// component at the same place, from the first component or any later one.
    private static func prefixesMatch(_ parts: [String], _ components: [String]) -> Bool {
        guard parts.count <= components.count else { return false }
        for offset in 0...(components.count - parts.count) {
            if zip(parts, components[offset...]).allSatisfy({ $1.hasPrefix($0) }) { return true }
        }
        return false
    }
}
