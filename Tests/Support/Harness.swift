import TallyValues

/// What every test shares: the fixed today of the tests, the language
/// they run in and where the repository is. `TallyCLITestSupport` adds
/// `run`, which runs a command in-process.
package enum Harness {
    package static let fixedToday = Day(year: 2026, month: 11, day: 21)!

    /// `environment` with `LANG=C` unless it names a language itself, so
    /// goldens are English whatever the locale of the machine running them.
    public static func pinnedLanguage(_ environment: [String: String]) -> [String: String] {
        if ["LC_ALL", "LC_MESSAGES", "LANG"].contains(where: { environment[$0] != nil }) { return environment }
        var pinned = environment
        pinned["LANG"] = "C"
        return pinned
    }

    /// The repository root, from this file's path.
    package static var repositoryRoot: String {
        let path = #filePath
        var parts = path.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)   // Tests/Support/Harness.swift
        return parts.joined(separator: "/")
    }
}
