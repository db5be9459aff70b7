/// Byte-level changes to a seed journal: flips, deletions, duplications,
/// splices of interesting tokens, and whole-line shuffles.
struct Mutator {
    var random: Random

    static let tokens: [String] = [
        "9999-12-31", "0001-01-01", "0000-00-00", "99999999999999999999999999999999999999", "-", "@@ -", "@ ",
        "= ", "  ", "\t", "\n", "\r\n", "\r", ";", "include *.ledger", "budget all  1 USD daily from 0001 until 9999",
        "recurring R  daily from 0001-01-01\n    a  1 USD\n    b\n", ",", ".", "0.000000000000000000000000000000000001",
        "\u{00A0}", "\u{FEFF}", "é", "(", "[", "]", ")", "*", "!", "::", "account ", "commodity 1.000,00 ", "P 2026-01-01 ",
    ]

    mutating func mutate(_ seed: [UInt8]) -> [UInt8] {
        var bytes = seed
        for _ in 0..<random.int(1...8) {
            if bytes.isEmpty { bytes = Array(random.pick(Self.tokens).utf8); continue }
            let at = random.int(0...bytes.count - 1)
            switch random.int(0...7) {
            case 0: bytes[at] ^= UInt8(1 << random.int(0...7))
            case 1: bytes[at] = UInt8(random.int(0...255))
            case 2: bytes.removeSubrange(at..<min(bytes.count, at + random.int(1...16)))
            case 3: bytes.insert(contentsOf: Array(random.pick(Self.tokens).utf8), at: at)
            case 4:
                let end = min(bytes.count, at + random.int(1...64))
                let piece = Array(bytes[at..<end])
                for _ in 0..<random.int(1...(random.chance(5) ? 2000 : 4)) { bytes.insert(contentsOf: piece, at: end) }
            case 5: bytes[at] = random.pick([0xC3, 0xFF, 0x80, 0x00, 0x0D] as [UInt8])
            case 6:
                var lines = bytes.split(separator: 10, omittingEmptySubsequences: false)
                if lines.count > 1 { lines.swapAt(random.int(0...lines.count - 1), random.int(0...lines.count - 1)) }
                bytes = Array(lines.joined(separator: [10]))
            default:
                if let digit = bytes[at...].firstIndex(where: { $0 >= 48 && $0 <= 57 }) {
                    bytes.insert(contentsOf: Array(String(repeating: "9", count: random.int(1...40)).utf8), at: digit)
                }
            }
        }
        return bytes
    }
}
