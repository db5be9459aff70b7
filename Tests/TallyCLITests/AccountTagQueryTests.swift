import Testing
import TallyCLI
import TallyCLITestSupport
import TallyTestSupport

/// `tag:` reads the tags of an account's declaration, and of its parents',
/// as hledger does; `^` and `$` anchor a tag's value (hledger/test/query-tag.test 15 to 20).
@Suite("tag: reads account declarations")
struct AccountTagQueryTests {
    static let journal = """
    account a   ; type:A
    account l   ; type:Liability
    account r   ; type:R, client:north
    account r:sub

    2022-01-01
        (r:sub)    1

    2022-01-02
        (a)        1
        (l)        1

    """

    static func accounts(_ query: [String]) -> [Substring] {
        let r = Harness.run(["balance", "--flat", "-O", "csv", "-f", "main.journal"] + query,
                            fileSystem: MemoryFileSystem(["main.journal": journal]))
        return r.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",")[0] }
    }

    @Test func declaredTagsSelectPostings() {
        #expect(Self.accounts(["tag:type=^a"]) == ["a"])
        #expect(Self.accounts(["tag:type=a"]) == ["a", "l"])
        #expect(Self.accounts(["tag:type=^a$"]) == ["a"])
        #expect(Self.accounts(["tag:client=north"]) == ["r:sub"], "a subaccount has its parent's tags")
        #expect(Self.accounts(["not:tag:type=^l"]) == ["a", "r:sub"])
    }
}
