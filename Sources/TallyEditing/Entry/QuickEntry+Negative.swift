import TallyLocale
import TallyValues

extension QuickEntry {
    /// What a negative amount records, said out loud: `-5` for food is 5
    /// back from the expense into the account it was paid from.
    func negativeNote(_ amount: WrittenAmount, from first: String, into second: String, refund: Bool) -> String {
        let size = String(decoding: amount.writing(amount.quantity.negated()), as: UTF8.self).trimmingBlanksForNote()
        return messages.error(refund ? .negativeRefund : .negativeBack, size, first, second)
    }
}

extension String {
    fileprivate func trimmingBlanksForNote() -> String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
