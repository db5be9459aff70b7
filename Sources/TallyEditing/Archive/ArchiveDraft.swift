import TallyLocale
import TallyEngine
import TallySyntax
import TallyValues

/// What `tally archive` decided from the journal: which entries of the
/// main file move, and the opening (and closing) transactions. It holds the
/// main file's bytes but no journal, so the journal can be let go before
/// the new texts of both files are made from it (`plan()`).
package struct ArchiveDraft {
    package var before: Day
    package var archivePath: String
    package var drop: Bool
    package var equity: String
    package var today: Day
    package var fileSystem: any FileSystem
    package var main: SourceFile
    var entries: EntryOutline
    /// By entry of `entries`: it moves to the archive.
    var removed: [Bool]
    package var moved: Int
    package var opening: NewTransaction?
    package var closing: NewTransaction?
    /// The journal already reads the archive.
    package var alreadyIncluded: Bool
    /// Accounts the main file must declare once the history is dropped.
    package var declared: [String]
    /// Every account's balance before the day, per commodity.
    var sums: RunningBalances

    /// The new texts of both files.
    package func plan() -> Result<ArchivePlan, ArchivePlanner.Failure> {
        typealias Failure = ArchivePlanner.Failure
        // The archive's text.
        var archiveOld: [UInt8]?
        if fileSystem.canonicalPath(archivePath) != nil {
            switch fileSystem.read(archivePath) {
            case .success(let b): archiveOld = b
            case .failure(let e): return .failure(Failure(LocalText(.writeCannotRead, archivePath, e.message)))
            }
        }
        var archive = archiveOld ?? []
        let layout = entries.layout
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
        // The entries are read where they lie in the main file's bytes.
        let failure = { (source: SourceBytes) -> ArchivePlanner.Failure? in
            for k in 0...lastMoved where removed[k] || entries.kinds[k] == .readingContext {
                var range = entries.ranges[k]
                // The byte-order mark stays in the main file.
                if k == 0 && source[range].starts(with: [0xEF, 0xBB, 0xBF]) { range = range.lowerBound + 3..<range.upperBound }
                // Each entry goes in ending its last line.
                let ended = !range.isEmpty && source[range.upperBound - 1] == 10
                if !removed[k] {
                    // A copy, unless the archive already holds the same line.
                    if let old = archiveOld, old.firstRange(of: Array(source[range]) + (ended ? [] : eol)) != nil { continue }
                }
                let attached = previous == k - 1 && removed[k] && entries.isTrivia(k - 1)
                let contextRun = previous == k - 1 && !removed[k] && !removed[k - 1]
                if !attached && !contextRun { blankLineBefore() }
                if let inc = entries.include(at: k) {
                    switch movedInclude(inc, to: archivePath) {
                    case .success(let line): archive += line + eol
                    case .failure(let f): return f
                    }
                } else {
                    archive.append(contentsOf: source[range])
                    if !ended { archive += eol }
                }
                previous = k
            }
            return nil
        }(main.bytes)
        if let failure { return .failure(failure) }
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
        if !declared.isEmpty {
            block += Array("; Named by budgets or goals; declared here since their transactions were archived.".utf8) + eol
            for n in declared { block += Array("account \(n)".utf8) + eol }
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
        // first of them. What stays is copied in runs of consecutive bytes,
        // each once, where it goes.
        let bom: [UInt8] = main.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? [0xEF, 0xBB, 0xBF] : []
        var kept: [Range<Int>] = []
        // How many runs go before the include and the opening.
        var runsBefore: Int?
        var afterRemoved = false
        for k in 0..<entries.count {
            if removed[k] {
                if runsBefore == nil { runsBefore = kept.count }
                afterRemoved = true
                continue
            }
            if entries.kinds[k] == .blank, afterRemoved {
                afterRemoved = false
                continue
            }
            afterRemoved = false
            var range = entries.ranges[k]
            if k == 0 && !bom.isEmpty { range = max(3, range.lowerBound)..<range.upperBound }
            if let last = kept.last, last.upperBound == range.lowerBound, runsBefore != kept.count {
                kept[kept.count - 1] = last.lowerBound..<range.upperBound
            } else {
                kept.append(range)
            }
        }
        var mainNew = bom
        mainNew.reserveCapacity(main.bytes.count + block.count + 3 * eol.count)
        let split = block.isEmpty ? kept.count : runsBefore ?? kept.count
        for r in kept[..<split] { mainNew += main.bytes[r] }
        if !block.isEmpty {
            // The text that follows, up to the end of its first line.
            var following: [UInt8] = []
            runs: for r in kept[split...] {
                for b in main.bytes[r] {
                    following.append(b)
                    if b != 32 && b != 9 && b != 13 { break runs }
                }
            }
            let (piece, offset) = TextInsertion.piece(block, in: mainNew, at: mainNew.count, before: following[...], lineEnding: eol)
            mainNew += piece
            openingOffset = openingOffset.map { $0 + offset }
        }
        for r in kept[split...] { mainNew += main.bytes[r] }
        return .success(ArchivePlan(before: before, mainPath: main.path, archivePath: archivePath, drop: drop, mainOld: main.bytes,
                                    mainNew: mainNew, archiveOld: archiveOld, archiveNew: archive, moved: moved, opening: opening,
                                    openingOffset: openingOffset, openingText: openingText, closing: closing, closingOffset: closingOffset, equity: equity, addsInclude: addsInclude))
    }

    /// The `include` line of an older archive as the new archive writes it.
    package func movedInclude(_ inc: IncludeDirective, to archivePath: String) -> Result<[UInt8], ArchivePlanner.Failure> {
        let mainFolder = PathFolder.directory(of: main.path)
        let archiveFolder = PathFolder.directory(of: archivePath)
        var line = Array(main.bytes[inc.range.range])
        while let last = line.last, last == 10 || last == 13 { line.removeLast() }
        if fileSystem.canonicalPath(mainFolder) == fileSystem.canonicalPath(archiveFolder) { return .success(line) }
        let written = main.text(inc.path)
        if written.contains(where: { "*?[".contains($0) }) {
            return .failure(ArchivePlanner.Failure(LocalText(.archiveGlobInclude, written), hint: LocalText(.hintArchiveNextTo, main.path)))
        }
        let target = written.hasPrefix("/") || mainFolder == "." ? written : mainFolder + "/" + written
        switch PathText.relative(target, from: archiveFolder, in: fileSystem) {
        case .success(let p): return .success(Array("include \(p)".utf8))
        case .failure(let f): return .failure(f)
        }
    }
}
