/// A check that a parser loop moves on: each pass of a loop over lines (or
/// entries) must start further into the file than the pass before, or the
/// loop would never end. As swift-syntax's `LoopProgressCondition`: a debug
/// build stops at the first loop that did not move (a parser bug, found by
/// the tests and the fuzzer), and a release build leaves the loop instead
/// of spinning.
///
///     var progress = LoopProgress()
///     while pos < end && progress.evaluate(pos) { … consume a line … }
struct LoopProgress {
    private var last = Int.min

    /// Whether `position` is past the one of the previous call (always,
    /// at the first); stops a debug build when it is not.
    @inline(__always) mutating func evaluate(_ position: Int) -> Bool {
        let moved = advanced(to: position)
        assert(moved, "a parser loop made no progress at byte \(position)")
        return moved
    }

    /// `evaluate` without the stop (for its test).
    @inline(__always) mutating func advanced(to position: Int) -> Bool {
        defer { last = position }
        return position > last
    }
}
