/// What `tally --version` says about the build: the commit comes from the
/// CommitStamp plugin, which runs git before each build.
package enum BuildInfo {
    /// The commit's short hash, with `-modified` when the checkout had
    /// uncommitted changes; empty when built outside a git checkout.
    package static let commit: String = stampedCommit
}
