import TallyEngine
import TallySystem
import TallyValues

extension Context {
    /// The real process: file descriptors 1 and 2, the environment, the
    /// clock's local date, the terminal size.
    package static func standard() -> Context {
        let fs = RealFileSystem()
        var context = Context(stdout: OutputSink(fd: 1), stderr: OutputSink(fd: 2), environment: ProcessState.environment(), fileSystem: fs,
                              readStandardInput: { () throws(FileSystemError) in try fs.readAll(fd: 0).get() }, clockToday: ProcessState.localToday(),
                              terminalColumns: ProcessState.terminalColumns(), lineReader: TerminalLineReader.ifTerminal(),
                              currentDirectory: ProcessState.currentDirectory())
        context.workers = DispatchWorkers()
        context.memoryHints = HugePages()
        return context
    }
}
