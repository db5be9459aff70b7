#if canImport(Glibc)
import Glibc
#endif

/// The conformance corpora beside the repository (`../shared/corpus`,
/// `../shared/corpus2`), or under `$TALLY_SHARED` when that is set (for a
/// checkout that does not sit beside the shared folder).
package enum SharedCorpus {
    /// The folder `name` of the shared corpora.
    package static func root(_ name: String) -> String {
        if let shared = getenv("TALLY_SHARED").map({ String(cString: $0) }), !shared.isEmpty { return shared + "/" + name }
        var parts = Harness.repositoryRoot.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast()
        return parts.joined(separator: "/") + "/shared/" + name
    }

    /// The ledger/hledger conformance corpus.
    package static let corpus = root("corpus")
    /// The second corpus: aliases, automated transactions, lots, timeclock.
    package static let corpus2 = root("corpus2")

    /// Whether a corpus folder is there (it has its manifest).
    package static func isPresent(_ root: String) -> Bool { Files.exists(root + "/manifest.tsv") }
}

/// The example journals in examples/.
package enum ExampleJournals {
    package static let folder = Harness.repositoryRoot + "/examples"
    /// The `.ledger` files' names.
    package static let names = Files.list(folder).filter { $0.hasSuffix(".ledger") }
}
