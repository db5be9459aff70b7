import TallyEngine

extension Session {
    /// How the journal is read: `--alias` options, and `--no-auto`.
    var loadOptions: LoadOptions {
        LoadOptions(aliases: arguments.all("--alias"), appliesAutomated: !arguments.has("--no-auto"))
    }
}
