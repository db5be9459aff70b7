import TallySyntax

/// A `name:value` or `:name:` tag inside a comment.
package struct Tag: Sendable, Hashable {
    package var name: String
    package var value: String
}

/// Reads tags from comment text: `name:value` (the value runs to a comma or
/// the end), and `:tag1:tag2:` lists.
package enum Tags {
    package static func parse(_ bytes: some RawBytes, _ range: TextRange) -> [Tag] {
        // Every tag has a colon; most comments have none, and are not copied.
        guard bytes.contains(UInt8(ascii: ":"), in: range.range) else { return [] }
        var text: [UInt8] = []
        bytes.append(range.range, to: &text)
        // Printable ASCII and tabs: one character a byte, read as bytes.
        guard text.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 9 }) else { return parse(String(decoding: text, as: UTF8.self)) }
        return parseASCII(text)
    }

    /// `parse` for text of one character a byte.
    private static func parseASCII(_ text: [UInt8]) -> [Tag] {
        let colon = UInt8(ascii: ":")
        let isBlank = { (b: UInt8) in b == 32 || b == 9 }
        let string = { (lo: Int, hi: Int) in String(decoding: text[lo..<hi], as: UTF8.self) }
        var tags: [Tag] = []
        var partStart = 0
        while partStart < text.count {
            var partEnd = partStart
            while partEnd < text.count && text[partEnd] != UInt8(ascii: ",") { partEnd += 1 }
            defer { partStart = partEnd + 1 }
            var i = partStart
            while i < partEnd {
                while i < partEnd && isBlank(text[i]) { i += 1 }
                let wordStart = i
                while i < partEnd && !isBlank(text[i]) { i += 1 }
                if i == wordStart { break }
                if text[wordStart] == colon && text[i - 1] == colon && i - wordStart > 2 {
                    var nameStart = wordStart
                    for k in wordStart...i where k == i || text[k] == colon {
                        if k > nameStart { tags.append(Tag(name: string(nameStart, k), value: "")) }
                        nameStart = k + 1
                    }
                } else if let c = (wordStart..<i).first(where: { text[$0] == colon }), c != wordStart {
                    // name:value — the value is the rest of this comma-separated part.
                    var lo = c + 1, hi = partEnd
                    while lo < hi && isBlank(text[lo]) { lo += 1 }
                    while hi > lo && isBlank(text[hi - 1]) { hi -= 1 }
                    tags.append(Tag(name: string(wordStart, c), value: string(lo, hi)))
                    break
                }
            }
        }
        return tags
    }

    package static func parse(_ text: String) -> [Tag] {
        var tags: [Tag] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: true) {
            var i = part.startIndex
            while i < part.endIndex {
                while i < part.endIndex, part[i] == " " || part[i] == "\t" { i = part.index(after: i) }
                let wordStart = i
                while i < part.endIndex, part[i] != " " && part[i] != "\t" { i = part.index(after: i) }
                let w = part[wordStart..<i]
                if w.isEmpty { break }
                if w.hasPrefix(":") && w.hasSuffix(":") && w.count > 2 {
                    for name in w.split(separator: ":") where !name.isEmpty { tags.append(Tag(name: String(name), value: "")) }
                } else if let colon = w.firstIndex(of: ":"), colon != w.startIndex {
                    // name:value — the value is the rest of this comma-separated part.
                    tags.append(Tag(name: String(w[..<colon]), value: part[part.index(after: colon)...].trimmingBlanks()))
                    break
                }
            }
        }
        return tags
    }
}
