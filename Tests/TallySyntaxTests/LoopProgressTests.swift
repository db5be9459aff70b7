import Testing
@testable import TallySyntax
import TallyTestSupport
import TallyValues

/// Every loop of the parser moves on: `LoopProgress` tells a pass that
/// starts where the previous one did, and the parser (whose loops check
/// it, stopping a debug build as these tests run) gets through every
/// example and every mangled form of them.
@Suite struct LoopProgressTests {
    @Test func aPassThatDoesNotMoveIsTold() {
        var progress = LoopProgress()
        let moves = [0, 5, 5, 3, 4].map { progress.advanced(to: $0) }
        #expect(moves == [true, true, false, false, true])
    }

    static var examples: [[UInt8]] {
        let dir = Harness.repositoryRoot + "/examples"
        return Files.files(under: dir, endingIn: ".ledger").compactMap { Files.readBytes($0) }
    }

    /// Each example cut at every line, every line's indent dropped or
    /// doubled, and bytes of the grammar's punctuation put at random places:
    /// the parser ends on each, every entry starting past the one before.
    @Test func theParserEndsOnEveryExampleAndItsManglings() {
        let examples = Self.examples
        #expect(examples.count >= 10)
        var random = SplitMix(seed: 29)
        var inputs = 0
        for bytes in examples {
            var variants: [[UInt8]] = [bytes]
            let lines = bytes.split(separator: 10, omittingEmptySubsequences: false)
            for cut in stride(from: 1, to: lines.count, by: max(1, lines.count / 40)) {
                variants.append(Array(lines[..<cut].joined(separator: [10])))
                var unindented = lines
                unindented[cut] = unindented[cut].drop { $0 == 32 || $0 == 9 }
                variants.append(Array(unindented.joined(separator: [10])))
                var doubled = lines
                doubled[cut] = doubled[cut].prefix { $0 == 32 || $0 == 9 } + doubled[cut]
                variants.append(Array(doubled.joined(separator: [10])))
            }
            let punctuation = Array("=;@*!()[]{}\t \n\r-0~\"".utf8)
            for _ in 0..<20 where !bytes.isEmpty {
                var mangled = bytes
                for _ in 0..<8 {
                    mangled[random.next(mangled.count)] = punctuation[random.next(punctuation.count)]
                }
                variants.append(mangled)
            }
            for v in variants {
                let file = SourceFile(id: FileID(0), path: "x.ledger", bytes: v)
                let result = Parser.parse(file)
                var covered = 0
                for entry in result.entries { covered = max(covered, entry.range.upperBound) }
                #expect(covered <= v.count)
                inputs += 1
            }
        }
        #expect(inputs > 500)
    }
}
