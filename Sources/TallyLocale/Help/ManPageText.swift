/// The fixed text of the manual page (`tally help --man`), of the shell
/// completions' own entries and of `tally help diagnostics`, in each
/// language. Command summaries, option help and long help come from the
/// other help tables.
package enum ManKey: String, CaseIterable, Sendable {
    case name, synopsis, description, commands, environment, exitStatus, seeAlso, usage, options
    case descriptionText, journalFrom, tallyFile, ledgerFile, noColor, exitStatusText
    case helpCommand, manOption, versionOption
    case diagnosticsIntro
}

extension Messages {
    /// A fixed text of the manual page or the completions (`man.*` in the
    /// catalogues; the manual page's are roff).
    package func man(_ key: ManKey) -> String {
        Self.catalogue(language).man(key)
    }
}
