import TallyEngine
import TallySyntax
import TallyValues

/// An amount as Tally writes it into a file: in its commodity's style,
/// with every digit of the value shown.
package struct WrittenAmount {
    package var quantity: Quantity
    package var symbol: String
    package var style: AmountStyle

    package var written: [UInt8] { writing(quantity) }

    /// `q` in this style, every digit shown.
    package func writing(_ q: Quantity) -> [UInt8] {
        var out: [UInt8] = []
        AmountFormatter.append(q, symbol: Array(symbol.utf8)[...], style: style, scale: max(style.precision, q.normalized().scale), to: &out)
        return out
    }
}

extension FileLayout {
    /// How amounts of a commodity are written in this file: its display
    /// style, with the file's `decimal-mark` unless the commodity declares
    /// its own.
    package func style(of id: CommodityID, in journal: Journal) -> AmountStyle {
        var style = journal.commodities.style(id)
        if !journal.commodities.isDeclared[Int(id.index)] && decimalMark != 0 && style.decimalMark != decimalMark {
            style.decimalMark = decimalMark
            if style.groupMark == decimalMark { style.groupMark = 0 }
        }
        return style
    }

    /// `q` of commodity `id` as written in this file.
    package func written(_ q: Quantity, _ id: CommodityID, in journal: Journal) -> [UInt8] {
        WrittenAmount(quantity: q, symbol: journal.commodities.symbol(id), style: style(of: id, in: journal)).written
    }
}
