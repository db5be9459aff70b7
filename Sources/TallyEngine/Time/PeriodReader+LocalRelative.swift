import TallyLocale
import TallyValues

/// Relative periods in Vietnamese, Polish, Italian, Chinese and Korean —
/// `tháng trước`, `zeszły miesiąc`, `mese scorso`, `上个月`, `지난달`,
/// `30 ngày qua`, `ostatnie 30 dni`, `ultimi 30 giorni`, `最近30天`,
/// `최근 30일` — read as the English `last month` and `last 30 days` are,
/// wherever a date is read (grammar.md §19, `local-relative`). The phrases
/// are in LocalRelative.
extension PeriodReader {
    /// The span of a phrase starting at the current word, consuming its
    /// words; `nil` (consuming nothing) when no phrase starts here. A phrase
    /// that names a day (`3 tháng trước`, three months ago) or reads two
    /// ways (`thang sau`) is an error.
    mutating func readLocalRelative() -> Result<DateSpan, ParseError>? {
        guard let found = LocalRelative.match(words.items[i...].map(\.word)[...]) else { return nil }
        let last = i + found.used - 1
        let typed = words.items[i...last].map(\.word).joined(separator: " ")
        switch found.meaning {
        case .ambiguous(let hint):
            // `thang sau 2025` can only be June.
            if yearFollows(at: last + 1) { return nil }
            return .failure(error(LocalText(.periodPhraseHint, typed, saying: LocalText(hint)), at: last, saying: true))
        case .day(let unit, let offset, let instead):
            let n = found.count ?? 1
            let units = "\(n) \(unit.named(n))"
            return .failure(error(LocalText(offset < 0 ? .periodOneDayAgo : .periodOneDayAhead, typed, units, instead.replacing("#", with: String(n)))
                                    .counting(at: 1, n, unit.noun),
                                  at: last, saying: true))
        case .span(let unit, let offset, let counted):
            if counted {
                guard let n = found.count, (1...100_000).contains(n) else {
                    let number = (i...last).first { LocalRelative.numbered(words.items[$0].word, solid: true) != nil } ?? i
                    return .failure(error(LocalText(.periodCountFrom, "1"), at: number, saying: true))
                }
            }
            i = last + 1
            return .success(relativeSpan(offset, count: counted ? found.count : nil, interval: unit.interval))
        }
    }

    /// A year after a month word: `2025`, `năm 2025`.
    func yearFollows(at k: Int) -> Bool {
        guard k < words.items.count else { return false }
        let w = words.items[k].word
        if Self.fourDigitYear(w) != nil { return true }
        return (w == "năm" || w == "nam") && k + 1 < words.items.count && Self.fourDigitYear(words.items[k + 1].word) != nil
    }

    /// When the words at `start` begin a phrase but do not finish it
    /// (`zeszły miesiacz`, `tháng trươc`), the error under the first word
    /// that does not fit, saying what may come there.
    func unfinishedLocalRelative(at start: Int) -> ParseError? {
        let table = LocalRelative.table
        var prefix: [String] = []
        var k = start
        while k < words.items.count {
            let word = words.items[k].word.replacing("’", with: "'")
            let w = LocalRelative.numbered(word, solid: true)?.template ?? word
            guard table.next[(prefix + [w]).joined(separator: " ")] != nil else { break }
            prefix.append(w)
            k += 1
        }
        // A number alone begins too many phrases to say which was meant.
        guard let first = prefix.first, first.contains("#") ? prefix.count > 1 : true,
              let next = table.next[prefix.joined(separator: " ")] else { return nil }
        var expected = next.map { $0 == "#" ? "N" : $0.replacing("#", with: "N") }
        let more = expected.count > 8
        if more { expected = Array(expected.prefix(8)) }
        if prefix.count == 1, let also = table.alsoAfter[first] { expected.append(also) }
        let list = expected.joined(separator: ", ") + (more ? ", …" : "")
        let typed = words.items[start..<k].map(\.word).joined(separator: " ")
        return error(LocalText(.periodExpectedAfter, list, typed), at: k, saying: true)
    }
}
