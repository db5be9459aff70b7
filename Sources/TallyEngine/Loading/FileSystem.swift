import TallySyntax

/// The file access the loader needs; the CLI supplies the real one, tests an
/// in-memory one. Keeps the engine free of I/O.
public protocol FileSystem: Sendable {
    /// The file's bytes, or a message saying why it cannot be read.
    func read(_ path: String) -> Result<[UInt8], FileSystemError>
    /// A journal file's bytes for the loader, which may map a large file
    /// instead of copying it (by default, `read`).
    func readSource(_ path: String) -> Result<SourceBytes, FileSystemError>
    /// An absolute, symlink-free form of an existing path (to detect include cycles).
    func canonicalPath(_ path: String) -> String?
    /// Existing paths matching a pattern with `*`, `?` and `[…]`, sorted.
    func glob(_ pattern: String) -> [String]
}

extension FileSystem {
    public func readSource(_ path: String) -> Result<SourceBytes, FileSystemError> { read(path).map { SourceBytes($0) } }
}

public struct FileSystemError: Error, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}

/// Where a journal comes from.
public enum JournalInput: Sendable {
    case path(String)
    /// Already read (standard input): a display name and the bytes.
    case bytes(name: String, [UInt8])
}

/// The parts of `/`-separated paths (pure string work): for include
/// resolution, and for files named relative to the working directory.
package enum PathFolder {
    /// The folder a path names a file in: `.` when it names none, `/` at the root.
    package static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let dir = String(path[..<slash])
        return dir.isEmpty ? "/" : dir
    }

    /// The last part of a path: its file name.
    package static func name(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    package static func join(_ base: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return relative }
        if base == "." { return relative }
        return base.hasSuffix("/") ? base + relative : base + "/" + relative
    }

    static func hasGlob(_ path: String) -> Bool {
        path.contains("*") || path.contains("?") || path.contains("[")
    }
}
