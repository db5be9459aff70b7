import TallySyntax

/// A rules file, read: how a statement's rows become transactions.
/// The language is hledger's CSV rules (see rules.md).
package struct Rules: Sendable {
    /// A field assignment: `account2 expenses:food`, `amount -%2`.
    package struct Assignment: Sendable {
        /// The journal field, lowercased: `date`, `account2`, `amount-in`…
        package var field: String
        package var value: String
        /// Where the value is written, for errors about it.
        package var location: SourceLocation
    }

    /// One test of an `if`: a regular expression against the whole record
    /// (its fields joined by commas) or against one field.
    package struct Matcher: Sendable {
        /// `nil` for the whole record; else the field reference without `%`.
        package var field: String?
        package var pattern: String
        /// Whether the line started with `&`: it must hold together with the one before.
        package var and: Bool
        package var location: SourceLocation
    }

    /// An `if` block or one row of an `if` table: when its matchers hold,
    /// its assignments apply, and `skip`/`end` act.
    package struct Block: Sendable {
        package var matchers: [Matcher]
        package var assignments: [Assignment]
        /// `skip N` inside the block: drop this row and the N-1 after it.
        package var skip: Int?
        /// `end`: stop reading the statement at this row.
        package var end: Bool
    }

    package var skip = 0
    /// Column names, lowercased and trimmed; empty names skip a column.
    package var fields: [String]?
    package var fieldsLocation: SourceLocation?
    package var dateFormats: [String] = []
    package var separator: UInt8?
    package var decimalMark: UInt8?
    /// The statement's character encoding (`encoding GB18030`), when it is
    /// not UTF-8, and where the rule is.
    package var encoding: String?
    package var encodingLocation: SourceLocation?
    package var newestFirst = false
    package var intraDayReversed = false
    /// `=`, `==`, `=*` or `==*` for assertions made from a balance column.
    package var balanceType = "="
    /// Top-level assignments, in file order (those made by `fields` included).
    package var assignments: [Assignment] = []
    package var blocks: [Block] = []
    /// The rules file and any it includes, for rendering errors.
    package var files: [SourceFile] = []

    package init() {}

    /// The journal field names an assignment may set, without a number.
    static let journalFields: Set<String> = ["date", "date2", "status", "code", "description", "comment", "account",
                                             "amount", "amount-in", "amount-out", "currency", "balance"]

    /// Whether `name` is a journal field: one of `journalFields`, or
    /// `account`, `amount`, `amount-in`, `amount-out`, `currency`,
    /// `balance`, `comment` with a posting number (`amount2-out`).
    package static func isJournalField(_ name: String) -> Bool {
        if journalFields.contains(name) && name != "account" { return true }
        for base in ["account", "amount", "currency", "balance", "comment"] where name.hasPrefix(base) {
            var rest = Substring(name.dropFirst(base.count))
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.first != "0" else { continue }
            rest = rest.dropFirst(digits.count)
            if rest.isEmpty || (base == "amount" && (rest == "-in" || rest == "-out")) { return true }
        }
        return false
    }
}
