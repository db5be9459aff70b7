import TallyEngine
import TallySyntax
import TallySystem
import TallyValues

extension JournalEdit {
    /// The journal as it would be with each path of `files` holding its
    /// bytes; a path may name a file that does not exist yet.
    package func load(replacing files: [(path: String, bytes: [UInt8])]) -> LoadResult {
        let overlay = FileOverlay(base: fileSystem, files: files)
        var loader = JournalLoader(fileSystem: overlay, today: today)
        loader.workers = workers
        loader.memoryHints = memoryHints
        return loader.load(inputs)
    }

    /// Loads the edited journal, or fails quoting its first error.
    package func verify(replacing files: [(path: String, bytes: [UInt8])]) -> Result<LoadResult, SafeFileWriter.Failure> {
        clean(load(replacing: files), messages[.writeFilesUnreadable]).flatMap(noNewFindings)
    }
}

/// A file system where some files have other bytes, or exist only here.
package struct FileOverlay: FileSystem {
    package var base: any FileSystem
    /// Each replaced file under every name it may be asked for: as given,
    /// and its canonical path (for a new file, its folder's canonical path
    /// and its name).
    private var names: [String: Int] = [:]
    private var contents: [[UInt8]] = []

    package init(base: any FileSystem, files: [(path: String, bytes: [UInt8])]) {
        self.base = base
        for (i, f) in files.enumerated() {
            contents.append(f.bytes)
            names[f.path] = i
            if let c = FileOverlay.canonical(f.path, in: base) { names[c] = i }
        }
    }

    /// The canonical path of an existing file, or of a file that would be
    /// created in an existing folder.
    package static func canonical(_ path: String, in base: any FileSystem) -> String? {
        if let c = base.canonicalPath(path) { return c }
        let folder = PathFolder.directory(of: path)
        let name = PathFolder.name(of: path)
        guard let dir = base.canonicalPath(folder) else { return nil }
        return dir.hasSuffix("/") ? dir + name : dir + "/" + name
    }

    private func index(of p: String) -> Int? {
        if let i = names[p] { return i }
        if let c = FileOverlay.canonical(p, in: base), let i = names[c] { return i }
        return nil
    }

    package func read(_ p: String) -> Result<[UInt8], FileSystemError> {
        if let i = index(of: p) { return .success(contents[i]) }
        return base.read(p)
    }

    package func canonicalPath(_ p: String) -> String? {
        if let c = base.canonicalPath(p) { return c }
        guard index(of: p) != nil else { return nil }
        return FileOverlay.canonical(p, in: base) ?? p
    }

    package func glob(_ pattern: String) -> [String] { base.glob(pattern) }
}
