import Testing
import TallyTestSupport

/// Unsafe code stays in the rooms named for it: the operating system's
/// target (TallySystem), and in any other target the files of an `Unsafe`
/// folder, each a fast path with a safe API, a plain reference
/// implementation and a test that compares the two on generated input.
/// A file anywhere else that takes a pointer fails this suite.
@Suite("unsafe code is confined")
struct UnsafeConfinementTests {
    static let root = Harness.repositoryRoot + "/Sources/"

    /// What marks unsafe code in a line of Swift.
    static let markers = ["Unsafe", "unsafeUninitializedCapacity", "unsafeBitCast", "unsafeDowncast", "Unmanaged", "utf8Start", "assumingMemoryBound", "withUTF8", "loadUnaligned"]

    /// Files outside the rooms that still hold unsafe code, each with why it
    /// has not moved yet. The list only shrinks: a file that no longer
    /// needs to be here fails `pendingListIsCurrent`.
    static let pending: [String: String] = UnsafePendingList.files

    /// The files an unsafe marker may appear in.
    static func isAllowed(_ relative: String) -> Bool {
        relative.hasPrefix("TallySystem/") || relative.contains("/Unsafe/") || pending[relative] != nil
    }

    /// The lines of `text` that hold a marker outside a comment.
    static func unsafeLines(_ text: String) -> [(Int, Substring)] {
        var found: [(Int, Substring)] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = line.trimmingPrefix(while: { $0 == " " })
            if code.hasPrefix("//") { continue }
            let beforeComment = code.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? code
            if markers.contains(where: { beforeComment.contains($0) }) { found.append((number + 1, code)) }
        }
        return found
    }

    static func relative(_ path: String) -> String { String(path.dropFirst(root.count)) }

    @Test("no Sources file outside the named ones uses an unsafe API")
    func confined() throws {
        for path in SourceRulesTests.sources where !Self.isAllowed(Self.relative(path)) {
            let text = try #require(Files.read(path), "cannot read \(path)")
            for (number, line) in Self.unsafeLines(text) {
                Issue.record("\(path):\(number): unsafe code outside the named files (Sources/*/Unsafe/, TallySystem): \(line)")
            }
        }
    }

    @Test("every file on the pending list still needs to be there")
    func pendingListIsCurrent() throws {
        for name in Self.pending.keys.sorted() {
            let path = Self.root + name
            guard let text = Files.read(path) else {
                Issue.record("\(name) is on the pending list but does not exist")
                continue
            }
            #expect(!Self.unsafeLines(text).isEmpty, "\(name) holds no unsafe code any more: take it off the pending list")
        }
    }

    @Test("the rule sees a pointer, and passes a comment")
    func ruleCanFail() {
        #expect(Self.unsafeLines("let p = a.withUnsafeBufferPointer { $0 }").count == 1)
        #expect(Self.unsafeLines("    x = UnsafeRawPointer(bitPattern: 1)").count == 1)
        #expect(Self.unsafeLines("/// reads an UnsafeBufferPointer\nlet x = 1 // not Unsafe").isEmpty)
        #expect(!Self.isAllowed("TallyReports/Reports/NewReport.swift") || Self.pending["TallyReports/Reports/NewReport.swift"] != nil)
        #expect(Self.isAllowed("TallySyntax/Unsafe/ByteScanning.swift"))
        #expect(Self.isAllowed("TallySystem/Files/FileMapping.swift"))
    }
}
