import TallyLocale

/// How serious a diagnostic is.
public enum Severity: String, Sendable, Hashable {
    case error, warning, note
}

/// A problem found in a journal, as data; `DiagnosticRenderer` turns it into text.
public struct Diagnostic: Sendable, Hashable, Error {
    /// A stable kebab-case name (`unbalanced-transaction`), documented in the README.
    public var id: String
    public var severity: Severity
    /// What was found and what was expected.
    public var message: String
    /// Where; `nil` for problems that belong to no file (a missing `-f` file).
    package var location: SourceLocation?
    /// A label printed under the caret.
    public var label: String?
    /// A suggestion how to fix it.
    public var hint: String?
    /// Related places (the other side of a duplicate, the include that pulled a file in).
    package var notes: [Note]
    /// The message, hint and label in every language, when this diagnostic
    /// is one of those translated in full (`Diagnostic+Local.swift`).
    package var local: LocalDiagnosticText?

    package struct Note: Sendable, Hashable {
        package var message: String
        package var location: SourceLocation?
        /// The message in every language, when it has a translation.
        package var local: LocalText?
        package init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    package init(_ severity: Severity, _ id: String, _ message: String, at location: SourceLocation?,
                label: String? = nil, hint: String? = nil, notes: [Note] = []) {
        self.id = id
        self.severity = severity
        self.message = message
        self.location = location
        self.label = label
        self.hint = hint
        self.notes = notes
    }

    package static func error(_ id: String, _ message: String, at location: SourceLocation?,
                             label: String? = nil, hint: String? = nil) -> Diagnostic {
        Diagnostic(.error, id, message, at: location, label: label, hint: hint)
    }

    package static func warning(_ id: String, _ message: String, at location: SourceLocation?,
                               label: String? = nil, hint: String? = nil) -> Diagnostic {
        Diagnostic(.warning, id, message, at: location, label: label, hint: hint)
    }
}
