import TallyLocale
import TallyValues

/// Where a sum of money left the range of exact amounts (past 255 decimals): what
/// was being added up, and the posting that took it over, when known.
package struct SumOverflow: Sendable, Equatable, Error {
    /// The account whose sum overflowed; `nil` for a sum over several accounts.
    package var account: AccountID?
    /// The commodity of the sum, when known.
    package var commodity: CommodityID?
    /// Index into `Journal.postings` of the posting whose amount made the sum overflow.
    package var posting: Int?
    /// What the sum is, for a sum over several accounts: the total income, the running total.
    package var subject: ErrorKey?

    package init(account: AccountID? = nil, commodity: CommodityID? = nil, posting: Int? = nil, subject: ErrorKey? = nil) {
        self.account = account
        self.commodity = commodity
        self.posting = posting
        self.subject = subject
    }

    /// The same, with the parts still unknown taken from the arguments.
    package func filling(account: AccountID? = nil, commodity: CommodityID? = nil) -> SumOverflow {
        SumOverflow(account: self.account ?? account, commodity: self.commodity ?? commodity, posting: posting, subject: subject)
    }
}

/// A total of money that carries an overflow to the end: once a step
/// leaves the exact range the total stays overflowed (sticky) and says what
/// overflowed, so a report either shows the right number or refuses.
///
/// Every running sum, difference and derived figure of money in a report
/// is a `Total`; `exact` is the number to show, `overflow` the reason not to.
package struct Total: Sendable, Equatable {
    /// The exact value; meaningless once `overflow` is set.
    package private(set) var value: Quantity
    /// Set by the first step that left the range; never cleared.
    package private(set) var overflow: SumOverflow?

    package static let zero = Total(Quantity.zero)

    package init(_ value: Quantity) {
        self.value = value
        overflow = nil
    }

    /// An exact value, or an overflow when `value` is `nil` (the result of a
    /// checked `Quantity` operation).
    package init(_ value: Quantity?, orOverflow reason: SumOverflow) {
        if let value {
            self.value = value
            overflow = nil
        } else {
            self.value = Quantity(0)
            overflow = reason
        }
    }

    /// The sum of `values`.
    package init<S: Sequence>(sum values: S) where S.Element == Quantity {
        self = .zero
        for q in values { add(q) }
    }

    /// The sum of `totals`; the first overflow among them is kept.
    package init<S: Sequence>(sum totals: S) where S.Element == Total {
        self = .zero
        for t in totals { add(t) }
    }

    /// The value, or `nil` once the total overflowed.
    package var exact: Quantity? { overflow == nil ? value : nil }
    package var isOverflowed: Bool { overflow != nil }

    /// Adds `q`; `reason` names what overflows if this step leaves the range.
    package mutating func add(_ q: Quantity, _ reason: @autoclosure () -> SumOverflow = SumOverflow()) {
        guard overflow == nil else { return }
        if let s = value.adding(q) { value = s } else { overflow = reason() }
    }

    /// Adds the posting at `index` of `journal`, which names it on overflow.
    package mutating func add(posting index: Int, _ p: Posting, account: AccountID? = nil) {
        add(p.quantity, SumOverflow(account: account ?? p.account, commodity: p.commodity, posting: index))
    }

    package mutating func add(_ other: Total) {
        guard overflow == nil else { return }
        if let o = other.overflow { overflow = o; return }
        add(other.value)
    }

    package mutating func subtract(_ other: Total) { add(other.negated()) }

    package func adding(_ other: Total) -> Total {
        var t = self
        t.add(other)
        return t
    }

    package func subtracting(_ other: Total) -> Total {
        var t = self
        t.subtract(other)
        return t
    }

    package func negated() -> Total {
        var t = self
        t.value = value.negated()
        return t
    }

    /// `self × n`, overflowed when the product leaves the range.
    package func multiplied(by n: Quantity) -> Total {
        guard overflow == nil else { return self }
        return Total(value.multiplied(by: n), orOverflow: SumOverflow())
    }

    /// `self / n` rounded to `scale` digits; dividing by zero is the
    /// caller's mistake and gives zero only when `n` is zero.
    package func divided(by n: Quantity, scale: UInt8) -> Total {
        guard overflow == nil else { return self }
        if n.isZero { return Total(Quantity(units: 0, scale: scale)) }
        return Total(value.divided(by: n, scale: scale), orOverflow: SumOverflow())
    }

    /// The same total, naming `account` and `commodity` if an overflow did not say.
    package func labelled(account: AccountID? = nil, commodity: CommodityID? = nil) -> Total {
        var t = self
        t.overflow = overflow?.filling(account: account, commodity: commodity)
        return t
    }
}

extension Optional where Wrapped == SumOverflow {
    /// Keeps the first overflow seen: `report.overflow.note(total)`.
    package mutating func note(_ t: Total) {
        if self == nil, let o = t.overflow { self = o }
    }

    package mutating func note(_ o: SumOverflow?) {
        if self == nil, let o { self = o }
    }
}
