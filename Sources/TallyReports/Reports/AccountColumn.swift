import TallyEngine
import TallyValues

/// The account column as a posting writes it: `(name)` for a virtual
/// posting, `[name]` for a balanced virtual one; widths measured once per account.
struct AccountColumn {
    let journal: Journal
    private var widths: [Int]
    /// Whether the name is printable ASCII, one column per byte.
    private var plain: [Bool]

    init(_ journal: Journal) {
        self.journal = journal
        widths = journal.accounts.all.map { DisplayWidth.of(journal.accounts.nameBytes($0)) }
        plain = journal.accounts.all.map { journal.accounts.nameBytes($0).allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
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
        let name = journal.accounts.nameBytes(p.account)
        let (open, close): (UInt8?, UInt8?) = switch p.kind {
        case .real: (nil, nil)
        case .virtual: (UInt8(ascii: "("), UInt8(ascii: ")"))
        case .balancedVirtual: (UInt8(ascii: "["), UInt8(ascii: "]"))
        }
        if w <= width {
            if let open { out.append(open) }
            out.append(name)
            if let close { out.append(close) }
            out.pad(width - w)
        } else if width > 0 && Int(p.account.index) < plain.count && plain[Int(p.account.index)] {
            // One column per byte: the first `width - 1`, then `…`, as `TextLayout.appendLeft` cuts.
            let keep = width - 1
            if let open, keep > 0 { out.append(open) }
            out.append(name.prefix(max(0, open == nil ? keep : keep - 1)))
            out.append(TextLayout.ellipsis)
        } else {
            var cut: [UInt8] = []
            appendLeft(p, width: width, to: &cut)
            out.append(cut)
        }
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
