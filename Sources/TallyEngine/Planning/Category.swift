import TallySyntax

/// An income or expense account shown with a display name, color and icon.
package struct Category: Sendable {
    package var account: AccountID
    package var type: CategoryType
    package var displayName: String?
    /// `#RRGGBB`.
    package var color: String?
    package var icon: String?
    package var location: SourceLocation
}
