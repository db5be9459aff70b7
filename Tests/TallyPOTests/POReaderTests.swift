import Testing
import TallyPO

/// The PO reader the catalogue compiler uses: escapes, strings over several
/// lines, plural forms, comments, flags, and the mistakes it refuses.
@Suite("PO reader")
struct POReaderTests {
    static let header = """
        # A comment on the file.
        msgid ""
        msgstr ""
        "Language: pl\\n"
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n"

        """

    @Test("the header's fields, and its plural count")
    func header() throws {
        let file = try POFile.parse(Self.header)
        #expect(file.header["Language"] == "pl")
        #expect(file.header["Content-Type"] == "text/plain; charset=UTF-8")
        #expect(file.pluralCount == 3)
        #expect(file.entries.isEmpty)
        #expect(try POFile.parse("").pluralCount == 2)
    }

    @Test("escapes: quote, backslash, newline and tab are undone")
    func escapes() throws {
        let file = try POFile.parse(Self.header + #"""
            msgctxt "error.aliasEscapedSlash"
            msgid "'\\/' in a \"regex\" alias\tends\n"
            msgstr "'\\/' w \"aliasie\"\tkończy\n"
            """#)
        let entry = try #require(file.entries.first)
        #expect(entry.context == "error.aliasEscapedSlash")
        #expect(entry.id == "'\\/' in a \"regex\" alias\tends\n")
        #expect(entry.strings == ["'\\/' w \"aliasie\"\tkończy\n"])
        #expect(entry.isTranslated)
    }

    @Test("a string over several lines is one string, as gettext joins it")
    func multiline() throws {
        let file = try POFile.parse(Self.header + """
            #. Long help of tally.
            msgctxt "page.tally"
            msgid ""
            "The journal comes from -f FILE,\\n"
            "else \\"tally.ledger\\".\\n"
            "\\n"
            "Run 'tally help'."
            msgstr ""
            "Dziennik pochodzi z -f FILE,\\n"
               "inaczej z \\"tally.ledger\\"."

            """)
        let entry = try #require(file.entries.first)
        #expect(entry.id == "The journal comes from -f FILE,\nelse \"tally.ledger\".\n\nRun 'tally help'.")
        #expect(entry.strings == ["Dziennik pochodzi z -f FILE,\ninaczej z \"tally.ledger\"."])
        #expect(entry.comments == ["Long help of tally."])
        #expect(entry.line == 8)
    }

    @Test("a counted message has its English plural and a form per plural")
    func plurals() throws {
        let file = try POFile.parse(Self.header + """
            msgctxt "plural.months"
            msgid "{n} month"
            msgid_plural "{n} months"
            msgstr[0] "{n} miesiąc"
            msgstr[1] "{n} miesiące"
            msgstr[2] "{n} miesięcy"
            msgctxt "income"
            msgid "Income"
            msgstr "Przychody"
            """)
        #expect(file.entries.count == 2)
        #expect(file.entries[0].idPlural == "{n} months")
        #expect(file.entries[0].strings == ["{n} miesiąc", "{n} miesiące", "{n} miesięcy"])
        #expect(file.entries[1].strings == ["Przychody"])
    }

    @Test("an empty or fuzzy msgstr is untranslated; obsolete entries are skipped; CRLF lines read")
    func untranslated() throws {
        let file = try POFile.parse(Self.header + "msgctxt \"income\"\r\nmsgid \"Income\"\r\nmsgstr \"\"\r\n\r\n"
            + "#, fuzzy, c-format\nmsgctxt \"net\"\nmsgid \"Net\"\nmsgstr \"Bilans\"\n\n#~ msgctxt \"gone\"\n#~ msgid \"Gone\"\n#~ msgstr \"Nie ma\"\n")
        #expect(file.entries.map(\.context) == ["income", "net"])
        #expect(!file.entries[0].isTranslated)
        #expect(file.entries[1].flags == ["fuzzy", "c-format"])
        #expect(!file.entries[1].isTranslated)
    }

    @Test("mistakes are refused with their line", arguments: [
        ("msgctxt \"a\"\nmsgid \"A\"\nmsgstr \"x\\q\"\n", 3, "unknown escape"),
        ("msgctxt \"a\"\nmsgid \"A\nmsgstr \"x\"\n", 2, "expected a quoted string"),
        ("msgctxt \"a\"\nmsgid \"A\" \"B\"\nmsgstr \"x\"\n", 2, "an unescaped quote"),
        ("msgid \"A\"\nmsgstr \"x\"\n", 1, "without msgctxt"),
        ("msgctxt \"a\"\nmsgid \"A\"\n\nmsgctxt \"b\"\n", 1, "without msgstr"),
        ("msgctxt \"a\"\nmsgid \"A\"\nmsgstr \"x\"\nmsgstr \"y\"\n", 4, "given twice"),
        ("\"loose\"\n", 1, "outside any"),
        ("msgctxt \"a\"\nmsgid \"A\"\nmsgtxt \"x\"\n", 3, "unknown keyword"),
    ])
    func refused(_ text: String, _ line: Int, _ words: String) {
        #expect {
            _ = try POFile.parse(text)
        } throws: { error in
            guard let error = error as? POError else { return false }
            return error.line == line && error.message.contains(words)
        }
    }
}
