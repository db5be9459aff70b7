import Testing
import TallyCLI
import TallyCLITestSupport
import TallyTestSupport

/// `register --depth N` and `depth:N`: rows matched by their own accounts, shown under the ancestor at depth N.
@Suite struct RegisterDepthTests {
    static let journal = "2010/1/1 x\n  a:aa      1\n  b:bb:bbb\n\n2010/1/1 y\n  a:aa:aaa      1\n  b:bb:bbb\n"

    static func register(_ options: [String]) -> RunResult {
        Harness.run(["register", "-f", "main.journal", "-O", "csv"] + options, fileSystem: MemoryFileSystem(["main.journal": journal]))
    }

    @Test func namesAreClippedAfterTheQueryMatchedThem() {
        // hledger's register/depth tests 1 and 2: 'aa' matches a:aa:aaa, shown as a.
        let r = Self.register(["aa", "--depth", "1"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "date,status,code,description,account,commodity,amount,total\n2010-01-01,,,x,a,,1,1\n2010-01-01,,,y,a,,1,2\n")
    }

    @Test func rowsStayApartAndTheDepthTermDoesTheSame() {
        let option = Self.register(["--depth", "2"])
        let term = Self.register(["depth:2"])
        #expect(option.status == 0, "\(option.stderr)")
        #expect(option.stdout == term.stdout)
        let accounts = option.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false)[4] }
        #expect(accounts == ["a:aa", "b:bb", "a:aa", "b:bb"])
    }

    @Test(arguments: [["--depth", "-1"], ["--depth", "1", "-M"]])
    func whatItCannotDoYetIsAUsageError(_ options: [String]) {
        let r = Self.register(options)
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
    }
}
