import TallyEngine
import TallyLSP
import TallyValues

/// `tally lsp`: the language server, for editors.
enum LspCommand: Command {
    static let name = "lsp"
    static let abstract = "run the language server (for editors) over standard input and output"
    static let usage = "tally lsp"
    static let discussion = """
    Speaks the Language Server Protocol on standard input and output; an
    editor starts it (see editors/ and the README's "In the editor and the
    shell"). An open file is checked as `tally check` checks it, with the
    files it includes; when TALLY_FILE (or LEDGER_FILE) names a journal that
    includes the open file, that journal is checked instead. Offers
    diagnostics, completion, hover, go to definition, references,
    formatting (as tally fmt), document symbols, folding and quick fixes.
    Problems with the connection are written to standard error.
    """
    static var options: [OptionSpec] { [CommonOptions.input[1]] + CommonOptions.output }

    static func run(_ session: inout Session) throws(CLIError) -> Int32 {
        let env = session.context.environment
        let journal = [env["TALLY_FILE"], env["LEDGER_FILE"]].compactMap { $0 }.first { !$0.isEmpty }
        let fixed = session.arguments.value("--today") == nil ? nil : session.today
        let clock = session.context.clockToday
        let server = LanguageServer(environment: environment(fileSystem: session.context.fileSystem, today: { fixed ?? clock },
                                                             journalPath: journal.map(session.context.absolute)))
        return LanguageServerStdio.serve(server)
    }

    /// The server's view of the world: the files and the date.
    static func environment(fileSystem: any FileSystem, today: @escaping () -> Day, journalPath: String?) -> ServerEnvironment {
        ServerEnvironment(fileSystem: fileSystem, today: today, journalPath: journalPath)
    }
}
