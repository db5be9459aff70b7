import TallyEngine

/// An open document: the editor's text, which wins over the file on disk.
package struct OpenDocument: Sendable {
    package var uri: String
    package var path: String
    package var version: Int
    package var bytes: [UInt8]

    /// Applies one `contentChanges` item: a whole new text, or a range replaced.
    /// A range outside the text is clamped to it.
    mutating func apply(_ change: JSON) -> Bool {
        guard let text = change["text"]?.string else { return false }
        guard let range = change["range"] else {
            bytes = Array(text.utf8)
            return true
        }
        guard let start = LSPPosition(range["start"]), let end = LSPPosition(range["end"]) else { return false }
        let map = PositionMap(bytes)
        let lo = map.offset(of: min(start, end)), hi = map.offset(of: max(start, end))
        bytes.replaceSubrange(lo..<hi, with: Array(text.utf8))
        return true
    }
}
