#if canImport(Glibc)
import Glibc
#endif
import TallyEngine

/// Asks the kernel to back a large, not yet touched buffer with 2 MiB pages:
/// filling the bytes of a big journal, or the rows loaded from it, then
/// takes a few page faults per 2 MiB instead of one per 4 KiB. It is only
/// advice (where the kernel or the machine has no huge pages, nothing
/// changes), and buffers under 8 MiB are left alone.
package struct HugePages: MemoryHints {
    package init() {}

    package func willFill(_ start: UnsafeMutableRawPointer, byteCount: Int) {
        Self.advise(start, byteCount: byteCount)
    }

    package static func advise(_ start: UnsafeMutableRawPointer?, byteCount: Int) {
        #if os(Linux)
        let huge = 1 << 21
        guard byteCount >= 4 * huge, let start else { return }
        let lower = (Int(bitPattern: start) + huge - 1) & ~(huge - 1)
        let upper = (Int(bitPattern: start) + byteCount) & ~(huge - 1)
        guard upper > lower, let aligned = UnsafeMutableRawPointer(bitPattern: lower) else { return }
        _ = madvise(aligned, upper - lower, MADV_HUGEPAGE)
        #endif
    }
}
