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
        // The commit `tally --version` names, written before each build by git.
        .target(name: "TallyBuildInfo", plugins: ["CommitStamp"]),
        .plugin(name: "CommitStamp", capability: .buildTool()),
        .target(name: "TallySyntax", dependencies: ["TallyLocale", "TallyValues"]),
        .target(name: "TallyEngine", dependencies: ["TallyLocale", "TallySyntax", "TallyValues"]),
        .target(name: "TallyReports", dependencies: ["TallyLocale", "TallyEngine", "TallySyntax", "TallyValues"]),
        .target(name: "TallyEditing", dependencies: ["TallyLocale", "TallyEngine", "TallySyntax", "TallyValues"]),
        .target(name: "TallyLSP", dependencies: ["TallyEditing", "TallyReports", "TallyEngine", "TallySyntax", "TallyValues"]),
        .target(name: "TallyImport", dependencies: ["TallySyntax", "TallyValues"]),
        .target(name: "TallyCLI", dependencies: ["TallyBuildInfo", "TallyLocale", "TallyEditing", "TallyImport", "TallyLSP", "TallyProcess", "TallyReports", "TallyEngine", "TallySyntax", "TallyValues"]),
        // A release build links the Swift runtime into the binary, so it runs
        // where the toolchain is not installed (it needs glibc, libstdc++ and
        // libgcc only). A linker flag rather than --static-swift-stdlib, which
        // changes every module's compile flags: `swift build -c release` and
        // `make` share one build.
        .executableTarget(name: "tally", dependencies: ["TallyCLI", "TallyEditing"],
                          linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]),
        // Runs the tally binary on generated and mutated journals (fuzz/run.sh); no test runs it.
        .executableTarget(name: "tally-fuzz", dependencies: ["TallyProcess"], path: "Sources/TallyFuzz"),
        .target(name: "TallyTestSupport", dependencies: ["TallyCLI", "TallyEditing", "TallyEngine", "TallySyntax", "TallyValues"], path: "Tests/Support"),
        .testTarget(name: "TallyValuesTests", dependencies: ["TallyValues", "TallyTestSupport"]),
        .testTarget(name: "TallySyntaxTests", dependencies: ["TallySyntax", "TallyValues", "TallyTestSupport"]),
        .testTarget(name: "TallyEngineTests", dependencies: ["TallyEngine", "TallySyntax", "TallyValues", "TallyTestSupport"]),
        .testTarget(name: "TallyEmbeddingTests", dependencies: ["TallyEditing", "TallyReports", "TallyEngine", "TallyValues", "TallyTestSupport"]),
        .testTarget(name: "TallyLSPTests", dependencies: ["TallyLSP", "TallyCLI", "TallyEditing", "TallyEngine", "TallyValues", "TallyTestSupport"]),
        .testTarget(name: "TallyImportTests", dependencies: ["TallyImport", "TallySyntax", "TallyValues", "TallyTestSupport"]),
        .testTarget(name: "TallyCLITests", dependencies: ["TallyLocale", "TallyCLI", "TallyEditing", "TallyLSP", "TallyReports", "TallyEngine", "TallySyntax", "TallyValues", "TallyTestSupport"]),
    ]
)
