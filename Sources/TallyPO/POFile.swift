/// A gettext PO (or POT) catalogue as Tally's translations are written:
/// its header fields and its entries, in file order. Read by the tool that
/// compiles the catalogues into TallyLocale and by the tests that check
/// them; nothing reads a PO file at run time.
public struct POFile: Sendable, Equatable {
    /// The header's fields (`Language`, `Plural-Forms`, …), from the entry
    /// whose msgid is empty.
    public var header: [String: String]
    public var entries: [POEntry]

    public init(header: [String: String] = [:], entries: [POEntry] = []) {
        self.header = header
        self.entries = entries
    }

    /// How many forms a counted message has in this language: `nplurals`
    /// of the `Plural-Forms` header, 2 (English's) without one.
    public var pluralCount: Int {
        guard let forms = header["Plural-Forms"], let range = forms.firstRange(of: "nplurals=") else { return 2 }
        return Int(String(forms[range.upperBound...].prefix { $0.isNumber })) ?? 2
    }
}

/// One message: its key (msgctxt), the English (msgid, and msgid_plural for
/// a counted one), the translation (one msgstr, or one per plural form) and
/// the comments a translator reads.
public struct POEntry: Sendable, Equatable {
    public var context: String
    public var id: String
    public var idPlural: String?
    /// The translation; one string per plural form for a counted message.
    /// Empty strings where the message is not translated.
    public var strings: [String]
    /// `#.` comments, for the translator.
    public var comments: [String]
    /// `#,` flags (`fuzzy`, …).
    public var flags: [String]
    /// The line of the entry's msgctxt or msgid, for messages about it.
    public var line: Int

    public init(context: String, id: String, idPlural: String? = nil, strings: [String], comments: [String] = [], flags: [String] = [], line: Int = 0) {
        self.context = context
        self.id = id
        self.idPlural = idPlural
        self.strings = strings
        self.comments = comments
        self.flags = flags
        self.line = line
    }

    /// Whether the entry has a translation: every msgstr filled, and not
    /// marked fuzzy (a fuzzy one is a guess gettext does not use either).
    public var isTranslated: Bool { !flags.contains("fuzzy") && !strings.isEmpty && !strings.contains("") }
}

/// Why a PO file could not be read, and where.
public struct POError: Error, Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var message: String

    public init(line: Int, _ message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { "line \(line): \(message)" }
}
