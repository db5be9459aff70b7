import Testing
import TallyLocale
import TallyCLITestSupport
import TallyTestSupport
import TallyValues
@testable import TallyCLI

/// `--help` in every language: every option's help line and every long
/// help translated, examples kept, columns aligned by display width.
@Suite("help in every language")
struct HelpTranslationTests {
    static let others = Language.allCases.filter { $0 != .en }

    @Test("every option of every command has a help line in every language")
    func everyOption() {
        for language in Self.others {
            let m = Messages(language)
            for c in TallyCLI.commands {
                for o in c.options {
                    let text = m.optionHelp(command: c.name, option: o.key)
                    #expect(text?.isEmpty == false, "\(language.rawValue): no help line for '\(c.name) \(o.key)'")
                    #expect(text != o.help, "\(language.rawValue): '\(c.name) \(o.key)' is in English")
                }
            }
        }
        #expect(Messages.english.optionHelp(command: "balance", option: "--depth") == nil)
        #expect(Messages.english.translatedOptionKeys.isEmpty)
    }

    @Test("an option translated once for every command reads the same in English in each of them")
    func sharedOptionsAgree() {
        for language in Self.others {
            let m = Messages(language)
            var first: [String: (command: String, help: String)] = [:]
            for c in TallyCLI.commands {
                for o in c.options where !m.hasOwnOptionHelp(command: c.name, option: o.key) {
                    if let seen = first[o.key] {
                        #expect(seen.help == o.help, """
                            \(language.rawValue): '\(o.key)' reads '\(o.help)' in \(c.name) but '\(seen.help)' in \(seen.command); \
                            give '\(c.name) \(o.key)' a translation of its own
                            """)
                    } else {
                        first[o.key] = (c.name, o.help)
                    }
                }
            }
        }
    }

    @Test("no translated option line is left over for an option or command that does not exist")
    func noneLeftOver() {
        var options: Set<String> = []
        for c in TallyCLI.commands {
            for o in c.options { options.insert(o.key); options.insert("\(c.name) \(o.key)") }
        }
        for language in Self.others {
            for key in Messages(language).translatedOptionKeys {
                #expect(options.contains(key), "\(language.rawValue): '\(key)' names no option")
            }
        }
    }

    /// The example command lines of a long help, without their comments.
    static func exampleCommands(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  tally ") || line.hasPrefix("  EDITOR=") else { return nil }
            var command = line.firstRange(of: "  #").map { String(line[..<$0.lowerBound]) } ?? String(line)
            while command.last == " " { command.removeLast() }
            return command
        }
    }

    static let topics: Set<String> = ["tally", "tally-title", "man-title", "query"]

    @Test("every command has an English page, and every page names a command or a topic")
    func englishPages() {
        let names = Set(TallyCLI.commands.map { $0.name })
        let english = Set(Messages.english.ownHelpTopics)
        #expect(english == names.union(Self.topics),
                "missing \(names.union(Self.topics).subtracting(english).sorted()), left over \(english.subtracting(names.union(Self.topics)).sorted())")
        for language in Self.others {
            let own = Set(Messages(language).ownHelpTopics)
            #expect(own.isSubset(of: english), "\(language.rawValue): left over \(own.subtracting(english).sorted())")
        }
        #expect(Self.exampleCommands(Messages.english.helpText("balance")).contains("  tally bal -M -p 2026 expenses"))
    }

    @Test("every long help is translated, with its example command lines as they are")
    func longHelp() {
        let query = Messages.english.helpText("query")
        for language in Self.others {
            let m = Messages(language)
            for c in TallyCLI.commands {
                let english = Messages.english.helpText(c.name)
                let words = english.split(separator: "\n").filter { $0.filter { !$0.isWhitespace } != "{query}" }
                if !words.isEmpty {
                    #expect(m.ownHelpTopics.contains(c.name), "\(language.rawValue): \(c.name)'s long help is in English")
                }
                #expect(m.helpText(c.name).contains("{query}") == english.contains("{query}"),
                        "\(language.rawValue): \(c.name) lists the query words in one language and not the other")
                let translated = HelpText.discussion(c, m)
                #expect(!translated.contains(query), "\(language.rawValue): \(c.name) lists the query words in English")
                #expect(!translated.contains("{examples}") && !translated.contains("{query}"), "\(language.rawValue): \(c.name)'s placeholders were not filled in")
                for example in Self.exampleCommands(english) {
                    #expect(translated.contains(example), "\(language.rawValue): \(c.name) lost the example '\(example)'")
                }
            }
            for topic in ["tally", "tally-title", "query"] {
                #expect(m.ownHelpTopics.contains(topic), "\(language.rawValue): no '\(topic)'")
            }
        }
    }

    @Test("every translated example comment belongs to an English example, and a page's examples show it")
    func exampleComments() {
        let english = TallyCLI.commands.map { HelpText.examples(of: Messages.english.helpText($0.name)) }.joined(separator: "\n")
        let comments = Set(english.split(separator: "\n").compactMap { line in line.ranges(of: "  # ").last.map { String(line[$0.upperBound...]) } })
        for language in Self.others {
            let m = Messages(language)
            for comment in m.exampleCommentKeys {
                #expect(comments.contains(comment), "\(language.rawValue): a translated example comment for '\(comment)', which no English example has")
            }
        }
        let trend = HelpText.discussion(TrendCommand.self, Messages(.it))
        #expect(trend.contains("  tally trend -f household.ledger                  # per mese, su tutto il registro\n"), "\(trend)")
        #expect(HelpText.discussion(TrendCommand.self, .english).contains("household.ledger                  # by month, over the whole journal\n"))
    }

    /// The display column where the second column starts on each line that
    /// has two (two blanks or more after the first column).
    static func secondColumns(_ lines: [Substring]) -> Set<Int> {
        Set(lines.compactMap { line -> Int? in
            let text = String(line.dropFirst(2))
            guard let gap = text.firstRange(of: "  ") else { return nil }
            let rest = text[gap.lowerBound...].drop { $0 == " " }
            return 2 + DisplayWidth.of(String(text[..<rest.startIndex]))
        })
    }

    @Test("every help screen keeps its columns aligned in every language")
    func aligned() {
        for language in Language.allCases {
            let m = Messages(language)
            for c in TallyCLI.commands {
                let page = HelpText.help(for: c, m)
                guard let options = page.firstRange(of: "\n\(m[.helpOptions]):\n") else {
                    Issue.record("\(language.rawValue): \(c.name) has no options heading")
                    continue
                }
                let lines = page[options.upperBound...].split(separator: "\n")
                #expect(Self.secondColumns(lines).count == 1, "\(language.rawValue): \(c.name) options are not aligned")
            }
            let overview = HelpText.overview(TallyCLI.commands, m)
            let commandLines = overview.split(separator: "\n").filter { line in
                TallyCLI.commands.contains { line.hasPrefix("  \($0.name) ") }
            }
            #expect(commandLines.count == TallyCLI.commands.count)
            #expect(Self.secondColumns(commandLines).count == 1, "\(language.rawValue): the command list is not aligned")
        }
    }

    @Test("a help screen in each language", arguments: [
        ("vi", "Tùy chọn:", "hiện tài khoản đến độ sâu này, cộng các tài khoản sâu hơn vào chúng", "Một từ khớp với bất kỳ phần nào của tên tài khoản"),
        ("ko", "옵션:", "이 깊이까지 계정을 표시하고, 더 깊은 계정은 합산", "단어는 대소문자를 무시하고 계정 이름의 어느 부분과도 일치하며"),
        ("zh-Hans", "选项:", "显示到此深度的账户，更深的账户合并进来", "一个词匹配账户名的任意部分"),
        ("it", "Opzioni:", "mostra i conti fino a questa profondità, sommando in essi quelli più profondi", "Una parola corrisponde a qualsiasi parte del nome di un conto"),
        ("pl", "Opcje:", "pokazuje konta do tej głębokości, dodając do nich głębsze", "Słowo pasuje do dowolnej części nazwy konta"),
    ])
    func screen(_ code: String, _ heading: String, _ depthHelp: String, _ prose: String) {
        for args in [["balance", "--help", "--lang", code], ["help", "balance", "--lang", code]] {
            let r = Harness.run(args)
            #expect(r.status == 0, "\(args): \(r.stderr)")
            #expect(r.stdout.contains(heading), "\(args): \(r.stdout)")
            #expect(r.stdout.contains("  --depth N") && r.stdout.contains(depthHelp), "\(args): \(r.stdout)")
            #expect(r.stdout.contains(prose), "\(args): \(r.stdout)")
            #expect(r.stdout.contains("  tally bal -M -p 2026 expenses"), "examples stay as they are: \(r.stdout)")
            #expect(!r.stdout.contains("show accounts down to this depth"), "\(args): \(r.stdout)")
            #expect(!r.stdout.contains("A word matches any part of an account name"), "\(args): \(r.stdout)")
        }
    }

    @Test("the language comes from the environment too, and English stays English")
    func environment() {
        let vi = Harness.run(["help", "summary"], environment: ["LANG": "vi_VN.UTF-8"])
        #expect(vi.stdout.contains("Không có -p thì kỳ là tháng hiện tại"), "\(vi.stdout)")
        let overview = Harness.run(["--help"], environment: ["LC_ALL": "pl_PL.UTF-8"])
        #expect(overview.stdout.contains("Dziennik pochodzi z -f FILE"), "\(overview.stdout)")
        let en = Harness.run(["balance", "--help"])
        #expect(en.stdout.contains("show accounts down to this depth, summing deeper ones into them"), "\(en.stdout)")
        #expect(en.stdout.contains("A word matches any part of an account name"), "\(en.stdout)")
    }
}
