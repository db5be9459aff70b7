/// What was wrong with what the user typed (a command line, a quick entry):
/// the message and, when there is one, a hint at the fix.
package struct UsageError: Error {
    package var message: String
    package var hint: String?

    package init(message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }
}
