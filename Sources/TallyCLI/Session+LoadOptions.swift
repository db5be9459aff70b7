import TallyEngine

extension Session {
    /// How the journal is read: `--alias` options, `--no-auto`, and
    /// whether the command maps a large file.
    var loadOptions: LoadOptions {
        LoadOptions(aliases: arguments.all(.alias), appliesAutomated: !arguments.has(.noAuto), mapsFiles: mapsJournal)
    }
}
