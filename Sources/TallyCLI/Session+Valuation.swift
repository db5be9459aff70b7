import TallyEngine
import TallyReports
import TallyValues

extension Session {
    /// Fails, with the error printed, when the engine could not convert a
    /// posting (`FlowInputs.unconvertible`).
    func checkConverted(_ unconverted: [ValuedJournal.Unconverted], _ exchange: Exchange?, _ journal: Journal) throws(CLIError) {
        if let missing = FlowInputs.unconvertible(unconverted, exchange, journal) { throw missingRate(missing, journal) }
    }
}
