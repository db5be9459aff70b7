import TallyEngine
import TallyLocale
import TallyValues

/// Spending and income categories, as the reports group them.
///
/// Every income or expense account belongs to one **top category**: its
/// highest ancestor (or itself) declared with a `category` directive; when
/// none is declared, its ancestor just below the top-level account
/// (`Expenses:Food` for `Expenses:Food:Snacks`), or the top-level account
/// itself for a posting straight to `Expenses`. Accounts below a top
/// category are its subcategories.
package struct CategoryTree: Sendable {
    package enum Kind: String, Sendable, Hashable {
        case income, expense
    }

    /// Income or expense, per `AccountID.index`; `nil` for other accounts.
    package let kinds: [Kind?]
    /// The top category account per `AccountID.index`, or -1.
    private let tops: [Int32]
    /// Index into `Journal.categories` per account, or -1.
    private let declared: [Int32]
    private let journal: Journal

    package init(journal: Journal) {
        self.journal = journal
        let count = journal.accounts.count
        var declared = [Int32](repeating: -1, count: count)
        for (i, c) in journal.categories.enumerated() { declared[Int(c.account.index)] = Int32(i) }
        var kinds = [Kind?](repeating: nil, count: count)
        var tops = [Int32](repeating: -1, count: count)
        // Parents have smaller ids than their children, so one pass in id
        // order sees every parent first.
        for a in 0..<count {
            let id = AccountID(Int32(a))
            switch journal.type(of: id) {
            case .income?: kinds[a] = .income
            case .expense?: kinds[a] = .expense
            default: continue
            }
            if let p = journal.accounts.parent(of: id), kinds[Int(p.index)] != nil {
                let parentTop = tops[Int(p.index)]
                // A declared parent top wins; otherwise the first declared
                // account on the way down, else the account below the root.
                if declared[Int(parentTop)] >= 0 || declared[a] < 0 {
                    tops[a] = journal.accounts.depth(of: p) == 1 && declared[Int(p.index)] < 0 ? Int32(a) : parentTop
                } else {
                    tops[a] = Int32(a)
                }
            } else {
                tops[a] = Int32(a)
            }
        }
        self.kinds = kinds
        self.tops = tops
        self.declared = declared
    }

    package func kind(of a: AccountID) -> Kind? { kinds[Int(a.index)] }

    /// The top category of an income or expense account.
    package func top(of a: AccountID) -> AccountID? {
        let t = tops[Int(a.index)]
        return t >= 0 ? AccountID(t) : nil
    }

    package func isTop(_ a: AccountID) -> Bool { tops[Int(a.index)] == a.index }

    /// The `category` directive of exactly this account.
    package func declaration(of a: AccountID) -> Category? {
        let d = declared[Int(a.index)]
        return d >= 0 ? journal.categories[Int(d)] : nil
    }

    /// The name shown for a category: its declared name; else, for a top
    /// category, the account name below the top-level account (`Food`),
    /// and for a subcategory its last component.
    package func label(of a: AccountID) -> String {
        if let name = declaration(of: a)?.displayName, !name.isEmpty { return name }
        if !isTop(a) || journal.accounts.depth(of: a) == 1 { return journal.accounts.leafName(a) }
        let full = journal.accounts.nameBytes(a)
        let rootLength = journal.accounts.nameBytes(journal.accounts.root(of: a)).count
        return String(decoding: full.dropFirst(rootLength + 1), as: UTF8.self)
    }

    /// The declared `#RRGGBB` color.
    package func color(of a: AccountID) -> String? { declaration(of: a)?.color }

    package func icon(of a: AccountID) -> String? { declaration(of: a)?.icon }

    /// The income and expense accounts a category name means: those whose
    /// declared name, name below the top-level account, full name or last
    /// component equals `name` (compared as searches compare, `TextPattern`:
    /// `cat:ca phe` names `Cà phê`), trying each in that order.
    package func accounts(named name: String) -> [AccountID] {
        let wanted = TextPattern(name)
        let candidates = journal.accounts.all.filter { kinds[Int($0.index)] != nil }
        let tests: [(AccountID) -> String?] = [
            { self.declaration(of: $0)?.displayName },
            { a in
                let full = self.journal.accounts.nameBytes(a)
                let root = self.journal.accounts.nameBytes(self.journal.accounts.root(of: a)).count
                return self.journal.accounts.depth(of: a) > 1 ? String(decoding: full.dropFirst(root + 1), as: UTF8.self) : nil
            },
            { self.journal.accounts.name($0) },
            { self.journal.accounts.leafName($0) },
        ]
        for test in tests {
            let found = candidates.filter { test($0).map(wanted.key(of:)) == wanted.key }
            if !found.isEmpty { return found }
        }
        return []
    }

    /// Names a user may give `--category`, for suggestions.
    package var knownNames: [String] {
        var names = Set<String>()
        for a in journal.accounts.all where kinds[Int(a.index)] != nil {
            if let d = declaration(of: a)?.displayName { names.insert(d) }
            if isTop(a) && (journal.accounts.depth(of: a) > 1 || declaration(of: a) != nil) { names.insert(label(of: a)) }
        }
        return names.sorted()
    }
}

extension CategoryTree {
    /// The accounts `import` books a row to when its rules name none.
    static let importedUnknown: Set<String> = ["expenses:unknown", "income:unknown"]

    /// A category's label as text output shows it in `m`'s language: the
    /// category `import` books what its rules do not place in
    /// (`expenses:unknown`, `income:unknown`), when no `category` line
    /// names it, is the language's word (`chưa rõ`, `未分类`); every other
    /// label, and every label in CSV and JSON, stays as it is.
    package static func shown(_ label: String, account: AccountID, _ journal: Journal, _ m: Messages) -> String {
        guard m.language != .en, label == "unknown", importedUnknown.contains(journal.accounts.name(account)) else { return label }
        return m[.unknownCategory]
    }
}
