import TallyValues

/// An Office Open XML workbook (.xlsx) of one or more sheets, written by
/// hand: a stored ZIP of the few XML parts a spreadsheet needs. Text cells
/// are inline strings (never formulas), dates are date serials with a date
/// format, amounts are numbers written with every decimal digit and shown
/// with their commodity's decimals.
package struct Workbook {
    package enum Cell: Sendable, Equatable {
        case text(String)
        /// A plain decimal (`-1234.5`), shown with `decimals` digits after the mark.
        case number(String, decimals: Int)
        case integer(Int)
        case date(Day)
        case empty
    }

    package struct Sheet {
        package var name: String
        package var header: [String]
        package var rows: [[Cell]] = []
        /// Freeze the header row and put a filter on it.
        package var freezeAndFilterHeader = true

        package init(name: String, header: [String]) {
            self.name = name
            self.header = header
        }
    }

    package var sheets: [Sheet] = []

    package init() {}

    /// Decimals a number format exists for; more digits show with the last.
    static let maximumDecimals = 10

    /// The .xlsx file's bytes.
    package func bytes() throws(ZipArchive.Failure) -> [UInt8] {
        var zip = ZipArchive()
        try zip.add("[Content_Types].xml", Array(contentTypes.utf8))
        try zip.add("_rels/.rels", Array(Self.rootRelations.utf8))
        try zip.add("xl/workbook.xml", Array(workbookXML.utf8))
        try zip.add("xl/_rels/workbook.xml.rels", Array(workbookRelations.utf8))
        try zip.add("xl/styles.xml", Array(Self.styles.utf8))
        for (i, sheet) in sheets.enumerated() {
            try zip.add("xl/worksheets/sheet\(i + 1).xml", SheetWriter.xml(sheet))
        }
        return try zip.finished()
    }

    static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n"
    static let mainNamespace = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
    static let relationshipNamespace = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"

    var contentTypes: String {
        var s = Self.declaration + "<Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\">"
        s += "<Default Extension=\"rels\" ContentType=\"application/vnd.openxmlformats-package.relationships+xml\"/>"
        s += "<Default Extension=\"xml\" ContentType=\"application/xml\"/>"
        s += "<Override PartName=\"/xl/workbook.xml\" ContentType=\"application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml\"/>"
        s += "<Override PartName=\"/xl/styles.xml\" ContentType=\"application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml\"/>"
        for i in sheets.indices {
            s += "<Override PartName=\"/xl/worksheets/sheet\(i + 1).xml\" ContentType=\"application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml\"/>"
        }
        return s + "</Types>"
    }

    static let rootRelations = declaration
        + "<Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\">"
        + "<Relationship Id=\"rId1\" Type=\"\(relationshipNamespace)/officeDocument\" Target=\"xl/workbook.xml\"/>"
        + "</Relationships>"

    var workbookXML: String {
        var s = Self.declaration + "<workbook xmlns=\"\(Self.mainNamespace)\" xmlns:r=\"\(Self.relationshipNamespace)\"><sheets>"
        for (i, sheet) in sheets.enumerated() {
            s += "<sheet name=\"\(XMLText.escaped(SheetWriter.safeSheetName(sheet.name)))\" sheetId=\"\(i + 1)\" r:id=\"rId\(i + 1)\"/>"
        }
        s += "</sheets>"
        // The filter's range, as spreadsheets record it.
        let filtered = sheets.enumerated().filter { $0.element.freezeAndFilterHeader && !$0.element.header.isEmpty }
        if !filtered.isEmpty {
            s += "<definedNames>"
            for (i, sheet) in filtered {
                let name = XMLText.escaped(SheetWriter.safeSheetName(sheet.name)).replacing("'", with: "''")
                s += "<definedName name=\"_xlnm._FilterDatabase\" localSheetId=\"\(i)\" hidden=\"1\">'\(name)'!\(SheetWriter.absoluteRange(sheet))</definedName>"
            }
            s += "</definedNames>"
        }
        return s + "</workbook>"
    }

    var workbookRelations: String {
        var s = Self.declaration + "<Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\">"
        for i in sheets.indices {
            s += "<Relationship Id=\"rId\(i + 1)\" Type=\"\(Self.relationshipNamespace)/worksheet\" Target=\"worksheets/sheet\(i + 1).xml\"/>"
        }
        s += "<Relationship Id=\"rId\(sheets.count + 1)\" Type=\"\(Self.relationshipNamespace)/styles\" Target=\"styles.xml\"/>"
        return s + "</Relationships>"
    }

    /// Cell formats: 0 plain, 1 bold (the header), 2 a date, 3 + k a number
    /// with k decimals and digit groups.
    static let styles: String = {
        var s = declaration + "<styleSheet xmlns=\"\(mainNamespace)\">"
        s += "<numFmts count=\"\(maximumDecimals + 2)\"><numFmt numFmtId=\"164\" formatCode=\"yyyy\\-mm\\-dd\"/>"
        for k in 0...maximumDecimals {
            let code = k == 0 ? "#,##0" : "#,##0." + String(repeating: "0", count: k)
            s += "<numFmt numFmtId=\"\(165 + k)\" formatCode=\"\(code)\"/>"
        }
        s += "</numFmts>"
        s += "<fonts count=\"2\"><font><sz val=\"11\"/><name val=\"Calibri\"/></font><font><b/><sz val=\"11\"/><name val=\"Calibri\"/></font></fonts>"
        s += "<fills count=\"2\"><fill><patternFill patternType=\"none\"/></fill><fill><patternFill patternType=\"gray125\"/></fill></fills>"
        s += "<borders count=\"1\"><border><left/><right/><top/><bottom/><diagonal/></border></borders>"
        s += "<cellStyleXfs count=\"1\"><xf numFmtId=\"0\" fontId=\"0\" fillId=\"0\" borderId=\"0\"/></cellStyleXfs>"
        s += "<cellXfs count=\"\(maximumDecimals + 4)\">"
        s += "<xf numFmtId=\"0\" fontId=\"0\" fillId=\"0\" borderId=\"0\" xfId=\"0\"/>"
        s += "<xf numFmtId=\"0\" fontId=\"1\" fillId=\"0\" borderId=\"0\" xfId=\"0\" applyFont=\"1\"/>"
        s += "<xf numFmtId=\"164\" fontId=\"0\" fillId=\"0\" borderId=\"0\" xfId=\"0\" applyNumberFormat=\"1\"/>"
        for k in 0...maximumDecimals {
            s += "<xf numFmtId=\"\(165 + k)\" fontId=\"0\" fillId=\"0\" borderId=\"0\" xfId=\"0\" applyNumberFormat=\"1\"/>"
        }
        s += "</cellXfs><cellStyles count=\"1\"><cellStyle name=\"Normal\" xfId=\"0\" builtinId=\"0\"/></cellStyles>"
        return s + "</styleSheet>"
    }()
}
