import TallyEngine
import TallyLocale
import TallySyntax
import TallyValues

/// The category tree: every expense and income account (declared with
/// `category`, typed with `account … type:`, or under Expenses/Income),
/// with its display name, color and icon.
package struct CategoriesReport: Sendable {
    package struct Row: Sendable {
        package var account: AccountID
        /// Nesting level, from 0.
        package var depth: Int
        /// `expense`, `income`, or nil for a parent that is no category itself.
        package var type: CategoryType?
        package var displayName: String?
        package var color: String?
        package var icon: String?
        /// Declared with a `category` line.
        package var isDeclared: Bool
    }

    package var rows: [Row]
    /// Top-level accounts with postings but no type, which are no
    /// categories (warnings).
    package var diagnostics: [Diagnostic]

    /// Siblings in `collation`'s order (byte order by default).
    package init(journal: Journal, collation: Collation = .bytes) {
        let count = journal.accounts.count
        var declared = [Category?](repeating: nil, count: count)
        for c in journal.categories { declared[Int(c.account.index)] = c }
        var type = [CategoryType?](repeating: nil, count: count)
        var shown = [Bool](repeating: false, count: count)
        for a in journal.accounts.all {
            switch journal.type(of: a) {
            case .expense?: type[Int(a.index)] = .expense
            case .income?: type[Int(a.index)] = .income
            default: continue
            }
            // A category and every account above it (children have larger ids).
            var x: AccountID? = a
            while let y = x, !shown[Int(y.index)] { shown[Int(y.index)] = true; x = journal.accounts.parent(of: y) }
        }
        var children = [[AccountID]](repeating: [], count: count)
        var roots: [AccountID] = []
        for a in journal.accounts.all where shown[Int(a.index)] {
            if let p = journal.accounts.parent(of: a) { children[Int(p.index)].append(a) } else { roots.append(a) }
        }
        func byLeaf(_ ids: [AccountID]) -> [AccountID] {
            collation.sorted(ids) { journal.accounts.leafName($0) }
        }
        func group(_ a: AccountID) -> Int {
            switch type[Int(a.index)] {
            case .expense?: return 0
            case .income?: return 1
            case nil: return 2
            }
        }
        var rows: [Row] = []
        func visit(_ a: AccountID, depth: Int) {
            let c = declared[Int(a.index)]
            rows.append(Row(account: a, depth: depth, type: type[Int(a.index)], displayName: c?.displayName, color: c?.color,
                            icon: c?.icon, isDeclared: c != nil))
            for child in byLeaf(children[Int(a.index)]) { visit(child, depth: depth + 1) }
        }
        for r in byLeaf(roots).enumerated().sorted(by: { group($0.element) != group($1.element) ? group($0.element) < group($1.element) : $0.offset < $1.offset }) {
            visit(r.element, depth: 0)
        }
        self.rows = rows
        diagnostics = UntypedAccounts.find(in: journal).map { root, location in
            let name = journal.accounts.name(root)
            return Diagnostic(.warning, "untyped-account", LocalText(.untypedAccountCategories, name), at: location, hint: LocalText(.hintUntypedDeclare, name))
        }
    }

    /// The tree, then type, color and icon with name; the headings in the
    /// words of `m`, the types as the journal writes them.
    package func text(_ journal: Journal, style: TextStyle, messages m: Messages = .english) -> [UInt8] {
        if rows.isEmpty { return Array((m[.noCategories] + "\n").utf8) }
        let names = rows.map { CategoryTree.shown(journal.accounts.leafName($0.account), account: $0.account, journal, m) }
        var nameWidth = DisplayWidth.of(m[.categoryColumn])
        for (r, n) in zip(rows, names) { nameWidth = max(nameWidth, 2 * r.depth + DisplayWidth.of(n)) }
        // The type in the language (`expense`, `chi tiêu`, `支出`); CSV and JSON keep the keyword.
        func typeName(_ type: CategoryType?) -> String {
            switch type {
            case .expense?: return m[.typeExpense]
            case .income?: return m[.typeIncome]
            case nil: return ""
            }
        }
        let typeWidth = max(DisplayWidth.of(m[.typeColumn]), DisplayWidth.of(m[.typeExpense]), DisplayWidth.of(m[.typeIncome]))
        let colorWidth = max(7, DisplayWidth.of(m[.colorColumn]))
        var out: [UInt8] = []
        TextLayout.appendLeft(m[.categoryColumn], width: nameWidth, to: &out)
        out.append(contentsOf: "  ".utf8)
        TextLayout.appendLeft(m[.typeColumn], width: typeWidth, to: &out)
        out.append(contentsOf: "  ".utf8)
        TextLayout.appendLeft(m[.colorColumn], width: colorWidth, to: &out)
        out.append(contentsOf: "  \(m[.nameColumn])\n".utf8)
        for (r, n) in zip(rows, names) {
            TextLayout.pad(&out, 2 * r.depth)
            var name: [UInt8] = []
            TextLayout.appendLeft(n, width: nameWidth - 2 * r.depth, to: &name)
            style.paint(name, r.type == nil ? "2" : "34", to: &out)
            out.append(32); out.append(32)
            TextLayout.appendLeft(typeName(r.type), width: typeWidth, to: &out)
            out.append(32); out.append(32)
            if let color = r.color {
                style.paint(Array(color.utf8), Self.trueColor(color), to: &out)
                TextLayout.pad(&out, colorWidth - DisplayWidth.of(color))
            } else {
                TextLayout.pad(&out, colorWidth)
            }
            out.append(32); out.append(32)
            let label = [r.icon, r.displayName].compactMap { $0 }.joined(separator: " ")
            out.append(contentsOf: label.utf8)
            while out.last == 32 { out.removeLast() }
            out.append(10)
        }
        return out
    }

    /// `38;2;R;G;B` for `#RRGGBB`.
    static func trueColor(_ hex: String) -> String {
        let digits = Array(hex.utf8.dropFirst())
        func value(_ b: UInt8) -> Int {
            switch b {
            case 48...57: return Int(b - 48)
            case 65...70: return Int(b - 55)
            case 97...102: return Int(b - 87)
            default: return 0
            }
        }
        let c = (0..<3).map { value(digits[2 * $0]) * 16 + value(digits[2 * $0 + 1]) }
        return "38;2;\(c[0]);\(c[1]);\(c[2])"
    }

    /// `account,type,name,color,icon,declared`: one row per category.
    package func csv(_ journal: Journal) -> [UInt8] {
        var w = CSVWriter()
        w.row(["account", "type", "name", "color", "icon", "declared"])
        for r in rows {
            guard let type = r.type else { continue }
            w.row([journal.accounts.name(r.account), type.rawValue, r.displayName ?? "", r.color ?? "", r.icon ?? "",
                   r.isDeclared ? "true" : "false"])
        }
        return w.bytes
    }

    package func json(_ journal: Journal) -> [UInt8] {
        JSONWriter.object { j in
            j.beginArray("categories")
            for r in rows {
                guard let type = r.type else { continue }
                j.beginObject()
                j.string("account", journal.accounts.name(r.account))
                j.string("type", type.rawValue)
                j.string("name", r.displayName)
                j.string("color", r.color)
                j.string("icon", r.icon)
                j.bool("declared", r.isDeclared)
                j.endObject()
            }
            j.endArray()
        }
    }
}
