import TallyLocale
import TallyEngine

extension Messages {
    /// A usage error as printed: `tally: error: MESSAGE` and `  hint: HINT`,
    /// the frame's words in this language (`tally: lỗi: …`, `  gợi ý: …`).
    func usageError(_ program: String, _ message: String, hint: String? = nil) -> String {
        "\(program): \(framed(.error))\(message)\n" + (hint.map { "  \(framed(.hint))\($0)\n" } ?? "")
    }
}

extension Session {
    /// A usage error in the user's language, as the journal's language is
    /// not known yet.
    func usageError(_ message: LocalText, hint: LocalText? = nil) -> CLIError {
        let m = messagesBeforeLoading()
        return .usage(m.text(message), hint: hint.map(m.text))
    }

    /// A period that cannot be read (`-p`, `-b`, `-e`). In English the
    /// reader's own message, which lists examples; in another language a
    /// word it cannot read is said in that language, with examples that
    /// include the month names it reads (`tháng 11`, `11월`, `novembre`),
    /// unless the reader says why (`3个月前` is a day, not a span).
    func periodError(_ what: String, _ e: PeriodExpression.ParseError) -> CLIError {
        let m = messagesBeforeLoading()
        if m.language != .en, let local = e.local { return .usage("\(what): " + m.text(local) + e.caret) }
        guard m.language != .en, let word = e.word, !e.message.contains("\n"), !e.explains else { return .usage("\(what): \(e.message)") }
        return .usage("\(what): " + m.error(.unknownPeriod, word), hint: m.error(.hintPeriodLocalExamples))
    }
}

extension Session {
    /// `--depth N`, a whole number of 1 or more (0 too with `allowsZero`:
    /// every account summed into one row, `...`, as in hledger); `nil`
    /// without the option.
    func depthOption(allowsZero: Bool = false) throws(CLIError) -> Int? {
        guard let d = arguments.value(.depth) else { return nil }
        guard let n = Int(d), n >= (allowsZero ? 0 : 1) else {
            throw .usage(messagesBeforeLoading().error(.wholeNumberNeeded, "--depth", d, allowsZero ? "0" : "1"))
        }
        return n
    }

    /// `--depth 0` or `depth:0`: every account is summed into one row, `...`.
    var foldsAllAccounts: Bool {
        arguments.value(.depth) == "0" || (try? query())?.depth == 0
    }

    /// An output format this command does not write, with the ones it does.
    func unknownFormat(_ text: String, _ formats: [String]) -> CLIError {
        let m = messagesBeforeLoading()
        return .usage(m.error(.unknownFormat, text), hint: m.error(.hintUse, m.orList(formats)))
    }
}
