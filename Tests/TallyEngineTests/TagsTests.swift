import Testing
import TallyEngine
import TallySyntax

@Suite("Tags: name:value and :list: tags read from comments")
struct TagsTests {
    /// `name=value` for each tag read from the comment's bytes.
    static func tags(_ comment: String) -> [String] {
        let bytes = Array(comment.utf8)
        return Tags.parse(bytes, TextRange(0, bytes.count)).map { "\($0.name)=\($0.value)" }
    }

    @Test func valuesRunToACommaAndListsNameEachTag() {
        #expect(Self.tags(" car:civic") == ["car=civic"])
        #expect(Self.tags(" sale, trip: Rome 2024 ,:a::b:") == ["trip=Rome 2024", "a=", "b="])
        #expect(Self.tags("price match").isEmpty)
        #expect(Self.tags(":x: ::  :y:z\ttag:\t") == ["x=", "tag="])
    }

    /// Comments of printable ASCII are read byte by byte; they must give
    /// the tags the text reader gives.
    @Test func bytesAndTextGiveTheSameTags() {
        let pieces = [" ", "\t", ",", ":", "a", "b", "c1", "x y", "::", ", ", "k:v", " :t:"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<3000 {
            var comment = ""
            state = state &* 6364136223846793005 &+ 1442695040888963407
            var r = state
            for _ in 0..<(Int(r % 9) + 1) {
                r /= 9
                comment += pieces[Int(r % UInt64(pieces.count))]
                r /= UInt64(pieces.count)
            }
            #expect(Self.tags(comment) == Tags.parse(comment).map { "\($0.name)=\($0.value)" }, "\(comment)")
        }
    }
}
