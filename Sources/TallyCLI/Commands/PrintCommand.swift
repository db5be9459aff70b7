import TallyEngine
import TallyReports

/// `tally print`: the transactions as normalised journal text.
enum PrintCommand: Command {
    static let name = "print"
    static let abstract = "print transactions as normalised journal text that reads back to the same balances"
    static let usage = "tally print [OPTIONS] [QUERY…]"
    static let discussion = """
    Every amount is written out (inferred ones too), in date order, with costs,
    balance assertions and comments kept. A transaction is printed when any of
    its postings matches the query.

    --plain writes the whole journal (included files resolved) for hledger
    and ledger: every commodity declared with its decimal mark, categories
    as `account` directives with a `type:` tag, market prices, and amounts
    without digit groups. Budgets, recurring rules and goals are left out
    (a comment at the top counts them). hledger reads the result to the
    same balances as Tally: tally print --plain | hledger -f - bal
    """ + "\n\n" + QueryHelp.text
    static var options: [OptionSpec] {
        CommonOptions.input + CommonOptions.filters + [
            OptionSpec(names: ["--plain"], takesValue: false,
                       help: "plain ledger/hledger journal text: commodities, accounts (categories with their type), prices and transactions, without Tally's own directives"),
        ] + CommonOptions.output
    }

    static func run(_ session: inout Session) throws(CLIError) -> Int32 {
        let r = try session.prepare(formats: [.text])
        if session.arguments.has("--plain") {
            session.stdout.write(PlainJournalWriter().text(r.journal, query: r.query))
        } else {
            session.stdout.write(PrintWriter().text(r.journal, query: r.query))
        }
        return ExitStatus.success
    }
}
