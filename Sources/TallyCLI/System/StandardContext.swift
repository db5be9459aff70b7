#if canImport(Glibc)
import Glibc
#endif
import TallyEngine
import TallySystem
import TallyValues

extension Context {
    /// The real process: file descriptors 1 and 2, the environment, the
    /// clock's local date, the terminal size.
    package static func standard() -> Context {
        var env: [String: String] = [:]
        var p = environ
        while let entry = p.pointee {
            let s = String(cString: entry)
            if let eq = s.firstIndex(of: "=") { env[String(s[..<eq])] = String(s[s.index(after: eq)...]) }
            p += 1
        }
        var now = time(nil)
        var tm = tm()
        localtime_r(&now, &tm)
        let today = Day(year: Int(tm.tm_year) + 1900, month: Int(tm.tm_mon) + 1, day: Int(tm.tm_mday)) ?? Day(daysSinceEpoch: 0)
        var size = winsize()
        let columns: Int? = ioctl(1, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : nil
        let fs = RealFileSystem()
        var buffer = [CChar](repeating: 0, count: 4096)
        let cwd = getcwd(&buffer, buffer.count) != nil ? String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : "."
        var context = Context(stdout: OutputSink(fd: 1), stderr: OutputSink(fd: 2), environment: env, fileSystem: fs,
                              readStandardInput: { () throws(FileSystemError) in try fs.readAll(fd: 0).get() }, clockToday: today, terminalColumns: columns,
                              lineReader: TerminalLineReader.ifTerminal(), currentDirectory: cwd)
        context.workers = DispatchWorkers()
        context.memoryHints = HugePages()
        return context
    }
}
