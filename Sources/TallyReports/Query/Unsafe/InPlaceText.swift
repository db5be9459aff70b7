import TallySyntax
import TallyValues

/// Searches of a file's text where it lies: the queries hand a slice of
/// the file's bytes, and TextFold's in-place forms are lent its pointer
/// for the call alone.
extension TextPattern {
    /// Whether any of `patterns` is in `text`.
    static func anyFound(_ patterns: [TextPattern], in text: Slice<SourceBytes>) -> Bool {
        text.withUnsafeBufferPointer { anyFound(patterns, inText: $0) }
    }
}

extension TextFold {
    /// Whether `text` holds `needle` ignoring ASCII case; `nil` when the
    /// text is not all ASCII (and needs folding first).
    static func asciiContains(_ text: Slice<SourceBytes>, _ needle: [UInt8]) -> Bool? {
        text.withUnsafeBufferPointer { isASCII($0) ? containsIgnoringASCIICase($0, needle) : nil }
    }
}
