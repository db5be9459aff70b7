import TallyLocale
import TallyEngine

/// `tally completions SHELL`: prints a shell completion script.
enum CompletionsCommand: Command {
    static let name = "completions"
    static let shells = ["bash", "zsh", "fish"]
    static var options: [OptionSpec] { CommonOptions.input + CommonOptions.output }

    static func run(_ session: inout Session) throws(CLIError) -> Int32 {
        let words = session.arguments.positional
        let model = CompletionModel(TallyCLI.commands, session.messages())
        switch words.first {
        case "bash": session.stdout.write(BashCompletion.script(model))
        case "zsh": session.stdout.write(ZshCompletion.script(model))
        case "fish": session.stdout.write(FishCompletion.script(model))
        case "names": return try names(words.dropFirst().first, &session)
        case let other?: throw session.usageError(LocalText(.noCompletion, other), hint: LocalText(.hintShells))
        case nil: throw session.usageError(LocalText(.nameShell))
        }
        return ExitStatus.success
    }

    /// The journal's account or commodity names, one a line, and nothing
    /// else: a journal with errors still gives the names it has.
    static func names(_ kind: String?, _ session: inout Session) throws(CLIError) -> Int32 {
        let inputs: [JournalInput]
        do throws(CLIError) { inputs = try session.inputs() } catch { return ExitStatus.failure }
        let journal = JournalLoader(fileSystem: session.context.fileSystem, today: session.today).load(inputs).journal
        var out = ""
        switch kind {
        case "accounts":
            for id in journal.accounts.all { out += journal.accounts.name(id) + "\n" }
        case "commodities":
            for i in 1..<max(1, journal.commodities.count) {
                let s = journal.commodities.symbol(CommodityID(Int32(i)))
                if !s.isEmpty { out += s + "\n" }
            }
        default:
            throw session.usageError(LocalText(.namesOfWhat))
        }
        session.stdout.write(out)
        return ExitStatus.success
    }
}
