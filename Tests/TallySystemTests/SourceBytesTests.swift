#if canImport(Glibc)
import Glibc
#endif
import Testing
import TallySyntax
import TallySystem
import TallyTestSupport

/// A file's bytes held in memory or mapped from the file read the same, a
/// mapping gives back its pages without changing what it reads, and a file
/// written in place or cut short under a mapping is noticed, never a crash.
@Suite struct SourceBytesTests {
    /// `text` written to a fresh file, with its modification time set to a
    /// minute earlier (so a write made right away is seen as a change).
    static func file(_ bytes: [UInt8]) -> String {
        let path = Files.temporaryDirectory() + "/journal.ledger"
        Files.writeBytes(path, bytes)
        var times = [timespec(tv_sec: 1_700_000_000, tv_nsec: 0), timespec(tv_sec: 1_700_000_000, tv_nsec: 0)]
        _ = utimensat(AT_FDCWD, path, &times, 0)
        return path
    }

    static func map(_ path: String) -> SourceBytes? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        var st = stat()
        guard fstat(fd, &st) == 0, let bytes = SourceBytes(mapping: fd, status: st) else {
            close(fd)
            return nil
        }
        return bytes
    }

    /// Three and a half pages of varied bytes.
    static let sample: [UInt8] = (0..<(3 * 4096 + 2048)).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 / 251) }

    @Test func mappedReadsTheFileAsACopyDoes() throws {
        let path = Self.file(Self.sample)
        let mapped = try #require(Self.map(path))
        let copied = SourceBytes(Self.sample)
        #expect(mapped.isMapped)
        #expect(!copied.isMapped)
        #expect(mapped.count == Self.sample.count)
        #expect(mapped == copied)
        #expect(mapped == Self.sample)
        #expect(Array(mapped) == Self.sample)
        #expect(Array(mapped[100..<5000]) == Array(Self.sample[100..<5000]))
        #expect(mapped.withUnsafeBufferPointer { Array($0) } == Self.sample)
        var out: [UInt8] = [1]
        out.append(contentsOf: mapped[4090..<4100])
        #expect(out == [1] + Self.sample[4090..<4100])
        #expect(!mapped.hasChanged)
        #expect(SourceBytes([]).isEmpty)
        #expect(SourceBytes([1, 2]) != [1, 3])
    }

    @Test func releasedPagesReadTheSameAgain() throws {
        let path = Self.file(Self.sample)
        let mapped = try #require(Self.map(path))
        #expect(Array(mapped) == Self.sample)
        mapped.release(upTo: mapped.count)
        #expect(Array(mapped) == Self.sample)
        mapped.release(upTo: 5000)
        #expect(mapped[4095] == Self.sample[4095])
        #expect(!mapped.hasChanged)
    }

    @Test func writtenInPlaceIsAChange() throws {
        let path = Self.file(Self.sample)
        let mapped = try #require(Self.map(path))
        var changed = Self.sample
        changed[10] &+= 1
        // Written over the same file (not replaced by another), as an
        // editor that saves in place does.
        let fd = open(path, O_WRONLY)
        #expect(fd >= 0)
        _ = changed.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
        close(fd)
        #expect(mapped.hasChanged)
        #expect(mapped[10] == changed[10])
    }

    @Test func replacedByAnotherFileIsNoChange() throws {
        let path = Self.file(Self.sample)
        let mapped = try #require(Self.map(path))
        // Tally's own writes, and most editors', rename a new file over the old one.
        let other = path + ".new"
        Files.writeBytes(other, [UInt8](repeating: 65, count: 10))
        #expect(rename(other, path) == 0)
        #expect(!mapped.hasChanged)
        #expect(Array(mapped) == Self.sample)
    }

    @Test func cutShortReadsZerosInsteadOfStopping() throws {
        let path = Self.file(Self.sample)
        let mapped = try #require(Self.map(path))
        #expect(truncate(path, 100) == 0)
        // Past the new end, in pages the file no longer has: without the
        // handler, this read stops the process with SIGBUS.
        #expect(mapped[2 * 4096 + 5] == 0)
        #expect(mapped[3 * 4096 + 100] == 0)
        #expect(mapped[50] == Self.sample[50])
        #expect(mapped.hasChanged)
        // The mapping is given back whole, zero pages and all.
        mapped.release(upTo: mapped.count)
        #expect(mapped[3 * 4096 + 100] == 0)
    }

    @Test func emptyOrSpecialFilesAreNotMapped() throws {
        let path = Self.file([])
        #expect(Self.map(path) == nil)
    }
}
