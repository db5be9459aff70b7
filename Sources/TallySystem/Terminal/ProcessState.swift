#if canImport(Glibc)
import Glibc
#endif
import TallyValues

/// What the command line reads of its own process: the environment, the
/// local date, the terminal's width, the working folder, and standard
/// input as the language server reads it.
package enum ProcessState {
    /// Every `NAME=value` of the environment.
    package static func environment() -> [String: String] {
        var env: [String: String] = [:]
        var p = environ
        while let entry = p.pointee {
            let s = String(cString: entry)
            if let eq = s.firstIndex(of: "=") { env[String(s[..<eq])] = String(s[s.index(after: eq)...]) }
            p += 1
        }
        return env
    }

    /// The date on the clock, in the local time zone.
    package static func localToday() -> Day {
        var now = time(nil)
        var tm = tm()
        localtime_r(&now, &tm)
        return Day(year: Int(tm.tm_year) + 1900, month: Int(tm.tm_mon) + 1, day: Int(tm.tm_mday)) ?? Day(daysSinceEpoch: 0)
    }

    /// The columns of the terminal standard output is, if it is one.
    package static func terminalColumns() -> Int? {
        var size = winsize()
        return ioctl(1, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : nil
    }

    /// The working folder, or `.` when it cannot be told.
    package static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Reads what standard input has into `buffer`: the byte count (0 at
    /// its end), or the error in words.
    package static func readStandardInput(into buffer: inout [UInt8]) -> Result<Int, FileSystemText> {
        while true {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(0, $0.baseAddress, $0.count) }
            if n >= 0 { return .success(n) }
            if errno != EINTR { return .failure(FileSystemText(String(cString: strerror(errno)))) }
        }
    }

    /// Whether standard input has something to read within `milliseconds`.
    package static func inputArrives(within milliseconds: Int32) -> Bool {
        var p = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        while true {
            let r = poll(&p, 1, milliseconds)
            if r < 0 && errno == EINTR { continue }
            return r != 0
        }
    }

    /// An error said by the system, in words.
    package struct FileSystemText: Error {
        package var message: String
        package init(_ message: String) { self.message = message }
    }

    /// The program `name` in one of the `:`-separated folders of `path`
    /// that may be run, as the shell finds it.
    package static func findProgram(_ name: String, path: String) -> String? {
        for dir in path.split(separator: ":") where !dir.isEmpty {
            let candidate = String(dir) + "/" + name
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// Where a symbolic link at `path` leads, resolved to the end; `nil`
    /// when `path` is not a symbolic link.
    package static func linkTarget(_ path: String) -> String? {
        var st = stat()
        guard lstat(path, &st) == 0, st.st_mode & S_IFMT == S_IFLNK, let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
