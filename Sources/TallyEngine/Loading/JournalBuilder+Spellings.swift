import TallyLocale
import TallySyntax
import TallyValues

/// Other spellings of a commodity, declared where the commodity is:
///
///     commodity 1.000 VND  ; spellings: đ ₫ vnđ
///     commodity EUR
///         alias €
///
/// `add`, `import`, `-X` and `reconcile --balance` read a typed `20.000đ` as
/// VND through them (grammar.md §14.2). ledger's `alias` also makes the
/// journal's own `20.000 đ` read as VND; a `spellings:` tag is a comment to
/// hledger and ledger, so a posting that writes a spelling instead of the
/// commodity is warned about: those tools would count it apart.
extension JournalBuilder {
    /// The words after `spellings:` in a comment, with where each stands:
    /// separated by blanks or commas, up to the next `name:` tag.
    static func spellings(in file: SourceFile, _ comment: TextRange) -> [(String, TextRange)] {
        let b = file.bytes
        let key = Array("spellings:".utf8)
        var i = comment.lowerBound
        var start: Int?
        while i + key.count <= comment.upperBound {
            let atWord = i == comment.lowerBound || b[i - 1] == 32 || b[i - 1] == 9 || b[i - 1] == UInt8(ascii: ",")
            if atWord && (0..<key.count).allSatisfy({ k in b[i + k] | (b[i + k] >= 65 && b[i + k] <= 90 ? 32 : 0) == key[k] }) {
                start = i + key.count
                break
            }
            i += 1
        }
        guard var p = start else { return [] }
        var found: [(String, TextRange)] = []
        let isSeparator = { (c: UInt8) in c == 32 || c == 9 || c == UInt8(ascii: ",") }
        while p < comment.upperBound {
            while p < comment.upperBound && isSeparator(b[p]) { p += 1 }
            let s = p
            while p < comment.upperBound && !isSeparator(b[p]) { p += 1 }
            guard p > s else { break }
            let range = TextRange(s, p)
            if b[range.range].contains(UInt8(ascii: ":")) { break }
            found.append((file.text(range), range))
        }
        return found
    }

    /// Records a spelling; one that already stands for another commodity,
    /// or that is itself a commodity's symbol, is an error at the spelling.
    mutating func declareSpelling(_ spelling: String, for id: CommodityID, at range: TextRange, in file: SourceFile) {
        let location = SourceLocation(file: file.id, range: range)
        if let other = journal.commodities.declareSpelling(spelling, for: id) {
            report(Diagnostic(.error, "invalid-directive", LocalText(.spellingTaken, spelling, journal.commodities.symbol(other)), at: location,
                              hint: LocalText(.hintOneCommodityPerSpelling)))
        }
    }

    /// A warning when a posting's commodity is a declared spelling of
    /// another commodity (from a `spellings:` tag, which other tools do not read).
    mutating func warnIfSpelling(_ id: CommodityID, at range: TextRange, in file: SourceFile) {
        guard let meant = journal.commodities.declaredSpelling(journal.commodities.symbol(id)), meant != id else { return }
        let written = journal.commodities.symbol(id), symbol = journal.commodities.symbol(meant)
        report(Diagnostic(.warning, "commodity-spelling", LocalText(.spellingUsedAsCommodity, written, symbol),
                          at: SourceLocation(file: file.id, range: range), hint: LocalText(.hintWriteCommodityNotSpelling, symbol, written)))
    }
}
