import TallySyntax

/// A `name:value` or `:name:` tag inside a comment.
package struct Tag: Sendable, Hashable {
    package var name: String
    package var value: String
}

/// Reads tags from comment text: `name:value` (the value runs to a comma or
/// the end), and `:tag1:tag2:` lists.
package enum Tags {
    package static func parse(_ bytes: [UInt8], _ range: TextRange) -> [Tag] {
        // Every tag has a colon; most comments have none.
        guard bytes[range.range].contains(UInt8(ascii: ":")) else { return [] }
        let text = String(decoding: bytes[range.range], as: UTF8.self)
        return parse(text)
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
