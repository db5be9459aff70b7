import Testing
import TallyLocale
import TallyTestSupport

/// `export --bom` starts CSV and TSV with a UTF-8 byte-order mark, which
/// Excel needs to read them as UTF-8; `export -o` and `report --html` say
/// what they wrote, in the language.
@Suite("export --bom, and what export and report wrote")
struct ExportBOMTests {
    static let journal = """
    2026-11-01 * Phở Hà Nội
        Chi tiêu:Ăn uống  85000 VND
        Tài sản:Ví
    2026-11-02 * 午饭
        Expenses:餐饮  35000 VND
        Tài sản:Ví

    """

    static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

    @Test("the mark goes before the header, to a file or to standard output, for CSV and TSV only")
    func mark() {
        let s = Scratch(["j.ledger": Self.journal])
        let plain = s.run(["export", "-f", s.path("j.ledger")])
        #expect(!plain.stdout.utf8.starts(with: Self.bom))
        let out = s.run(["export", "-f", s.path("j.ledger"), "--bom"])
        #expect(Array(out.stdout.utf8) == Self.bom + Array(plain.stdout.utf8))
        for (format, header) in [("csv", "date,status,"), ("tsv", "date\tstatus\t")] {
            let r = s.run(["export", "-f", s.path("j.ledger"), "--bom", "-O", format, "-o", s.path("x." + format)])
            #expect(r.status == 0, "\(r.stderr)")
            #expect(s.bytes("x." + format).starts(with: Self.bom + Array(header.utf8)), "\(format)")
            #expect(s.text("x." + format).contains("Chi tiêu:Ăn uống") && s.text("x." + format).contains("Expenses:餐饮"))
        }
        let json = s.run(["export", "-f", s.path("j.ledger"), "--bom", "-O", "json"])
        #expect(json.status == 2 && json.stdout.isEmpty && json.stderr.contains("--bom is for CSV and TSV, not 'json'"), "\(json.stderr)")
    }

    @Test("export -o and report --html say what they wrote, in the language", arguments: Language.allCases)
    func wrote(_ language: Language) {
        let s = Scratch(["j.ledger": Self.journal])
        let m = Messages(language)
        let export = s.run(["export", "-f", s.path("j.ledger"), "-o", s.path("x.csv"), "--lang", language.rawValue])
        #expect(export.status == 0 && export.stdout == m.text(.exportWrote, m.count(4, .postings), s.path("x.csv")) + "\n", "\(export.stdout)")
        let report = s.run(["report", "-f", s.path("j.ledger"), "--html", s.path("r.html"), "--lang", language.rawValue, "--today", "2026-11-21"])
        #expect(report.status == 0 && report.stdout == m.text(.reportWrote, s.path("r.html")) + "\n", "\(report.stdout)")
        #expect(s.text("r.html").hasPrefix("<!DOCTYPE html>") || s.text("r.html").hasPrefix("<!doctype html>"))
        // To standard output, only the data.
        #expect(s.run(["report", "-f", s.path("j.ledger"), "--html", "-", "--lang", language.rawValue]).stdout.hasSuffix("</html>\n"))
    }

    @Test("LibreOffice reads the marked CSV as UTF-8 with the names intact and the mark not in the first cell",
          .enabled(if: XLSXLibreOfficeTests.office != nil, "LibreOffice is not installed; skipping"))
    func libreOffice() throws {
        let office = try #require(XLSXLibreOfficeTests.office)
        let s = Scratch(["j.ledger": Self.journal])
        #expect(s.run(["export", "-f", s.path("j.ledger"), "--bom", "-o", s.path("in.csv")]).status == 0)
        // What Calc's import dialog picks on seeing the mark: UTF-8; written back as UTF-8 CSV.
        let converted = Subprocess.run(office, ["--headless", "-env:UserInstallation=file://" + s.folder + "/profile", "--infilter=CSV:44,34,UTF8",
                                                "--convert-to", "csv:Text - txt - csv (StarCalc):44,34,76", "--outdir", s.path("back"), s.path("in.csv")])
        #expect(converted.status == 0, "\(converted.output)")
        let back = try CSVReader.parse(try #require(Files.read(s.path("back/in.csv"))))
        let ours = try CSVReader.parse(s.run(["export", "-f", s.path("j.ledger")]).stdout)
        #expect(back.first?.first == "date", "\(back.first ?? [])")
        #expect(back.map { $0.count > 7 ? $0[6] : "" } == ours.map { $0.count > 7 ? $0[6] : "" })
        #expect(back.contains { $0.contains("Chi tiêu:Ăn uống") } && back.contains { $0.contains("午饭") })
    }
}
