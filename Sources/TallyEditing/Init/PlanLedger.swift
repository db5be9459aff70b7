/// The plan `tally init --journal EXISTING` writes: Tally's own directives
/// in a file of their own that includes the existing journal unchanged, so
/// hledger and ledger keep reading that journal while Tally reads both.
package enum PlanLedger {
    /// `include` names the journal as `includePath` (relative to the plan's
    /// folder, or absolute); `categories` are the journal's income and
    /// expense accounts; `currency` (the journal's most used commodity)
    /// fills the commented budget example.
    package static func text(journalName: String, includePath: String, categories: [String], currency: String?) -> String {
        // `$400.00` for a sign, `400.00 EUR` for a code.
        let example = currency.map { c in c.allSatisfy(\.isLetter) ? "400.00 \(c)" : "\(c)400.00" } ?? "400.00 USD"
        let food = categories.first { $0.lowercased().hasPrefix("expenses") } ?? "Expenses:Food"
        var out = """
        ; Tally's plan for \(journalName): categories, budgets, recurring rules and
        ; goals. The journal itself stays plain in \(journalName), which hledger
        ; and ledger keep reading unchanged (hledger -f \(journalName) bal).
        ; Tally reads both through this file: tally balance -f THIS-FILE.
        include \(includePath)

        ; ---------------------------------------------------------------------------
        ; Categories: the journal's income and expense accounts.
        ;   category ACCOUNT  name:"…" color:#RRGGBB icon:…
        ; ---------------------------------------------------------------------------

        """
        for name in categories { out += "category \(name)\n" }
        out += """
        ; ---------------------------------------------------------------------------
        ; Budgets: a limit per period, none yet. For example:
        ;   budget \(food)  \(example) monthly
        ; ---------------------------------------------------------------------------

        """
        return out
    }
}
