/// Terminal display width of UTF-8 text: East Asian wide and fullwidth
/// characters and most emoji take two columns, combining marks none.
package enum DisplayWidth {
    /// The number of terminal columns `bytes` occupies.
    ///
    /// - Complexity: O(n) in the byte count.
    package static func of<C: Collection>(_ bytes: C) -> Int where C.Element == UInt8 { decoded(bytes) }

    static func decoded<C: Collection>(_ bytes: C) -> Int where C.Element == UInt8 {
        var width = 0
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): width += of(scalar: scalar.value)
            case .emptyInput: break loop
            case .error: width += 1
            }
        }
        return width
    }

    /// The width of a byte array; plain ASCII is counted without decoding.
    package static func of(_ bytes: [UInt8]) -> Int { counted(bytes) }

    package static func of(_ bytes: ArraySlice<UInt8>) -> Int { counted(bytes) }

    /// ASCII counted a byte at a time; from the first other byte on, decoded.
    @inline(__always) static func counted<C: Collection>(_ bytes: C) -> Int where C.Element == UInt8 {
        var width = 0
        for b in bytes {
            if b >= 0x7F { return decoded(bytes) }
            if b >= 0x20 { width += 1 }
        }
        return width
    }

    package static func of(_ string: String) -> Int {
        var width = 0
        for scalar in string.unicodeScalars { width += of(scalar: scalar.value) }
        return width
    }

    /// Columns for one Unicode scalar.
    package static func of(scalar v: UInt32) -> Int {
        if v < 0x300 { return v < 0x20 || v == 0x7F ? 0 : 1 }
        if isZeroWidth(v) { return 0 }
        if isWide(v) { return 2 }
        return 1
    }

    static func isZeroWidth(_ v: UInt32) -> Bool {
        (0x0300...0x036F).contains(v) || (0x0483...0x0489).contains(v)
            || (0x0591...0x05BD).contains(v) || (0x0610...0x061A).contains(v)
            || (0x064B...0x065F).contains(v) || (0x0E31 == v) || (0x0E34...0x0E3A).contains(v)
            || (0x0E47...0x0E4E).contains(v) || (0x1AB0...0x1AFF).contains(v)
            || (0x1DC0...0x1DFF).contains(v) || (0x200B...0x200F).contains(v)
            || (0x202A...0x202E).contains(v) || (0x2060...0x2064).contains(v)
            || (0x20D0...0x20FF).contains(v) || (0xFE00...0xFE0F).contains(v)
            || (0xFE20...0xFE2F).contains(v) || v == 0xFEFF
            || (0x1160...0x11FF).contains(v) || (0xE0100...0xE01EF).contains(v)
    }

    static func isWide(_ v: UInt32) -> Bool {
        (0x1100...0x115F).contains(v) || (0x231A...0x231B).contains(v)
            || (0x2329...0x232A).contains(v) || (0x23E9...0x23EC).contains(v)
            || v == 0x23F0 || v == 0x23F3 || (0x25FD...0x25FE).contains(v)
            || (0x2614...0x2615).contains(v) || (0x2648...0x2653).contains(v)
            || v == 0x267F || v == 0x2693 || v == 0x26A1 || (0x26AA...0x26AB).contains(v)
            || (0x26BD...0x26BE).contains(v) || (0x26C4...0x26C5).contains(v)
            || v == 0x26CE || v == 0x26D4 || v == 0x26EA || (0x26F2...0x26F3).contains(v)
            || v == 0x26F5 || v == 0x26FA || v == 0x26FD || v == 0x2705
            || (0x270A...0x270B).contains(v) || v == 0x2728 || v == 0x274C || v == 0x274E
            || (0x2753...0x2755).contains(v) || v == 0x2757 || (0x2795...0x2797).contains(v)
            || v == 0x27B0 || v == 0x27BF || (0x2B1B...0x2B1C).contains(v)
            || v == 0x2B50 || v == 0x2B55
            || (0x2E80...0x303E).contains(v) || (0x3041...0x33FF).contains(v)
            || (0x3400...0x4DBF).contains(v) || (0x4E00...0x9FFF).contains(v)
            || (0xA000...0xA4CF).contains(v) || (0xA960...0xA97F).contains(v)
            || (0xAC00...0xD7A3).contains(v) || (0xF900...0xFAFF).contains(v)
            || (0xFE10...0xFE19).contains(v) || (0xFE30...0xFE6F).contains(v)
            || (0xFF00...0xFF60).contains(v) || (0xFFE0...0xFFE6).contains(v)
            || (0x16FE0...0x16FE4).contains(v) || (0x17000...0x18AFF).contains(v)
            || (0x1B000...0x1B2FF).contains(v) || v == 0x1F004 || v == 0x1F0CF
            || v == 0x1F18E || (0x1F191...0x1F19A).contains(v)
            || (0x1F200...0x1F251).contains(v) || (0x1F300...0x1F320).contains(v)
            || (0x1F32D...0x1F335).contains(v) || (0x1F337...0x1F37C).contains(v)
            || (0x1F37E...0x1F393).contains(v) || (0x1F3A0...0x1F3CA).contains(v)
            || (0x1F3CF...0x1F3D3).contains(v) || (0x1F3E0...0x1F3F0).contains(v)
            || v == 0x1F3F4 || (0x1F3F8...0x1F43E).contains(v) || v == 0x1F440
            || (0x1F442...0x1F4FC).contains(v) || (0x1F4FF...0x1F53D).contains(v)
            || (0x1F54B...0x1F54E).contains(v) || (0x1F550...0x1F567).contains(v)
            || v == 0x1F57A || (0x1F595...0x1F596).contains(v) || v == 0x1F5A4
            || (0x1F5FB...0x1F64F).contains(v) || (0x1F680...0x1F6C5).contains(v)
            || v == 0x1F6CC || (0x1F6D0...0x1F6D2).contains(v) || (0x1F6D5...0x1F6D7).contains(v)
            || (0x1F6DC...0x1F6DF).contains(v) || (0x1F6EB...0x1F6EC).contains(v)
            || (0x1F6F4...0x1F6FC).contains(v) || (0x1F7E0...0x1F7EB).contains(v)
            || v == 0x1F7F0 || (0x1F90C...0x1F93A).contains(v) || (0x1F93C...0x1F945).contains(v)
            || (0x1F947...0x1F9FF).contains(v) || (0x1FA70...0x1FAFF).contains(v)
            || (0x20000...0x2FFFD).contains(v) || (0x30000...0x3FFFD).contains(v)
    }
}
