extension DisplayWidth {
    /// The width of bytes read in place, lent by their owner's closure (a
    /// file's bytes, a report writer's field): the same count as for an
    /// array, which `DisplayWidthTests` checks on generated text.
    package static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> Int { counted(bytes) }
}
