import Testing
import TallyCLITestSupport
import TallyTestSupport

/// grammar.md is the contract: every ```ledger block in it is a complete
/// journal that `tally check` accepts.
@Suite("grammar.md examples")
struct GrammarExampleTests {
    static let blocks: [String] = {
        guard let text = Files.read(Harness.repositoryRoot + "/grammar.md") else { return [] }
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil {
                if line == "```ledger" { current = [] }
            } else if line == "```" {
                blocks.append(current!.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current!.append(line)
            }
        }
        return blocks
    }()

    @Test("grammar.md has examples")
    func present() {
        #expect(Self.blocks.count >= 15)
    }

    @Test("every ledger example checks clean", arguments: blocks)
    func checks(_ block: String) {
        let r = Harness.run(["check", "-f", "-"], stdin: block)
        #expect(r.status == 0, "\(block)\n\(r.stderr)")
    }
}
