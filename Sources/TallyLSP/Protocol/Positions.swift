import TallySyntax

/// A position as the protocol counts it: 0-based line, and 0-based column in
/// UTF-16 code units.
package struct LSPPosition: Sendable, Hashable, Comparable {
    package var line: Int
    package var character: Int

    package init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    package static func < (a: LSPPosition, b: LSPPosition) -> Bool {
        (a.line, a.character) < (b.line, b.character)
    }

    package init?(_ json: JSON?) {
        guard let line = json?["line"]?.int, let character = json?["character"]?.int, line >= 0, character >= 0 else { return nil }
        self.init(line: line, character: character)
    }

    var json: JSON { .object([("line", .int(line)), ("character", .int(character))]) }
}

/// Turns byte offsets of one text into protocol positions and back.
package struct PositionMap: Sendable {
    package let bytes: SourceBytes
    package let lines: LineTable

    package init(_ bytes: SourceBytes) {
        self.bytes = bytes
        lines = LineTable(bytes)
    }

    package init(_ bytes: [UInt8]) { self.init(SourceBytes(bytes)) }

    package func position(of offset: Int) -> LSPPosition {
        let offset = max(0, min(offset, bytes.count))
        let line = lines.line(of: offset)
        var i = Int(lines.lineStarts[line - 1])
        var units = 0
        while i < offset {
            let b = bytes[i]
            if b & 0xC0 != 0x80 { units += b >= 0xF0 ? 2 : 1 }
            i += 1
        }
        return LSPPosition(line: line - 1, character: units)
    }

    /// The byte offset of a position; a column past the line's end is its
    /// end, a line past the text's end is the text's end.
    package func offset(of p: LSPPosition) -> Int {
        guard p.line < lines.lineStarts.count else { return bytes.count }
        let range = lines.lineRange(p.line + 1, in: bytes)
        var i = range.lowerBound
        var units = 0
        while i < range.upperBound && units < p.character {
            let b = bytes[i]
            var n = 1
            if b >= 0xF0 { n = 4 } else if b >= 0xE0 { n = 3 } else if b >= 0xC0 { n = 2 }
            units += n == 4 ? 2 : 1
            i = min(i + n, range.upperBound)
        }
        return i
    }

    package func range(_ r: TextRange) -> JSON {
        .object([("start", position(of: r.lowerBound).json), ("end", position(of: r.upperBound).json)])
    }

    func range(_ r: Range<Int>) -> JSON { range(TextRange(r.lowerBound, r.upperBound)) }
}

/// `file://` URIs and paths.
package enum FileURI {
    package static func path(_ uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = Array(uri.utf8.dropFirst(7))
        // file://host/path: only the local host is a path here.
        if let slash = rest.firstIndex(of: UInt8(ascii: "/")), slash > 0 {
            guard String(decoding: rest[..<slash], as: UTF8.self) == "localhost" else { return nil }
            rest = Array(rest[slash...])
        }
        var out: [UInt8] = []
        var i = 0
        while i < rest.count {
            if rest[i] == UInt8(ascii: "%"), i + 2 < rest.count, let h = hexValue(rest[i + 1]), let l = hexValue(rest[i + 2]) {
                out.append(h << 4 | l)
                i += 3
            } else {
                out.append(rest[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The path without `.` and `..` segments or doubled slashes (an include
    /// of `../x.ledger` names the same file the editor opened as `/a/x.ledger`).
    package static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for p in path.split(separator: "/", omittingEmptySubsequences: true) {
            if p == "." { continue }
            if p == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(p)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    package static func uri(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out = Array("file://".utf8)
        for b in path.utf8 {
            switch b {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.append(b)
            default: out.append(contentsOf: [UInt8(ascii: "%"), hex[Int(b >> 4)], hex[Int(b & 15)]])
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case 48...57: return b - 48
        case 97...102: return b - 87
        case 65...70: return b - 55
        default: return nil
        }
    }
}
