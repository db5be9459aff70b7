import TallyValues

/// One worksheet's XML.
enum SheetWriter {
    static func xml(_ sheet: Workbook.Sheet) -> [UInt8] {
        var out: [UInt8] = []
        out += Array((Workbook.declaration + "<worksheet xmlns=\"\(Workbook.mainNamespace)\">").utf8)
        if sheet.freezeAndFilterHeader && !sheet.header.isEmpty {
            out += Array(("<sheetViews><sheetView workbookViewId=\"0\"><pane ySplit=\"1\" topLeftCell=\"A2\" activePane=\"bottomLeft\" state=\"frozen\"/>"
                + "<selection pane=\"bottomLeft\" activeCell=\"A2\" sqref=\"A2\"/></sheetView></sheetViews>").utf8)
        }
        out += Array("<sheetData>".utf8)
        var rowNumber = 0
        if !sheet.header.isEmpty {
            rowNumber += 1
            appendRow(rowNumber, sheet.header.map { .text($0) }, style: 1, to: &out)
        }
        for row in sheet.rows {
            rowNumber += 1
            appendRow(rowNumber, row, style: nil, to: &out)
        }
        out += Array("</sheetData>".utf8)
        if sheet.freezeAndFilterHeader && !sheet.header.isEmpty {
            out += Array("<autoFilter ref=\"\(range(sheet))\"/>".utf8)
        }
        out += Array("</worksheet>".utf8)
        return out
    }

    static func appendRow(_ number: Int, _ cells: [Workbook.Cell], style: Int?, to out: inout [UInt8]) {
        out += Array("<row r=\"\(number)\">".utf8)
        for (column, cell) in cells.enumerated() {
            let ref = columnName(column) + String(number)
            switch cell {
            case .empty: continue
            case .text(let s):
                out += Array("<c r=\"\(ref)\" t=\"inlineStr\"\(style.map { " s=\"\($0)\"" } ?? "")><is><t xml:space=\"preserve\">".utf8)
                XMLText.appendEscaped(s, to: &out)
                out += Array("</t></is></c>".utf8)
            case .number(let value, let decimals):
                let s = 3 + min(max(decimals, 0), Workbook.maximumDecimals)
                out += Array("<c r=\"\(ref)\" s=\"\(s)\"><v>\(value)</v></c>".utf8)
            case .integer(let n):
                out += Array("<c r=\"\(ref)\"><v>\(n)</v></c>".utf8)
            case .date(let day):
                out += Array("<c r=\"\(ref)\" s=\"2\"><v>\(serial(day))</v></c>".utf8)
            }
        }
        out += Array("</row>".utf8)
    }

    /// Spreadsheets count days from 1899-12-30; 1970-01-01 is day 25,569.
    static func serial(_ day: Day) -> Int { Int(day.daysSinceEpoch) + 25_569 }

    /// A, B, … Z, AA, AB, …
    static func columnName(_ index: Int) -> String {
        var n = index + 1
        var letters: [UInt8] = []
        while n > 0 {
            let r = (n - 1) % 26
            letters.insert(UInt8(ascii: "A") + UInt8(r), at: 0)
            n = (n - 1) / 26
        }
        return String(decoding: letters, as: UTF8.self)
    }

    static func range(_ sheet: Workbook.Sheet) -> String {
        "A1:" + columnName(max(sheet.header.count, 1) - 1) + String(sheet.rows.count + 1)
    }

    static func absoluteRange(_ sheet: Workbook.Sheet) -> String {
        "$A$1:$" + columnName(max(sheet.header.count, 1) - 1) + "$" + String(sheet.rows.count + 1)
    }

    /// Sheet names are at most 31 characters and hold none of `: \ / ? * [ ]`.
    static func safeSheetName(_ name: String) -> String {
        let cleaned = String(name.map { ":\\/?*[]".contains($0) ? "_" : $0 }.prefix(31))
        return cleaned.isEmpty ? "Sheet" : cleaned
    }
}

/// Text inside XML elements and attributes.
enum XMLText {
    static func escaped(_ s: String) -> String {
        var out: [UInt8] = []
        appendEscaped(s, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Escapes markup characters and leaves out the control characters XML
    /// 1.0 cannot hold (tab, line feed and carriage return stay).
    static func appendEscaped(_ s: String, to out: inout [UInt8]) {
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "&"): out += Array("&amp;".utf8)
            case UInt8(ascii: "<"): out += Array("&lt;".utf8)
            case UInt8(ascii: ">"): out += Array("&gt;".utf8)
            case UInt8(ascii: "\""): out += Array("&quot;".utf8)
            case 9, 10, 13: out.append(b)
            case 0..<32: continue
            default: out.append(b)
            }
        }
    }
}
