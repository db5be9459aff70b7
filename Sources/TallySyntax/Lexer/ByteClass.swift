/// ASCII classes of UTF-8 bytes. Every delimiter in the journal grammar is
/// ASCII; bytes of 0x80 and above are always part of a word.
enum ByteClass {
    static let space: UInt8 = 32, tab: UInt8 = 9, newline: UInt8 = 10, carriageReturn: UInt8 = 13
    static let semicolon = UInt8(ascii: ";"), hash = UInt8(ascii: "#"), star = UInt8(ascii: "*")
    static let percent = UInt8(ascii: "%"), pipe = UInt8(ascii: "|"), bang = UInt8(ascii: "!")
    static let at = UInt8(ascii: "@"), equals = UInt8(ascii: "="), tilde = UInt8(ascii: "~")
    static let quote = UInt8(ascii: "\""), minus = UInt8(ascii: "-"), plus = UInt8(ascii: "+")
    static let dot = UInt8(ascii: "."), comma = UInt8(ascii: ","), slash = UInt8(ascii: "/")
    static let openParen = UInt8(ascii: "("), closeParen = UInt8(ascii: ")")
    static let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{"), colon = UInt8(ascii: ":"), underscore = UInt8(ascii: "_")

    @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b &- 48 < 10 }
    @inline(__always) static func isBlank(_ b: UInt8) -> Bool { b == space || b == tab }
    /// Whether any of the eight bytes of `w` is a space, a tab or another
    /// byte below 0x21 (`false` means none is blank).
    @inline(__always) static func mayHaveBlank(_ w: UInt64) -> Bool { ByteLanes.below(w, 0x21) != 0 }

    @inline(__always) static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) &- 97 < 26 }

    /// Bytes that may appear in an unquoted commodity symbol (see `ByteClassPublic`).
    @inline(__always) static func isCommodity(_ b: UInt8) -> Bool { ByteClassPublic.isCommoditySymbolByte(b) }

    /// Bytes that start a comment line at column 0.
    @inline(__always) static func isCommentStart(_ b: UInt8) -> Bool {
        b == semicolon || b == hash || b == star || b == percent || b == pipe
    }
}

/// Which bytes may stand in an unquoted commodity symbol: letters, any
/// non-ASCII byte, and the few ASCII symbols used as currency signs
/// (`$ _ ' ` ^ & % ? \`). The lexer reads symbols by it and the writers
/// decide by it whether a symbol needs quotes. The ASCII ones are the set
/// bits of two masks, for bytes 0–63 and 64–127.
package enum ByteClassPublic {
    package static func isCommoditySymbolByte(_ b: UInt8) -> Bool {
        if b >= 0x80 { return true }
        let mask: UInt64 = b < 64 ? 0x8000_00F0_0000_0000 : 0x07FF_FFFF_D7FF_FFFE
        return (mask >> UInt64(b & 63)) & 1 != 0
    }

    /// Whether a symbol is written in quotes: it has a byte that does not
    /// read as part of a bare symbol, or one that Tally and hledger read
    /// bare but ledger does not (`&`, `?`, `^`: `"M&M"`), so that written
    /// text reads back in all three.
    package static func symbolNeedsQuotes<C: Collection>(_ symbol: C) -> Bool where C.Element == UInt8 {
        symbol.contains { b in
            !isCommoditySymbolByte(b) || b == UInt8(ascii: "&") || b == UInt8(ascii: "?") || b == UInt8(ascii: "^")
        }
    }
}
