// swift-tools-version: 6.0
import PackageDescription

// Plumb depends on the Swift toolchain alone: no `dependencies:` on purpose.
let package = Package(
    name: "Plumb",
    products: [
        .library(name: "PlumbUI", targets: ["PlumbUI"]),
        .library(name: "Plumb", targets: ["Plumb"]),
        .library(name: "PlumbTesting", targets: ["PlumbTesting"]),
        .executable(name: "plumb", targets: ["PlumbCLI"]),
        .executable(name: "plumb-benchmark", targets: ["PlumbBenchmark"]),
    ],
    targets: [
        .target(name: "PlumbUI", path: "Sources/PlumbUI"),
        .target(name: "PlumbProperties", dependencies: ["PlumbUI"], path: "Properties"),
        .target(name: "Plumb", dependencies: ["PlumbUI", "PlumbProperties"], path: "Sources/Plumb"),
        .target(name: "PlumbExamples", dependencies: ["Plumb"], path: "Sources/PlumbExamples"),
        .target(name: "PlumbTesting", dependencies: ["Plumb"], path: "Sources/PlumbTesting"),
        .executableTarget(name: "PlumbCLI", dependencies: ["Plumb", "PlumbExamples"], path: "Sources/PlumbCLI"),
        .executableTarget(name: "PlumbBenchmark", dependencies: ["Plumb", "PlumbExamples"], path: "Sources/PlumbBenchmark"),
        .testTarget(name: "PlumbUITests", dependencies: ["PlumbUI"], path: "Tests/PlumbUITests"),
        .testTarget(name: "PlumbTests", dependencies: ["Plumb", "PlumbExamples", "PlumbTesting"], path: "Tests/PlumbTests"),
    ]
)
