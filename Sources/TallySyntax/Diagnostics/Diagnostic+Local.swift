import TallyLocale

/// The message, hint and label of a diagnostic translated in full, with
/// their arguments (names, amounts, dates) exactly as found. The
/// diagnostic's own fields hold the English of each, so English output,
/// JSON and the language server read what they always did.
package struct LocalDiagnosticText: Sendable, Hashable {
    package var message: LocalText
    package var hint: LocalText?
    package var label: LocalText?

    package init(message: LocalText, hint: LocalText? = nil, label: LocalText? = nil) {
        self.message = message
        self.hint = hint
        self.label = label
    }
}

extension Diagnostic {
    /// A diagnostic said in every language: the renderer prints it in the
    /// user's language, headline, label and hint alike.
    package init(_ severity: Severity, _ id: String, _ message: LocalText, at location: SourceLocation?,
                 label: LocalText? = nil, hint: LocalText? = nil, notes: [Note] = []) {
        self.init(severity, id, message.english, at: location, label: label?.english, hint: hint?.english, notes: notes)
        local = LocalDiagnosticText(message: message, hint: hint, label: label)
    }

    package static func error(_ id: String, _ message: LocalText, at location: SourceLocation?,
                              label: LocalText? = nil, hint: LocalText? = nil) -> Diagnostic {
        Diagnostic(.error, id, message, at: location, label: label, hint: hint)
    }

    package static func warning(_ id: String, _ message: LocalText, at location: SourceLocation?,
                                label: LocalText? = nil, hint: LocalText? = nil) -> Diagnostic {
        Diagnostic(.warning, id, message, at: location, label: label, hint: hint)
    }
}

extension Diagnostic.Note {
    /// A note said in every language.
    package init(_ message: LocalText, at location: SourceLocation? = nil) {
        self.init(message.english, at: location)
        local = message
    }
}

extension LexError {
    /// A lexing error said in every language.
    init(_ id: String, _ message: LocalText, _ range: TextRange, hint: LocalText? = nil) {
        self.init(id, message.english, range, hint: hint?.english, local: LocalDiagnosticText(message: message, hint: hint, label: nil))
    }
}
