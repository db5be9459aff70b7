import Testing
import TallyTestSupport

/// The operating system is called from TallySystem alone: the calls that
/// map files, install signal handlers, give memory advice, rename files and
/// start processes appear in no other target, and no library target but
/// TallySystem imports a system module (the two executables' `main` files
/// may, to exit). Read from the source tree, which a test run
/// from an installed package may not have: then the tests say so and skip.
@Suite struct SystemConfinementTests {
    static let sources = Harness.repositoryRoot + "/Sources"
    static var haveSources: Bool { Files.exists(sources + "/TallySystem") }

    /// What `grep -rn 'mmap\|sigaction\|madvise\|rename(\|posix_spawn' Sources` looks for.
    static let systemCalls = ["mmap", "sigaction", "madvise", "rename(", "posix_spawn"]

    @Test(.enabled(if: haveSources, "the Sources tree is not beside the tests; nothing to check"))
    func systemCallsAreOnlyInTallySystem() throws {
        let files = Self.swiftFiles(under: Self.sources)
        #expect(files.count > 100, "found only \(files.count) Swift files under \(Self.sources)")
        var inSystem = 0
        for path in files {
            let text = try #require(Files.read(path), "cannot read \(path)")
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for (n, line) in lines.enumerated() {
                for call in Self.systemCalls where line.contains(call) {
                    if path.hasPrefix(Self.sources + "/TallySystem/") {
                        inSystem += 1
                    } else {
                        Issue.record("\(call) outside TallySystem: \(path):\(n + 1): \(line)")
                    }
                }
            }
        }
        // The search itself works: TallySystem is where the calls are.
        #expect(inSystem >= 10)
    }

    @Test(.enabled(if: haveSources, "the Sources tree is not beside the tests; nothing to check"),
          arguments: ["TallyValues", "TallyLocale", "TallySyntax", "TallyEngine", "TallyReports", "TallyEditing", "TallyImport",
                       "TallyLSP", "TallyCLI"])
    func layerImportsNoSystemModule(_ target: String) throws {
        let files = Self.swiftFiles(under: Self.sources + "/" + target)
        #expect(!files.isEmpty)
        for path in files {
            let text = try #require(Files.read(path), "cannot read \(path)")
            for line in text.split(separator: "\n") where line.hasPrefix("import ") {
                let module = line.dropFirst("import ".count)
                #expect(["Glibc", "Synchronization", "Dispatch", "Foundation", "Darwin"].allSatisfy { module != $0 },
                        "\(path) imports \(module)")
            }
        }
    }

    static func swiftFiles(under dir: String) -> [String] { Files.files(under: dir, endingIn: ".swift") }
}
