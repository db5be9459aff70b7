import TallySyntax
import TallyValues

/// Terminal facts a text writer needs: width and whether to color.
public struct TextStyle: Sendable {
    public var width: Int
    public var useColor: Bool
    /// Whether `width` is a terminal's: then a table wider than it is laid
    /// out record by record; piped, its lines stay whole.
    public var isTerminalWidth: Bool

    public init(width: Int = 80, useColor: Bool = false, isTerminalWidth: Bool = false) {
        self.width = width
        self.useColor = useColor
        self.isTerminalWidth = isTerminalWidth
    }

    public func paint(_ text: [UInt8], _ code: String, to out: inout [UInt8]) {
        if useColor {
            out.append(contentsOf: "\u{1B}[\(code)m".utf8)
            out.append(contentsOf: text)
            out.append(contentsOf: "\u{1B}[0m".utf8)
        } else {
            out.append(contentsOf: text)
        }
    }

    /// What `body` writes, in the color `code` when colors are on.
    @inline(__always)
    package func paint(_ code: StaticString, to out: inout ByteOutput, _ body: (inout ByteOutput) -> Void) {
        if useColor {
            out.append(Self.escape)
            out.append(code)
            out.append(UInt8(ascii: "m"))
            body(&out)
            out.append(Self.reset)
        } else {
            body(&out)
        }
    }

    private static let escape: StaticString = "\u{1B}["
    private static let reset: StaticString = "\u{1B}[0m"
}

/// Padding and truncation by terminal display width.
public enum TextLayout {
    public static func pad(_ out: inout [UInt8], _ n: Int) {
        if n > 0 { out.append(contentsOf: repeatElement(32, count: n)) }
    }

    /// `text` cut to at most `width` columns, ending in `…` when cut.
    /// `text` broken at spaces into lines of at most `width` columns (a
    /// word longer than that keeps its own line), each ending in a newline.
    public static func wrapped(_ text: String, width: Int) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if !line.isEmpty && DisplayWidth.of(candidate) > width {
                lines.append(line)
                line = String(word)
            } else {
                line = candidate
            }
        }
        lines.append(line)
        return lines.map { $0 + "\n" }.joined()
    }

    public static func truncated(_ text: String, width: Int) -> String {
        if DisplayWidth.of(text) <= width { return text }
        if width <= 0 { return "" }
        var result = ""
        var used = 0
        for scalar in text.unicodeScalars {
            let w = DisplayWidth.of(scalar: scalar.value)
            if used + w > width - 1 { break }
            result.unicodeScalars.append(scalar)
            used += w
        }
        return result + "…"
    }

    /// Appends `text` left-aligned in `width` columns (cut if longer).
    public static func appendLeft(_ text: String, width: Int, to out: inout [UInt8]) {
        let t = truncated(text, width: width)
        out.append(contentsOf: t.utf8)
        pad(&out, width - DisplayWidth.of(t))
    }

    /// `appendLeft` for UTF-8 bytes, with `prefix` before them; text that
    /// fits is copied as it is.
    package static func appendLeft(_ text: Slice<SourceBytes>, prefix: String = "", width: Int, to out: inout [UInt8]) {
        text.withSpan { appendLeft($0, prefix: prefix, width: width, to: &out) }
    }

    package static func appendLeft(_ text: ArraySlice<UInt8>, prefix: String = "", width: Int, to out: inout [UInt8]) {
        appendLeft(text.span, prefix: prefix, width: width, to: &out)
    }

    package static func appendLeft(_ text: Span<UInt8>, prefix: String = "", width: Int, to out: inout [UInt8]) {
        let w = DisplayWidth.of(text) + DisplayWidth.of(prefix)
        if w > width {
            if let keep = plainCut(text, prefix: prefix, width: width) {
                out.append(contentsOf: prefix.utf8.prefix(keep.prefix))
                out.append(span: text.extracting(0..<keep.text))
                out.append(contentsOf: ellipsis)
                return
            }
            appendLeft(prefix + String(decoding: text), width: width, to: &out)
            return
        }
        out.append(contentsOf: prefix.utf8)
        out.append(span: text)
        pad(&out, width - w)
    }

    /// How many bytes of `prefix` and of `text` stay when they are cut to
    /// `width` columns: the first `width - 1`, then `…`, as `truncated`
    /// cuts; `nil` unless both are printable ASCII (one column per byte)
    /// and `width` is positive.
    static func plainCut(_ text: Span<UInt8>, prefix: String, width: Int) -> (prefix: Int, text: Int)? {
        let printable = { (b: UInt8) in b >= 0x20 && b < 0x7F }
        guard width > 0, prefix.utf8.allSatisfy(printable) else { return nil }
        for i in text.indices where !printable(text[i]) { return nil }
        let fromPrefix = min(prefix.utf8.count, width - 1)
        return (fromPrefix, width - 1 - fromPrefix)
    }

    /// `…`, which ends a cut text.
    package static let ellipsis: [UInt8] = Array("…".utf8)

    /// `appendLeft` into a `ByteOutput`.
    package static func appendLeft(_ text: Slice<SourceBytes>, prefix: String = "", width: Int, to out: inout ByteOutput) {
        text.withSpan { appendLeft($0, prefix: prefix, width: width, to: &out) }
    }

    package static func appendLeft(_ text: ArraySlice<UInt8>, prefix: String = "", width: Int, to out: inout ByteOutput) {
        appendLeft(text.span, prefix: prefix, width: width, to: &out)
    }

    package static func appendLeft(_ text: Span<UInt8>, prefix: String = "", width: Int, to out: inout ByteOutput) {
        let w = DisplayWidth.of(text) + (prefix.isEmpty ? 0 : DisplayWidth.of(prefix))
        if w > width {
            if let keep = plainCut(text, prefix: prefix, width: width) {
                out.append(Array(prefix.utf8.prefix(keep.prefix)))
                out.append(text.extracting(0..<keep.text))
                out.append(ellipsis)
                return
            }
            var cut: [UInt8] = []
            appendLeft(text, prefix: prefix, width: width, to: &cut)
            out.append(cut)
            return
        }
        if !prefix.isEmpty { out.append(Array(prefix.utf8)) }
        out.append(text)
        out.pad(width - w)
    }

    /// A table row too wide for the terminal, as a record: one line per
    /// non-empty cell, its column's title at `indent`, the value
    /// right-aligned after the widest title (`titleWidth`) in `valueWidth`
    /// columns.
    package static func appendStacked(titles: [String], cells: [String], indent: Int, titleWidth: Int, valueWidth: Int, to out: inout [UInt8]) {
        for (title, cell) in zip(titles, cells) where !cell.isEmpty {
            pad(&out, indent)
            appendLeft(title, width: titleWidth, to: &out)
            pad(&out, 2)
            appendRight(Array(cell.utf8), width: valueWidth, to: &out)
            out.append(10)
        }
    }

    /// Appends `text` right-aligned in `width` columns.
    public static func appendRight(_ text: [UInt8], width: Int, to out: inout [UInt8]) {
        pad(&out, width - DisplayWidth.of(text))
        out.append(contentsOf: text)
    }
}
