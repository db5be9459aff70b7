import TallyEngine
import TallyLSP
import TallyValues

/// `tally lsp`: the language server, for editors.
enum LspCommand: Command {
    static let name = "lsp"
    static var options: [OptionSpec] { [CommonOptions.input[1]] + CommonOptions.output }

    static func run(_ session: inout Session) throws(CLIError) -> Int32 {
        let env = session.context.environment
        let journal = [env["TALLY_FILE"], env["LEDGER_FILE"]].compactMap { $0 }.first { !$0.isEmpty }
        let fixed = session.arguments.value(.today) == nil ? nil : session.today
        let clock = session.context.clockToday
        var serverEnvironment = environment(fileSystem: session.context.fileSystem, today: { fixed ?? clock }, journalPath: journal.map(session.context.absolute))
        serverEnvironment.language = session.userLanguage
        let server = LanguageServer(environment: serverEnvironment)
        return LanguageServerStdio.serve(server)
    }

    /// The server's view of the world: the files and the date.
    static func environment(fileSystem: any FileSystem, today: @escaping () -> Day, journalPath: String?) -> ServerEnvironment {
        ServerEnvironment(fileSystem: fileSystem, today: today, journalPath: journalPath)
    }
}
