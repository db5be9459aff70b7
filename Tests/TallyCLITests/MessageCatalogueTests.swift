import Testing
import TallyLocale
import TallyTestSupport
@testable import TallyCLI

@Suite("message catalogues")
struct MessageCatalogueTests {
    /// `{1}`, `{2}`, … in a message.
    static func placeholders(_ s: String) -> Set<String> { MessageText.placeholders(s) }

    @Test("every key has a non-empty message in every language, with English's placeholders")
    func everyKeyEverywhere() {
        for language in Language.allCases {
            let m = Messages(language)
            for key in MessageKey.allCases {
                let text = m[key]
                #expect(!text.trimmingCharacters().isEmpty, "\(language.rawValue): \(key) is empty")
                #expect(Self.placeholders(text) == Self.placeholders(Messages.english[key]),
                        "\(language.rawValue): \(key) has placeholders \(Self.placeholders(text).sorted()), English has \(Self.placeholders(Messages.english[key]).sorted())")
            }
            for noun in CountedNoun.allCases {
                for n in [0, 1, 2, 3, 5, 12, 22, 25, 101] {
                    let text = m.count(n, noun)
                    #expect(text.contains(String(n)) && text.count > String(n).count, "\(language.rawValue): \(noun) for \(n) is '\(text)'")
                }
            }
        }
    }

    @Test("every starter-ledger comment exists in every language, translated, with English's placeholders")
    func starterCommentsEverywhere() {
        for language in Language.allCases {
            let m = Messages(language)
            for key in StarterKey.allCases {
                let text = m.starter(key)
                #expect(!text.trimmingCharacters().isEmpty, "\(language.rawValue): \(key) is empty")
                #expect(Self.placeholders(text) == Self.placeholders(Messages.english.starter(key)), "\(language.rawValue): \(key)")
                if language != .en { #expect(text != Messages.english.starter(key), "\(language.rawValue): \(key) is English") }
            }
        }
    }

    @Test("every starter account and category has a name in every language, none twice")
    func starterNamesEverywhere() {
        for language in Language.allCases {
            let names = StarterName.allCases.map { Messages(language).starterName($0) }
            #expect(!names.contains { $0.trimmingCharacters().isEmpty }, "\(language.rawValue): \(names)")
            #expect(Set(names).count == names.count, "\(language.rawValue): \(names)")
        }
    }

    @Test("every stats label exists in every language, with English's placeholders")
    func statsLabelsEverywhere() {
        for language in Language.allCases {
            for key in StatsKey.allCases {
                let text = Messages(language).stats(key)
                #expect(!text.trimmingCharacters().isEmpty, "\(language.rawValue): \(key) is empty")
                #expect(Self.placeholders(text) == Self.placeholders(Messages.english.stats(key)), "\(language.rawValue): \(key)")
            }
        }
    }

    @Test("translations are translated: no language but English repeats English's headings")
    func translated() {
        for language in Language.allCases where language != .en {
            let m = Messages(language)
            for key in [MessageKey.income, .spending, .budgetsHeading, .netWorth, .total, .thisMonth, .overdue, .noAlertsOn] {
                #expect(m[key] != Messages.english[key], "\(language.rawValue): \(key) is English")
            }
        }
        #expect(Messages(.vi)[.income] == "Thu nhập")
        #expect(Messages(.ko)[.spending] == "지출")
        #expect(Messages(.zhHans)[.thisMonth] == "本月")
        #expect(Messages(.it)[.lastMonth] == "il mese scorso")
        #expect(Messages(.pl)[.budgetsHeading] == "Budżety")
    }

    @Test("Polish counts take 1, 2-4 and 5+ forms; Italian and English two; the others one")
    func plurals() {
        let pl = Messages(.pl)
        #expect(pl.count(1, .days) == "1 dzień")
        #expect(pl.count(2, .days) == "2 dni")
        #expect(pl.count(1, .months) == "1 miesiąc")
        #expect(pl.count(3, .months) == "3 miesiące")
        #expect(pl.count(5, .months) == "5 miesięcy")
        #expect(pl.count(12, .months) == "12 miesięcy")
        #expect(pl.count(22, .months) == "22 miesiące")
        #expect(pl.count(25, .occurrences) == "25 wystąpień")
        #expect(pl.count(104, .occurrences) == "104 wystąpienia")
        #expect(Messages(.it).count(1, .months) == "1 mese")
        #expect(Messages(.it).count(2, .months) == "2 mesi")
        #expect(Messages.english.count(1, .days) == "1 day")
        #expect(Messages.english.count(4, .daysAgo) == "4 days ago")
        #expect(Messages(.vi).count(4, .days) == "4 ngày")
        #expect(Messages(.ko).count(4, .days) == "4일")
        #expect(Messages(.zhHans).count(3, .months) == "3 个月")
    }

    @Test("twelve months and seven weekdays, full and short, all different, in every language")
    func calendarNames() {
        for language in Language.allCases {
            let m = Messages(language)
            for short in [false, true] {
                let months = (1...12).map { m.month($0, short: short) }
                let days = (1...7).map { m.weekday($0, short: short) }
                #expect(Set(months).count == 12 && !months.contains(""), "\(language.rawValue) months \(months)")
                #expect(Set(days).count == 7 && !days.contains(""), "\(language.rawValue) weekdays \(days)")
            }
        }
        #expect(Messages(.pl).month(11) == "listopad")
        #expect(Messages(.it).weekday(3) == "mercoledì")
        #expect(Messages(.vi).weekday(7) == "Chủ Nhật")
        #expect(Messages(.ko).monthOfYear(11, year: "2026") == "2026년 11월")
        #expect(Messages(.zhHans).monthOfYear(11, year: "2026") == "2026年11月")
        #expect(Messages(.vi).monthOfYear(11, year: "2026") == "tháng 11 năm 2026")
        #expect(Messages.english.monthOfYear(3, year: "2026") == "March 2026")
    }

    @Test("arguments fill placeholders once; an argument's own braces stay")
    func filling() {
        #expect(Messages.english.text(.balancesOn, "2026-11-20") == "Balances on 2026-11-20")
        #expect(Messages.english.text(.rangeTo, "{2}", "x") == "{2} to x")
        #expect(Messages(.ko).text(.addBudgetLine, "식비", "412,000", "450,000 KRW", "이번 달", "92%") == "식비: 이번 달 412,000 / 450,000 KRW (92%)")
    }

    @Test("locale names pick the language; C and POSIX are English; unknown ones are nil")
    func localeCodes() {
        #expect(Language(code: "vi_VN.UTF-8") == .vi)
        #expect(Language(code: "ko_KR") == .ko)
        #expect(Language(code: "zh_CN.UTF-8") == .zhHans)
        #expect(Language(code: "zh-Hans") == .zhHans)
        #expect(Language(code: "zh_TW") == nil)
        #expect(Language(code: "pl_PL@euro") == .pl)
        #expect(Language(code: "it_IT") == .it)
        #expect(Language(code: "C") == .en)
        #expect(Language(code: "POSIX") == .en)
        #expect(Language(code: "C.UTF-8") == .en)
        #expect(Language(code: "de_DE") == nil)
        #expect(Language.fromEnvironment(["LANG": "pl_PL.UTF-8"]) == .pl)
        #expect(Language.fromEnvironment(["LANG": "pl_PL.UTF-8", "LC_MESSAGES": "it_IT"]) == .it)
        #expect(Language.fromEnvironment(["LANG": "pl_PL", "LC_MESSAGES": "it_IT", "LC_ALL": "ko_KR"]) == .ko)
        #expect(Language.fromEnvironment(["LC_ALL": "", "LANG": "vi_VN"]) == .vi)
        #expect(Language.fromEnvironment(["LANG": "de_DE"]) == .en)
        #expect(Language.fromEnvironment([:]) == .en)
    }

    @Test("every command has a --help summary in every language, and none is left over")
    func commandSummaries() {
        let names = Set(TallyCLI.commands.map { $0.name })
        for language in Language.allCases {
            let m = Messages(language)
            let own = Set(m.ownSummaryCommands)
            #expect(own == names, "\(language.rawValue): missing \(names.subtracting(own).sorted()), left over \(own.subtracting(names).sorted())")
            for name in names.sorted() {
                #expect(!m.commandSummary(name).isEmpty, "\(language.rawValue): no summary for '\(name)'")
                if language != .en {
                    #expect(m.commandSummary(name) != Messages.english.commandSummary(name), "\(language.rawValue): '\(name)' is in English")
                }
            }
            #expect(m.commandSummary("no-such-command").isEmpty)
        }
    }
}

private extension String {
    func trimmingCharacters() -> Substring {
        drop { $0 == " " }.reversed().drop { $0 == " " }.reversed().reduce(into: Substring()) { $0.append($1) }
    }
}
