import Testing
import TallyLocale
import TallyCLITestSupport
import TallyTestSupport

/// trend names its rows in the language (months and quarters by name),
/// marks a period the range's edge cuts with `*` and a footnote saying how
/// many of its days are in, and gives CSV and JSON ISO keys and a
/// `partial` column.
@Suite("trend's period labels")
struct TrendPeriodLabelTests {
    static let student = Harness.repositoryRoot + "/examples/student.ledger"

    func run(_ args: [String], _ lang: String) -> String {
        let r = Harness.run(["trend", "-f", Self.student, "--today", "2026-11-21"] + args, environment: ["LANG": lang])
        #expect(r.status == 0, "\(args): \(r.stderr)")
        return r.stdout
    }

    @Test("months and quarters by name in each language; English keeps ISO")
    func names() {
        let months: [(String, [String])] = [
            ("C", ["\n2026-09 ", "\n2026-10 ", "\n2026-11 "]),
            ("vi_VN.UTF-8", ["\nTháng 9/2026 ", "\nTháng 10/2026 ", "\nTháng 11/2026 "]),
            ("ko_KR.UTF-8", ["\n2026년 9월 ", "\n2026년 10월 ", "\n2026년 11월 "]),
            ("zh_CN.UTF-8", ["\n2026年9月 ", "\n2026年10月 ", "\n2026年11月 "]),
            ("it_IT.UTF-8", ["\nsettembre 2026 ", "\nottobre 2026 ", "\nnovembre 2026 "]),
            ("pl_PL.UTF-8", ["\nwrzesień 2026 ", "\npaździernik 2026 ", "\nlistopad 2026 "]),
        ]
        for (lang, rows) in months {
            let text = run(["-p", "2026-09..2026-12"], lang)
            for row in rows { #expect(text.contains(row), "\(lang): no '\(row)' in\n\(text)") }
            #expect(!text.contains("*"), "\(lang): whole months marked\n\(text)")
        }
        #expect(run(["--quarterly", "-p", "2026"], "pl_PL.UTF-8").contains("\nIV kw. 2026 "))
        #expect(run(["--quarterly", "-p", "2026"], "vi_VN.UTF-8").contains("\nQuý 4/2026 "))
        #expect(run(["--quarterly", "-p", "2026"], "C").contains("\n2026Q4 "))
    }

    @Test("a period the range cuts is marked, with a footnote of its days in the range")
    func partial() {
        let weeks = run(["--weekly", "-p", "2026-11"], "C")
        #expect(weeks.contains("\n2026-W44* ") && weeks.contains("\n2026-W45  ") && weeks.contains("\n2026-W49* "), "\(weeks)")
        #expect(weeks.hasSuffix("* 2026-W44: 1 day of 7 days inside the period\n* 2026-W49: 1 day of 7 days inside the period\n"), "\(weeks)")
        let vi = run(["-p", "2026-09..2026-11-16"], "vi_VN.UTF-8")
        #expect(vi.contains("\nTháng 11/2026* ") && vi.hasSuffix("* Tháng 11/2026: chỉ 15 ngày trên 30 ngày nằm trong kỳ\n"), "\(vi)")
        let pl = run(["--by", "category", "-p", "2026-09..2026-11-16"], "pl_PL.UTF-8")
        #expect(pl.contains("\nlistopad 2026* ") && pl.hasSuffix("* listopad 2026: tylko 15 dni z 30 dni w okresie\n"), "\(pl)")
    }

    @Test("CSV and JSON keep ISO keys in every language and say which periods are partial")
    func data() {
        let csv = run(["--weekly", "-p", "2026-11", "-O", "csv"], "C")
        let lines = csv.split(separator: "\n")
        #expect(lines.first == "period,start,end,commodity,income,expenses,net,partial")
        #expect(lines.dropFirst().first == "2026-W44,2026-10-26,2026-11-01,VND,5000000,0,5000000,true", "\(csv)")
        #expect(lines.dropFirst(2).first?.hasSuffix(",false") == true, "\(csv)")
        let json = run(["--weekly", "-p", "2026-11", "-O", "json"], "C")
        #expect(json.contains("\"partial\": true") && json.contains("\"partial\": false"), "\(json)")
        for lang in ["vi_VN.UTF-8", "zh_CN.UTF-8", "pl_PL.UTF-8"] {
            #expect(run(["--weekly", "-p", "2026-11", "-O", "csv"], lang) == csv, "\(lang)")
            #expect(run(["--weekly", "-p", "2026-11", "-O", "json"], lang) == json, "\(lang)")
            #expect(run(["-p", "2026-09..2026-12", "-O", "csv"], lang) == run(["-p", "2026-09..2026-12", "-O", "csv"], "C"), "\(lang)")
        }
    }
}
