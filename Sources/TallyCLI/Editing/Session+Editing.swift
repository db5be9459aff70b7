import TallyEditing
import TallyEngine
import TallySyntax

extension Session {
    /// The journal of inputs already read (standard input can be read only
    /// once), with its diagnostics printed; `nil` when it has errors, which
    /// a command that writes refuses, saying so. `path` may be given other
    /// bytes (an empty journal that does not exist yet).
    func loadJournal(_ inputs: [JournalInput], for command: String, replacing path: String? = nil, with bytes: [UInt8] = [],
                     chunkReader: (any ChunkReader)? = nil) -> Journal? {
        var edit = JournalEdit(inputs: inputs, fileSystem: context.fileSystem, today: today, messages: messages())
        edit.workers = context.workers
        edit.memoryHints = context.memoryHints
        var loader = JournalLoader(fileSystem: context.fileSystem, today: today)
        loader.workers = context.workers
        loader.memoryHints = context.memoryHints
        loader.chunkReader = chunkReader
        let result = path.map { edit.load(replacing: $0, with: bytes) } ?? loader.load(inputs)
        remember(result.journal)
        printDiagnostics(result)
        if result.hasErrors {
            stderr.write("tally \(command): \(messages().error(.journalErrorsNothingWritten))\n")
            return nil
        }
        return result.journal
    }
}
