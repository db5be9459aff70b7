// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "tally",
    products: [
        .executable(name: "tally", targets: ["tally"]),
        .library(name: "TallyKit", targets: ["TallyValues", "TallySyntax", "TallyEngine", "TallyReports", "TallyEditing", "TallyLocale", "TallySystem"]),
    ],
    targets: [
        .target(name: "TallyValues"),
        // Message catalogues: one gettext PO file per language in
        // Sources/TallyLocale/Translations, compiled into Swift by the
        // POCatalogues plugin (its tally-po tool reads them with TallyPO).
        .target(name: "TallyLocale", exclude: ["Translations"], plugins: ["POCatalogues"]),
        .plugin(name: "POCatalogues", capability: .buildTool(), dependencies: ["tally-po"]),
        .executableTarget(name: "tally-po", dependencies: ["TallyPO"], path: "Sources/TallyPOCompiler"),
        // Reads gettext PO files: the message catalogues' format.
        .target(name: "TallyPO"),
        // The commit `tally --version` names, written before each build by git.
        .target(name: "TallyBuildInfo", plugins: ["CommitStamp"]),
        .plugin(name: "CommitStamp", capability: .buildTool()),
        .target(name: "TallySyntax", dependencies: ["TallyLocale", "TallyValues"]),
        .target(name: "TallyEngine", dependencies: ["TallyLocale", "TallySyntax", "TallyValues"]),
        // Everything that calls the operating system: files read (mapped
        // with their SIGBUS guard, huge-page hints) and written (safe
        // writes, their signals and test pause), worker threads, child
        // processes (curl for prices --fetch, tally for the fuzzer). The
        // targets above see bytes and the protocols they define.
        .target(name: "TallySystem", dependencies: ["TallyEngine", "TallyLocale", "TallySyntax", "TallyValues"]),
        .target(name: "TallyReports", dependencies: ["TallyLocale", "TallyEngine", "TallySyntax", "TallyValues"]),
        .target(name: "TallyEditing", dependencies: ["TallyLocale", "TallyEngine", "TallyImport", "TallySyntax", "TallySystem", "TallyValues"]),
        .target(name: "TallyLSP", dependencies: ["TallyEditing", "TallyLocale", "TallyReports", "TallyEngine", "TallySyntax", "TallyValues"]),
        .target(name: "TallyImport", dependencies: ["TallyLocale", "TallySyntax", "TallyValues"]),
        .target(name: "TallyCLI", dependencies: ["TallyBuildInfo", "TallyLocale", "TallyEditing", "TallyImport", "TallyLSP", "TallyReports", "TallyEngine", "TallySyntax", "TallySystem", "TallyValues"]),
        // A release build links the Swift runtime into the binary, so it runs
        // where the toolchain is not installed (it needs glibc, libstdc++ and
        // libgcc only). A linker flag rather than --static-swift-stdlib, which
        // changes every module's compile flags: `swift build -c release` and
        // `make` share one build.
        .executableTarget(name: "tally", dependencies: ["TallyCLI", "TallySystem"],
                          linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]),
        // Runs the tally binary on generated and mutated journals (fuzz/run.sh); no test runs it.
        .executableTarget(name: "tally-fuzz", dependencies: ["TallySystem"], path: "Sources/TallyFuzz"),
        .target(name: "TallyTestSupport", dependencies: ["TallyEngine", "TallyReports", "TallySyntax", "TallySystem", "TallyValues"], path: "Tests/Support"),
        .target(name: "TallyCLITestSupport", dependencies: ["TallyCLI", "TallyEngine", "TallySystem", "TallyTestSupport"], path: "Tests/CLISupport"),
        .testTarget(name: "TallyPOTests", dependencies: ["TallyPO"]),
        .testTarget(name: "TallyValuesTests", dependencies: ["TallyValues", "TallyTestSupport"]),
        .testTarget(name: "TallySyntaxTests", dependencies: ["TallySyntax", "TallyValues", "TallyTestSupport"]),
        .testTarget(name: "TallyEngineTests", dependencies: ["TallyEngine", "TallyLocale", "TallySyntax", "TallyValues", "TallyTestSupport"]),
        .testTarget(name: "TallyReportsTests", dependencies: ["TallyReports", "TallyEngine", "TallyLocale", "TallySyntax", "TallyValues", "TallyTestSupport"]),
        .testTarget(name: "TallySystemTests", dependencies: ["TallySystem", "TallyEngine", "TallySyntax", "TallyValues", "TallyTestSupport"]),
        .testTarget(name: "TallyLocaleTests", dependencies: ["TallyLocale", "TallySyntax", "TallyTestSupport"]),
        .testTarget(name: "TallyEditingTests", dependencies: ["TallyEditing", "TallyEngine", "TallySyntax", "TallySystem", "TallyValues", "TallyTestSupport"]),
        .testTarget(name: "TallyEmbeddingTests", dependencies: ["TallyEditing", "TallyReports", "TallyEngine", "TallySystem", "TallyValues", "TallyTestSupport", "TallyCLITestSupport"]),
        .testTarget(name: "TallyLSPTests", dependencies: ["TallyLSP", "TallyLocale", "TallyCLI", "TallyEditing", "TallyEngine", "TallySystem", "TallyValues", "TallyTestSupport", "TallyCLITestSupport"]),
        .testTarget(name: "TallyImportTests", dependencies: ["TallyImport", "TallySyntax", "TallyValues", "TallyTestSupport"]),
        .testTarget(name: "TallyCLITests", dependencies: ["TallyLocale", "TallyPO", "TallyCLI", "TallyEditing", "TallyImport", "TallyLSP", "TallyReports", "TallyEngine", "TallySyntax", "TallySystem", "TallyValues", "TallyTestSupport", "TallyCLITestSupport"]),
    ]
)
