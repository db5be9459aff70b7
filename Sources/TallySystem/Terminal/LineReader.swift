#if canImport(Glibc)
import Glibc
#endif

/// Reads answers typed at a terminal, for commands that ask questions
/// (`tally add` with no arguments, or a name that matches several
/// accounts). Tests give a scripted one through `Context.lineReader`.
package protocol LineReader: AnyObject {
    /// Shows `prompt` and returns the line typed, without its line end;
    /// `nil` at the end of input (Ctrl-D).
    func readLine(prompt: String) -> String?
    /// Shows a message between questions.
    func say(_ text: String)
}

/// The real terminal: prompts on standard error, answers from standard
/// input, read a byte at a time so nothing after the line is consumed. The
/// terminal's own line editing (backspace, Ctrl-U) applies.
package final class TerminalLineReader: LineReader {
    private let input: Int32
    private let output: Int32

    package init(input: Int32 = 0, output: Int32 = 2) {
        self.input = input
        self.output = output
    }

    /// A reader when standard input and standard error are a terminal.
    package static func ifTerminal() -> TerminalLineReader? {
        isatty(0) == 1 && isatty(2) == 1 ? TerminalLineReader() : nil
    }

    package func say(_ text: String) { write(text) }

    package func readLine(prompt: String) -> String? {
        write(prompt)
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let n = Glibc.read(input, &byte, 1)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 {
                // Ctrl-D on an empty line ends the input; a second Ctrl-D
                // after some text ends that line.
                write("\n")
                if line.isEmpty { return nil }
                break
            }
            if byte == 10 { break }
            line.append(byte)
        }
        if line.last == 13 { line.removeLast() }
        return String(decoding: line, as: UTF8.self)
    }

    private func write(_ text: String) {
        _ = OutputSink.writeAll(Array(text.utf8), to: output)
    }
}
