import TallyLocale
extension Parser {
    /// The sub-directives of ledger and hledger that Tally accepts and
    /// ignores under a directive, by the directive's keyword.
    static let ignoredSubdirectives: [String: Set<String>] = [
        "commodity": ["note", "alias", "nomarket", "default", "format"],
        "payee": ["alias", "uuid", "note"],
        "tag": ["check", "assert", "note"],
    ]

    /// ledger's sub-directives that take an argument: written alone under
    /// these directives they are an error, as in ledger (hledger rejects
    /// them under `commodity` and `payee` too).
    static let subdirectivesWithArgument: [String: Set<String>] = [
        "account": ["alias", "payee", "value"],
        "commodity": ["alias"],
        "payee": ["alias", "uuid"],
    ]

    /// Reports a sub-directive written without its argument
    /// (`invalid-directive`); returns whether the line was one.
    mutating func reportMissingArgument(_ l: Line, under keyword: String) -> Bool {
        var c = cursor(l, from: firstNonBlank(l))
        let word = c.scanWord()
        c.skipBlanks()
        guard c.isAtEnd || bytes[c.pos] == ByteClass.semicolon,
              Self.subdirectivesWithArgument[keyword]?.contains(String(decoding: bytes[word.range], as: UTF8.self)) == true else { return false }
        report(.error("invalid-directive", LocalText(.subdirectiveNeedsArgument, text(word), keyword), at: location(word)))
        return true
    }

    /// Consumes a directive's line and the indented lines below it, as
    /// `synchronize` does, but says so (`unread-indented-line`, a warning)
    /// about each indented line that is neither a comment nor a
    /// sub-directive Tally accepts: a posting pasted under `commodity USD`
    /// must not vanish without a word.
    mutating func directiveBody(from start: Int, keyword: String) -> TextRange {
        consume(currentLine())
        var progress = LoopProgress()
        while pos < end && progress.evaluate(pos) {
            let l = currentLine()
            guard isContinuation(l) else { break }
            warnIfUnread(l, under: keyword)
            consume(l)
        }
        return TextRange(start, pos)
    }

    /// Warns about an indented line under `keyword` unless it is a comment
    /// or an accepted sub-directive.
    mutating func warnIfUnread(_ l: Line, under keyword: String) {
        let p = firstNonBlank(l)
        if ByteClass.isCommentStart(bytes[p]) || reportMissingArgument(l, under: keyword) { return }
        var c = cursor(l, from: p)
        let word = String(decoding: bytes[c.scanWord().range], as: UTF8.self)
        if Self.ignoredSubdirectives[keyword]?.contains(word) == true { return }
        reportUnread(l, under: keyword)
    }

    /// Warns about an indented line under `account` that reads like a
    /// posting (an account, two blanks, an amount): other text there is a
    /// comment of the account.
    mutating func warnIfPostingUnderAccount(_ l: Line) {
        let p = firstNonBlank(l)
        if ByteClass.isCommentStart(bytes[p]) { return }
        var c = cursor(l, from: p)
        let field = c.scanField()
        guard !field.isEmpty, !c.isAtEnd else { return }
        c.skipBlanks()
        var probe = c
        guard case .success = probe.scanAmount() else { return }
        reportUnread(l, under: "account")
    }

    private mutating func reportUnread(_ l: Line, under keyword: String) {
        let p = firstNonBlank(l)
        report(.warning("unread-indented-line", LocalText(.indentedUnread, keyword),
                        at: location(TextRange(p, l.contentEnd)),
                        hint: LocalText(.hintIndentedUnread)))
    }
}
