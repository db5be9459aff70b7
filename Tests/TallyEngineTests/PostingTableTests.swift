import Testing
import TallyEngine
import TallySyntax
import TallyValues

/// The packed posting table gives back every posting exactly as stored:
/// quantities beyond 40 and 64 bits, long lines, large ids, costs and
/// comments included.
@Suite struct PostingTableTests {
    static func posting(_ units: Int128, scale: UInt8, line: TextRange, cost: Int32 = -1, comments: (Int32, Int16)? = nil,
                        account: Int32 = 3, commodity: Int32 = 2) -> Posting {
        var p = Posting(account: AccountID(account), amount: Amount(Quantity(units: units, scale: scale), CommodityID(commodity)),
                        status: .pending, kind: .balancedVirtual, transaction: 7, range: line)
        p.isInferred = true
        p.costIndex = cost
        if let (start, count) = comments {
            p.commentStart = start
            p.commentCount = count
        }
        return p
    }

    static func same(_ a: Posting, _ b: Posting) -> Bool {
        a.quantity == b.quantity && a.quantity.scale == b.quantity.scale && a.account == b.account && a.commodity == b.commodity
            && a.status == b.status && a.kind == b.kind && a.isInferred == b.isInferred && a.transaction == b.transaction
            && a.costIndex == b.costIndex && a.commentStart == b.commentStart && a.commentCount == b.commentCount && a.range == b.range
    }

    @Test func aPostingTakes20Bytes() {
        #expect(PostingTable.bytesPerRow == 20)
    }

    @Test func everyFieldComesBackExactly() {
        let big = Int128(Int64.max) * 1_000_000_007
        let written = [
            Self.posting(12_345, scale: 2, line: TextRange(10, 40)),
            Self.posting(-big, scale: 30, line: TextRange(50, 90), cost: 4),
            Self.posting(Int128(Int64.min), scale: 0, line: TextRange(100, 100 + 70_000), comments: (9, 3)),
            Self.posting(Int128(Int64.max) + 1, scale: 38, line: TextRange(0, 0), cost: 0, comments: (0, 1)),
            Self.posting(Int128.max, scale: 0, line: TextRange(5, 6)),
            Self.posting(Int128(1) << 39 - 1, scale: 8, line: TextRange(7, 7 + 254)),
            Self.posting(-(Int128(1) << 39), scale: 8, line: TextRange(7, 7 + 255)),
            Self.posting(Int128(1) << 39, scale: 8, line: TextRange(7, 7 + 300)),
            Self.posting(-(Int128(1) << 39) - 1, scale: 2, line: TextRange(1, 2), account: 65_534, commodity: 65_535),
            Self.posting(1, scale: 0, line: TextRange(1, 2), account: 70_000, commodity: 1 << 30),
        ]
        var table = PostingTable()
        for p in written { table.append(p) }
        #expect(table.count == written.count)
        for (k, p) in written.enumerated() {
            #expect(Self.same(table[k], p), "posting \(k) differs: \(table[k]) against \(p)")
            #expect(table.quantity(at: k) == p.quantity)
        }
    }

    @Test func changingAPostingKeepsTheOthers() {
        let big = Int128(Int64.max) * 3
        var table = PostingTable()
        table.append(Self.posting(big, scale: 2, line: TextRange(0, 70_000), cost: 1, comments: (0, 2)))
        table.append(Self.posting(-big, scale: 4, line: TextRange(70_001, 70_010), cost: 2))
        var first = table[0]
        first.quantity = Quantity(units: 5, scale: 1)
        first.costIndex = -1
        first.commentCount = 0
        first.range = TextRange(3, 4)
        table[0] = first
        #expect(Self.same(table[0], first))
        #expect(Self.same(table[1], Self.posting(-big, scale: 4, line: TextRange(70_001, 70_010), cost: 2)))
        var second = table[1]
        second.quantity = Quantity(units: big + 1, scale: 0)
        second.account = AccountID(80_000)
        table[1] = second
        #expect(table[1].quantity == Quantity(units: big + 1, scale: 0))
        #expect(table[1].account == AccountID(80_000))
        second.account = AccountID(4)
        second.commodity = CommodityID(90_000)
        table[1] = second
        #expect(Self.same(table[1], second))
        table.renumberTransactions([Int32](repeating: 0, count: 7) + [5])
        #expect(table[0].transaction == 5 && table[1].transaction == 5)
    }

    @Test func changesKeptApartReadBackAndMergeExactly() {
        var original = PostingTable()
        for k in 0..<64 { original.append(Self.posting(Int128(k), scale: 2, line: TextRange(k * 10, k * 10 + 5))) }
        var table = original
        table.keepChangesApart()
        var expected = (0..<64).map { original[$0] }
        func change(_ k: Int, units: Int128, account: Int32) {
            var p = table[k]
            p.quantity = Quantity(units: units, scale: 3)
            p.account = AccountID(account)
            table[k] = p
            expected[k] = p
        }
        change(3, units: 1 << 50, account: 70_000)
        change(3, units: -7, account: 5)
        change(9, units: 11, account: 6)
        for k in 0..<64 { #expect(Self.same(table[k], expected[k]), "row \(k)") }
        change(2, units: 12, account: 7)
        for k in stride(from: 10, to: 64, by: 3) { change(k, units: Int128(k) * 1_000, account: Int32(k)) }
        for k in 0..<64 {
            #expect(Self.same(table[k], expected[k]), "row \(k)")
            #expect(Self.same(original[k], Self.posting(Int128(k), scale: 2, line: TextRange(k * 10, k * 10 + 5))))
        }
    }

    @Test func aRewriteLeavesTheLoadedJournalAlone() {
        let loaded = load("""
            2026-01-05 Shop
                Expenses:Food    10.00 EUR @ 1.10 USD
                Assets:Cash

            """).journal
        var rewrite = JournalRewrite(loaded)
        let usd = loaded.postings[0].commodity == loaded.commodities.lookup("EUR") ? loaded.commodities.lookup("USD") : nil
        #expect(usd != nil)
        rewrite.revalue(posting: 0, as: Amount(Quantity(units: 1100, scale: 2), usd ?? .none))
        let moved = rewrite.account(named: "Expenses:Travel")
        rewrite.move(posting: 1, to: moved)
        #expect(rewrite.journal.postings[0].quantity == Quantity(units: 1100, scale: 2))
        #expect(rewrite.journal.cost(of: rewrite.journal.postings[0]) == nil)
        #expect(rewrite.journal.postings[1].account == moved)
        #expect(loaded.postings[0].quantity == Quantity(units: 1000, scale: 2))
        #expect(loaded.cost(of: loaded.postings[0]) != nil)
        #expect(loaded.accounts.name(loaded.postings[1].account) == "Assets:Cash")
    }
}
