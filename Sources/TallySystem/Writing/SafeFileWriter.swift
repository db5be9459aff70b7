import TallyLocale
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
/// folder with the original's owner and permissions, flushes it to disk,
/// checks that nobody changed the file meanwhile, renames it over the
/// original and flushes the folder. If any step fails the original is left
/// as it was and the error says why. `updateAll` (SafeFileWriter+Group.swift)
/// does the work, for one file or several changed together. A read-only
/// file is refused unless `force` is set.
public enum SafeFileWriter {
    public struct Failure: Error, CustomStringConvertible {
        /// The English of the failure.
        public var description: String
        /// The failure in every language, when it has a translation.
        package var local: LocalText?

        public init(_ description: String) { self.description = description }

        package init(_ local: LocalText) {
            description = local.english
            self.local = local
        }

        /// The failure as `messages` say it.
        package func text(_ messages: Messages) -> String { local.map(messages.text) ?? description }

        /// This failure, then that the files were left as they were.
        func unchanged(_ names: [String]) -> Failure {
            guard let local else {
                return Failure(names.count == 1 ? LocalText(.writeNotChanged, names[0], description) : LocalText(.writeNoneChanged, description))
            }
            return Failure(names.count == 1 ? LocalText(.writeNotChanged, [names[0]], inner: [local]) : LocalText(.writeNoneChanged, [], inner: [local]))
        }
    }

    public static func update(_ path: String, force: Bool = false, transform: ([UInt8]) -> Result<[UInt8], Failure>) -> Result<[UInt8], Failure> {
        let result = updateAll([path], force: force) { originals in
            guard let original = originals[0] else { return .failure(Failure(LocalText(.writeCannotRead, path, "No such file or directory"))) }
            return transform(original).map { [$0] }
        }
        return result.map { $0[0] ?? [] }
    }

    /// Runs in every write of this process after the new texts are on disk
    /// and before they are checked and put in place. Only the `tally`
    /// program sets it, and only for its own tests (`TestPause`).
    package nonisolated(unsafe) static var processHook: (() -> Void)?
}
