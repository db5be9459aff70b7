import TallySyntax

/// The file access the loader needs; the CLI supplies the real one, tests an
/// in-memory one. Keeps the engine free of I/O.
public protocol FileSystem: Sendable {
    /// The file's bytes, or a message saying why it cannot be read.
    func read(_ path: String) -> Result<[UInt8], FileSystemError>
    /// The file's bytes, refused (`tooLarge`) past `limit` bytes, which
    /// the real file system knows before it reads them (by default, `read`
    /// and then the count).
    func read(_ path: String, limit: Int) -> Result<[UInt8], FileSystemError>
    /// A journal file's bytes for the loader; with `mapping`, a large file
    /// may be mapped instead of copied (by default, `read`).
    func readSource(_ path: String, mapping: Bool) -> Result<SourceBytes, FileSystemError>
    /// An absolute, symlink-free form of an existing path (to detect include cycles).
    func canonicalPath(_ path: String) -> String?
    /// Existing paths matching a pattern with `*`, `?` and `[…]`, sorted.
    func glob(_ pattern: String) -> [String]
}

extension FileSystem {
    public func read(_ path: String, limit: Int) -> Result<[UInt8], FileSystemError> {
        read(path).flatMap { $0.count > limit ? .failure(.tooLarge(limit: limit)) : .success($0) }
    }

    public func readSource(_ path: String, mapping: Bool) -> Result<SourceBytes, FileSystemError> { read(path).map { SourceBytes($0) } }
}

public struct FileSystemError: Error, Sendable {
    public var message: String
    /// Why the file was refused, when it exists but is not read by design.
    public var refusal: Refusal?
    public init(_ message: String, refusal: Refusal? = nil) {
        self.message = message
        self.refusal = refusal
    }

    /// Files that are never read: reads are bounded by design, so a device
    /// (/dev/zero, a terminal), a pipe or a system file (/proc) is refused
    /// instead of read without end, and so is a file over the size limit.
    public enum Refusal: Sendable, Equatable {
        case notRegularFile
        case tooLarge(limit: Int)
    }

    public static func notRegularFile() -> FileSystemError {
        FileSystemError("it is not a regular file (a device, a pipe or a system file)", refusal: .notRegularFile)
    }

    public static func tooLarge(limit: Int) -> FileSystemError {
        FileSystemError("it is larger than \(FileSizeLimit.describe(limit))", refusal: .tooLarge(limit: limit))
    }
}

/// How large a file Tally reads: journals, includes, statements and rules
/// alike (standard input too). Offsets into a file are 32-bit, so a file
/// must stay under 2 GiB; larger journals are split with `include`.
public enum FileSizeLimit {
    public static let bytes = Int(Int32.max) - 1

    /// `2 GiB`, `64 KiB`, or a byte count when it is not within two bytes
    /// of a whole unit (the default limit is 2 GiB less two bytes).
    public static func describe(_ limit: Int) -> String {
        for (shift, unit) in [(30, "GiB"), (20, "MiB"), (10, "KiB")] {
            let whole = (limit + 2) >> shift
            if whole > 0 && limit <= whole << shift && limit >= (whole << shift) - 2 { return "\(whole) \(unit)" }
        }
        return "\(limit) bytes"
    }
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
        path.contains("*") || path.contains("?") || path.contains("[") || path.contains("\\")
    }
}
