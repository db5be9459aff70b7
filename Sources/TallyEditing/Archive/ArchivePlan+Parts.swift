import TallyLocale
import TallyEngine
import TallySyntax
import TallyValues

extension ArchivePlanner {
    /// One balance on the archive day.
    package struct Balance {
        package var account: String
        package var commodity: CommodityID
        package var quantity: Quantity
    }

    /// An `include` of the main file and every file it brings in.
    package struct Inclusion {
        package var entry: Int
        package var canonical: [String]
        package var files: Set<FileID>
    }

    /// The main file's `include`s, each with the files it reads (its
    /// targets and what they include in turn).
    func includedFiles(_ includes: [(entry: Int, directive: IncludeDirective)]) -> [Inclusion] {
        var byCanonical: [String: [FileID]] = [:]
        for (i, f) in journal.files.enumerated() {
            if let c = fileSystem.canonicalPath(f.path) { byCanonical[c, default: []].append(FileID(i)) }
        }
        func targets(of inc: IncludeDirective, in file: SourceFile) -> [String] {
            let written = file.text(inc.path)
            let folder = PathFolder.directory(of: file.path)
            let joined = written.hasPrefix("/") || folder == "." ? written : folder + "/" + written
            let paths = joined.contains(where: { "*?[".contains($0) }) ? fileSystem.glob(joined) : [joined]
            return paths.compactMap { fileSystem.canonicalPath($0) }
        }
        func reachable(_ id: FileID, _ seen: inout Set<FileID>) {
            guard seen.insert(id).inserted else { return }
            let file = journal.file(id)
            var parser = Parser(file: file, currentYear: today.year)
            while let entry = parser.nextEntry() {
                guard case .directive(.include(let inc)) = entry else { continue }
                for c in targets(of: inc, in: file) { for child in byCanonical[c] ?? [] { reachable(child, &seen) } }
            }
        }
        var result: [Inclusion] = []
        for (k, inc) in includes {
            let canonical = targets(of: inc, in: main)
            var files = Set<FileID>()
            for c in canonical { for id in byCanonical[c] ?? [] { reachable(id, &files) } }
            result.append(Inclusion(entry: k, canonical: canonical, files: files))
        }
        return result
    }

    /// Files that hold transactions, all before the day, and nothing else
    /// that matters after it: no plans, prices or periodic transactions.
    package func isOldArchive(_ files: Set<FileID>, before: Day) -> Bool {
        guard !files.isEmpty else { return false }
        var any = false
        for t in journal.transactions where files.contains(t.file) {
            if t.date >= before { return false }
            any = true
        }
        let holdsPlans = journal.budgets.contains { files.contains($0.location.file) }
            || journal.recurringRules.contains { files.contains($0.file) }
            || journal.goals.contains { files.contains($0.location.file) }
            || journal.categories.contains { files.contains($0.location.file) }
            || journal.prices.contains { files.contains($0.location.file) }
            || journal.periodicTransactions.contains { files.contains($0.file) }
        return any && !holdsPlans
    }

    /// The equity account that balances the opening: the one asked for;
    /// else an equity account named "Opening Balances"; else the equity
    /// account the most postings use; else `Equity:Opening Balances`.
    package func equityAccount(_ requested: String?) -> Result<String, Failure> {
        if let r = requested {
            if let problem = QuickEntry.problem(inAccountName: r) {
                return .failure(Failure(LocalText(.cannotBeAccountName, r, saying: problem)))
            }
            return .success(r)
        }
        var counts = [Int](repeating: 0, count: journal.accounts.count)
        let postings = journal.postings
        for i in postings.indices { counts[Int(postings.account(at: i).index)] += 1 }
        // The equity accounts postings use, in id order.
        let equities = journal.accounts.all.filter { counts[Int($0.index)] > 0 && journal.type(of: $0) == .equity }
        if let named = equities.first(where: { TextFold.plain(journal.accounts.leafName($0)) == "opening balances" }) {
            return .success(journal.accounts.name(named))
        }
        let uses = { (a: AccountID) in counts[Int(a.index)] }
        if let most = equities.max(by: { uses($0) < uses($1) || (uses($0) == uses($1) && $0 > $1) }) {
            return .success(journal.accounts.name(most))
        }
        return .success("Equity:Opening Balances")
    }

    /// The sum of every account's postings before the day, per commodity.
    func sums(before: Day) -> Result<RunningBalances, Failure> {
        var sums = RunningBalances(accounts: journal.accounts.count)
        let postings = journal.postings, transactions = journal.transactions
        for k in transactions.indices where transactions.date(at: k) < before {
            for i in transactions.postingIndices(at: k) where !sums.add(posting: i, of: postings) {
                return .failure(Failure(LocalText(.archiveBalanceTooLarge, journal.accounts.name(postings.account(at: i)))))
            }
        }
        return .success(sums)
    }

    /// The balance of every asset, liability, equity and untyped account
    /// (of `sums`, before the day), per commodity, leaving out zeros and the
    /// equity account; in account, then commodity order.
    func openingBalances(_ sums: RunningBalances, equity: String) -> [Balance] {
        var result: [Balance] = []
        sums.forEachNonZero { account, commodity, q in
            let type = journal.type(of: account)
            let name = journal.accounts.name(account)
            if type == .income || type == .expense || name == equity { return }
            result.append(Balance(account: name, commodity: commodity, quantity: q))
        }
        result.sort { a, b in
            a.account != b.account ? a.account < b.account
                : journal.commodities.symbol(a.commodity) < journal.commodities.symbol(b.commodity)
        }
        return result
    }

    /// Postings that open (`sign` 1) or close (`sign` -1) the balances,
    /// each asserting the balance it leaves, then the equity account's
    /// postings that make the transaction balance.
    package func postings(_ balances: [Balance], equity: String, sign: Int, layout: FileLayout) -> Result<[NewTransaction.Posting], Failure> {
        var result: [NewTransaction.Posting] = []
        var totals: [CommodityID: Total] = [:]
        for b in balances {
            let amount = sign < 0 ? b.quantity.negated() : b.quantity
            let after = sign < 0 ? Quantity.zero : b.quantity
            result.append(.init(account: b.account, amount: layout.written(amount, b.commodity, in: journal),
                                rest: Array(" = ".utf8) + layout.written(after, b.commodity, in: journal)))
            totals[b.commodity, default: .zero].add(amount)
        }
        let commodities = totals.keys.sorted { journal.commodities.symbol($0) < journal.commodities.symbol($1) }
        for c in commodities {
            guard let total = totals[c]?.exact else {
                return .failure(Failure(LocalText(.archiveBalancesTooPrecise, journal.commodities.symbol(c))))
            }
            if total.isZero { continue }
            result.append(.init(account: equity, amount: layout.written(total.negated(), c, in: journal)))
        }
        return .success(result)
    }

    /// Accounts that budgets and goals name which, once the earlier
    /// transactions are dropped, nothing would use or declare any more (so
    /// the main file must declare them).
    package func accountsToDeclare(before: Day, moved: Set<FileID>, opened: [Balance], equity: String) -> [String] {
        var used = Set<AccountID>()
        for t in journal.transactions where t.date >= before {
            for i in t.postingIndices { used.insert(journal.postings[i].account) }
        }
        for d in journal.declarations where !moved.contains(d.location.file) { used.insert(d.account) }
        for c in journal.categories where !moved.contains(c.location.file) { used.insert(c.account) }
        for r in journal.recurringRules where !moved.contains(r.file) { for p in r.postings { used.insert(p.account) } }
        for b in opened { if let id = journal.accounts.lookup(b.account) { used.insert(id) } }
        if let id = journal.accounts.lookup(equity) { used.insert(id) }
        var named = Set<AccountID>()
        for b in journal.budgets where !moved.contains(b.location.file) { named.formUnion(b.accounts) }
        for g in journal.goals where !moved.contains(g.location.file) { named.insert(g.account) }
        return named.filter { a in !used.contains { journal.accounts.isWithin($0, a) } }.map { journal.accounts.name($0) }.sorted()
    }
}

/// Paths as include lines write them.
package enum PathText {
    /// How the file `from` names `path` in an include: relative to its
    /// folder, or, when `from` is a symbolic link into another folder, by
    /// its full path, so the include reads the same whether the journal is
    /// opened through the link (includes are relative to the name used) or
    /// as the file it points to.
    package static func include(_ path: String, from file: String, in fs: any FileSystem) -> Result<String, ArchivePlanner.Failure> {
        let folder = PathFolder.directory(of: file)
        if let target = fs.canonicalPath(file), let named = fs.canonicalPath(folder), PathFolder.directory(of: target) != named,
           let full = FileOverlay.canonical(path, in: fs) {
            if full.contains("\"") { return .failure(ArchivePlanner.Failure(LocalText(.archivePathQuote, path))) }
            return .success(full.contains(where: { $0 == " " || $0 == "\t" || $0 == ";" }) ? "\"" + full + "\"" : full)
        }
        return relative(path, from: folder, in: fs)
    }

    /// `path` relative to `folder`, quoted when it holds blanks or `;`.
    package static func relative(_ path: String, from folder: String, in fs: any FileSystem) -> Result<String, ArchivePlanner.Failure> {
        guard let base = fs.canonicalPath(folder), let target = FileOverlay.canonical(path, in: fs) else {
            return .failure(ArchivePlanner.Failure(LocalText(.archiveNoFolder, path)))
        }
        let from = base.split(separator: "/").map(String.init)
        let to = target.split(separator: "/").map(String.init)
        var common = 0
        while common < from.count && common < to.count - 1 && from[common] == to[common] { common += 1 }
        let text = (Array(repeating: "..", count: from.count - common) + to[common...]).joined(separator: "/")
        if text.contains("\"") {
            return .failure(ArchivePlanner.Failure(LocalText(.archivePathQuote, path)))
        }
        return .success(text.contains(where: { $0 == " " || $0 == "\t" || $0 == ";" }) ? "\"" + text + "\"" : text)
    }
}
