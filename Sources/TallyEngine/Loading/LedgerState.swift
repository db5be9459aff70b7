import TallyLocale
import TallySyntax
import TallyValues

/// How the loader reads ledger/hledger journals: command-line aliases and
/// whether automated transactions add their postings.
package struct LoadOptions: Sendable {
    /// `--alias OLD=NEW` or `--alias /REGEX/=REPLACEMENT`, applied after the journal's own aliases.
    package var aliases: [String] = []
    /// Automated transactions (`= QUERY`) add their postings (ledger's
    /// behaviour, Tally's default); `false` reads them and adds nothing
    /// (hledger without `--auto`).
    package var appliesAutomated = true
    /// A large file may be mapped rather than read into memory
    /// (`FileSystem.readSource`): for a run that only reads the journal.
    /// Off by default, so a load whose files are about to be rewritten
    /// works from its own copy.
    package var mapsFiles = false

    package init(aliases: [String] = [], appliesAutomated: Bool = true, mapsFiles: Bool = false) {
        self.aliases = aliases
        self.appliesAutomated = appliesAutomated
        self.mapsFiles = mapsFiles
    }
}

/// An account alias: a plain name (matching it and its subaccounts, case
/// sensitively) or a case-insensitive regular expression.
struct AccountAlias {
    var pattern: [UInt8]
    var regex: Regex?
    var replacement: [UInt8]
    var location: SourceLocation?
}

/// What the ledger/hledger directives leave in force while the journal is read.
struct LedgerState {
    var options = LoadOptions()
    /// Journal aliases in the order written (applied most recent first).
    var aliases: [AccountAlias] = []
    /// `--alias` options, applied after the journal's aliases, in order.
    var commandLineAliases: [AccountAlias] = []
    /// Open `apply` blocks, innermost last: the keyword and, for `apply account`, the prefix.
    var applyBlocks: [(keyword: String, prefix: [UInt8], location: SourceLocation)] = []
    /// `apply fixed COMMODITY PRICE` blocks open, innermost last: the
    /// commodity, its fixed price, and the depth of `applyBlocks` they open.
    var fixedPrices: [(commodity: CommodityID, price: Amount, depth: Int)] = []
    /// The concatenated `apply account` prefixes, each ending in `:`.
    var prefix: [UInt8] = []
    /// `bucket ACCOUNT`: receives a transaction's missing balance.
    var bucket: AccountID?
    /// `account X` with a `payee REGEX` sub-directive: postings to an
    /// `Unknown` account of a matching payee go to X.
    var payeeAccounts: [(regex: Regex, account: AccountID)] = []
    var automated: [AutomatedRule] = []
    /// `P(…)`/`market(…)` calls already warned about for want of a price.
    var unpricedCalls: Set<PricelessCall> = []
    /// ledger's `alias` under `commodity`: symbols read as another commodity.
    var commodityAliases: [[UInt8]: CommodityID] = [:]
    /// ledger's `UUID` tags met, each with its first transaction (`keepsByUUID`).
    var uuids: [String: (transaction: Int32, location: SourceLocation)] = [:]
    /// Timeclock sessions open, the latest last: sessions of different
    /// accounts may overlap.
    var clockIns: [(syntax: TimeclockSyntax, file: FileID)] = []
    var rewritesNames: Bool { !aliases.isEmpty || !commandLineAliases.isEmpty || !prefix.isEmpty }
}

extension JournalBuilder {
    // MARK: - Account names through prefixes and aliases

    /// The account name a posting means after `apply account` prefixes and
    /// aliases, as hledger reads it: the prefix first, then every alias in
    /// turn, most recent first, then the `--alias` options. `nil` when the
    /// name is unchanged.
    mutating func rewrittenName(_ range: TextRange, in file: SourceFile) -> [UInt8]? {
        guard ledger.rewritesNames else { return nil }
        var name = ledger.prefix + file.bytes[range.range]
        for alias in ledger.aliases.reversed() { name = Self.apply(alias, to: name) }
        for alias in ledger.commandLineAliases { name = Self.apply(alias, to: name) }
        return name
    }

    private static func apply(_ alias: AccountAlias, to name: [UInt8]) -> [UInt8] {
        guard let regex = alias.regex else {
            let p = alias.pattern
            guard name.count >= p.count, name.starts(with: p), name.count == p.count || name[p.count] == UInt8(ascii: ":") else { return name }
            return alias.replacement + name[p.count...]
        }
        return regex.replacingMatches(in: name, with: alias.replacement)
    }

    /// Reads `--alias` options; a bad one is an error without a file.
    mutating func setOptions(_ options: LoadOptions) {
        ledger.options = options
        for text in options.aliases {
            let bytes = Array(text.utf8)
            let alias: AccountAlias
            switch JournalBuilder.alias(fromOption: bytes) {
            case .success(let a): alias = a
            case .failure(let e):
                if let tooLarge = e.regex?.limitDiagnostic(at: nil) {
                    report(tooLarge)
                    continue
                }
                report(.error("invalid-alias", LocalText(.aliasOptionUnreadable, text), at: nil, hint: LocalText(.hintAliasOption)))
                continue
            }
            ledger.commandLineAliases.append(alias)
        }
    }

    /// Why an `--alias` option cannot be read: its pattern's error, when it has a pattern.
    struct AliasOptionError: Error {
        var regex: Regex.CompileError?
    }

    static func alias(fromOption bytes: [UInt8]) -> Result<AccountAlias, AliasOptionError> {
        var k = 0
        if bytes.first == UInt8(ascii: "/") {
            k = 1
            while k < bytes.count && bytes[k] != UInt8(ascii: "/") {
                if bytes[k] == UInt8(ascii: "\\") { k += 1 }
                k += 1
            }
        }
        guard let eq = bytes[min(k, bytes.count)...].firstIndex(of: UInt8(ascii: "=")) else { return .failure(AliasOptionError()) }
        let pattern = trimmedBytes(Array(bytes[..<eq]))
        let replacement = trimmedBytes(Array(bytes[(eq + 1)...]))
        guard !pattern.isEmpty else { return .failure(AliasOptionError()) }
        if pattern.count >= 2 && pattern.first == UInt8(ascii: "/") && pattern.last == UInt8(ascii: "/") {
            do {
                let regex = try Regex(Array(pattern[1..<(pattern.count - 1)]))
                return .success(AccountAlias(pattern: pattern, regex: regex, replacement: replacement))
            } catch {
                return .failure(AliasOptionError(regex: error))
            }
        }
        return .success(AccountAlias(pattern: pattern, regex: nil, replacement: replacement))
    }

    static func trimmedBytes(_ b: [UInt8]) -> [UInt8] {
        var s = 0, e = b.count
        while s < e && (b[s] == 32 || b[s] == 9) { s += 1 }
        while e > s && (b[e - 1] == 32 || b[e - 1] == 9) { e -= 1 }
        return Array(b[s..<e])
    }
}

