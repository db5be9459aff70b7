import Testing
@testable import TallyCLI
import TallyBuildInfo
import TallyCLITestSupport
import TallyTestSupport

/// `tally --version` names the version and the commit the binary was built
/// from; the commit is the checkout's, read by git before the build.
@Suite("version")
struct VersionTests {
    @Test("--version prints the version and the commit, alone or after options")
    func versionLine() {
        for args in [["--version"], ["-f", "x.ledger", "--lang", "vi", "--version"]] {
            let r = Harness.run(args)
            #expect(r.status == 0)
            #expect(r.stderr.isEmpty)
            let expected = BuildInfo.commit.isEmpty ? "" : " (\(BuildInfo.commit))"
            #expect(r.stdout == "tally \(TallyCLI.version)\(expected)\n", "\(args)")
        }
    }

    static let git = Subprocess.find(["git"])

    @Test("the commit is the checkout's HEAD, or none outside a checkout", .enabled(if: git != nil, "git is not installed"))
    func commitIsHead() throws {
        let head = Subprocess.run(try #require(Self.git), ["-C", Harness.repositoryRoot, "rev-parse", "HEAD"])
        if head.status != 0 {
            #expect(BuildInfo.commit.isEmpty, "\(Harness.repositoryRoot) is not a git checkout, yet the build names \(BuildInfo.commit)")
        } else {
            let hash = BuildInfo.commit.hasSuffix("-modified") ? String(BuildInfo.commit.dropLast(9)) : BuildInfo.commit
            #expect(hash.count == 12, "\(BuildInfo.commit)")
            #expect(head.output.hasPrefix(hash), "built from \(BuildInfo.commit), the checkout is at \(head.output)")
        }
    }
}
