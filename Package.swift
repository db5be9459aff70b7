// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "tally",
    products: [
        .executable(name: "tally", targets: ["tally"]),
        .library(name: "TallyKit", targets: ["TallyValues", "TallySyntax", "TallyEngine", "TallyReports", "TallyEditing", "TallyLocale"]),
    ],
    targets: [
        .target(name: "TallyValues"),
        // Message catalogues, one per language; no dependencies.
        .target(name: "TallyLocale"),
        // Child processes with posix_spawn: curl for prices --fetch, tally for the fuzzer.
        .target(name: "TallyProcess"),
        .target(name: "TallySyntax", dependencies: ["TallyLocale", "TallyValues"]),
        .target(name: "TallyEngine", dependencies: ["TallyLocale", "TallySyntax", "TallyValues"]),
        .target(name: "TallyReports", dependencies: ["TallyLocale", "TallyEngine", "TallySyntax", "TallyValues"]),
        .target(name: "TallyEditing", dependencies: ["TallyLocale", "TallyEngine", "TallySyntax", "TallyValues"]),
        .target(name: "TallyLSP", dependencies: ["TallyEditing", "TallyReports", "TallyEngine", "TallySyntax", "TallyValues"]),
        .target(name: "TallyImport", dependencies: ["TallySyntax", "TallyValues"]),
        .target(name: "TallyCLI", dependencies: ["TallyLocale", "TallyEditing", "TallyImport", "TallyLSP", "TallyProcess", "TallyReports", "TallyEngine", "TallySyntax", "TallyValues"]),
        .executableTarget(name: "tally", dependencies: ["TallyCLI", "TallyEditing"]),
        // Runs the tally binary on generated and mutated journals (fuzz/run.sh); no test runs it.
        .executableTarget(name: "tally-fuzz", dependencies: ["TallyProcess"], path: "Sources/TallyFuzz"),
        .target(name: "TallyTestSupport", dependencies: ["TallyCLI", "TallyEditing", "TallyEngine", "TallySyntax", "TallyValues"], path: "Tests/Support"),
        .testTarget(name: "TallyValuesTests", dependencies: ["TallyValues"]),
        .testTarget(name: "TallySyntaxTests", dependencies: ["TallySyntax", "TallyValues", "TallyTestSupport"]),
        .testTarget(name: "TallyEngineTests", dependencies: ["TallyEngine", "TallySyntax", "TallyValues", "TallyTestSupport"]),
        .testTarget(name: "TallyEmbeddingTests", dependencies: ["TallyEditing", "TallyReports", "TallyEngine", "TallyValues", "TallyTestSupport"]),
        .testTarget(name: "TallyLSPTests", dependencies: ["TallyLSP", "TallyCLI", "TallyEditing", "TallyEngine", "TallyValues", "TallyTestSupport"]),
        .testTarget(name: "TallyImportTests", dependencies: ["TallyImport", "TallySyntax", "TallyValues", "TallyTestSupport"]),
        .testTarget(name: "TallyCLITests", dependencies: ["TallyLocale", "TallyCLI", "TallyEditing", "TallyLSP", "TallyReports", "TallyEngine", "TallySyntax", "TallyValues", "TallyTestSupport"]),
    ]
)
