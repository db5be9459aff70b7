import TallyLocale
import TallySyntax
import TallyValues

/// Everything `load` produced: the journal and every diagnostic, in the
/// order found.
public struct LoadResult: Sendable {
    public var journal: Journal
    public var diagnostics: [Diagnostic]

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Loads journals: reads files, follows includes, parses, resolves and checks.
///
/// The pipeline reads top to bottom: parse each file entry by entry (never
/// keeping a whole syntax tree), resolve each entry into the journal,
/// then sort by date, check balance assertions and validate budgets, rules
/// and goals. Every stage appends diagnostics and goes on.
public struct JournalLoader {
    package var fileSystem: any FileSystem
    package var today: Day
    /// `--alias` options and whether automated transactions apply.
    package var options = LoadOptions()
    /// Every account must be declared, as under a `strict` directive.
    package var strict = false
    /// Parses the chunks of large files; sequential unless the caller
    /// supplies threads.
    package var workers: any Workers = SequentialWorkers()
    /// Told of the journal's rows before they are filled (huge pages).
    package var memoryHints: any MemoryHints = NoMemoryHints()
    /// The size of the chunks a file is cut into for parsing
    /// (`EntrySplitter`); tests make it small to cut small journals. The
    /// syntax of the chunks parsed ahead is held until resolved, about four
    /// times the chunk's text, so smaller chunks hold less (64 KiB parse as
    /// fast as 256 KiB and hold 10 MiB less at a million transactions).
    package var chunkBytes = 1 << 16
    /// The workers intern each chunk's account names (`ChunkAccounts`);
    /// tests turn it off to compare with one lookup per posting.
    package var internsNamesInWorkers = true
    /// Every undeclared account is a warning, not only one that reads like
    /// a typo of a declared name (what `check` and the language server show).
    package var everyUndeclared = false
    /// Reads the entries of each file as it is parsed (see `ChunkReader`).
    package var chunkReader: (any ChunkReader)?

    public init(fileSystem: any FileSystem, today: Day) {
        self.fileSystem = fileSystem
        self.today = today
    }

    public func load(_ inputs: [JournalInput]) -> LoadResult {
        var builder = JournalBuilder(today: today)
        builder.setOptions(options)
        builder.strict = strict
        builder.everyUndeclared = everyUndeclared
        builder.memoryHints = memoryHints
        var read = Set<String>()
        for input in inputs {
            switch input {
            case .path(let path):
                loadFile(path: path, includedFrom: nil, into: &builder, stack: [], read: &read)
            case .bytes(let name, let bytes):
                parseAndResolve(path: name, bytes: SourceBytes(bytes), into: &builder, stack: [], read: &read)
            }
        }
        return builder.finish()
    }

    /// How many files deep includes may nest; a deeper chain is an error
    /// rather than a stack overflow.
    package static let maxIncludeDepth = 100

    private func loadFile(path: String, includedFrom: SourceLocation?, into builder: inout JournalBuilder, stack: [String],
                          read: inout Set<String>) {
        let canonical = fileSystem.canonicalPath(path) ?? path
        if stack.contains(canonical) {
            builder.report(.error("include-cycle", stack.count == 1 ? LocalText(.includeCycleOne, path) : LocalText(.includeCycle, path, String(stack.count)),
                                  at: includedFrom, hint: LocalText(.hintIncludeCycle)))
            return
        }
        if stack.count >= Self.maxIncludeDepth {
            builder.report(.error("include-too-deep", LocalText(.includeTooDeep, path, String(stack.count), String(Self.maxIncludeDepth)),
                                  at: includedFrom, hint: LocalText(.hintIncludeTooDeep)))
            return
        }
        if read.contains(canonical) {
            builder.report(.warning("duplicate-include", LocalText(.includeAgain, path), at: includedFrom, hint: LocalText(.hintIncludeOnce)))
            return
        }
        read.insert(canonical)
        switch fileSystem.readSource(path, mapping: options.mapsFiles) {
        case .failure(let error):
            switch error.refusal {
            case .notRegularFile:
                builder.report(.error("file-not-regular", LocalText(.notRegularFile, path), at: includedFrom, hint: LocalText(.hintRegularFile)))
            case .tooLarge(let limit):
                builder.report(.error("file-too-large", LocalText(.fileTooLarge, path, FileSizeLimit.describe(limit)),
                                      at: includedFrom, hint: LocalText(.hintSplitInclude)))
            case nil:
                builder.report(.error(includedFrom == nil ? "file-not-found" : "include-not-found", LocalText(.cannotRead, path, error.message),
                                      at: includedFrom, hint: LocalText(includedFrom == nil ? .hintCheckPath : .hintIncludeRelative)))
            }
        case .success(let bytes):
            if bytes.count > FileSizeLimit.bytes {
                builder.report(.error("file-too-large", LocalText(.fileTooLarge, path, FileSizeLimit.describe(FileSizeLimit.bytes)),
                                      at: includedFrom, hint: LocalText(.hintSplitInclude)))
                return
            }
            parseAndResolve(path: path, bytes: bytes, into: &builder, stack: stack + [canonical], read: &read)
        }
    }

    private func parseAndResolve(path: String, bytes: SourceBytes, into builder: inout JournalBuilder, stack: [String],
                                 read: inout Set<String>) {
        let file = builder.addFile(path: path, bytes: bytes)
        if path.hasSuffix(".timedot") {
            builder.addTimedot(file)
            return
        }
        builder.reserveCapacity(forBytes: bytes.count)
        parseChunks(of: file, into: &builder, stack: stack, read: &read)
        builder.closeApplyBlocks(of: file)
    }

    func include(_ inc: IncludeDirective, from file: SourceFile, into builder: inout JournalBuilder, stack: [String],
                         read: inout Set<String>) {
        let written = file.text(inc.path)
        let location = SourceLocation(file: file.id, range: inc.path)
        var target = written
        if target.hasPrefix("~/") {
            builder.report(.error("include-not-found", LocalText(.includeTilde), at: location, hint: LocalText(.hintIncludeRelativeToThis)))
            return
        }
        target = PathFolder.join(PathFolder.directory(of: file.path), target)
        if PathFolder.hasGlob(target) {
            let matches = fileSystem.glob(target)
            if matches.isEmpty {
                builder.report(.error("include-not-found", LocalText(.includeNoMatch, "\(written)"), at: location,
                                      hint: LocalText(.hintIncludeGlob)))
            }
            // Files of the pattern read before are one warning for the line, not one each.
            let fresh = matches.filter { !read.contains(fileSystem.canonicalPath($0) ?? $0) || stack.contains(fileSystem.canonicalPath($0) ?? $0) }
            if fresh.count < matches.count {
                let n = matches.count - fresh.count
                builder.report(.warning("duplicate-include", n == 1 ? LocalText(.includeAgainOne, String(matches.count), written)
                                                                : LocalText(.includeAgainSome, String(n), String(matches.count), written),
                                        at: location, hint: LocalText(.hintIncludeOnce)))
            }
            for m in fresh { loadFile(path: m, includedFrom: location, into: &builder, stack: stack, read: &read) }
            return
        }
        loadFile(path: target, includedFrom: location, into: &builder, stack: stack, read: &read)
    }
}
