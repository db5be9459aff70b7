import Testing
import TallySyntax

/// The entries of a file cover every byte of it, in order: concatenating
/// their ranges gives the file back.
@Suite struct LosslessTests {
    struct Sample: CustomTestStringConvertible, Sendable {
        var name: String
        var bytes: [UInt8]
        var testDescription: String { name }
        init(_ name: String, _ text: String) { self.name = name; self.bytes = Array(text.utf8) }
        init(_ name: String, bytes: [UInt8]) { self.name = name; self.bytes = bytes }
    }

    static let samples: [Sample] = [
        Sample("empty", ""),
        Sample("one newline", "\n"),
        Sample("rich journal", richJournal),
        Sample("rich journal CRLF", richJournal.replacingNewlines(with: "\r\n")),
        Sample("rich journal with BOM", bytes: [0xEF, 0xBB, 0xBF] + Array(richJournal.utf8)),
        Sample("BOM then comment", bytes: [0xEF, 0xBB, 0xBF] + Array("; c\n".utf8)),
        Sample("BOM then error", bytes: [0xEF, 0xBB, 0xBF] + Array("frob\n  x\n".utf8)),
        Sample("no final newline", "2026-01-01 X\n    a  $1\n    b"),
        Sample("no final newline after error", "2026-01-01 X\n    a  $1..0"),
        Sample("blank lines with spaces", "\n  \n\t\n\n2026-01-01 X\n    a  $1\n    b\n \n"),
        Sample("indented line first", "    Expenses:Food  $5\n    Assets:Cash\n2026-01-01 X\n    a  $1\n    b\n"),
        Sample("errors everywhere", "frob\n2026-02-30 X\n    a  $1\n2026-01-01 Y\n    a  $1.2.3\n    b\nbudget X  -5 USD monthly\n"),
        Sample("unclosed comment block", "2026-01-01 X\n    a  $1\n    b\ncomment\nline\n2026-01-02 Y\n"),
        Sample("comment block then more", "comment\n x\nend comment\n; c\n2026-01-01 X\n    a  $1\n    b\n"),
        Sample("directives with sub-lines", "account A\n    ; sub\n    note x\ncommodity $\n    format $1,000.00\n    nomarket\nP 2026-01-01 EUR $1.08\n"),
        Sample("unreadable price", "P 2026-01-01 EUR $1.08 extra\n2026-01-01 X\n    a  $1\n    b\n"),
        Sample("periodic and recurring", "~ monthly\n    a  $1\n    b\nrecurring \"R\"  monthly  from 2026-01\n    a  $1\n    b\n\n"),
        Sample("lone carriage return", "2026-01-01 A\rB\n    a  $1\n    b\n"),
        Sample("invalid UTF-8", bytes: Array("2026-01-01 ".utf8) + [0xC3, 0x28, 0xFF] + Array("\n    a  $1\n    b\n".utf8)),
        Sample("tabs", "2026-01-01\tX\n\ta\t$1\n\tb\n"),
        Sample("only comments", "; a\n# b\n% c\n| d\n* e"),
    ]

    @Test(arguments: samples)
    func entriesReproduceTheFile(_ sample: Sample) {
        let p = parse(bytes: sample.bytes)
        var position = 0
        var rebuilt: [UInt8] = []
        for e in p.entries {
            let r = e.range
            #expect(r.lowerBound == position, "entry starts at \(r.lowerBound), expected \(position)")
            #expect(r.upperBound > r.lowerBound, "empty entry at \(r.lowerBound)")
            guard r.lowerBound >= 0, r.upperBound <= sample.bytes.count, r.lowerBound <= r.upperBound else {
                Issue.record("entry \(r.lowerBound)..<\(r.upperBound) lies outside the file of \(sample.bytes.count) bytes")
                return
            }
            rebuilt += sample.bytes[r.range]
            position = r.upperBound
        }
        #expect(position == sample.bytes.count)
        #expect(rebuilt == sample.bytes)
    }

    /// A file holding only a byte-order mark still has an entry for it.
    @Test(arguments: [[0xEF, 0xBB, 0xBF], [0xEF, 0xBB, 0xBF, 10]] as [[UInt8]])
    func byteOrderMarkAloneIsCovered(bytes: [UInt8]) {
        let p = parse(bytes: bytes)
        let covered = p.entries.map(\.range.count).reduce(0, +)
        if bytes.count == 3 {
            #expect(covered == bytes.count)
        } else {
            #expect(covered == bytes.count)
            #expect(p.entries.first?.range.lowerBound == 0)
        }
    }

    @Test func everyEntryEndsAfterItsLineTerminator() {
        let text = "2026-01-01 X\r\n    a  $1\r\n    b\r\n; c\r\n\r\naccount A\r\n"
        let p = parse(text)
        let bytes = Array(text.utf8)
        for e in p.entries {
            #expect(bytes[e.range.upperBound - 1] == 10)
        }
        #expect(p.entries.count == 4)
    }

    @Test func incrementalParsingYieldsTheSameEntries() {
        let file = SourceFile(id: FileID(3), path: "x.journal", bytes: Array(richJournal.utf8))
        var parser = Parser(file: file, currentYear: 2026)
        var ranges: [TextRange] = []
        while let e = parser.nextEntry() { ranges.append(e.range) }
        #expect(ranges == Parser.parse(file).entries.map(\.range))
        #expect(parser.diagnostics.allSatisfy { $0.location?.file == FileID(3) })
    }
}
