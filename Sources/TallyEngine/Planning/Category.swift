import TallySyntax

/// An income or expense account shown with a display name, color and icon.
public struct Category: Sendable {
    public var account: AccountID
    public var type: CategoryType
    public var displayName: String?
    /// `#RRGGBB`.
    public var color: String?
    public var icon: String?
    public var location: SourceLocation
}
