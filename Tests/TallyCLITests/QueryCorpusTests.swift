import Testing
import TallyCLI
import TallyCLITestSupport
import TallyTestSupport
import TallyValues

/// hledger's own outputs for its query terms (`../shared/corpus2/reports`):
/// each row's command line, run as written, must give hledger's numbers.
enum QueryCorpus {
    /// `shared/corpus2/reports` beside the repository, or beside the folder
    /// that holds it (a git worktree's checkout).
    static let root: String = {
        var parts = Harness.repositoryRoot.split(separator: "/", omittingEmptySubsequences: false)
        var candidates: [String] = []
        for _ in 0..<2 where parts.count > 1 {
            parts.removeLast()
            candidates.append(parts.joined(separator: "/") + "/shared/corpus2/reports")
        }
        return candidates.first { Files.exists($0 + "/commands.tsv") } ?? candidates[0]
    }()

    static var isPresent: Bool { Files.exists(root + "/commands.tsv") }

    /// The kinds of rows that are query terms (the other rows are
    /// multi-period columns and `-p`).
    static let queryKinds: Set<String> = ["acct", "amt", "cur", "date", "depth", "desc", "payee", "status", "tag"]

    struct Row: CustomStringConvertible, Sendable {
        var name: String
        var id: String
        var arguments: [String]
        var description: String { "\(name).\(id): \(arguments.joined(separator: " "))" }
    }

    static let rows: [Row] = {
        guard let table = Files.read(root + "/commands.tsv") else { return [] }
        return table.split(separator: "\n").dropFirst().compactMap { line in
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count > 3, queryKinds.contains(f[3]) else { return nil }
            return Row(name: f[0], id: f[1], arguments: shellWords(f[2]))
        }
    }()

    /// Splits a command line as a POSIX shell does for the quoting the
    /// table uses: blanks separate, single quotes keep text as it is.
    static func shellWords(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false, quoted = false
        for c in line {
            if quoted {
                if c == "'" { quoted = false } else { current.append(c) }
            } else if c == "'" {
                quoted = true
                inWord = true
            } else if c == " " {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(c)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }

    /// An amount as hledger shows it, with the number of decimals shown.
    struct Shown: Equatable, CustomStringConvertible {
        var value: Quantity
        var decimals: Int
        var description: String { "\(value)" }
    }

    /// hledger's `"account","balance"` rows as (account [commodity]) → amount.
    static func hledgerBalances(_ csv: String) -> [String: Shown] {
        var result: [String: Shown] = [:]
        for row in ((try? CSVReader.parse(csv)) ?? []).dropFirst() where row.count == 2 {
            for piece in row[1].split(separator: ",").map({ String($0).trimmingBlanksForTests() }) {
                guard let (number, symbol) = split(piece), let q = Quantity(plain: number) else { continue }
                if q.isZero { continue }
                let decimals = number.split(separator: ".").dropFirst().first?.count ?? 0
                result[row[0] + " [" + symbol + "]"] = Shown(value: q, decimals: decimals)
            }
        }
        return result
    }

    /// `$-12.50` → ("-12.50", "$"); `10 APPL` → ("10", "APPL").
    static func split(_ piece: String) -> (String, String)? {
        let numberChars = Set("-0123456789.")
        if piece.contains(" ") {
            let parts = piece.split(separator: " ", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return nil }
            if parts[0].allSatisfy({ numberChars.contains($0) }) { return (parts[0], unquote(parts[1])) }
            return (parts[1], unquote(parts[0]))
        }
        let symbol = piece.prefix { !numberChars.contains($0) }
        let number = piece.dropFirst(symbol.count)
        let trailing = number.drop { numberChars.contains($0) }
        return (String(number.dropLast(trailing.count)), String(symbol) + String(trailing))
    }

    static func unquote(_ s: String) -> String {
        s.hasPrefix("\"") && s.hasSuffix("\"") && s.count >= 2 ? String(s.dropFirst().dropLast()) : s
    }

    /// Tally's `balance -O csv` rows as (account [commodity]) → amount.
    static func tallyBalances(_ csv: String) -> [String: Quantity] {
        var result: [String: Quantity] = [:]
        for row in ((try? CSVReader.parse(csv)) ?? []).dropFirst() where row.count >= 3 {
            if let q = Quantity(plain: row[2]), !q.isZero { result[row[0] + " [" + row[1] + "]"] = q }
        }
        return result
    }

    /// Whether Tally's exact amounts show as hledger's, rounded to the
    /// decimals hledger shows.
    static func agree(_ tally: [String: Quantity], _ hledger: [String: Shown]) -> Bool {
        guard Set(tally.keys) == Set(hledger.keys) else { return false }
        for (key, shown) in hledger {
            guard let t = tally[key], let difference = t.subtracting(shown.value) else { return false }
            let halfUnit = Quantity(units: 5, scale: UInt8(shown.decimals + 1))
            if difference.magnitude > halfUnit { return false }
        }
        return true
    }

    static func run(_ row: Row) -> (tally: [String: Quantity], hledger: [String: Shown], result: RunResult) {
        let journal = "\(root)/\(row.name).journal"
        let r = Harness.run(row.arguments + ["-f", journal, "--today", "2026-11-21"])
        let expected = Files.read("\(root)/\(row.name).\(row.id).hledger.csv") ?? ""
        return (tallyBalances(r.stdout), hledgerBalances(expected), r)
    }
}


@Suite("hledger query terms on hledger's outputs",
       .enabled(if: QueryCorpus.isPresent, "the corpus (../shared/corpus2/reports) is absent; skipping hledger's query outputs"))
struct QueryCorpusTests {
    /// Journals Tally does not read yet for syntax outside the query terms
    /// (lot annotations `{…}` `[…]`): their rows are known to fail until it does.
    static let unreadJournals: Set<String> = ["ledger-baseline-opt-lots-fifo"]

    @Test("a query row gives hledger's numbers", arguments: QueryCorpus.rows)
    func row(_ row: QueryCorpus.Row) {
        func compare() {
            let (tally, hledger, r) = QueryCorpus.run(row)
            #expect(r.status == 0, "\(row): \(r.stderr)")
            #expect(QueryCorpus.agree(tally, hledger),
                    "\(row)\nTally:   \(tally.sorted { $0.key < $1.key })\nhledger: \(hledger.sorted { $0.key < $1.key })")
        }
        if Self.unreadJournals.contains(row.name) {
            withKnownIssue("Tally does not read lot annotations yet", isIntermittent: true) { compare() }
        } else {
            compare()
        }
    }

    @Test("the corpus has the query rows")
    func present() {
        #expect(QueryCorpus.rows.count >= 100, "only \(QueryCorpus.rows.count) query rows found")
    }
}
