import Testing
import TallyTestSupport

/// A language server whose input ends without `exit` (an editor that
/// crashed, a stream cut inside a message) exits with status 1 and says
/// why on standard error, never silently.
@Suite struct LanguageServerEndTests {
    @Test(arguments: [("", "ended without an exit notification"),
                      ("Content-Length: 975\r\n\r\n{\"jsonrpc\":\"2.0\"", "ended inside a message")])
    func inputThatEndsWithoutExitIsSaid(_ input: String, _ said: String) throws {
        let binary = try #require(Subprocess.tally, "build the tally binary first (swift build)")
        let dir = Files.temporaryDirectory()
        Files.write(dir + "/input", input)
        let (_, output) = Subprocess.run("/bin/sh", ["-c", "timeout 20 '\(binary)' lsp --today 2026-11-21 < '\(dir)/input' 2>&1; echo \"exit=$?\""])
        #expect(output.contains(said), "\(output)")
        #expect(output.hasSuffix("exit=1\n"), "\(output)")
    }
}
