import TallySyntax

/// The journal files a command read by mapping them (see `SourceBytes`),
/// so that a change made to one in place while the command ran is reported
/// instead of passing unnoticed.
package final class MappedFiles: @unchecked Sendable {
    // Used from the command's thread only.
    private var files: [SourceFile] = []

    package init() {}

    /// The paths of the files mapped so far.
    package var paths: [String] { files.map(\.path) }

    func add(_ loaded: [SourceFile]) {
        files += loaded.filter(\.bytes.isMapped)
    }

    /// The paths of the files changed since they were mapped, each once.
    func changed() -> [String] {
        var paths: [String] = []
        for f in files where f.bytes.hasChanged && !paths.contains(f.path) { paths.append(f.path) }
        return paths
    }
}
