#if canImport(Glibc)
import Glibc
#endif
import TallyEngine

/// The one way Tally changes a file.
///
/// `update` locks the file's folder (so two Tally processes writing the same
/// file take turns and neither write is lost), reads the current bytes, asks
/// `transform` for the new ones (the caller checks them: they must parse and
/// keep what they should), writes them to a temporary file in the same
/// folder, flushes it to disk, gives it the original's permissions and
/// renames it over the original. If any step fails the original is left as
/// it was and the error says why. `updateAll` (SafeFileWriter+Group.swift)
/// does the work, for one file or several changed together.
public enum SafeFileWriter {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        public init(_ description: String) { self.description = description }
    }

    public static func update(_ path: String, transform: ([UInt8]) -> Result<[UInt8], Failure>) -> Result<[UInt8], Failure> {
        let result = updateAll([path]) { originals in
            guard let original = originals[0] else { return .failure(Failure("cannot read '\(path)': No such file or directory")) }
            return transform(original).map { [$0] }
        }
        return result.map { $0[0] ?? [] }
    }
}

/// Folder of a path, for files named relative to the working directory.
package enum PathFolder {
    package static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let dir = String(path[..<slash])
        return dir.isEmpty ? "/" : dir
    }
}
