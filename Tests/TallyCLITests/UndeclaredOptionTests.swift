import Testing
import TallyCLITestSupport
import TallyTestSupport
@testable import TallyCLI

/// A command reads only the options it declares: a read of another one is
/// noted (it could never be given, so it always reads as absent), and
/// debug builds say so after the command, which fails every golden and
/// language test that runs it. Code shared by commands asks first.
@Suite("options a command does not declare")
struct UndeclaredOptionTests {
    static let specs: [OptionSpec] = [
        OptionSpec(.tree, help: ""),
        OptionSpec(.begin, short: "b", value: "VALUE", help: ""),
    ]

    @Test("reading a declared option notes nothing; an undeclared one is noted, and reads as absent")
    func noted() throws {
        let a = try Arguments.parse(["--tree", "-b", "2026"], specs: Self.specs)
        #expect(a.has(.tree))
        #expect(a.value(.begin) == "2026")
        #expect(a.undeclared.names.isEmpty)
        #expect(!a.has(.related))
        #expect(a.value(.html) == nil)
        #expect(a.undeclared.names == ["--related", "--html"])
    }

    @Test("shared code asks whether the command declares an option, and notes nothing")
    func sharedCode() throws {
        let a = try Arguments.parse(["--tree"], specs: Self.specs)
        #expect(a.declares(Flag.tree))
        #expect(!a.declares(Flag.related))
        #expect(!a.hasIfDeclared(.related))
        #expect(a.valueIfDeclared(.outputFile) == nil)
        #expect(a.allIfDeclared(.account).isEmpty)
        #expect(a.undeclared.names.isEmpty)
    }

    static var commandNames: [String] {
        var names: [String] = []
        for command in TallyCLI.commands { names.append(command.name) }
        return names
    }

    @Test("every command runs on an example with no undeclared read", arguments: Self.commandNames)
    func everyCommand(_ name: String) {
        let example = Harness.repositoryRoot + "/examples/household.ledger"
        // Commands that write or wait for input are run with --help only.
        let readsOnly = ["accounts", "alerts", "balance", "breakdown", "budget", "categories", "check", "commodities", "due", "export",
                         "files", "goals", "payees", "prices", "print", "register", "stats", "summary", "tags", "trend"]
        let args = readsOnly.contains(name) ? [name, "-f", example] : [name, "--help"]
        let r = Harness.run(args)
        #expect(!r.stderr.contains("does not declare"), "\(args): \(r.stderr)")
    }
}
