import TallyEngine
import TallySyntax
import TallyTestSupport
import TallyValues

typealias Location = TallySyntax.SourceLocation

let testToday = Day(year: 2026, month: 11, day: 21)!

/// Loads `main` from an in-memory file system holding `files`.
func load(_ files: [String: String], main: String = "main.journal") -> LoadResult {
    JournalLoader(fileSystem: MemoryFileSystem(files), today: testToday).load([.path(main)])
}

func load(_ text: String) -> LoadResult { load(["main.journal": text]) }

/// An amount as a test writes it: value and symbol.
struct Held: Equatable, CustomStringConvertible {
    var quantity: Quantity
    var symbol: String
    init(_ quantity: Quantity, _ symbol: String) { self.quantity = quantity; self.symbol = symbol }
    init(_ text: String, _ symbol: String) { self.init(dec(text), symbol) }
    var description: String { "\(quantity) \(symbol)" }
}

/// `dec("-42.10")`: an exact decimal from its plain text.
func dec(_ text: String) -> Quantity {
    guard let q = Quantity(plainDecimal: text) else { preconditionFailure("not a plain decimal: \(text)") }
    return q
}

extension LoadResult {
    var ids: [String] { diagnostics.map(\.id) }

    func account(_ name: String) -> AccountID? { journal.accounts.lookup(name) }

    /// The postings to `name`, in journal order.
    func postings(_ name: String) -> [Posting] {
        guard let id = account(name) else { return [] }
        return journal.postings.filter { $0.account == id }
    }

    /// The amounts posted to `name`, in journal order.
    func amounts(_ name: String) -> [Held] {
        postings(name).map { Held($0.quantity, journal.commodities.symbol($0.commodity)) }
    }

    /// The sum of `name`'s postings in `symbol`.
    func balance(_ name: String, _ symbol: String) -> Quantity {
        postings(name).filter { journal.commodities.symbol($0.commodity) == symbol }
            .reduce(Quantity.zero) { $0.adding($1.quantity)! }
    }

    var descriptions: [String] { journal.transactions.map { journal.description(of: $0) } }

    /// The source text a diagnostic points at.
    func text(at d: Diagnostic) -> String? {
        guard let loc = d.location else { return nil }
        return journal.file(loc.file).text(loc.range)
    }

    /// The 1-based line a diagnostic points at, and its file's path.
    func place(of d: Diagnostic) -> (path: String, line: Int)? {
        guard let loc = d.location else { return nil }
        let file = journal.file(loc.file)
        return (file.path, LineTable(file.bytes).line(of: loc.range.lowerBound))
    }
}

/// Whether `message` shows `number` of a left-side `symbol` such as `$`,
/// with the sign before or after the symbol (`-$50` or `$-50`).
func mentions(_ message: String, _ symbol: String, _ number: String) -> Bool {
    guard number.hasPrefix("-") else { return message.contains(symbol + number) }
    let magnitude = String(number.dropFirst())
    return message.contains("-" + symbol + magnitude) || message.contains(symbol + "-" + magnitude)
}
