import TallyEngine
import TallySyntax

extension LanguageServer {
    /// The edits that turn the document into `tally fmt`'s layout of it; for
    /// a range, only the changed lines that touch it.
    func formatting(_ ctx: DocumentContext, range: (LSPPosition, LSPPosition)?) -> Result<JSON, RequestError> {
        if ctx.analysis.result.hasErrors {
            return .failure(RequestError(code: -32803, message: "the journal has errors; tally fmt formats only a journal without errors"))
        }
        let formatted = environment.format(ctx.journal, ctx.file.id, environment.today().year)
        var hunks = LineHunks.diff(ctx.bytes.array, formatted)
        if let (s, e) = range {
            let lo = ctx.map.offset(of: min(s, e)), hi = ctx.map.offset(of: max(s, e))
            hunks = hunks.filter { $0.old.lowerBound <= hi && $0.old.upperBound >= lo }
        }
        return .success(.array(hunks.map { h in
            .object([("range", ctx.map.range(h.old)), ("newText", .string(String(decoding: h.new, as: UTF8.self)))])
        }))
    }
}

/// Line-level differences between a text and its formatted form, as
/// independent replacements of whole lines of the old text.
///
/// Formatting changes lines in place and adds or removes blank lines, so a
/// greedy walk finds small hunks: equal lines are kept, an old blank line
/// the new text lacks is removed, a new blank line is inserted, and two
/// differing lines are a replacement. Whatever the walk decides, applying
/// every hunk gives exactly the new text.
enum LineHunks {
    struct Hunk: Equatable {
        /// Byte range in the old text, whole lines.
        var old: Range<Int>
        var new: [UInt8]
    }

    static func lines(_ b: [UInt8]) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var start = 0
        for (i, x) in b.enumerated() where x == 10 {
            out.append(start..<(i + 1))
            start = i + 1
        }
        if start < b.count { out.append(start..<b.count) }
        return out
    }

    static func isBlank(_ s: ArraySlice<UInt8>) -> Bool { s.allSatisfy { $0 == 32 || $0 == 9 || $0 == 13 || $0 == 10 } }

    static func diff(_ old: [UInt8], _ new: [UInt8]) -> [Hunk] {
        let a = lines(old), b = lines(new)
        var hunks: [Hunk] = []
        var i = 0, j = 0
        func emit(_ oldRange: Range<Int>, _ text: ArraySlice<UInt8>) {
            if var last = hunks.last, last.old.upperBound == oldRange.lowerBound {
                last.old = last.old.lowerBound..<oldRange.upperBound
                last.new += text
                hunks[hunks.count - 1] = last
            } else {
                hunks.append(Hunk(old: oldRange, new: Array(text)))
            }
        }
        while i < a.count || j < b.count {
            let here = i < a.count ? a[i].lowerBound : old.count
            if i < a.count && j < b.count && old[a[i]].elementsEqual(new[b[j]]) {
                i += 1; j += 1
            } else if i < a.count && (j >= b.count || (isBlank(old[a[i]]) && !isBlank(new[b[j]]))) {
                emit(a[i], [])
                i += 1
            } else if j < b.count && (i >= a.count || (isBlank(new[b[j]]) && !isBlank(old[a[i]]))) {
                emit(here..<here, new[b[j]])
                j += 1
            } else {
                emit(a[i], new[b[j]])
                i += 1; j += 1
            }
        }
        return hunks
    }

    /// The text with the hunks applied (they must not overlap).
    static func apply(_ hunks: [Hunk], to old: [UInt8]) -> [UInt8] {
        var out = old
        for h in hunks.sorted(by: { $0.old.lowerBound > $1.old.lowerBound }) { out.replaceSubrange(h.old, with: h.new) }
        return out
    }
}
