import Testing
import TallyEngine
import TallySyntax
import TallyTestSupport
import TallyValues

/// ledger's `apply year` blocks and its `@`/`!` spellings of directives (grammar.md §14.5, §14.10).
@Suite struct LedgerYearAndPrefixTests {
    @Test func applyYearDatesYearlessEntriesUntilItsEnd() throws {
        // ledger's regressions 2468 and coverage-apply-year: 02/29 in `apply year 2024` is a real day.
        let r = load("year 2019\napply year 2024\n\n02/29 * Leap\n    Expenses:Cash    $123.45\n    Expenses:Misc\n\nend apply year\n\n03/01 After\n    a  $1\n    b\n")
        #expect(r.ids.isEmpty)
        let days = Set(r.journal.transactions.map(\.date))
        #expect(days == [Day(year: 2024, month: 2, day: 29)!, Day(year: 2019, month: 3, day: 1)!])
    }

    @Test(arguments: ["end apply", "end"])
    func endClosesAnInnermostApplyYear(_ end: String) {
        // ledger's regression 1038_3: `apply year 2014` … `end apply`.
        let r = load("year 2019\napply account Household\napply year 2014\n\n05/13 Bug 1038\n    Expenses:Some  $500\n    Assets:Cash\n\n\(end)\n\n06/13 After\n    a  $1\n    b\nend apply account\n")
        #expect(r.ids.isEmpty)
        #expect(r.journal.transactions.map(\.date) == [Day(year: 2014, month: 5, day: 13)!, Day(year: 2019, month: 6, day: 13)!])
        #expect(r.balance("Household:a", "$") == dec("1"))
    }

    @Test func applyYearNeedsAYear() {
        #expect(load("apply year twenty\n").ids == ["invalid-directive"])
    }

    @Test func atAndBangSpellDirectives() {
        // ledger's regressions cov6-textdir-at-prefix and cov9d-bang-prefix-directive.
        let r = load("@year 2023\n!alias food=Expenses:Food\n@account Expenses:Food\n01/15 x\n    food  $1\n    Assets:Cash\n")
        #expect(r.ids.isEmpty)
        #expect(r.balance("Expenses:Food", "$") == dec("1"))
        #expect(r.journal.transactions.map(\.date) == [Day(year: 2023, month: 1, day: 15)!])
    }

    @Test func bangIncludeReadsTheFile() {
        let r = load(["main.journal": "!include other.journal\n", "other.journal": "2026-01-01 x\n    a  $2\n    b\n"])
        #expect(r.ids.isEmpty)
        #expect(r.balance("a", "$") == dec("2"))
    }
}
