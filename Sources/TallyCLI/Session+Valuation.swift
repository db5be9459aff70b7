import TallyEngine
import TallyReports
import TallyValues

extension Session {
    /// Fails, with the error printed, when the engine could not convert a
    /// posting: the first in journal order, as a converted journal says.
    /// Without an exchange, the valuation was at market (`-V`), where only a
    /// value too large to hold fails: a commodity without a price keeps its amount.
    func checkConverted(_ unconverted: [PeriodSums.Unconverted], _ exchange: Exchange?, _ journal: Journal) throws(CLIError) {
        guard let u = unconverted.first else { return }
        guard let exchange else {
            guard let large = unconverted.first(where: \.tooLarge) else { return }
            throw missingRate(MarketRates(journal: journal).tooLarge(posting: large.posting, day: large.day, in: journal), journal)
        }
        throw missingRate(exchange.missingRate(posting: u.posting, day: u.day, tooLarge: u.tooLarge, in: journal), journal)
    }
}
