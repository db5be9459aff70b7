import TallyEngine

extension Session {
    /// The journal of inputs already read (standard input can be read only
    /// once), with its diagnostics printed; `nil` when it has errors, which
    /// a command that writes refuses, saying so.
    func loadJournal(_ inputs: [JournalInput], for command: String) -> Journal? {
        let result = JournalLoader(fileSystem: context.fileSystem, today: today).load(inputs)
        printDiagnostics(result)
        if result.hasErrors {
            stderr.write("tally \(command): the journal has errors; nothing was written\n")
            return nil
        }
        return result.journal
    }
}
