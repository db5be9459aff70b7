/// Journals from ledger's regression suite that tests of several targets
/// read (written here, not read from the suite).
package enum LedgerJournals {
    /// ledger's regression 512: `C BTC 1 = 1,000,000.00 bit`, and a purchase
    /// in each unit, which add up in one account.
    package static let bitcoin = """
        D 1,000.00 USD

        C BTC 1 = 1,000,000.00 bit

        2018-01-23 Buy BTC
            Crypto:BTC                             500000.00 bit @@ 5000 USD
            Exchange

        2018-01-23 Buy BTC
            Crypto:BTC                             1.5 BTC @@ 15000 USD
            Exchange

        """
}
