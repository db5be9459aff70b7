import Testing
@testable import TallyCLI
import TallyTestSupport

/// `tally add` with no arguments on a terminal: the questions, their
/// defaults from earlier transactions, and every way to cancel.
@Suite("add, asking")
struct AddPromptTests {
    static let journal = AddCommandTests.household

    @Test("a known description offers its last amount, category and account")
    func defaultsFromHistory() {
        let s = Scratch(["h.ledger": Self.journal])
        let reader = ScriptedReader(["", "Starbucks", "", "", "", ""])
        let r = s.run(["add", "-f", s.path("h.ledger")], reader: reader)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(reader.prompts == ["Date [2026-11-21]: ", "Description: ", "Amount [$4.50]: ", "Category [Expenses:Coffee]: ",
                                   "From account [Assets:Checking]: ", "Add this to \(s.path("h.ledger"))? [Y/n] "])
        #expect(reader.transcript.contains("""

        2026-11-21 Starbucks
            Expenses:Coffee                    $4.50
            Assets:Checking

        """))
        #expect(s.text("h.ledger") == Self.journal + """

        2026-11-21 Starbucks
            Expenses:Coffee                    $4.50
            Assets:Checking

        """)
    }

    @Test("answers replace the defaults; a typed start of a known description is completed")
    func answersAndCompletion() {
        let s = Scratch(["h.ledger": Self.journal])
        let reader = ScriptedReader(["yesterday", "starb", "", "6,25", "rent", "cash", "y"])
        let r = s.run(["add", "-f", s.path("h.ledger")], reader: reader)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(reader.prompts == ["Date [2026-11-21]: ", "Description: ", "Did you mean \"Starbucks\"? [Y/n] ", "Amount [$4.50]: ",
                                   "Category [Expenses:Coffee]: ", "From account [Assets:Checking]: ", "Add this to \(s.path("h.ledger"))? [Y/n] "])
        #expect(s.text("h.ledger").hasSuffix("""
        2026-11-20 Starbucks
            Expenses:Rent                      $6.25
            Assets:Cash

        """))
    }

    @Test("a wrong answer is explained and asked again")
    func wrongAnswersAskedAgain() {
        let s = Scratch(["h.ledger": Self.journal])
        let reader = ScriptedReader(["2026-02-30", "", "Tea", "two", "2", "zzzz", "coffee", "", ""])
        let r = s.run(["add", "-f", s.path("h.ledger")], reader: reader)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(reader.transcript.contains("Cannot read '2026-02-30' as a date; write it like 2026-11-21 or yesterday.\nDate [2026-11-21]: \n"))
        #expect(reader.transcript.contains("Cannot read 'two' as an amount: expected a number in the amount, found end of line.\nAmount: 2\n"))
        #expect(reader.transcript.contains("Category: zzzz\nno category matches 'zzzz' (known categories: "))
        #expect(s.text("h.ledger").hasSuffix("""
        2026-11-21 Tea
            Expenses:Coffee                    $2.00
            Assets:Cash

        """))
    }

    @Test("Ctrl-D, an empty description or 'n' cancels and writes nothing", arguments: [
        [""] + [nil],                                 // Ctrl-D at the description
        ["", ""],                                     // empty description
        ["", "Starbucks", nil],                       // Ctrl-D at the amount
        ["", "Starbucks", "", "", nil],               // Ctrl-D at the account
        ["", "Starbucks", "", "", "", "n"],           // declined
    ] as [[String?]])
    func cancels(_ answers: [String?]) {
        let s = Scratch(["h.ledger": Self.journal])
        let reader = ScriptedReader(answers)
        let r = s.run(["add", "-f", s.path("h.ledger")], reader: reader)
        #expect(r.status == 1)
        #expect(r.stderr == "Cancelled; nothing was written.\n")
        #expect(reader.unanswered == 0)
        #expect(s.text("h.ledger") == Self.journal)
        #expect(s.names == ["h.ledger"])
    }

    @Test("with no arguments and no terminal, add says what to give")
    func noTerminal() {
        let s = Scratch(["h.ledger": Self.journal])
        let r = s.run(["add", "-f", s.path("h.ledger")])
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("tally: error: give a description and an amount\n"))
    }
}
