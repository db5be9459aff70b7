import TallyEngine
import TallySyntax
import TallyValues

/// What `tally archive` will write, worked out (and then checked) before
/// anything is written.
package struct ArchivePlan {
    package var before: Day
    package var mainPath: String
    package var archivePath: String
    package var drop: Bool
    package var mainOld: [UInt8]
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
    }

    package var main: SourceFile { journal.files[0] }

    package func plan(before: Day, archivePath: String, drop: Bool, equity requested: String?,
                      openingDescription: String = "Opening balances") -> Result<ArchivePlan, Failure> {
        let entries = EntryOutline(main, year: today.year, before: before)
        let layout = entries.layout
        let archiveCanonical = FileOverlay.canonical(archivePath, in: fileSystem)
        if archiveCanonical != nil && archiveCanonical == fileSystem.canonicalPath(main.path) {
            return .failure(Failure(message: "the archive cannot be the journal itself", hint: "name another file with --to"))
        }
        let includes = includedFiles(entries.includes)
        // An existing archive is added to only when the journal already reads it.
        let alreadyIncluded = archiveCanonical.map { a in journal.files.contains { fileSystem.canonicalPath($0.path) == a } } ?? false
        if drop && alreadyIncluded {
            return .failure(Failure(message: "'\(archivePath)' is read by the journal, so it cannot be dropped",
                                    hint: "archive without --drop, or to another file with --to"))
        }
        if !alreadyIncluded && fileSystem.canonicalPath(archivePath) != nil {
            return .failure(Failure(message: "'\(archivePath)' already exists, and the journal does not read it",
                                    hint: "name a new file with --to (or include that one from the journal first, to add to it)"))
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
        let moved = journal.transactions.lazy.filter { $0.date < before && ($0.file == FileID(0) || movedFiles.contains($0.file)) }.count
        guard moved > 0 else {
            return .failure(Failure(message: "nothing to archive: no transaction in '\(main.path)' is dated before \(before)"))
        }
        if drop, let t = journal.transactions.first(where: { $0.date < before && $0.file != FileID(0) && !movedFiles.contains($0.file) }) {
            let file = journal.file(t.file)
            let line = LineTable(file.bytes).line(of: t.range.lowerBound)
            return .failure(Failure(message: "\(file.path):\(line) holds a transaction of \(t.date), before \(before), in a file archive does not move",
                                    hint: "archive that file separately first, or archive without --drop"))
        }

        // Balances on the day.
        let equity: String
        switch equityAccount(requested) {
        case .success(let e): equity = e
        case .failure(let f): return .failure(f)
        }
        let balances: [Balance]
        switch openingBalances(before: before, equity: equity) {
        case .success(let b): balances = b
        case .failure(let f): return .failure(f)
        }
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

        // The archive's text.
        var archiveOld: [UInt8]?
        if fileSystem.canonicalPath(archivePath) != nil {
            switch fileSystem.read(archivePath) {
            case .success(let b): archiveOld = b
            case .failure(let e): return .failure(Failure(message: "cannot read '\(archivePath)': \(e.message)"))
            }
        }
        var archive = archiveOld ?? []
        let eol = layout.lineEnding
        let closingText = closing?.text(layout: layout) ?? []
        // Room for all of it (and the blank lines between), so the text is not copied as it grows.
        archive.reserveCapacity(archive.count + (0..<entries.count).reduce(1024 + closingText.count) { sum, k in
            removed[k] || entries.kinds[k] == .readingContext ? sum + entries.ranges[k].count + 2 * eol.count : sum
        })
        func blankLineBefore() {
            if archive.isEmpty { return }
            if archive.last != 10 { archive += eol }
            if !TextInsertion.endsWithBlankLine(archive, from: 0) { archive += eol }
        }
        if archiveOld == nil {
            archive += Array("; Transactions before \(before), moved here from \(PathFolder.name(of: main.path)) by tally archive on \(today).".utf8) + eol
            if !drop {
                archive += Array("; The last one closes their balances on \(before), where \(PathFolder.name(of: main.path)) opens them again.".utf8) + eol
            }
        }
        // The moved entries, with copies of the directives that decide how
        // they read, each where it was among them.
        let lastMoved = removed.lastIndex(of: true) ?? 0
        var previous: Int?
        for k in 0...lastMoved where removed[k] || entries.kinds[k] == .readingContext {
            var text = Array(main.bytes[entries.ranges[k]])
            if k == 0 && text.starts(with: [0xEF, 0xBB, 0xBF]) { text.removeFirst(3) }
            text = ensureEnded(text, eol)
            if !removed[k] {
                // A copy, unless the archive already holds the same line.
                if let old = archiveOld, old.firstRange(of: text) != nil { continue }
            }
            let attached = previous == k - 1 && removed[k] && entries.isTrivia(k - 1)
            let contextRun = previous == k - 1 && !removed[k] && !removed[k - 1]
            if !attached && !contextRun { blankLineBefore() }
            if let inc = entries.include(at: k) {
                switch movedInclude(inc, to: archivePath) {
                case .success(let line): text = line + eol
                case .failure(let f): return .failure(f)
                }
            }
            archive += text
            previous = k
        }
        var closingOffset: Int?
        if closing != nil {
            blankLineBefore()
            closingOffset = archive.count
            archive += closingText
        }

        var block: [UInt8] = []
        let addsInclude = !drop && !alreadyIncluded
        if addsInclude {
            let path: String
            switch PathText.include(archivePath, from: main.path, in: fileSystem) {
            case .success(let p): path = p
            case .failure(let f): return .failure(f)
            }
            block += Array("include \(path)".utf8) + eol
        }
        if drop {
            let names = accountsToDeclare(before: before, moved: movedFiles, opened: balances, equity: equity)
            if !names.isEmpty {
                block += Array("; Named by budgets or goals; declared here since their transactions were archived.".utf8) + eol
                for n in names { block += Array("account \(n)".utf8) + eol }
            }
        }
        var openingOffset: Int?
        var openingText: [UInt8] = []
        if let opening {
            if !block.isEmpty { block += eol }
            openingOffset = block.count
            openingText = opening.text(layout: layout)
            block += openingText
        }
        // The main file's text: moved entries out (with one blank line that
        // followed each), the include and the opening balances in at the
        // first of them.
        var mainNew: [UInt8] = main.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? [0xEF, 0xBB, 0xBF] : []
        mainNew.reserveCapacity(main.bytes.count + block.count + 3 * eol.count)
        var insertAt: Int?
        var afterRemoved = false
        for k in 0..<entries.count {
            if removed[k] {
                if insertAt == nil { insertAt = mainNew.count }
                afterRemoved = true
                continue
            }
            if entries.kinds[k] == .blank, afterRemoved {
                afterRemoved = false
                continue
            }
            afterRemoved = false
            var range = entries.ranges[k]
            if k == 0 && mainNew.count == 3 { range = max(3, range.lowerBound)..<range.upperBound }
            mainNew += main.bytes[range]
        }
        if !block.isEmpty {
            let offset = TextInsertion.insert(block, into: &mainNew, at: insertAt ?? mainNew.count, lineEnding: eol)
            openingOffset = openingOffset.map { $0 + offset }
        }
        return .success(ArchivePlan(before: before, mainPath: main.path, archivePath: archivePath, drop: drop, mainOld: main.bytes,
                                    mainNew: mainNew, archiveOld: archiveOld, archiveNew: archive, moved: moved, opening: opening,
                                    openingOffset: openingOffset, openingText: openingText, closing: closing, closingOffset: closingOffset, equity: equity, addsInclude: addsInclude))
    }

    private func ensureEnded(_ text: [UInt8], _ eol: [UInt8]) -> [UInt8] {
        text.last == 10 ? text : text + eol
    }
}
