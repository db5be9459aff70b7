import TallyLSP
import TallySystem

/// Runs a language server over standard input and output: reads framed
/// messages, answers them, and publishes diagnostics once the input has
/// been quiet for `quiet` milliseconds (so a burst of keystrokes is checked
/// once). Problems with the input are written to standard error.
enum LanguageServerStdio {
    static func serve(_ server: LanguageServer, quiet: Int32 = 150) -> Int32 {
        var framer = MessageFramer()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            while let item = framer.next() {
                switch item {
                case .message(let body):
                    send(server.receive(body))
                    if let status = server.exitStatus { return status }
                case .problem(let p):
                    log(p)
                }
                for line in server.takeLog() { log(line) }
            }
            if server.hasPendingDiagnostics && !inputArrives(within: quiet) {
                send(server.publishDiagnostics())
                continue
            }
            let n: Int
            switch ProcessState.readStandardInput(into: &buffer) {
            case .success(let count): n = count
            case .failure(let why):
                log("cannot read standard input: \(why.message)")
                return 1
            }
            // The client went away without `exit`: said, so exit status 1 is never silent.
            if n == 0 {
                log(framer.isEmpty ? "standard input ended without an exit notification" : "standard input ended inside a message, without an exit notification")
                return 1
            }
            framer.feed(buffer[0..<n])
        }
    }

    static func inputArrives(within milliseconds: Int32) -> Bool { ProcessState.inputArrives(within: milliseconds) }

    static func send(_ messages: [JSON]) {
        for m in messages { write(MessageFramer.frame(m.encoded), to: 1) }
    }

    static func log(_ s: String) { write(Array("tally lsp: \(s)\n".utf8), to: 2) }

    static func write(_ bytes: [UInt8], to fd: Int32) {
        _ = OutputSink.writeAll(bytes, to: fd)
    }
}
