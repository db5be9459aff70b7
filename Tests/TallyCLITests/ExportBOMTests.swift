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

    @Test("-o x.csv alone writes plain UTF-8 without a mark, for scripts")
    func plainFile() {
        let s = Scratch(["j.ledger": Self.journal])
        #expect(s.run(["export", "-f", s.path("j.ledger"), "-o", s.path("x.csv")]).status == 0)
        #expect(s.bytes("x.csv").starts(with: Array("date,status,".utf8)))
    }

    /// What a spreadsheet in each language's locale reads: `;` and a
    /// decimal comma where numbers are written 1.234,56.
    static let spreadsheetStyle: [Language: (separator: String, amount: String)] = [
        .en: (",", "85000.5"), .ko: (",", "85000.5"), .zhHans: (",", "85000.5"),
        .vi: (";", "85000,5"), .it: (";", "85000,5"), .pl: (";", "85000,5"),
    ]

    static let fractional = """
    2026-11-01 * Phở Hà Nội; quán "Bà Mai"
        Chi tiêu:Ăn uống  85000.5 VND
        Tài sản:Ví
    2026-11-02 * 午饭
        Expenses:餐饮  35000 VND
        Tài sản:Ví

    """

    @Test("--excel: the mark, and the separator and decimal mark of the user's locale", arguments: Language.allCases)
    func excel(_ language: Language) throws {
        let s = Scratch(["j.ledger": Self.fractional])
        let style = try #require(Self.spreadsheetStyle[language])
        for args in [["--lang", language.rawValue], []] {
            let environment = args.isEmpty ? ["LANG": Self.locale(language)] : [:]
            let r = s.run(["export", "-f", s.path("j.ledger"), "--excel"] + args, environment: environment)
            #expect(r.status == 0, "\(r.stderr)")
            let bytes = Array(r.stdout.utf8)
            #expect(bytes.starts(with: Self.bom + Array(("date" + style.separator + "status" + style.separator).utf8)), "\(language) \(args)")
            let lines = String(decoding: bytes.dropFirst(3), as: UTF8.self).split(separator: "\n")
            #expect(lines.count == 5)
            #expect(lines[1].contains(style.separator + style.amount + style.separator + "VND" + style.separator), "\(lines[1])")
            #expect(lines[2].contains(style.separator + "-" + style.amount + style.separator), "\(lines[2])")
            // Every row has the header's sixteen fields.
            #expect(lines.allSatisfy { $0.split(separator: Character(style.separator), omittingEmptySubsequences: false).count == 16 })
        }
    }

    static func locale(_ language: Language) -> String {
        switch language {
        case .en: return "en_US.UTF-8"
        case .vi: return "vi_VN.UTF-8"
        case .ko: return "ko_KR.UTF-8"
        case .zhHans: return "zh_CN.UTF-8"
        case .it: return "it_IT.UTF-8"
        case .pl: return "pl_PL.UTF-8"
        }
    }

    @Test("--excel is for CSV: other formats are refused in the language", arguments: Language.allCases)
    func excelOnlyCSV(_ language: Language) {
        let s = Scratch(["j.ledger": Self.journal])
        let m = Messages(language)
        for format in ["tsv", "json", "xlsx", "journal"] {
            let r = s.run(["export", "-f", s.path("j.ledger"), "--excel", "-O", format, "--lang", language.rawValue])
            #expect(r.status == 2 && r.stdout.isEmpty && r.stderr.contains(m.error(.excelOnlyCSV, format)), "\(r.stderr)")
        }
    }

    struct SheetCell {
        var type = ""
        var value = ""
        var text = ""
    }

    /// The cells of the first sheet of a flat OpenDocument spreadsheet, row
    /// by row: (value type, value, text).
    static func cells(_ fods: String) -> [[SheetCell]] {
        var rows: [[SheetCell]] = []
        for rowText in fods.split(separator: "<table:table-row").dropFirst() {
            var row: [SheetCell] = []
            for cell in rowText.split(separator: "<table:table-cell").dropFirst() {
                func attribute(_ name: String) -> String {
                    guard let r = cell.firstRange(of: name + "=\"") else { return "" }
                    return String(cell[r.upperBound...].prefix { $0 != "\"" })
                }
                let head = cell.prefix { $0 != ">" }
                var text = ""
                if !head.hasSuffix("/"), let t = cell.firstRange(of: "<text:p>") {
                    text = String(cell[t.upperBound...].prefix { $0 != "<" }).replacing("&quot;", with: "\"").replacing("&amp;", with: "&")
                }
                let repeated = Int(attribute("table:number-columns-repeated")) ?? 1
                for _ in 0..<min(repeated, 64) { row.append(SheetCell(type: attribute("office:value-type"), value: attribute("office:value"), text: text)) }
            }
            rows.append(row)
        }
        return rows
    }

    /// `office` converting `file` to flat ODS with Calc's CSV filter `options`.
    static func calc(_ office: String, _ s: Scratch, _ file: String, options: String) throws -> [[SheetCell]] {
        let converted = Subprocess.run(office, ["--headless", "-env:UserInstallation=file://" + s.folder + "/profile", "--infilter=CSV:" + options,
                                                "--convert-to", "fods", "--outdir", s.path("back"), s.path(file)])
        #expect(converted.status == 0, "\(converted.output)")
        let name = String(file.split(separator: "/").last!.split(separator: ".").first!)
        return cells(try #require(Files.read(s.path("back/" + name + ".fods"))))
    }

    @Test("LibreOffice, told no character set, reads the --bom CSV as UTF-8 by its mark: Vietnamese and Chinese names intact",
          .enabled(if: XLSXLibreOfficeTests.office != nil, "LibreOffice is not installed (apt-get install libreoffice-calc-nogui); skipping"))
    func libreOfficeByMark() throws {
        let office = try #require(XLSXLibreOfficeTests.office)
        let s = Scratch(["j.ledger": Self.fractional])
        #expect(s.run(["export", "-f", s.path("j.ledger"), "--bom", "-o", s.path("bom.csv")]).status == 0)
        // Comma-separated, '"' quoted, no character set given, from line 1.
        let rows = try Self.calc(office, s, "bom.csv", options: "44,34,,1")
        #expect(rows.first?.first?.text == "date", "the mark is not part of the first cell: \(rows.first?.first ?? SheetCell())")
        let texts = rows.map { $0.map(\.text) }
        #expect(texts.contains { $0.contains("Phở Hà Nội; quán \"Bà Mai\"") || $0.contains("Phở Hà Nội") }, "\(texts)")
        #expect(texts.contains { $0.contains("Chi tiêu:Ăn uống") && $0.contains("Ăn uống") && $0.contains("Tài sản:Ví") == false })
        #expect(texts.contains { $0.contains("午饭") && $0.contains("Expenses:餐饮") && $0.contains("餐饮") })
        let amounts = rows.dropFirst().prefix(4).map { $0.count > 9 ? $0[9] : SheetCell() }
        #expect(amounts.map(\.value) == ["85000.5", "-85000.5", "35000", "-35000"], "\(amounts)")
        #expect(amounts.allSatisfy { $0.type == "float" })
    }

    @Test("LibreOffice in a Vietnamese, Italian or Polish locale reads --excel's ';' and decimal commas as numbers, names intact",
          .enabled(if: XLSXLibreOfficeTests.office != nil, "LibreOffice is not installed (apt-get install libreoffice-calc-nogui); skipping"),
          arguments: [(Language.vi, 1066), (.it, 1040), (.pl, 1045)])
    func libreOfficeExcel(_ language: Language, _ windowsLanguage: Int) throws {
        let office = try #require(XLSXLibreOfficeTests.office)
        let s = Scratch(["j.ledger": Self.fractional])
        #expect(s.run(["export", "-f", s.path("j.ledger"), "--excel", "-o", s.path("excel.csv"), "--lang", language.rawValue]).status == 0)
        // Semicolon-separated, no character set (the mark says UTF-8), the locale's numbers.
        let rows = try Self.calc(office, s, "excel.csv", options: "59,34,,1,,\(windowsLanguage)")
        #expect(rows.first?.first?.text == "date")
        #expect(rows.first?.count ?? 0 >= 16, "one column per field: \(rows.first?.map(\.text) ?? [])")
        let texts = rows.map { $0.map(\.text) }
        #expect(texts.contains { $0.contains("Phở Hà Nội; quán \"Bà Mai\"") || $0.contains("Phở Hà Nội") })
        #expect(texts.contains { $0.contains("午饭") && $0.contains("Expenses:餐饮") })
        let amounts = rows.dropFirst().prefix(4).map { $0.count > 9 ? $0[9] : SheetCell() }
        #expect(amounts.map(\.value) == ["85000.5", "-85000.5", "35000", "-35000"], "\(amounts)")
        #expect(amounts.allSatisfy { $0.type == "float" })
    }
}
