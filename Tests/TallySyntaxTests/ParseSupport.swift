import TallySyntax
import TallyValues

/// One parsed test file with helpers to read texts back out of it.
struct Parsed {
    var file: SourceFile
    var result: ParseResult

    var entries: [Entry] { result.entries }
    var diagnostics: [Diagnostic] { result.diagnostics }
    var ids: [String] { diagnostics.map(\.id) }
    var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    var transactions: [TransactionSyntax] {
        entries.compactMap { if case .transaction(let t) = $0 { return t } else { return nil } }
    }

    var directives: [DirectiveSyntax] {
        entries.compactMap { if case .directive(let d) = $0 { return d } else { return nil } }
    }

    var invalidCount: Int {
        entries.filter { if case .invalid = $0 { return true } else { return false } }.count
    }

    func text(_ r: TextRange) -> String { file.text(r) }
    func text(_ r: TextRange?) -> String? { r.map { file.text($0) } }

    /// 1-based line and column (in Unicode scalars) of a diagnostic's start.
    func position(_ d: Diagnostic) -> (line: Int, column: Int)? {
        guard let loc = d.location else { return nil }
        return LineTable(file.bytes).location(of: loc.range.lowerBound, in: file.bytes)
    }
}

func parse(_ text: String, currentYear: Int = 2026) -> Parsed {
    parse(bytes: Array(text.utf8), currentYear: currentYear)
}

func parse(bytes: [UInt8], currentYear: Int = 2026) -> Parsed {
    let file = SourceFile(id: FileID(0), path: "test.journal", bytes: bytes)
    return Parsed(file: file, result: Parser.parse(file, currentYear: currentYear))
}

/// A transaction whose first posting carries `amount`, the second none.
func journalWithPosting(_ posting: String) -> String {
    "2026-01-01 Test\n    \(posting)\n    Assets:Cash\n"
}

func day(_ y: Int, _ m: Int, _ d: Int) -> Day { Day(year: y, month: m, day: d)! }

let dotMark = UInt8(ascii: "."), commaMark = UInt8(ascii: ",")
