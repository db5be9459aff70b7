import TallyLocale
import TallySyntax
import TallyValues

/// One row made into a transaction: the journal fields from the rules,
/// the postings from `accountN`/`amountN`/`balanceN` (rules.md, "Postings").
struct RowConversion {
    let row: RowContext
    let line: Int

    private var rules: Rules { row.rules }

    func transaction() -> Result<ImportedTransaction, Diagnostic> {
        do {
            return .success(try build())
        } catch {
            return .failure(error)
        }
    }

    private func text(_ field: String) throws(Diagnostic) -> RowContext.Value? {
        switch row.value(field) {
        case .success(let v): return v
        case .failure(let d): throw d
        }
    }

    /// A one-line value: trimmed, line breaks made spaces.
    private func oneLine(_ field: String) throws(Diagnostic) -> String {
        guard let v = try text(field) else { return "" }
        let flat = String(v.text.map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" || $0 == "\t" ? " " : $0 })
        return RulesParser.trimmed(flat)
    }

    private func day(_ field: String) throws(Diagnostic) -> Day? {
        guard let v = try text(field) else { return nil }
        let t = RulesParser.trimmed(v.text)
        if t.isEmpty && field == "date2" { return nil }
        switch StatementDate.parse(t, format: rules.dateFormats.last) {
        case .success(let d): return d
        case .failure(let f):
            throw f.diagnostic("csv-invalid-date", at: location(v))
        }
    }

    private func location(_ v: RowContext.Value) -> SourceLocation {
        v.sourceField.map { row.location(field: $0) } ?? row.location(field: nil)
    }

    func build() throws(Diagnostic) -> ImportedTransaction {
        guard let date = try day("date") else {
            throw .error("rules-no-date", LocalText(.importNoDateRow), at: row.location(field: nil), hint: LocalText(.hintImportAssignDate))
        }
        let date2 = try day("date2")
        let status = try oneLine("status")
        guard ["", "*", "!"].contains(status) else {
            let v = try text("status")
            throw .error("csv-invalid-status", LocalText(.importStatusBad, status), at: v.map(location) ?? row.location(field: nil),
                         hint: LocalText(.hintImportStatus))
        }
        var comment = ""
        if let c = try text("comment") { comment = RulesParser.trimmed(c.text) }
        var t = ImportedTransaction(date: date, date2: date2, status: status, code: try oneLine("code"), description: try oneLine("description"),
                                    comment: comment, postings: [], line: line, balanceType: rules.balanceType)
        let highest = row.assignments.highestPosting
        let account1 = try text("account1").map { RulesParser.trimmed($0.text) }
        let p1IsVirtual = account1.map { $0.hasPrefix("(") && $0.hasSuffix(")") } ?? false
        for n in 1...highest {
            var currency = try text("currency\(n)")?.text
            if currency == nil { currency = try text("currency")?.text }
            let amount = try amount(n, currency: RulesParser.trimmed(currency ?? ""), p1IsVirtual: p1IsVirtual)
            let balance = try balance(n, currency: RulesParser.trimmed(currency ?? ""))
            let assigned = try text("account\(n)").map { RulesParser.trimmed(String($0.text.map { $0 == "\n" ? " " : $0 })) }
            var account: String
            var isDefault = false
            if let a = assigned {
                if a.isEmpty { continue }
                account = a
            } else {
                guard amount != nil || balance != nil else { continue }
                account = ImportedTransaction.unknownExpense
                isDefault = true
            }
            if isDefault, let q = amount?.quantity, q.isNegative { account = ImportedTransaction.unknownIncome }
            let postingComment = try text("comment\(n)").map { RulesParser.trimmed($0.text) } ?? ""
            t.postings.append(.init(account: account, amount: amount, balance: balance, comment: postingComment, isDefaultAccount: isDefault))
        }
        return t
    }

    /// The amount of posting `n` (hledger's rules: numbered fields win over
    /// `amount`/`amount-in`/`amount-out`; zeros give way to a non-zero
    /// amount; `-out` is negated; the unnumbered amount in posting 2 is the
    /// first posting's, negated and at cost).
    private func amount(_ n: Int, currency: String, p1IsVirtual: Bool) throws(Diagnostic) -> StatementAmount? {
        let unnumbered = ["amount", "amount-in", "amount-out"]
        var names = ["amount\(n)", "amount\(n)-in", "amount\(n)-out"]
        if n == 1 || (n == 2 && !p1IsVirtual) { names += unnumbered }
        var found: [(String, StatementAmount, RowContext.Value)] = []
        for name in names {
            guard let v = try text(name) else { continue }
            let t = RulesParser.trimmed(v.text)
            if t.isEmpty || t == "-" || t == "+" || t == "()" { continue }
            var a: StatementAmount
            switch StatementAmount.parse(t, currency: currency, decimalMark: rules.decimalMark) {
            case .success(let x): a = x
            case .failure(let f): throw f.diagnostic("csv-invalid-amount", at: location(v))
            }
            if unnumbered.contains(name) && n == 2 { a = try negatedAtCost(a, v) }
            found.append((name, a, v))
        }
        if found.contains(where: { $0.0.contains { $0.isNumber } }) { found = found.filter { $0.0.contains { $0.isNumber } } }
        let nonZero = found.filter { !$0.1.quantity.isZero }
        found = nonZero.isEmpty ? Array(found.prefix(1)) : nonZero
        guard found.count <= 1 else {
            let shown = found.map { "\($0.0) '\($0.2.text)'" }.joined(separator: ", ")
            throw .error("csv-two-amounts", LocalText(.importTwoAmounts, "\(n)", shown), at: location(found[1].2),
                         hint: LocalText(.hintImportTwoAmounts))
        }
        guard let (name, amount, _) = found.first else { return nil }
        var a = amount
        if name.hasSuffix("-out") { a.quantity = a.quantity.negated() }
        return a
    }

    /// `-a`, converted to its cost when it has one.
    private func negatedAtCost(_ a: StatementAmount, _ v: RowContext.Value) throws(Diagnostic) -> StatementAmount {
        guard let cost = a.cost else { return StatementAmount(quantity: a.quantity.negated(), commodity: a.commodity, cost: nil) }
        var total = cost.quantity
        if !cost.isTotal {
            guard let product = a.quantity.multiplied(by: cost.quantity) else {
                throw .error("amount-too-large", LocalText(.importCostTooLarge, v.text), at: location(v))
            }
            total = product
        } else if a.quantity.isNegative {
            total = total.negated()
        }
        return StatementAmount(quantity: total.negated(), commodity: cost.commodity, cost: nil)
    }

    private func balance(_ n: Int, currency: String) throws(Diagnostic) -> StatementAmount? {
        var found = try text("balance\(n)")
        if found == nil && n == 1 { found = try text("balance") }
        guard let v = found else { return nil }
        let t = RulesParser.trimmed(v.text)
        if t.isEmpty { return nil }
        switch StatementAmount.parse(t, currency: currency, decimalMark: rules.decimalMark) {
        case .success(let a): return a
        case .failure(let f): throw f.diagnostic("csv-invalid-balance", at: location(v))
        }
    }
}
