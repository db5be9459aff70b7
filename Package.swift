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
        .target(name: "TallyLSP", dependencies: ["TallyEngine", "TallyReports"]),
        .target(name: "TallyCLI", dependencies: ["TallyReports", "TallyLSP"]),
        .executableTarget(name: "tally", dependencies: ["TallyCLI"]),
        .target(name: "TallyTestSupport", dependencies: ["TallyCLI"], path: "Tests/Support"),
        .testTarget(name: "TallyValuesTests", dependencies: ["TallyValues"]),
        .testTarget(name: "TallySyntaxTests", dependencies: ["TallySyntax", "TallyTestSupport"]),
        .testTarget(name: "TallyEngineTests", dependencies: ["TallyEngine", "TallyTestSupport"]),
        .testTarget(name: "TallyLSPTests", dependencies: ["TallyLSP", "TallyCLI", "TallyEngine", "TallyTestSupport"]),
        .testTarget(name: "TallyCLITests", dependencies: ["TallyCLI", "TallyEngine", "TallyLSP", "TallyTestSupport"]),
    ]
)
