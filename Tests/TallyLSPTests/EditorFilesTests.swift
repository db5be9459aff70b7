import Testing
import TallyLSP
import TallyTestSupport

/// The editor files are well formed: the JSON ones read as JSON, and the
/// TextMate grammar names the scopes editors color.
@Suite("editors/")
struct EditorFilesTests {
    @Test(arguments: ["editors/textmate/tally.tmLanguage.json", "editors/vscode/package.json", "editors/vscode/language-configuration.json"])
    func jsonFilesParse(_ path: String) throws {
        let text = try #require(Files.read(Harness.repositoryRoot + "/" + path))
        let value = JSONParser.parse(Array(text.utf8))
        #expect((try? value.get()) != nil, "\(path): \(value)")
    }

    @Test func grammarCoversTheLanguage() throws {
        let text = try #require(Files.read(Harness.repositoryRoot + "/editors/textmate/tally.tmLanguage.json"))
        let g = try JSONParser.parse(Array(text.utf8)).get()
        #expect(g["scopeName"]?.string == "source.tally")
        for key in ["comment-line", "transaction-header", "posting", "tally-directive", "ledger-directive", "price", "amount", "tag"] {
            #expect(g["repository"]?[key] != nil, "no \(key)")
        }
    }
}
