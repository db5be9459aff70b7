/// Terminal colors for categories.
enum TextColors {
    /// A 24-bit color escape for `#RRGGBB`, else `fallback`.
    static func code(for hex: String?, fallback: String) -> String {
        guard let hex, hex.utf8.count == 7 else { return fallback }
        let b = Array(hex.utf8)
        func nibble(_ c: UInt8) -> Int? {
            switch c {
            case 48...57: return Int(c - 48)
            case 65...70: return Int(c - 55)
            case 97...102: return Int(c - 87)
            default: return nil
            }
        }
        var v: [Int] = []
        for i in stride(from: 1, to: 7, by: 2) {
            guard let h = nibble(b[i]), let l = nibble(b[i + 1]) else { return fallback }
            v.append(h * 16 + l)
        }
        return "38;2;\(v[0]);\(v[1]);\(v[2])"
    }
}
