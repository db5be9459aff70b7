import TallyEngine
import TallyValues

/// The account column as a posting writes it: `(name)` for a virtual
/// posting, `[name]` for a balanced virtual one; widths measured once per account.
struct AccountColumn {
    let journal: Journal
    private var widths: [Int]

    init(_ journal: Journal) {
        self.journal = journal
        widths = journal.accounts.all.map { DisplayWidth.of(journal.accounts.nameBytes($0)) }
    }

    func width(_ p: Posting) -> Int {
        let w = Int(p.account.index) < widths.count ? widths[Int(p.account.index)] : DisplayWidth.of(journal.accounts.nameBytes(p.account))
        return p.kind == .real ? w : w + 2
    }

    func append(_ p: Posting, to out: inout [UInt8]) {
        switch p.kind {
        case .real: out.append(contentsOf: journal.accounts.nameBytes(p.account))
        case .virtual:
            out.append(UInt8(ascii: "(")); out.append(contentsOf: journal.accounts.nameBytes(p.account)); out.append(UInt8(ascii: ")"))
        case .balancedVirtual:
            out.append(UInt8(ascii: "[")); out.append(contentsOf: journal.accounts.nameBytes(p.account)); out.append(UInt8(ascii: "]"))
        }
    }

    /// `appendLeft` into a `ByteOutput`.
    func appendLeft(_ p: Posting, width: Int, to out: inout ByteOutput) {
        let w = self.width(p)
        guard w <= width else {
            var cut: [UInt8] = []
            appendLeft(p, width: width, to: &cut)
            out.append(cut)
            return
        }
        let name = journal.accounts.nameBytes(p.account)
        switch p.kind {
        case .real: out.append(name)
        case .virtual:
            out.append(UInt8(ascii: "(")); out.append(name); out.append(UInt8(ascii: ")"))
        case .balancedVirtual:
            out.append(UInt8(ascii: "[")); out.append(name); out.append(UInt8(ascii: "]"))
        }
        out.pad(width - w)
    }

    /// The name left-aligned in `width` columns, cut with `…` when longer.
    func appendLeft(_ p: Posting, width: Int, to out: inout [UInt8]) {
        let w = self.width(p)
        if w <= width {
            append(p, to: &out)
            TextLayout.pad(&out, width - w)
        } else {
            var name: [UInt8] = []
            append(p, to: &name)
            TextLayout.appendLeft(name[...], width: width, to: &out)
        }
    }
}

/// The date column of long reports: a day's `YYYY-MM-DD`, worked out again
/// only when the day changes from the row before.
struct DateColumn {
    private var day: Day?
    private var text: [UInt8] = []

    mutating func append(_ d: Day, to out: inout ByteOutput) {
        if d != day {
            day = d
            text.removeAll(keepingCapacity: true)
            d.appendISO(to: &text)
        }
        out.append(text)
    }
}
