import Testing
import TallyCLITestSupport
import TallyTestSupport

/// Random journals in the language both tools read (aliases, regex
/// aliases, automated postings with multipliers and fixed amounts, several
/// months), reported by Tally and by hledger (with --auto, since Tally
/// applies automated postings by default): `bal --flat` and `bal -M`
/// must give the same numbers per account and period. Skipped, saying so,
/// when hledger is not installed.
@Suite("differential against hledger")
struct HledgerDifferentialTests {
    static let hledger = Subprocess.find(["hledger"])
    static let seeds: [UInt64] = Array(1...12)

    @Test("bal --flat, bal -M and bal -Q agree with hledger on generated journals",
          .enabled(if: hledger != nil, "hledger is not installed (apt-get install hledger); the differential test is skipped"),
          arguments: seeds)
    func agrees(_ seed: UInt64) throws {
        let hledger = try #require(Self.hledger)
        let text = LanguageJournal.make(seed: seed)
        let s = Scratch()
        s.write("random.journal", text)
        for (ours, theirs) in [(["balance", "--flat", "-O", "csv"], ["bal", "--flat", "--no-total", "-O", "csv", "--auto"]),
                               (["balance", "-M", "--flat", "-O", "csv"], ["bal", "-M", "--flat", "--no-total", "-O", "csv", "--auto"]),
                               (["balance", "-Q", "--flat", "-O", "csv", "expenses"], ["bal", "-Q", "--flat", "--no-total", "-O", "csv", "--auto", "expenses"])] {
            let t = Harness.run(ours + ["-f", s.path("random.journal")])
            #expect(t.status == 0, "seed \(seed): \(t.stderr)")
            let h = Subprocess.run(hledger, ["-f", s.path("random.journal")] + theirs)
            #expect(h.status == 0, "seed \(seed): hledger refused the journal")
            let mine = Self.tallyCells(t.stdout)
            #expect(mine.count > 3, "seed \(seed): \(ours) reported too little to compare")
            #expect(mine == Self.hledgerCells(h.output), "seed \(seed) \(ours.joined(separator: " ")):\n\(text)")
        }
    }

    @Test("the balance tree agrees with hledger's --tree on journals whose parents net to zero",
          .enabled(if: hledger != nil, "hledger is not installed (apt-get install hledger); the differential test is skipped"),
          arguments: seeds)
    func treeAgrees(_ seed: UInt64) throws {
        let hledger = try #require(Self.hledger)
        let text = ZeroParentJournal.make(seed: seed)
        let s = Scratch()
        s.write("zero.journal", text)
        for (ours, theirs) in [(["balance"], ["bal", "--tree"]),
                               (["balance", "--depth", "2"], ["bal", "--tree", "--depth", "2"]),
                               (["balance", "--depth", "1"], ["bal", "--tree", "--depth", "1"])] {
            let t = Harness.run(ours + ["-f", s.path("zero.journal")])
            #expect(t.status == 0, "seed \(seed): \(t.stderr)")
            let h = Subprocess.run(hledger, ["-f", s.path("zero.journal")] + theirs)
            #expect(h.status == 0, "seed \(seed): hledger refused the journal")
            let mine = Self.treeRows(t.stdout)
            if ours.count == 1 { #expect(mine.count > 2, "seed \(seed): the tree reported too little to compare") }
            #expect(mine == Self.treeRows(h.output), "seed \(seed) \(ours.joined(separator: " ")):\n\(text)\n\(t.stdout)")
        }
        // The same tree in columns (-M): zero parents above shown accounts, single-child chains joined.
        for depth in [[], ["--depth", "2"]] {
            let t = Harness.run(["balance", "-M", "--tree", "-f", s.path("zero.journal")] + depth)
            let h = Subprocess.run(hledger, ["-f", s.path("zero.journal"), "bal", "-M", "--tree"] + depth)
            #expect(t.status == 0 && h.status == 0, "seed \(seed): \(t.stderr)")
            let mine = Self.columnTreeRows(t.stdout)
            if depth.isEmpty { #expect(mine.count > 2, "seed \(seed): the columns reported too little to compare") }
            #expect(mine == Self.columnTreeRows(h.output), "seed \(seed) -M --tree \(depth):\n\(text)\n\(t.stdout)\n\(h.output)")
        }
    }

    /// A one-column table's rows between its rules as "indented name|amount":
    /// hledger's `name || amount` (the name after one space of margin) and
    /// Tally's `name  amount`.
    static func columnTreeRows(_ text: String) -> [String] {
        var rows: [String] = [], inside = false
        for line in text.split(separator: "\n").map(String.init) {
            if inside && line.hasPrefix("-") { break }
            if line.hasPrefix("=") { inside = true; continue }
            if !inside { continue }
            if let bar = line.firstRange(of: "||") {
                let name = String(line[..<bar.lowerBound].dropFirst()).replacing(/\s+$/, with: "")
                rows.append(name + "|" + String(line[bar.upperBound...]).trimmingBlanksForTests())
            } else if let m = line.firstMatch(of: /^(\s*\S.*?)\s{2,}(\S.*)$/) {
                rows.append(String(m.output.1) + "|" + String(m.output.2))
            } else {
                rows.append("unreadable: " + line)
            }
        }
        return rows
    }

    /// A text tree's rows above the total line, each without the padding
    /// before its amount (the two tools pad the amount column to different
    /// widths; what follows the amount, the indentation and name, is compared).
    static func treeRows(_ text: String) -> [String] {
        var rows: [String] = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("---") { break }
            rows.append(String(line.drop { $0 == " " }).replacing(/\s+$/, with: ""))
        }
        return rows
    }

    /// Tally's `account,commodity,<column…>` as "account|column|number",
    /// zeros dropped; with `places`, each number rounded to that many
    /// decimals half to even, as hledger shows an exact value.
    static func tallyCells(_ csv: String, places: Int? = nil) -> Set<String> {
        let rows = csv.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        guard let header = rows.first, header.count >= 3 else { return ["unreadable"] }
        var out = Set<String>()
        for row in rows.dropFirst() {
            guard row.count == header.count else { out.insert("unreadable: \(row)"); continue }
            for i in 2..<row.count {
                let n = PlainPrintTests.normalized(places.map { HalfEven.rounded(row[i], places: $0) } ?? row[i])
                if n != "0" { out.insert("\(row[0])|\(header[i].lowercased())|\(n)") }
            }
        }
        return out
    }

    /// hledger's `"account","<column…>"` rows with `"12.50 USD"` cells (in
    /// `currency`; `decimalComma`: `"1259,86 EUR"`), the same way.
    static func hledgerCells(_ csv: String, currency: String = "USD", decimalComma: Bool = false) -> Set<String> {
        let rows = csv.split(separator: "\n").map { line in
            String(line.dropFirst().dropLast()).split(separator: "\",\"", omittingEmptySubsequences: false).map(String.init)
        }
        guard let header = rows.first else { return ["unreadable"] }
        let columns = header.count == 2 && header[1] == "balance" ? ["amount"] : Array(header.dropFirst())
        var out = Set<String>()
        for row in rows.dropFirst() where row.first != "total" {
            guard row.count == columns.count + 1 else { out.insert("unreadable: \(row)"); continue }
            for (i, cell) in row.dropFirst().enumerated() {
                var number = cell.replacing(" \(currency)", with: "")
                if decimalComma { number = number.replacing(".", with: "").replacing(",", with: ".") }
                let n = PlainPrintTests.normalized(number)
                if n != "0" { out.insert("\(row[0])|\(columns[i].lowercased())|\(n)") }
            }
        }
        return out
    }
}

/// Journals from a seed that use the language ledger and hledger share
/// beyond the core: plain and regex aliases, automated transactions with
/// multipliers and fixed amounts, over several months. One commodity, two
/// decimals, and multipliers that keep two decimals, so no tool rounds.
enum LanguageJournal {
    static func make(seed: UInt64) -> String {
        var r = JournalGenerator.Random(state: seed)
        var out = "commodity 1000.00 USD\n"
        out += "alias checking = assets:bank:checking\n"
        out += "alias /^spend:(.*)$/ = expenses:\\1\n"
        if r.int(0...1) == 1 { out += "alias card = liabilities:card\n" }
        out += "\n= expenses:food\n    (budget:food)  *-1\n"
        if r.int(0...1) == 1 { out += "    (tracking:meals)  1.00 USD\n" }
        out += "\n= expenses:fun\n    [savings:fun]  *2\n    [checking]  *-2\n\n"
        let spends = ["spend:food", "spend:food:out", "spend:fun", "spend:rent", "expenses:travel"]
        let payers = ["checking", "card", "assets:cash"]
        let year = r.int(2024...2026)
        for _ in 0..<r.int(15...40) {
            let month = r.int(1...6), day = r.int(1...28)
            out += "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day) entry\n"
            for _ in 0..<r.int(1...3) { out += "    \(r.pick(spends))  \(r.money())\n" }
            out += "    \(r.pick(payers))\n\n"
        }
        return out
    }
}

extension JournalGenerator.Random {
    mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }
    /// Between 1.00 and 250.00 USD, two decimals.
    mutating func money() -> String {
        let c = int(100...25_000)
        return "\(c / 100).\(c % 100 < 10 ? "0" : "")\(c % 100) USD"
    }
}

/// Journals from a seed where transfers between sibling accounts make
/// parents net to zero (`assets:bank` with `a` and `b` that cancel), at
/// several depths, beside ordinary spending: the tree must still show the
/// accounts below such a parent, as ledger and hledger do.
enum ZeroParentJournal {
    static func make(seed: UInt64) -> String {
        var r = JournalGenerator.Random(state: seed &+ 1000)
        var out = "commodity 1000.00 USD\n\n"
        let pairs = [("assets:bank:a", "assets:bank:b"), ("expenses:food:in", "expenses:food:out"),
                     ("equity:x:y:one", "equity:x:z"), ("liabilities:card", "liabilities:loan")]
        let spends = ["expenses:fun", "expenses:rent", "expenses:food:snacks"]
        for i in 0..<r.int(4...10) {
            let day = r.int(1...28)
            out += "2025-03-\(day < 10 ? "0" : "")\(day) entry \(i)\n"
            if r.int(0...2) > 0 {
                let (a, b) = r.pick(pairs)
                let m = r.money()
                out += "    \(a)  \(m)\n    \(b)  -\(m)\n\n"
            } else {
                out += "    \(r.pick(spends))  \(r.money())\n    assets:cash\n\n"
            }
        }
        return out
    }
}

/// Rounding a decimal number written in digits to `places` decimals, a
/// tie to the even digit: how hledger shows a value with more digits.
enum HalfEven {
    static func rounded(_ text: String, places: Int) -> String {
        let negative = text.hasPrefix("-")
        let body = negative ? String(text.dropFirst()) : text
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        let whole = String(parts[0]), fraction = parts.count > 1 ? String(parts[1]) : ""
        guard fraction.count > places else { return text }
        var digits = Array(whole + fraction.prefix(places)).map { Int($0.asciiValue ?? 48) - 48 }
        let rest = Array(fraction.dropFirst(places)).map { Int($0.asciiValue ?? 48) - 48 }
        let tail = rest.dropFirst()
        let up = rest[0] > 5 || (rest[0] == 5 && (tail.contains { $0 != 0 } || (digits.last ?? 0) % 2 == 1))
        if up {
            var i = digits.count - 1
            while i >= 0 {
                if digits[i] == 9 { digits[i] = 0; i -= 1 } else { digits[i] += 1; break }
            }
            if i < 0 { digits.insert(1, at: 0) }
        }
        let all = digits.map(String.init).joined()
        let cut = all.count - places
        let out = places == 0 ? all : String(all.prefix(cut)) + "." + String(all.suffix(places))
        return (negative ? "-" : "") + out
    }
}
