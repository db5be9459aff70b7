/// Long reports write into a buffer that is handed to a sink whenever it
/// passes a chunk's size, so the whole output is never held at once.
package enum ChunkedOutput {
    package static let chunkSize = 1 << 16

    /// Hands `out` to `sink` and empties it, once it holds a chunk or more.
    @inline(__always)
    package static func flushIfFull(_ out: inout [UInt8], _ sink: ([UInt8]) -> Void) {
        if out.count >= chunkSize {
            sink(out)
            out.removeAll(keepingCapacity: true)
        }
    }

    /// Hands what is left to `sink`.
    package static func finish(_ out: inout [UInt8], _ sink: ([UInt8]) -> Void) {
        if !out.isEmpty { sink(out) }
        out.removeAll(keepingCapacity: true)
    }

    /// Everything a streaming writer writes, in one array (for tests and
    /// callers that need the whole text).
    package static func collect(_ write: (([UInt8]) -> Void) -> Void) -> [UInt8] {
        var all: [UInt8] = []
        write { all.append(contentsOf: $0) }
        return all
    }
}
