/// Which series holds a (row, commodity): a flat table while rows ×
/// commodities stays small, a dictionary beyond.
struct SeriesIndex {
    private let commodities: Int
    private let dense: Bool
    private var table: [Int32]
    private var large: [Int: Int32] = [:]

    init(rows: Int, commodities: Int) {
        self.commodities = commodities
        dense = rows * commodities <= 4_000_000
        table = dense ? Array(repeating: -1, count: rows * commodities) : []
    }

    func series(_ row: Int32, _ c: CommodityID) -> Int? {
        let key = Int(row) * commodities + Int(c.index)
        let s = dense ? table[key] : large[key] ?? -1
        return s < 0 ? nil : Int(s)
    }

    mutating func set(_ row: Int32, _ c: CommodityID, _ s: Int) {
        let key = Int(row) * commodities + Int(c.index)
        if dense { table[key] = Int32(s) } else { large[key] = Int32(s) }
    }
}
