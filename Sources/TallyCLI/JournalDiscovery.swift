import TallyEngine

/// Where the journal is when no `-f` names it: `TALLY_FILE`, `LEDGER_FILE`,
/// then `tally.ledger` (the file `tally init` writes) in the working folder
/// or the nearest folder above it, as git finds its repository, then
/// hledger's `~/.hledger.journal`.
enum JournalDiscovery {
    static let fileName = "tally.ledger"

    enum Outcome {
        case found(String)
        /// Nothing found: the environment variables looked at (`$TALLY_FILE`),
        /// each not set, then the files, in order.
        case notFound(variables: [String], files: [String])
    }

    static func find(environment: [String: String], currentDirectory: String, fileSystem: any FileSystem) -> Outcome {
        for variable in ["TALLY_FILE", "LEDGER_FILE"] {
            if let p = environment[variable], !p.isEmpty { return .found(p) }
        }
        var looked: [String] = []
        var folder = currentDirectory
        while true {
            let candidate = (folder.hasSuffix("/") ? folder : folder + "/") + fileName
            if fileSystem.canonicalPath(candidate) != nil { return .found(candidate) }
            looked.append(candidate)
            guard folder != "/", let slash = folder.lastIndex(of: "/") else { break }
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
        }
        if let home = environment["HOME"], !home.isEmpty {
            let candidate = (home.hasSuffix("/") ? home : home + "/") + ".hledger.journal"
            if fileSystem.canonicalPath(candidate) != nil { return .found(candidate) }
            looked.append(candidate)
        }
        return .notFound(variables: ["$TALLY_FILE", "$LEDGER_FILE"], files: looked)
    }
}
