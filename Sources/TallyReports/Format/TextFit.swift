import TallyValues

/// Fits finished text to a terminal's width, line by line, so a narrow
/// terminal (a phone's, 40 columns) never shows a line that runs past its
/// edge and every figure stays on screen.
///
/// A line that fits is kept byte for byte. A line that does not is broken
/// where it has room: its cells (text between runs of two or more spaces)
/// go one after another, a cell that does not fit on the line starts the
/// next one, indented under the first; a cell wider than the terminal is
/// broken between words, and a word wider than the terminal between
/// characters. Color escapes take no columns.
package enum TextFit {
    /// The narrowest width this lays out to; below it lines are cut anyway
    /// at this many columns.
    package static let narrowest = 20

    package static func fitted(_ text: [UInt8], width: Int) -> [UInt8] {
        let width = max(width, narrowest)
        var fits = true
        var start = 0
        for i in text.indices where text[i] == 10 {
            if columns(text[start..<i]) > width { fits = false; break }
            start = i + 1
        }
        if fits && columns(text[start...]) <= width { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.count + text.count / 8)
        start = 0
        for i in text.indices where text[i] == 10 {
            append(text[start..<i], width: width, to: &out)
            out.append(10)
            start = i + 1
        }
        if start < text.count { append(text[start...], width: width, to: &out) }
        return out
    }

    /// Terminal columns of `line`, skipping `ESC [ … letter` sequences.
    package static func columns(_ line: ArraySlice<UInt8>) -> Int {
        guard line.contains(0x1B) else { return DisplayWidth.of(line) }
        return DisplayWidth.of(plain(line))
    }

    static func plain(_ line: ArraySlice<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        var i = line.startIndex
        while i < line.endIndex {
            if line[i] == 0x1B, i + 1 < line.endIndex, line[i + 1] == UInt8(ascii: "[") {
                i += 2
                while i < line.endIndex, !(line[i] >= 0x40 && line[i] <= 0x7E) { i += 1 }
                i += 1
                continue
            }
            out.append(line[i])
            i += 1
        }
        return out
    }

    /// `line` (no newline) fitted to `width`, lines after the first each
    /// preceded by a newline.
    static func append(_ line: ArraySlice<UInt8>, width: Int, to out: inout [UInt8]) {
        if columns(line) <= width { out.append(contentsOf: line); return }
        // A rule (`-----`, `=====`, `─────`) is cut to the width.
        if let rule = line.first, rule == UInt8(ascii: "-") || rule == UInt8(ascii: "="), line.allSatisfy({ $0 == rule }) {
            out.append(contentsOf: repeatElement(rule, count: width))
            return
        }
        let ruleBytes: [UInt8] = Array("─".utf8)
        if line.count % 3 == 0, line.count > 0, stride(from: line.startIndex, to: line.endIndex, by: 3).allSatisfy({ Array(line[$0..<$0 + 3]) == ruleBytes }) {
            for _ in 0..<width { out.append(contentsOf: ruleBytes) }
            return
        }
        let indent = line.prefix { $0 == 32 }.count
        let cells = Self.cells(line.dropFirst(indent))
        // Continuation lines sit under the first cell, four further in,
        // while that leaves room for a readable cell.
        let lead = min(indent, width / 2)
        let continuation = min(lead + 4, width / 3)
        var used = 0
        func newLine(_ pad: Int) {
            if used > 0 {
                while out.last == 32 { out.removeLast() }
                out.append(10)
            }
            out.append(contentsOf: repeatElement(32, count: pad))
            used = pad
        }
        newLine(lead)
        var first = true
        for cell in cells {
            let w = columns(cell[...])
            if first {
                first = false
            } else if used + 2 + w <= width {
                out.append(32); out.append(32)
                used += 2
            } else if continuation + w <= width {
                newLine(continuation)
            } else {
                // It needs breaking anyway: start it here.
                out.append(32); out.append(32)
                used += 2
            }
            if used + w <= width {
                out.append(contentsOf: cell)
                used += w
                continue
            }
            // Too wide for the rest of the line: word by word, later lines
            // hanging under the cell's start while that leaves half the width.
            let hanging = used + 1 <= width / 2 ? used : continuation
            var firstWord = true
            for word in cell.split(separator: 32, omittingEmptySubsequences: true) {
                let ww = columns(word)
                if !firstWord {
                    if used + 1 + ww <= width {
                        out.append(32)
                        used += 1
                    } else {
                        newLine(hanging)
                    }
                } else if used + ww > width && hanging + ww <= width && used > hanging {
                    newLine(hanging)
                }
                firstWord = false
                if used + ww <= width {
                    out.append(contentsOf: word)
                    used += ww
                } else {
                    breakWord(word, width: width, used: &used, pad: hanging, to: &out)
                }
            }
        }
    }

    /// Text between runs of two or more spaces (single spaces stay inside a cell).
    static func cells(_ text: ArraySlice<UInt8>) -> [[UInt8]] {
        var cells: [[UInt8]] = []
        var current: [UInt8] = []
        var spaces = 0
        for b in text {
            if b == 32 { spaces += 1; continue }
            if spaces == 1 && !current.isEmpty { current.append(32) }
            if spaces >= 2 && !current.isEmpty { cells.append(current); current = [] }
            spaces = 0
            current.append(b)
        }
        if !current.isEmpty { cells.append(current) }
        return cells
    }

    /// A word wider than the line, broken between characters.
    static func breakWord(_ word: ArraySlice<UInt8>, width: Int, used: inout Int, pad: Int, to out: inout [UInt8]) {
        var iterator = word.makeIterator()
        var decoder = UTF8()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let s):
                let w = DisplayWidth.of(scalar: s.value)
                if used + w > width && used > pad {
                    out.append(10)
                    out.append(contentsOf: repeatElement(32, count: pad))
                    used = pad
                }
                out.append(contentsOf: Array(String(s).utf8))
                used += w
            case .emptyInput: break loop
            case .error: out.append(0x3F); used += 1
            }
        }
    }
}
