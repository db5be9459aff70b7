#if canImport(Glibc)
import Glibc
#endif

/// Lets the test suite stop a `tally` process in the middle of a write,
/// after its new texts are on disk and before they are checked and put in
/// place, to change the file then or to send a signal.
///
/// `TALLY_TEST_WRITE_PAUSE=W,R` (two descriptor numbers the test opened)
/// makes each write send one byte to W and wait for one byte on R. Without
/// the variable nothing changes.
package enum TestPause {
    package static func installFromEnvironment() {
        guard let value = getenv("TALLY_TEST_WRITE_PAUSE").map({ String(cString: $0) }) else { return }
        let fds = value.split(separator: ",").compactMap { Int32($0) }
        guard fds.count == 2 else { return }
        let (signal, wait) = (fds[0], fds[1])
        SafeFileWriter.processHook = {
            var byte: UInt8 = 1
            _ = Glibc.write(signal, &byte, 1)
            while Glibc.read(wait, &byte, 1) < 0 && errno == EINTR {}
        }
    }
}
