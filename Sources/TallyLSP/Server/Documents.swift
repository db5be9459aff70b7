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

/// The file system as the loader should see it: open documents' texts over
/// the files on disk, so includes of an unsaved file read what is on screen.
struct OverlayFileSystem: FileSystem {
    var base: any FileSystem
    /// Texts by path.
    var texts: [String: [UInt8]]

    func read(_ path: String) -> Result<[UInt8], FileSystemError> {
        if let t = texts[path] { return .success(t) }
        if let c = base.canonicalPath(path), let t = texts[c] { return .success(t) }
        return base.read(path)
    }

    func canonicalPath(_ path: String) -> String? {
        base.canonicalPath(path) ?? (texts[path] != nil ? path : nil)
    }

    func glob(_ pattern: String) -> [String] { base.glob(pattern) }
}
