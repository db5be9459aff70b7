import Testing
@testable import TallyCLI
import TallyCLITestSupport
import TallyTestSupport

/// The completion scripts, run in the real shells: bash drives the function
/// with COMP_WORDS/COMP_CWORD, zsh checks the syntax, fish answers
/// `complete -C`. Skipped, with the reason, when a shell or the built
/// binary is missing (.ci/run installs the shells).
@Suite("shell completion")
struct ShellCompletionTests {
    static let bash = Subprocess.find(["bash"])
    static let zsh = Subprocess.find(["zsh"])
    static let fish = Subprocess.find(["fish"])

    static let journal = """
    account Assets:Bank
    account Liabilities:Credit Card
    account Expenses:Ăn uống
    commodity EUR

    2026-01-02 Phở
        Expenses:Ăn uống  12 EUR
        Liabilities:Credit Card

    """

    @Test("every command, alias and option is in every script")
    func scriptsNameEveryCommandAndOption() {
        for shell in CompletionsCommand.shells {
            let r = Harness.run(["completions", shell])
            #expect(r.status == 0)
            for c in TallyCLI.commands {
                #expect(r.stdout.contains(c.name), "\(shell) lacks \(c.name)")
                for a in c.aliases { #expect(r.stdout.contains(a), "\(shell) lacks \(a)") }
                for o in c.options {
                    for n in o.names {
                        let written = shell != "fish" ? n : n.hasPrefix("--") ? "-l \(n.dropFirst(2))" : "-s \(n.dropFirst())"
                        #expect(r.stdout.contains(written), "\(shell) lacks \(c.name) \(n)")
                    }
                }
            }
        }
        #expect(Harness.run(["completions", "tcsh"]).status == 2)
    }

    @Test func namesComeFromTheJournal() {
        let s = Scratch(["j.ledger": Self.journal])
        #expect(Harness.run(["completions", "names", "accounts", "-f", s.path("j.ledger")]).stdout
                == "Assets\nAssets:Bank\nLiabilities\nLiabilities:Credit Card\nExpenses\nExpenses:Ăn uống\n")
        #expect(Harness.run(["completions", "names", "commodities"], environment: ["TALLY_FILE": s.path("j.ledger")]).stdout == "EUR\n")
    }

    /// The words bash offers for `line` (the cursor at its end).
    func bashComplete(_ line: String, in s: Scratch, binary: String) -> [String] {
        s.write("driver.sh", """
        source \(s.path("tally.bash"))
        line=\(ZshCompletion.quoted(line))
        read -ra COMP_WORDS <<< "$line"
        COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
        if [[ $line == *" " ]]; then COMP_WORDS+=(""); COMP_CWORD=$((COMP_CWORD + 1)); fi
        COMP_WORDS[0]=\(Subprocess.quoted(binary))
        cd \(Subprocess.quoted(s.folder))
        _tally
        printf '%s\\n' "${COMPREPLY[@]}"
        """)
        let r = Subprocess.run(Self.bash ?? "/bin/bash", [s.path("driver.sh")])
        return r.output.split(separator: "\n").map(String.init)
    }

    @Test(.enabled(if: bash != nil, "bash is not installed"), .enabled(if: Subprocess.tally != nil, "build tally first (swift build)"))
    func bashCompletesCommandsOptionsValuesAndNames() throws {
        let binary = try #require(Subprocess.tally)
        let s = Scratch(["j.ledger": Self.journal])
        s.write("tally.bash", Harness.run(["completions", "bash"]).stdout)
        #expect(bashComplete("tally bal", in: s, binary: binary) == ["balance", "bal"])
        #expect(bashComplete("tally register --col", in: s, binary: binary) == ["--color"])
        #expect(bashComplete("tally register --color ", in: s, binary: binary) == ["auto", "always", "never"])
        #expect(bashComplete("tally balance -O j", in: s, binary: binary) == ["json"])
        #expect(bashComplete("tally export -O t", in: s, binary: binary) == ["tsv"])
        #expect(bashComplete("tally -f j.l", in: s, binary: binary) == ["j.ledger"])
        #expect(bashComplete("tally help reg", in: s, binary: binary) == ["register", "reg"])
        // Names: a colon splits bash's words, so only the part after it is replaced; blanks are escaped.
        #expect(bashComplete("tally -f j.ledger balance Liab", in: s, binary: binary) == ["Liabilities", "Liabilities:Credit\\ Card"])
        #expect(bashComplete("tally -f j.ledger balance Liabilities:Cr", in: s, binary: binary) == ["Credit\\ Card"])
        #expect(bashComplete("tally -f j.ledger register Expenses:Ăn", in: s, binary: binary) == ["Ăn\\ uống"])
        #expect(bashComplete("tally -f j.ledger balance -X ", in: s, binary: binary) == ["EUR"])
    }

    @Test(.enabled(if: zsh != nil, "zsh is not installed (apt-get install zsh)"))
    func zshReadsItsScript() throws {
        let s = Scratch(["_tally": Harness.run(["completions", "zsh"]).stdout])
        let r = Subprocess.run(try #require(Self.zsh), ["-n", s.path("_tally")])
        #expect(r.status == 0)
    }

    @Test(.enabled(if: fish != nil, "fish is not installed (apt-get install fish)"),
          .enabled(if: Subprocess.tally != nil, "build tally first (swift build)"))
    func fishCompletes() throws {
        let binary = try #require(Subprocess.tally)
        let s = Scratch(["j.ledger": Self.journal, "tally.fish": Harness.run(["completions", "fish"]).stdout])
        func complete(_ line: String) -> [String] {
            s.write("driver.fish", """
            source \(s.path("tally.fish"))
            function tally; \(Subprocess.quoted(binary)) $argv; end
            cd \(Subprocess.quoted(s.folder))
            complete -C \(ZshCompletion.quoted(line))
            """)
            let r = Subprocess.run(Self.fish ?? "fish", [s.path("driver.fish")])
            return r.output.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
        }
        #expect(complete("tally bal").contains("balance"))
        #expect(complete("tally register --color ") == ["always", "auto", "never"])
        #expect(complete("tally -f j.ledger balance Liab") == ["Liabilities", "Liabilities:Credit Card"])
        #expect(complete("tally -f j.ledger register Expenses:Ăn") == ["Expenses:Ăn uống"])
        #expect(complete("tally -f j.l") == ["j.ledger"])
    }

    @Test func manPageHasEveryCommandAndOption() {
        let r = Harness.run(["help", "--man"])
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix(".\\\" tally(1)"))
        #expect(r.stdout.contains(".TH TALLY 1"))
        for c in TallyCLI.commands {
            #expect(r.stdout.contains(".SS \"\(ManPage.escape(c.name))"))
            for o in c.options { for n in o.names { #expect(r.stdout.contains("\\fB\(ManPage.escape(n))\\fR")) } }
        }
        // No line starts with a stray control character from the help text.
        for line in r.stdout.split(separator: "\n") where line.hasPrefix("'") { Issue.record("unguarded line: \(line)") }
    }
}
