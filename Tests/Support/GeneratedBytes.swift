/// Generated input for the tests that compare a fast path with its plain
/// reference: byte strings of every length from 0 past 64, mixing ASCII
/// text, the delimiters the scans look for, UTF-8 of several scripts
/// (Vietnamese, CJK, accented Latin, emoji), control bytes and arbitrary
/// bytes, so that each special byte lands at every offset of an
/// eight-byte step. Deterministic: the same seed gives the same strings.
package struct GeneratedBytes: Sequence, IteratorProtocol {
    private var state: UInt64
    private var length = 0
    private var round = 0
    private let maximumLength: Int
    private let rounds: Int

    /// Pieces a string is made of; a piece may be cut short at the end.
    package static let pieces: [[UInt8]] = [
        "a", "Expenses", "Food", "1234.50", "$", " ", "  ", "\t", ";", "|", ":", "\n", "\r\n", "\r", "\"", "\\", ",",
        "Tiền ăn", "Cà phê sữa đá", "日本語", "東京都", "é", "ß", "€", "😀", "\u{00A0}", "\u{0301}",
    ].map { Array($0.utf8) } + [[0], [1], [0x1F], [0x7F], [0x80], [0xC3], [0xFF], [0xE6, 0x97]]

    package init(seed: UInt64 = 29, maximumLength: Int = 80, rounds: Int = 40) {
        state = seed
        self.maximumLength = maximumLength
        self.rounds = rounds
    }

    /// A number below `bound` (SplitMix64).
    package mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }

    /// `rounds` strings of each length from 0 to `maximumLength`, then nil.
    package mutating func next() -> [UInt8]? {
        if round == rounds {
            round = 0
            length += 1
        }
        guard length <= maximumLength else { return nil }
        round += 1
        var bytes: [UInt8] = []
        bytes.reserveCapacity(length + 8)
        // Some strings are mostly one kind of byte, so long runs are met too.
        let style = next(4)
        while bytes.count < length {
            switch style {
            case 0: bytes.append(UInt8(next(256)))
            case 1: bytes.append(next(8) == 0 ? Self.pieces[next(Self.pieces.count)][0] : UInt8(ascii: "x"))
            default: bytes += Self.pieces[next(Self.pieces.count)]
            }
        }
        return Array(bytes.prefix(length))
    }
}
