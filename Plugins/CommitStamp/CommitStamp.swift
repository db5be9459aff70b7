import Foundation
import PackagePlugin

/// Writes the commit the package is built from into `Commit.swift` of the
/// target it is applied to, before every build, so `tally --version` names
/// it whether the binary comes from `swift build` or from `make`. The file
/// is rewritten only when the commit changes, so a build from an unchanged
/// checkout compiles nothing again. Outside a git checkout (a source
/// tarball) or without git the commit is empty and `--version` says so.
@main
struct CommitStamp: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "Commit")
        let script = """
            set -u
            commit=$(git -C "$1" rev-parse --short=12 HEAD 2>/dev/null) || commit=""
            if [ -n "$commit" ] && ! git -C "$1" diff --quiet HEAD -- 2>/dev/null; then commit="$commit-modified"; fi
            mkdir -p "$2"
            text="// Written before each build by the CommitStamp plugin.
            let stampedCommit = \\"$commit\\""
            if [ ! -f "$2/Commit.swift" ] || [ "$(cat "$2/Commit.swift")" != "$text" ]; then
                printf '%s\\n' "$text" > "$2/Commit.swift"
            fi
            """
        return [.prebuildCommand(displayName: "Stamping the commit into \(target.name)",
                                 executable: URL(fileURLWithPath: "/bin/sh"),
                                 arguments: ["-c", script, "sh", context.package.directoryURL.path, output.path],
                                 outputFilesDirectory: output)]
    }
}
