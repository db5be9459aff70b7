extension StringProtocol {
    /// The text without the spaces and tabs at either end.
    package func trimmingBlanks() -> String {
        var s = self[...]
        while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" { s = s.dropLast() }
        return String(s)
    }
}
