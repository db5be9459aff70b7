// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "tally",
    products: [.executable(name: "tally", targets: ["tally"])],
    targets: [
        .target(name: "TallyValues"),
        .target(name: "TallySyntax", dependencies: ["TallyValues"]),
        .target(name: "TallyEngine", dependencies: ["TallySyntax", "TallyValues"]),
        .target(name: "TallyReports", dependencies: ["TallyEngine"]),
        .target(name: "TallyImport", dependencies: ["TallySyntax", "TallyValues"]),
        .target(name: "TallyCLI", dependencies: ["TallyReports", "TallyImport"]),
        .executableTarget(name: "tally", dependencies: ["TallyCLI"]),
        .target(name: "TallyTestSupport", dependencies: ["TallyCLI"], path: "Tests/Support"),
        .testTarget(name: "TallyValuesTests", dependencies: ["TallyValues"]),
        .testTarget(name: "TallySyntaxTests", dependencies: ["TallySyntax", "TallyTestSupport"]),
        .testTarget(name: "TallyEngineTests", dependencies: ["TallyEngine", "TallyTestSupport"]),
        .testTarget(name: "TallyImportTests", dependencies: ["TallyImport", "TallyTestSupport"]),
        .testTarget(name: "TallyCLITests", dependencies: ["TallyCLI", "TallyEngine", "TallyTestSupport"]),
    ]
)
