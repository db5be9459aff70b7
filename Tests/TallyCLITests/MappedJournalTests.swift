#if canImport(Glibc)
import Glibc
#endif
import Testing
import TallyCLI
import TallyEditing
import TallyEngine
import TallySyntax
import TallySystem
import TallyCLITestSupport
import TallyTestSupport

/// A journal mapped from its file (as large ones are) gives every command
/// the same output as one read into memory, including text read back after
/// the load gave the pages up (descriptions, comments, diagnostics); and a
/// file written in place while a command reads it is an error, not a
/// report that may mix two versions.
@Suite struct MappedJournalTests {
    static var examples: [String] {
        let dir = Harness.repositoryRoot + "/examples"
        return (Files.list(dir) + Files.list(dir + "/errors").map { "errors/" + $0 })
            .filter { $0.hasSuffix(".ledger") }.map { dir + "/" + $0 }
    }

    @Test(arguments: ["balance", "register", "print", "check", "export -O csv", "fmt --check", "summary"])
    func everyExampleReadsTheSameMapped(_ command: String) {
        #expect(Self.examples.count >= 10)
        for path in Self.examples {
            let args = ["-f", path] + command.split(separator: " ").map(String.init)
            let read = Harness.run(args, fileSystem: RealFileSystem(mapsFrom: .max))
            let mapped = Harness.run(args, fileSystem: RealFileSystem(mapsFrom: 0))
            #expect(mapped.stdout == read.stdout, "\(command) on \(path)")
            #expect(mapped.stderr == read.stderr, "\(command) on \(path)")
            #expect(mapped.status == read.status, "\(command) on \(path)")
        }
    }

    /// Maps every file, and writes `change` over the start of each (in place,
    /// as an editor that saves that way does) right after mapping it.
    struct WrittenWhileRead: FileSystem {
        let real = RealFileSystem(mapsFrom: 0)
        var change: [UInt8]

        func read(_ path: String) -> Result<[UInt8], FileSystemError> { real.read(path) }
        func canonicalPath(_ path: String) -> String? { real.canonicalPath(path) }
        func glob(_ pattern: String) -> [String] { real.glob(pattern) }

        func readSource(_ path: String, mapping: Bool) -> Result<SourceBytes, FileSystemError> {
            let result = real.readSource(path, mapping: mapping)
            let fd = open(path, O_WRONLY)
            if fd >= 0 {
                _ = change.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
                close(fd)
            }
            return result
        }
    }

    /// Reports map a large journal; a command that may write reads it, so
    /// what it compares before writing cannot change under it.
    @Test(arguments: [(["balance"], true), (["check"], true), (["register"], true), (["export", "-O", "csv"], true),
                      (["export", "-O", "csv", "-o", "DIR/out.csv"], false), (["report", "--html", "-"], true), (["report", "--html", "DIR/page.html"], false), (["fmt", "--check"], false),
                      (["archive", "--before", "2026-02-01", "--dry-run"], false), (["delete", "desc:Nothing", "--dry-run"], false)])
    func onlyCommandsThatDoNotWriteMap(_ args: [String], maps: Bool) {
        let dir = Files.temporaryDirectory()
        let path = dir + "/j.ledger"
        Files.write(path, "2026-01-05 Lunch\n    Expenses:Food  $12\n    Assets:Cash\n")
        let args = args.map { $0.hasPrefix("DIR/") ? dir + $0.dropFirst(3) : $0 }
        let out = OutputSink(capturingAsTerminal: false), err = OutputSink(capturingAsTerminal: false)
        let context = Context(stdout: out, stderr: err, environment: ["LANG": "C"], fileSystem: RealFileSystem(mapsFrom: 0),
                              readStandardInput: { [] }, clockToday: Harness.fixedToday, terminalColumns: nil)
        _ = TallyCLI.run(["-f", path] + args, context: context)
        #expect(context.mappedFiles.paths == (maps ? [path] : []), "\(args): \(err.text)")
    }

    @Test(arguments: ["balance", "check", "register"])
    func fileWrittenInPlaceWhileReadIsAnError(_ command: String) {
        let dir = Files.temporaryDirectory()
        let path = dir + "/j.ledger"
        let text = "2026-01-05 Lunch\n    Expenses:Food  $12\n    Assets:Cash\n"
        Files.write(path, text)
        // Last written a while ago, so a write now is seen as one.
        var old = [timespec(tv_sec: 1_700_000_000, tv_nsec: 0), timespec(tv_sec: 1_700_000_000, tv_nsec: 0)]
        _ = utimensat(AT_FDCWD, path, &old, 0)
        let calm = Harness.run(["-f", path, command], fileSystem: RealFileSystem(mapsFrom: 0))
        #expect(calm.status == 0)
        #expect(calm.stderr == "")
        // Same length, another amount: only the check can tell.
        let result = Harness.run(["-f", path, command], fileSystem: WrittenWhileRead(change: Array("2026-01-06".utf8)))
        #expect(result.status == 1)
        #expect(result.stderr.contains("tally: error: '\(path)' was changed by another program while it was being read"))
        #expect(result.stderr.contains("hint: run the command again"))
    }
}
