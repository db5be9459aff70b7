/// RFC 4180 CSV: fields holding a comma, quote, CR or LF are quoted and
/// their quotes doubled. Records end in LF, which Unix tools expect and
/// RFC 4180 readers accept.
public struct CSVWriter {
    public private(set) var bytes: [UInt8] = []

    public init() {}

    public mutating func row(_ fields: [String]) {
        for (i, f) in fields.enumerated() {
            if i > 0 { bytes.append(UInt8(ascii: ",")) }
            CSVWriter.appendField(f, to: &bytes)
        }
        bytes.append(10)
    }

    public static func appendField(_ f: String, to out: inout [UInt8]) {
        let needsQuotes = f.utf8.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 10 || $0 == 13 }
        if !needsQuotes {
            out.append(contentsOf: f.utf8)
            return
        }
        out.append(UInt8(ascii: "\""))
        for b in f.utf8 {
            if b == UInt8(ascii: "\"") { out.append(b) }
            out.append(b)
        }
        out.append(UInt8(ascii: "\""))
    }
}
