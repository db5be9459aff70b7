import TallyLocale
import TallySyntax
import TallyValues

extension JournalBuilder {
    /// `strict`: the journal asks for undeclared accounts to be errors.
    mutating func addStrict(range: TextRange, keyword: TextRange, in file: SourceFile) {
        var rest = file.slice(TextRange(keyword.upperBound, range.upperBound))[...]
        while let b = rest.first, b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == 10 || b == 13 { rest = rest.dropFirst() }
        if let b = rest.first, b != UInt8(ascii: ";") && b != UInt8(ascii: "#") {
            report(.error("invalid-directive", LocalText(.strictAlone),
                          at: SourceLocation(file: file.id, range: TextRange(keyword.upperBound, range.upperBound)),
                          hint: LocalText(.hintStrictAlone)))
            return
        }
        strict = true
    }

    /// `reporting-currency EUR`: declared once; a second line naming
    /// another currency is an error, since only one can be meant.
    mutating func addReportingCurrency(_ symbol: TextRange, in file: SourceFile) {
        let id = journal.commodities.intern(file.bytes, symbol.range)
        let here = SourceLocation(file: file.id, range: symbol)
        if let (earlier, _) = journal.reportingCurrency, earlier != id {
            report(.error("invalid-directive", LocalText(.reportingAlready, "\(journal.commodities.symbol(earlier))"),
                          at: here, hint: LocalText(.hintReportingOnce)))
            return
        }
        if journal.reportingCurrency == nil { journal.reportingCurrency = (id, here) }
    }

    /// In a journal that declares accounts (any `account` or `category`
    /// directive), every account a posting uses is checked. A category's
    /// subaccounts are its subcategories, never reported. An account below
    /// an `account` directive is reported only when it reads like a typo
    /// (under `strict`, always, as in hledger). An account reads like a
    /// typo when a part of its name (from the top, the first part nobody
    /// declared) is one or two edits (`Fodo`, `Fooood`, `expenses`) from a
    /// declared name beside it. Under `check` (`everyUndeclared`), every
    /// other undeclared account is reported too. Each is reported once,
    /// where it is first used, with the declared name it is closest to:
    ///
    /// - by default a warning; after `undeclaredWarningLimit` of them, one
    ///   more warning counts the rest, so a journal that declares little
    ///   gets a word, not a flood;
    /// - under `strict` (the directive, or `check --strict`), an error for
    ///   every account not declared by name, as hledger's `--strict`.
    static var undeclaredWarningLimit: Int { 10 }

    mutating func checkDeclaredAccounts() {
        guard !journal.declarations.isEmpty || !journal.categories.isEmpty else { return }
        let accounts = journal.accounts
        var declared = [Bool](repeating: false, count: accounts.count)
        // 1: below an `account` directive; 2: below a `category`.
        var covers = [UInt8](repeating: 0, count: accounts.count)
        var names: [String] = []
        func mark(_ id: AccountID, _ cover: UInt8) {
            names.append(accounts.name(id))
            covers[Int(id.index)] = max(covers[Int(id.index)], cover)
            var a: AccountID? = id
            while let x = a { declared[Int(x.index)] = true; a = accounts.parent(of: x) }
        }
        for d in journal.declarations { mark(d.account, 1) }
        for c in journal.categories { mark(c.account, 2) }
        // Declared accounts by parent (-1 for top-level ones), to find a typo's siblings.
        var declaredChildren: [Int32: [AccountID]] = [:]
        for a in accounts.all where declared[Int(a.index)] { declaredChildren[accounts.parent(of: a)?.index ?? -1, default: []].append(a) }
        var uses = [Int](repeating: 0, count: accounts.count)
        for p in journal.postings { uses[Int(p.account.index)] += 1 }
        var unreported = (count: 0, first: "")
        var warned = 0
        for a in accounts.all where journal.isUsed.indices.contains(Int(a.index)) && journal.isUsed[Int(a.index)] && !declared[Int(a.index)] {
            var x: AccountID? = a
            var covered: UInt8 = 0
            while let y = x { covered = max(covered, covers[Int(y.index)]); x = accounts.parent(of: y) }
            // A category's subaccounts are its subcategories.
            if covered == 2 { continue }
            let name = accounts.name(a)
            let typo = mistypedPart(of: a, declared: declared, children: declaredChildren)
            if !strict {
                // Below a declared account, only a typo is worth a word;
                // outside `check`, only a typo anywhere.
                if typo == nil && (covered == 1 || !everyUndeclared) { continue }
                if warned == Self.undeclaredWarningLimit {
                    if unreported.count == 0 { unreported.first = name }
                    unreported.count += 1
                    continue
                }
                warned += 1
            }
            let close = typo ?? Suggestions.closest(to: name, among: names)
            let count = uses[Int(a.index)]
            let message = count > 1 ? LocalText(.undeclaredAccountUsed, name, String(count)) : LocalText(.undeclaredAccount, name)
            let hint = close.map { LocalText(.hintDidYouMeanDeclare, $0, name) } ?? LocalText(.hintDeclare, name)
            report(Diagnostic(strict ? .error : .warning, "undeclared-account", message,
                              at: firstUse.indices.contains(Int(a.index)) ? firstUse[Int(a.index)] : nil, hint: hint))
        }
        if unreported.count > 0 {
            let more = unreported.count == 1 ? LocalText(.moreUndeclaredOne, "\(unreported.first)")
                                             : LocalText(.moreUndeclared, String(unreported.count), "\(unreported.first)")
            report(Diagnostic(.warning, "undeclared-account", more, at: nil, hint: LocalText(.hintDeclareMore)))
        }
    }

    /// The account name `a` was probably meant to be: its first undeclared
    /// part replaced by a declared sibling at most one edit away (two for
    /// parts of six letters or more, none for three or fewer); `nil` when no
    /// part reads like a typo.
    private func mistypedPart(of a: AccountID, declared: [Bool], children: [Int32: [AccountID]]) -> String? {
        let accounts = journal.accounts
        var chain: [AccountID] = []
        var x: AccountID? = a
        while let y = x { chain.append(y); x = accounts.parent(of: y) }
        // From the top: the first part nobody declared is where a typo is.
        guard let first = chain.reversed().first(where: { !declared[Int($0.index)] }) else { return nil }
        let parent = accounts.parent(of: first)
        let segment = String(accounts.name(first).split(separator: ":").last ?? "")
        let scalars = Array(segment.lowercased().unicodeScalars)
        guard scalars.count <= Suggestions.longestWord else { return nil }
        let allowed = scalars.count <= 3 ? 0 : (scalars.count <= 5 ? 1 : 2)
        var best: (name: AccountID, distance: Int)?
        for s in children[parent?.index ?? -1] ?? [] where s != first {
            let other = Array((accounts.name(s).split(separator: ":").last.map(String.init) ?? "").lowercased().unicodeScalars)
            guard abs(other.count - scalars.count) <= allowed, let d = Suggestions.distance(scalars, other, atMost: allowed) else { continue }
            if d < (best?.distance ?? Int.max) { best = (s, d) }
        }
        guard let best else { return nil }
        let full = accounts.name(a), wrong = accounts.name(first)
        let meant = accounts.name(best.name) + full.dropFirst(wrong.count)
        // `expenses:food`: the declared spelling of the whole name, when there is one.
        let lowered = meant.lowercased()
        return accounts.all.first { declared[Int($0.index)] && accounts.name($0).lowercased() == lowered }.map { accounts.name($0) } ?? meant
    }
}
