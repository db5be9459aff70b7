import TallyEngine

extension JSONWriter {
    /// `"key": [{"commodity": …, "amount": …}, …]`: amounts in several
    /// commodities, each written exactly.
    mutating func amounts(_ key: String?, _ list: [Amount], _ commodities: CommodityTable, _ formatter: AmountFormatter) {
        beginArray(key)
        for a in list {
            beginObject()
            string("commodity", commodities.symbol(a.commodity))
            string("amount", formatter.plain(a.quantity, a.commodity, exact: true))
            endObject()
        }
        endArray()
    }
}
