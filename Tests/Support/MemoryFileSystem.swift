import TallyEngine

/// An in-memory `FileSystem` for loader tests: paths are `/`-separated,
/// `.` and `..` components are resolved, and relative paths stay relative
/// (the loader joins include paths onto the including file's directory).
package struct MemoryFileSystem: FileSystem {
    package private(set) var files: [String: [UInt8]]

    package init(_ files: [String: String] = [:]) {
        var stored: [String: [UInt8]] = [:]
        for (path, text) in files { stored[MemoryFileSystem.normalize(path)] = Array(text.utf8) }
        self.files = stored
    }

    package mutating func write(_ path: String, _ text: String) {
        files[MemoryFileSystem.normalize(path)] = Array(text.utf8)
    }

    package mutating func write(_ path: String, bytes: [UInt8]) {
        files[MemoryFileSystem.normalize(path)] = bytes
    }

    package func read(_ path: String) -> Result<[UInt8], FileSystemError> {
        if let bytes = files[MemoryFileSystem.normalize(path)] { return .success(bytes) }
        return .failure(FileSystemError("No such file or directory"))
    }

    package func canonicalPath(_ path: String) -> String? {
        let n = MemoryFileSystem.normalize(path)
        return files[n] == nil ? nil : n
    }

    package func glob(_ pattern: String) -> [String] {
        let p = Array(MemoryFileSystem.normalize(pattern).unicodeScalars)
        return files.keys.filter { MemoryFileSystem.matches(p[...], Array($0.unicodeScalars)[...]) }.sorted()
    }

    /// `a/./b/../c` → `a/c`; keeps a leading `/`; never goes above a relative root's `..`.
    package static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            if part == ".." && absolute { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// Shell-style matching as glob(3) does it: `*`, `?` and `[…]` (`[abc]`,
    /// `[a-z]`, `[!x]`) do not match `/`, nor a `.` that starts a path
    /// component; `\` makes the next character stand for itself.
    static func matches(_ pattern: ArraySlice<Unicode.Scalar>, _ name: ArraySlice<Unicode.Scalar>,
                        atComponentStart: Bool = true) -> Bool {
        guard let first = pattern.first else { return name.isEmpty }
        let hiddenDot = atComponentStart && name.first == "."
        switch first {
        case "*":
            if matches(pattern.dropFirst(), name, atComponentStart: atComponentStart) { return true }
            if hiddenDot { return false }
            var rest = name
            while let c = rest.first, c != "/" {
                rest = rest.dropFirst()
                if matches(pattern.dropFirst(), rest, atComponentStart: false) { return true }
            }
            return false
        case "?":
            guard let c = name.first, c != "/", !hiddenDot else { return false }
            return matches(pattern.dropFirst(), name.dropFirst(), atComponentStart: false)
        case "[":
            guard let c = name.first, c != "/", !hiddenDot, let close = pattern.dropFirst(2).firstIndex(of: "]") else {
                return name.first == "[" && matches(pattern.dropFirst(), name.dropFirst(), atComponentStart: false)
            }
            var set = pattern[(pattern.startIndex + 1)..<close]
            let negated = set.first == "!" || set.first == "^"
            if negated { set = set.dropFirst() }
            var found = false
            var i = set.startIndex
            while i < set.endIndex {
                if i + 2 < set.endIndex, set[i + 1] == "-" {
                    if set[i].value <= c.value && c.value <= set[i + 2].value { found = true }
                    i += 3
                } else {
                    if set[i] == c { found = true }
                    i += 1
                }
            }
            return found != negated && matches(pattern[(close + 1)...], name.dropFirst(), atComponentStart: false)
        case "\\" where pattern.count > 1:
            // `\_`: the next character as itself.
            let escaped = pattern[pattern.startIndex + 1]
            guard name.first == escaped else { return false }
            return matches(pattern.dropFirst(2), name.dropFirst(), atComponentStart: escaped == "/")
        default:
            guard name.first == first else { return false }
            return matches(pattern.dropFirst(), name.dropFirst(), atComponentStart: first == "/")
        }
    }
}
