import TallyEngine
import TallyReports
import TallyValues

extension Session {
    /// Fails, with the error printed, when the engine could not convert a
    /// posting (`FlowInputs.unconvertible`); warns instead when the
    /// exchange kept those postings as written (`Exchange.keepsUnpriced`)
    /// and none was too large to convert.
    func checkConverted(_ unconverted: [ValuedJournal.Unconverted], _ exchange: Exchange?, _ journal: Journal) throws(CLIError) {
        if let exchange, exchange.keepsUnpriced, !unconverted.contains(where: \.tooLarge) {
            let named = exchange.kept.count
            for u in unconverted { exchange.noteKept(posting: u.posting, day: u.day, in: journal) }
            let kept = exchange.kept[named...]
            if !kept.isEmpty { printDiagnostics(kept.map { $0.diagnostic() }, files: journal.files) }
            return
        }
        if let missing = FlowInputs.unconvertible(unconverted, exchange, journal) { throw missingRate(missing, journal) }
    }
}
