import TallyEngine
import TallyLocale
import TallySyntax
import TallyValues

/// What `tally archive` will write, worked out (and then checked) before
/// anything is written.
package struct ArchivePlan {
    package var before: Day
    package var mainPath: String
    package var archivePath: String
    package var drop: Bool
    /// The main file as it was, to refuse writing if it changed meanwhile
    /// (a dry run, which writes nothing, lets it go).
    package var mainOld: SourceBytes
    package var mainNew: [UInt8]
    package var archiveOld: [UInt8]?
    package var archiveNew: [UInt8]
    /// Transactions that move (from the main file and from included
    /// archives that move with them).
    package var moved: Int
    /// The opening-balances transaction and where it starts in `mainNew`.
    package var opening: NewTransaction?
    package var openingOffset: Int?
    package var openingText: [UInt8]
    /// The closing-balances transaction and where it starts in `archiveNew`.
    package var closing: NewTransaction?
    package var closingOffset: Int?
    package var equity: String
    /// The main file gains an `include` of the archive.
    package var addsInclude: Bool
}

/// Works out an archive: which entries of the main file move, the opening
/// (and closing) balances, and the new text of both files.
///
/// * Transactions of the main file dated before the day move, with the
///   comment lines right above them. With `--drop`, so do `include`s of
///   files holding only earlier transactions (older archives).
/// * Balances on the day are taken from the whole journal. Asset,
///   liability, equity and untyped accounts are opened on the day, each
///   posting with a balance assertion; income and expense totals are not
///   carried (reports of a period from the day on show only that period),
///   so the equity account takes the difference and balances the
///   transaction.
/// * Unless dropped, the archive ends with the same balances closed on the
///   day itself (read just before the opening), so that with both files
///   read every balance on every day, and every report of any period, is
///   what it was.
/// * The directives that decide how amounts and dates read (`decimal-mark`,
///   `commodity`, `D`, `Y`) are copied to the archive, so it reads the same
///   on its own.
package struct ArchivePlanner {
    package init(journal: Journal, fileSystem: any FileSystem, today: Day) {
        self.journal = journal
        self.fileSystem = fileSystem
        self.today = today
    }

    package let journal: Journal
    package let fileSystem: any FileSystem
    package let today: Day

    package struct Failure: Error {
        package var message: String
        package var hint: String?
        /// The message and hint in every language, when they have a translation.
        package var local: LocalText?
        package var localHint: LocalText?

        init(message: String, hint: String? = nil) {
            self.message = message
            self.hint = hint
        }

        init(_ local: LocalText, hint: LocalText? = nil) {
            self.init(message: local.english, hint: hint?.english)
            self.local = local
            localHint = hint
        }

        /// The message as `messages` say it.
        package func text(_ messages: Messages) -> String { local.map(messages.text) ?? message }

        /// The hint as `messages` say it.
        package func hintText(_ messages: Messages) -> String? { localHint.map(messages.text) ?? hint }
    }

    package var main: SourceFile { journal.files[0] }

    package func plan(before: Day, archivePath: String, drop: Bool, equity requested: String?,
                      openingDescription: String = "Opening balances") -> Result<ArchivePlan, Failure> {
        draft(before: before, archivePath: archivePath, drop: drop, equity: requested, openingDescription: openingDescription).flatMap { $0.plan() }
    }

    /// What moves and the balances to open, decided from the journal; the
    /// draft holds no journal, so it can be let go before the texts are made.
    /// `outline`, when given, is the main file's, read as the journal was
    /// loaded (for the same day).
    package func draft(before: Day, archivePath: String, drop: Bool, equity requested: String?,
                       openingDescription: String = "Opening balances", outline: MainFileOutline? = nil) -> Result<ArchiveDraft, Failure> {
        let entries = outline?.outline ?? EntryOutline(main, year: today.year, before: before)
        let layout = entries.layout
        let archiveCanonical = FileOverlay.canonical(archivePath, in: fileSystem)
        if archiveCanonical != nil && archiveCanonical == fileSystem.canonicalPath(main.path) {
            return .failure(Failure(LocalText(.archiveIsJournal), hint: LocalText(.hintArchiveOtherFile)))
        }
        let includes = includedFiles(entries.includes)
        // An existing archive is added to only when the journal already reads it.
        let alreadyIncluded = archiveCanonical.map { a in journal.files.contains { fileSystem.canonicalPath($0.path) == a } } ?? false
        if drop && alreadyIncluded {
            return .failure(Failure(LocalText(.archiveReadCannotDrop, archivePath), hint: LocalText(.hintArchiveNoDrop)))
        }
        if !alreadyIncluded && fileSystem.canonicalPath(archivePath) != nil {
            return .failure(Failure(LocalText(.archiveExists, archivePath), hint: LocalText(.hintArchiveNewFile)))
        }

        // What moves.
        var removed = [Bool](repeating: false, count: entries.count)
        var movedFiles = Set<FileID>()
        for k in 0..<entries.count where entries.kinds[k] == .earlier { removed[k] = true }
        if drop {
            for inc in includes where isOldArchive(inc.files, before: before) {
                removed[inc.entry] = true
                movedFiles.formUnion(inc.files)
            }
        }
        for k in stride(from: entries.count - 2, through: 0, by: -1) {
            if entries.kinds[k] == .comment, removed[k + 1], entries.isTransaction(k + 1) { removed[k] = true }
        }
        var moved = 0
        let transactions = journal.transactions
        for k in transactions.indices where transactions.date(at: k) < before {
            let file = transactions.file(at: k)
            if file == FileID(0) || movedFiles.contains(file) { moved += 1 }
        }
        guard moved > 0 else {
            return .failure(Failure(LocalText(.nothingToArchive, main.path, before.description)))
        }
        if drop, let t = journal.transactions.first(where: { $0.date < before && $0.file != FileID(0) && !movedFiles.contains($0.file) }) {
            let file = journal.file(t.file)
            let line = LineTable(file.bytes).line(of: t.range.lowerBound)
            return .failure(Failure(LocalText(.archiveFileNotMoved, file.path, String(line), "\(t.date)", "\(before)"), hint: LocalText(.hintArchiveSeparately)))
        }

        // Balances on the day.
        let equity: String
        switch equityAccount(requested) {
        case .success(let e): equity = e
        case .failure(let f): return .failure(f)
        }
        let sums: RunningBalances
        switch self.sums(before: before) {
        case .success(let s): sums = s
        case .failure(let f): return .failure(f)
        }
        let balances = openingBalances(sums, equity: equity)
        var opening: NewTransaction?
        var closing: NewTransaction?
        if !balances.isEmpty {
            let openingPostings: [NewTransaction.Posting], closingPostings: [NewTransaction.Posting]
            switch (postings(balances, equity: equity, sign: 1, layout: layout), postings(balances, equity: equity, sign: -1, layout: layout)) {
            case (.success(let o), .success(let c)): (openingPostings, closingPostings) = (o, c)
            case (.failure(let f), _), (_, .failure(let f)): return .failure(f)
            }
            opening = NewTransaction(date: before, status: .cleared, description: openingDescription, comment: nil, postings: openingPostings)
            if !drop {
                closing = NewTransaction(date: before, status: .cleared, description: "Closing balances", comment: nil, postings: closingPostings)
            }
        }

        var declared: [String] = []
        if drop { declared = accountsToDeclare(before: before, moved: movedFiles, opened: balances, equity: equity) }
        return .success(ArchiveDraft(before: before, archivePath: archivePath, drop: drop, equity: equity, today: today, fileSystem: fileSystem,
                                     main: main, entries: entries, removed: removed, moved: moved, opening: opening, closing: closing,
                                     alreadyIncluded: alreadyIncluded, declared: declared, sums: sums))
    }
}
