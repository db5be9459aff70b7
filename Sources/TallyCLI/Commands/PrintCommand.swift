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
    """ + "\n\n" + QueryHelp.text
    static var options: [OptionSpec] { CommonOptions.input + CommonOptions.filters + CommonOptions.output }

    static func run(_ session: inout Session) -> Int32 {
        switch session.prepareReport() {
        case .success(let r):
            session.stdout.write(PrintWriter().text(r.journal, query: r.query))
            return ExitStatus.success
        case .failure(let f):
            return f.status
        }
    }
}
