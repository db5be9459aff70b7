#if canImport(Glibc)
import Glibc
#endif

/// What every kind of golden file shares.
package enum Golden {
    /// Whether goldens are being re-recorded (`UPDATE_GOLDEN=1`).
    package static var isRecording: Bool { getenv("UPDATE_GOLDEN").map { String(cString: $0) == "1" } ?? false }
}
