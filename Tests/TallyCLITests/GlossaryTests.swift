import Testing
import TallyLocale
import TallyCLITestSupport
import TallyTestSupport

/// One term per concept per language: every message that names spending,
/// income, a budget, what is carried in, a category or an account uses
/// the language's one word for it.
@Suite("the glossary")
struct GlossaryTests {
    @Test("each message naming a concept uses the language's word for it", arguments: Glossary.Concept.allCases)
    func oneWord(_ concept: Glossary.Concept) {
        #expect(!Glossary.keys(concept).isEmpty)
        for language in Language.allCases where language != .en {
            let term = Glossary.term(concept, language)
            #expect(term?.isEmpty == false, "\(concept) has no word in \(language.rawValue)")
            for key in Glossary.keys(concept) {
                let text = Messages(language)[key].lowercased()
                #expect(text.contains(term ?? "\u{0}"), "\(language.rawValue) \(key): '\(text)' does not say '\(term ?? "")'")
            }
        }
    }

    @Test("trend and summary name spending with the same word")
    func trendAgreesWithSummary() {
        for language in Language.allCases where language != .en {
            let m = Messages(language)
            #expect(m[.expenses] == m[.spending], "\(language.rawValue): trend's '\(m[.expenses])', summary's '\(m[.spending])'")
        }
    }

    @Test("Chinese output puts full-width colons after its frame words and commas between its counts")
    func chinesePunctuation() {
        let examples = Harness.repositoryRoot + "/examples/"
        let ok = Harness.run(["check", "-f", examples + "household.ledger"], environment: ["LANG": "zh_CN.UTF-8"])
        #expect(ok.stdout.hasPrefix("正常：66 笔交易，28 个账户，"), "\(ok.stdout)")
        let badRun = Harness.run(["check", "-f", examples + "errors/invalid-number.ledger"], environment: ["LANG": "zh_CN.UTF-8"])
        let bad = (stdout: badRun.stdout + badRun.stderr, status: badRun.status)
        #expect(bad.stdout.contains(": 错误：数字“1.2.50”格式不对") && bad.stdout.contains("\n  提示：") && bad.stdout.hasSuffix("1 个错误，0 条警告\n"),
                "\(bad.stdout)")
        #expect(!bad.stdout.contains("错误: ") && !bad.stdout.contains("提示: "), "\(bad.stdout)")
        // Other languages keep `: ` and `, `.
        let vi = Harness.run(["check", "-f", examples + "household.ledger"], environment: ["LANG": "vi_VN.UTF-8"])
        #expect(vi.stdout.hasPrefix("ổn: 66 giao dịch, 28 tài khoản"), "\(vi.stdout)")
    }
}
