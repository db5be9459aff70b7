import TallySyntax

/// Reads the entries of files as the loader parses them, for a caller that
/// needs more of a file's syntax than the journal keeps (blank lines,
/// comments, where each entry lies) without parsing it again. Each chunk
/// of a file is read on the worker that parses it; the readings are handed
/// back on the thread that loads, in file order.
package protocol ChunkReader: Sendable {
    /// A reading of the chunk `range` of `file`, to be given its entries in
    /// order, or `nil` to leave the chunk unread. Called on a parse worker.
    func start(_ file: SourceFile, _ range: Range<Int>) -> (any ChunkReading)?
    /// Takes the reading of the next chunk of `file`, in file order, on the
    /// thread that loads.
    func finish(_ reading: any ChunkReading, of file: SourceFile)
}

/// The reading of one chunk of a file (see `ChunkReader`).
package protocol ChunkReading: Sendable {
    /// Reads the chunk's next entry, trivia and invalid lines included.
    mutating func add(_ entry: Entry)
}
