extension Quantity {
    /// Whether this is a residue that vanishes at `scale` digits: at most
    /// half a unit of the last digit, the half included. ledger and hledger
    /// both let a transaction balance when what is left over shows as zero
    /// (`1 XXX @ 0.995 CZK` against `-1.00 CZK` leaves -0.005 CZK).
    package func vanishes(atScale s: UInt8) -> Bool {
        if s >= scale { return isZero }
        if isWide || scale - s > 38 {
            let w = wide
            let twice = Limbs.add(w.magnitude, w.magnitude)
            return Limbs.compare(twice, Limbs.powerOfTen(Int(scale - s))) <= 0
        }
        let unit = Self.powerOfTen(Int(scale - s))
        return units.magnitude * 2 <= unit.magnitude
    }
}
