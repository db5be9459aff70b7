import Testing
import TallyLocale
import TallyCLITestSupport
import TallyTestSupport

/// `help --man` and the shell completions in another language: translated
/// headings, summaries and option help; English unchanged.
@Suite("manual page and completions in other languages")
struct ManPageLanguageTests {
    @Test("the manual page in Vietnamese has translated headings, summaries and option help")
    func manInVietnamese() {
        let r = Harness.run(["help", "--man"], environment: ["LANG": "vi_VN.UTF-8"])
        #expect(r.status == 0)
        for heading in [".SH TÊN", ".SH CÚ PHÁP", ".SH MÔ TẢ", ".SH LỆNH", ".SH BIẾN MÔI TRƯỜNG", ".SH MÃ THOÁT", ".SH XEM THÊM"] {
            #expect(r.stdout.contains(heading + "\n"), "no \(heading)")
        }
        #expect(r.stdout.contains("kiểm tra sổ và báo mọi lỗi và cảnh báo."))
        #expect(r.stdout.contains(".B Cách dùng:\n"))
        #expect(!r.stdout.contains(".SH DESCRIPTION"))
        #expect(!r.stdout.contains("check the journal and report every error and warning"))
        let english = Harness.run(["help", "--man"], environment: [:])
        #expect(english.stdout.contains(".SH DESCRIPTION\nTally reads plain-text ledgers"))
        #expect(english.stdout.contains("check the journal and report every error and warning."))
        #expect(english.stdout.contains("tally \\- plain-text money: check, balance and report a ledger file\n"))
    }

    @Test("every language's manual page has its own headings", arguments: Language.allCases.filter { $0 != .en })
    func headings(_ language: Language) {
        let r = Harness.run(["help", "--man", "--lang", language.rawValue], environment: [:])
        let m = Messages(language)
        for key in [ManKey.name, .synopsis, .description, .commands, .environment, .exitStatus, .seeAlso] {
            #expect(r.stdout.contains(".SH \(m.man(key))\n"), "\(language.rawValue): \(key)")
            #expect(m.man(key) != Messages.english.man(key))
        }
    }

    @Test("the Chinese page can be broken between characters, its requests left as they are")
    func chineseBreakPoints() {
        let r = Harness.run(["help", "--man", "--lang", "zh-Hans"], environment: [:])
        #expect(r.stdout.contains("\n.ad l\n"))
        let text = r.stdout.split(separator: "\n").filter { !$0.hasPrefix(".") && $0.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } }
        #expect(!text.isEmpty)
        for line in text {
            let scalars = Array(line.unicodeScalars)
            for i in scalars.indices.dropLast() where (0x4E00...0x9FFF).contains(scalars[i].value) {
                #expect(scalars[i + 1] == "\\", "no break point after \(scalars[i]) in \(line)")
            }
        }
        let english = Harness.run(["help", "--man", "--lang", "en"], environment: [:])
        #expect(!english.stdout.contains("\\:") && !english.stdout.contains(".ad l"))
    }

    @Test("every fixed text of the manual page exists in every language")
    func complete() {
        for language in Language.allCases where language != .en {
            for key in ManKey.allCases {
                let text = Messages(language).man(key)
                #expect(!text.isEmpty && text != Messages.english.man(key), "\(language.rawValue): \(key)")
            }
            for key in StatsKey.allCases {
                let text = Messages(language).stats(key)
                #expect(!text.isEmpty && text != Messages.english.stats(key), "\(language.rawValue): stats \(key)")
            }
        }
    }

    @Test("completions describe commands and options in the language")
    func completions() {
        for shell in ["bash", "zsh", "fish"] {
            let r = Harness.run(["completions", shell], environment: ["LANG": "pl_PL.UTF-8"])
            #expect(r.status == 0, "\(shell)")
            if shell != "bash" {
                #expect(r.stdout.contains("sprawdza dziennik"), "\(shell) has no Polish descriptions")
                #expect(!r.stdout.contains("check the journal and report every error and warning"), "\(shell)")
            }
        }
    }
}
