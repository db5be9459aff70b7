/// Pieces of catalogue messages the tests compare across languages.
package enum MessageText {
    /// The names between `{` and `}` in a message: what a translation must keep.
    package static func placeholders(_ s: String) -> Set<String> {
        var found: Set<String> = []
        var rest = Substring(s)
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}") else { break }
            found.insert(String(after[..<close]))
            rest = after[after.index(after: close)...]
        }
        return found
    }
}
