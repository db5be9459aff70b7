#if canImport(Glibc)
import Glibc
#endif
import Testing
import TallyCLITestSupport
import TallyTestSupport

/// `tally export -O xlsx`: a valid stored ZIP holding a workbook whose
/// cells equal the CSV export, cell by cell.
@Suite("xlsx export")
struct XLSXExportTests {
    struct Cell: Equatable {
        var ref: String
        var style: String?
        var type: String?
        var value: String
    }

    /// The cells of a worksheet, row by row (inline strings unescaped).
    static func cells(_ xml: String) -> [[Cell]] {
        var rows: [[Cell]] = []
        for rowText in xml.split(separator: "<row ").dropFirst() {
            var row: [Cell] = []
            for cellText in rowText.split(separator: "<c ").dropFirst() {
                func attribute(_ name: String) -> String? {
                    guard let r = cellText.firstRange(of: name + "=\"") else { return nil }
                    return String(cellText[r.upperBound...].prefix { $0 != "\"" })
                }
                var value = ""
                if let v = cellText.firstRange(of: "<v>") {
                    value = String(cellText[v.upperBound...].prefix { $0 != "<" })
                } else if let t = cellText.firstRange(of: "<t xml:space=\"preserve\">") {
                    value = String(cellText[t.upperBound...].prefix { $0 != "<" })
                        .replacing("&lt;", with: "<").replacing("&gt;", with: ">").replacing("&quot;", with: "\"").replacing("&amp;", with: "&")
                }
                row.append(Cell(ref: attribute("r") ?? "", style: attribute("s"), type: attribute("t"), value: value))
            }
            rows.append(row)
        }
        return rows
    }

    static func column(_ ref: String) -> Int {
        ref.prefix { $0.isLetter }.unicodeScalars.reduce(0) { $0 * 26 + Int($1.value - 64) } - 1
    }

    /// 1899-12-30 + serial, as yyyy-mm-dd (civil-from-days).
    static func date(serial: Int) -> String {
        let z = serial - 25_569 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        let y = yoe + era * 400 + (m <= 2 ? 1 : 0)
        func pad(_ n: Int, _ w: Int) -> String { String(repeating: "0", count: max(0, w - String(n).count)) + String(n) }
        return "\(pad(y, 4))-\(pad(m, 2))-\(pad(d, 2))"
    }

    func workbook(_ args: [String]) throws -> (csv: [[String]], entries: [String: String]) {
        let dir = Files.temporaryDirectory()
        let path = dir + "/out.xlsx"
        let r = Harness.run(["export"] + args + ["-o", path])
        #expect(r.status == 0, "\(r.stderr)")
        let csv = Harness.run(["export"] + args)
        #expect(csv.status == 0)
        let bytes = try #require(Files.readBytes(path))
        var entries: [String: String] = [:]
        for e in try ZipReader.entries(bytes) { entries[e.name] = String(decoding: e.data, as: UTF8.self) }
        return (try CSVReader.parse(csv.stdout), entries)
    }

    @Test("the archive holds the parts a workbook needs")
    func parts() throws {
        let (_, entries) = try workbook(["-f", Harness.repositoryRoot + "/examples/household.ledger"])
        for part in ["[Content_Types].xml", "_rels/.rels", "xl/workbook.xml", "xl/_rels/workbook.xml.rels", "xl/styles.xml", "xl/worksheets/sheet1.xml"] {
            #expect(entries[part] != nil, "\(part) is missing")
        }
        let sheet = try #require(entries["xl/worksheets/sheet1.xml"])
        #expect(sheet.contains("state=\"frozen\""))
        #expect(sheet.contains("<autoFilter ref=\"A1:P"))
    }

    @Test("every cell equals the CSV export's field, typed", arguments: [
        ["-f", "examples/household.ledger"],
        ["-f", "examples/traveller.ledger", "-X", "EUR"],
        ["-f", "examples/student.ledger", "-p", "2026"],
    ])
    func cellsEqualCSV(_ args: [String]) throws {
        let resolved = args.map { $0.hasPrefix("examples/") ? Harness.repositoryRoot + "/" + $0 : $0 }
        let (csv, entries) = try workbook(resolved)
        let rows = Self.cells(try #require(entries["xl/worksheets/sheet1.xml"]))
        #expect(rows.count == csv.count)
        #expect(csv.count > 10)
        let header = csv[0]
        for (r, (row, fields)) in zip(rows, csv).enumerated() {
            var byColumn: [Int: Cell] = [:]
            for c in row { byColumn[Self.column(c.ref)] = c }
            for (k, field) in fields.enumerated() {
                let cell = byColumn[k]
                let name = header[k]
                if field.isEmpty {
                    #expect(cell == nil, "row \(r + 1) \(name): expected an empty cell")
                    continue
                }
                guard let cell else { Issue.record("row \(r + 1) \(name): no cell for '\(field)'"); continue }
                if r == 0 {
                    #expect(cell.type == "inlineStr" && cell.value == field && cell.style == "1")
                } else if name == "date" {
                    #expect(cell.style == "2" && Self.date(serial: Int(cell.value) ?? 0) == field, "row \(r + 1): \(cell) for \(field)")
                } else if name == "amount" || name == "converted_amount" || name == "line" {
                    #expect(cell.type == nil && cell.value == field, "row \(r + 1) \(name): \(cell) for \(field)")
                } else {
                    // CSV puts ' before text a spreadsheet would run; a workbook's text is never run.
                    let text = field.hasPrefix("'") ? String(field.dropFirst()) : field
                    #expect(cell.type == "inlineStr" && (cell.value == text || cell.value == field), "row \(r + 1) \(name): \(cell) for \(field)")
                }
            }
        }
    }

    @Test("amounts show with their commodity's decimals")
    func decimals() throws {
        let (_, entries) = try workbook(["-f", Harness.repositoryRoot + "/examples/student.ledger"])
        let styles = try #require(entries["xl/styles.xml"])
        #expect(styles.contains("formatCode=\"#,##0\""))
        let rows = Self.cells(try #require(entries["xl/worksheets/sheet1.xml"]))
        let amounts = rows.dropFirst().compactMap { $0.first { Self.column($0.ref) == 9 } }
        // đồng have no decimals: style 3 + 0.
        #expect(!amounts.isEmpty && amounts.allSatisfy { $0.style == "3" })
    }

    @Test("a workbook is never written to a terminal")
    func notToTerminal() {
        let r = Harness.run(["export", "-f", Harness.repositoryRoot + "/examples/household.ledger", "-O", "xlsx"], terminal: true)
        #expect(r.status == 2)
        #expect(r.stderr.contains("-o postings.xlsx"))
    }
}

/// The workbook opens in a real spreadsheet: LibreOffice converts it back to
/// CSV, and every value equals Tally's own CSV export.
@Suite("xlsx in LibreOffice")
struct XLSXLibreOfficeTests {
    static let office = Subprocess.find(["soffice", "libreoffice"])

    /// `4800.00` and `4800` are the same number; text stays as it is.
    static func same(_ a: String, _ b: String) -> Bool {
        func normal(_ s: String) -> String {
            guard s.contains("."), s.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" }) else { return s }
            var t = Substring(s)
            while t.last == "0" { t = t.dropLast() }
            if t.last == "." { t = t.dropLast() }
            return String(t)
        }
        return normal(a) == normal(b)
    }

    @Test("soffice --convert-to csv reads back the CSV export's values",
          .enabled(if: office != nil, "LibreOffice is not installed (apt-get install libreoffice-calc-nogui); skipping"))
    func roundTrip() throws {
        let office = try #require(Self.office)
        let dir = Files.temporaryDirectory()
        let journal = Harness.repositoryRoot + "/examples/traveller.ledger"
        let r = Harness.run(["export", "-f", journal, "-X", "EUR", "-o", dir + "/out.xlsx"])
        #expect(r.status == 0)
        let converted = Subprocess.run(office, ["--headless", "-env:UserInstallation=file://" + dir + "/profile",
                                                "--convert-to", "csv", "--outdir", dir, dir + "/out.xlsx"])
        #expect(converted.status == 0, "\(converted.output)")
        let fromOffice = try CSVReader.parse(try #require(Files.read(dir + "/out.csv")))
        let fromTally = try CSVReader.parse(Harness.run(["export", "-f", journal, "-X", "EUR"]).stdout)
        #expect(fromOffice.count == fromTally.count)
        for (a, b) in zip(fromOffice, fromTally) {
            #expect(a.count == b.count)
            for (x, y) in zip(a, b) { #expect(Self.same(x, y), "LibreOffice read '\(x)' where the CSV has '\(y)'") }
        }
    }
}
