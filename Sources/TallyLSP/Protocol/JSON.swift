import TallyReports
/// A JSON value, as the language server protocol exchanges it.
///
/// Numbers keep their text: the protocol's numbers are ids, lines and
/// columns, read as `Int` when asked; nothing here is money.
package enum JSON: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSON])
    /// Members in the order written; lookups take the last of a repeated key.
    case object([(String, JSON)])

    package static func int(_ n: Int) -> JSON { .number(String(n)) }

    package static func == (a: JSON, b: JSON) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x == y
        case (.object(let x), .object(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    package subscript(key: String) -> JSON? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.0 == key }?.1
    }

    package subscript(index: Int) -> JSON? {
        guard case .array(let items) = self, index >= 0, index < items.count else { return nil }
        return items[index]
    }

    package var string: String? { if case .string(let s) = self { return s } else { return nil } }
    package var bool: Bool? { if case .bool(let b) = self { return b } else { return nil } }
    package var array: [JSON]? { if case .array(let a) = self { return a } else { return nil } }

    /// The number as an integer, when it is one that fits.
    package var int: Int? {
        guard case .number(let text) = self else { return nil }
        if let n = Int(text) { return n }
        // `3.0` and `3e0` are integers too; anything with a fraction is not.
        if let dot = text.firstIndex(of: "."), !text.contains("e"), !text.contains("E"),
           text[text.index(after: dot)...].allSatisfy({ $0 == "0" }) {
            return Int(text[..<dot])
        }
        return nil
    }

    /// The value as compact JSON text.
    package var encoded: [UInt8] {
        var out: [UInt8] = []
        append(to: &out)
        return out
    }

    package func append(to out: inout [UInt8]) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .number(let n): out.append(contentsOf: n.utf8)
        case .string(let s): JSON.appendString(s, to: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, v) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                v.append(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (i, (k, v)) in members.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                JSON.appendString(k, to: &out)
                out.append(UInt8(ascii: ":"))
                v.append(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    static func appendString(_ s: String, to out: inout [UInt8]) { JSONString.append(s, to: &out) }
}
