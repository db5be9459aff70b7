import TallyLocale
/// Reads an amount typed outside a journal (on the command line or at a
/// prompt) with the journal's own amount grammar (grammar.md §8–9), so
/// `85.000`, `€12,50` and `-1,234.56 USD` mean what they would in the file.
package enum AmountText {
    package struct Failure: Error, Sendable {
        package var message: String
        package var hint: String?
        /// The message and hint in every language, when they are translated.
        package var local: LocalDiagnosticText?

        init(message: String, hint: String?, local: LocalDiagnosticText? = nil) {
            self.message = message
            self.hint = hint
            self.local = local
        }

        package init(_ message: LocalText, hint: LocalText? = nil) {
            self.init(message: message.english, hint: hint?.english, local: LocalDiagnosticText(message: message, hint: hint))
        }

        /// The message in `m`'s language, English when it is not translated.
        package func message(_ m: Messages) -> String { local.map { m.text($0.message) } ?? message }

        /// The hint in `m`'s language, English when it is not translated.
        package func hint(_ m: Messages) -> String? { local?.hint.map { m.text($0) } ?? hint }
    }

    /// The amount `text` holds, with ranges into `Array(text.utf8)`. The
    /// whole text must be the amount (surrounding blanks allowed).
    ///
    /// Grammar (grammar.md §8):
    ///
    ///     amount      = [ sign { blank } ] commodity { blank } [ sign { blank } ] number
    ///                 | [ sign { blank } ] number [ { blank } commodity ] ;
    package static func parse(_ text: String) -> Result<AmountSyntax, Failure> {
        let bytes = Array(text.utf8)
        var start = 0, end = bytes.count
        while start < end && ByteClass.isBlank(bytes[start]) { start += 1 }
        while end > start && ByteClass.isBlank(bytes[end - 1]) { end -= 1 }
        guard start < end else { return .failure(Failure(LocalText(.amountEmpty))) }
        return ByteView.with(bytes) { buffer in
            var cursor = Cursor(bytes: buffer, pos: start, end: end)
            switch cursor.scanAmount() {
            case .failure(let e):
                return .failure(Failure(message: e.message, hint: e.hint, local: e.local))
            case .success(let amount):
                cursor.skipBlanks()
                guard cursor.isAtEnd else {
                    let rest = String(decoding: bytes[cursor.pos..<end], as: UTF8.self)
                    return .failure(Failure(LocalText(.unexpectedAfterAmount, rest), hint: LocalText(.hintAmountAlone)))
                }
                return .success(amount)
            }
        }
    }

    /// Whether `text` is a commodity symbol as the grammar writes one
    /// unquoted (`USD`, `€`, `VND`, `$`).
    package static func isCommoditySymbol(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return !bytes.isEmpty && bytes.allSatisfy { ByteClass.isCommodity($0) }
    }
}
