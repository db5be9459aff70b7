import TallyLocale

extension Regex.CompileError {
    /// The error for a pattern beyond `Regex.maxProgramSize` or
    /// `Regex.maxNesting` (`regex-too-large`), said in every language;
    /// `nil` for a pattern that cannot be read at all.
    package func limitDiagnostic(at location: SourceLocation?) -> Diagnostic? {
        guard let limit else { return nil }
        return .error("regex-too-large", limit, at: location, hint: LocalText(.hintRegexLimit))
    }
}
