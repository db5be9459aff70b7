// Lower-bound baseline for the benchmark: read the whole journal, split it into
// lines, and sum every `$` amount found on posting (indented) lines.
//
// Build: swiftc -O bench/baseline.swift -o bench/.data/baseline
// Usage: baseline FILE

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

func readFile(_ path: String) -> [UInt8]? {
    guard let f = fopen(path, "rb") else { return nil }
    defer { fclose(f) }
    guard fseek(f, 0, SEEK_END) == 0 else { return nil }
    let size = ftell(f)
    guard size >= 0 else { return nil }
    rewind(f)
    return [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
        count = size > 0 ? fread(buffer.baseAddress, 1, size, f) : 0
    }
}

let args = CommandLine.arguments
guard args.count == 2 else {
    fputs("usage: baseline FILE\n", stderr)
    exit(2)
}
guard let bytes = readFile(args[1]) else {
    fputs("baseline: cannot read \(args[1])\n", stderr)
    exit(1)
}

let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), newline = UInt8(ascii: "\n")
let dollar = UInt8(ascii: "$"), minus = UInt8(ascii: "-"), comma = UInt8(ascii: ",")
let dot = UInt8(ascii: "."), zero = UInt8(ascii: "0"), nine = UInt8(ascii: "9")
let semicolon = UInt8(ascii: ";")

var lines = 0
var amounts = 0
var totalCents = 0

bytes.withUnsafeBufferPointer { buf in
    let end = buf.count
    var start = 0
    while start < end {
        // Split off one line.
        var stop = start
        while stop < end && buf[stop] != newline { stop += 1 }
        lines += 1
        if stop > start && (buf[start] == space || buf[start] == tab) {
            // Posting line: sum numbers after `$` before any comment.
            var i = start
            while i < stop {
                let c = buf[i]
                if c == semicolon { break }
                if c == dollar {
                    i += 1
                    var negative = false
                    if i < stop && buf[i] == minus { negative = true; i += 1 }
                    var cents = 0
                    var fraction = -1
                    while i < stop {
                        let d = buf[i]
                        if d >= zero && d <= nine {
                            cents = cents * 10 + Int(d - zero)
                            if fraction >= 0 { fraction += 1 }
                        } else if d == comma {
                        } else if d == dot && fraction < 0 {
                            fraction = 0
                        } else {
                            break
                        }
                        i += 1
                    }
                    // Normalise to two decimal places.
                    var f = max(fraction, 0)
                    while f < 2 { cents *= 10; f += 1 }
                    while f > 2 { cents /= 10; f -= 1 }
                    totalCents += negative ? -cents : cents
                    amounts += 1
                    continue
                }
                i += 1
            }
        }
        start = stop + 1
    }
}

let sign = totalCents < 0 ? "-" : ""
let absCents = totalCents.magnitude
let centsPart = absCents % 100
print("lines: \(lines) amounts: \(amounts) sum: \(sign)$\(absCents / 100).\(centsPart < 10 ? "0" : "")\(centsPart)")
