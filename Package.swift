// swift-tools-version: 6.0
import PackageDescription

// Plumb depends on the Swift toolchain alone: no `dependencies:` on purpose.
var products: [Product] = [
    .library(name: "PlumbUI", targets: ["PlumbUI"]),
    .library(name: "Plumb", targets: ["Plumb"]),
    .library(name: "PlumbTesting", targets: ["PlumbTesting"]),
    .library(name: "PlumbCheck", targets: ["PlumbCheck"]),
    .executable(name: "plumb", targets: ["PlumbCLI"]),
    .executable(name: "plumb-benchmark", targets: ["PlumbBenchmark"]),
    .executable(name: "plumb-fuzz", targets: ["PlumbFuzz"]),
]
// PLUMB_FUZZ_COVERAGE=layouts (set by .clusterfuzzlite/build.sh outside ClusterFuzzLite's image):
// plumb-fuzz is linked with libFuzzer and only the example layouts carry its coverage and
// comparison hooks, so what the fuzzer counts as new is the layouts' code, not the generator's or
// the checker's. Never set for a package that depends on Plumb (unsafe flags are for this one).
let fuzzLayoutsOnly = Context.environment["PLUMB_FUZZ_COVERAGE"] == "layouts"
let layoutCoverage: [SwiftSetting] = fuzzLayoutsOnly ? [.unsafeFlags(["-sanitize=fuzzer"])] : []
var targets: [Target] = [
    .target(name: "PlumbUI", path: "Sources/PlumbUI"),
    .target(name: "PlumbProperties", dependencies: ["PlumbUI"], path: "Properties"),
    .target(name: "Plumb", dependencies: ["PlumbUI", "PlumbProperties"], path: "Sources/Plumb"),
    .target(name: "PlumbExamples", dependencies: ["Plumb"], path: "Sources/PlumbExamples", swiftSettings: layoutCoverage),
    .target(name: "PlumbTesting", dependencies: ["Plumb"], path: "Sources/PlumbTesting"),
    .target(name: "PlumbCheck", dependencies: ["Plumb", "PlumbUI"], path: "Sources/PlumbCheck"),
    .executableTarget(name: "PlumbCLI", dependencies: ["Plumb", "PlumbExamples", "PlumbCheck"], path: "Sources/PlumbCLI"),
    .executableTarget(name: "PlumbBenchmark", dependencies: ["Plumb", "PlumbExamples"], path: "Sources/PlumbBenchmark"),
    // libFuzzer's entry for the example layouts (.clusterfuzzlite/build.sh builds it with the fuzzer).
    .executableTarget(name: "PlumbFuzz", dependencies: ["Plumb", "PlumbExamples"], path: "Sources/PlumbFuzz",
                      swiftSettings: fuzzLayoutsOnly ? [.unsafeFlags(["-sanitize=fuzzer"]), .define("PLUMB_LIBFUZZER")] : [],
                      linkerSettings: fuzzLayoutsOnly ? [.unsafeFlags(["-sanitize=fuzzer", "-use-ld=lld"])] : []),
    .testTarget(name: "PlumbUITests", dependencies: ["PlumbUI"], path: "Tests/PlumbUITests"),
    .testTarget(name: "PlumbTests", dependencies: ["Plumb", "PlumbExamples", "PlumbTesting"], path: "Tests/PlumbTests"),
    .testTarget(name: "PlumbCheckTests", dependencies: ["PlumbCheck"], path: "Tests/PlumbCheckTests"),
]

// Where there is no SwiftUI (Linux), a module named SwiftUI re-exports PlumbUI, so layout files
// that say `import SwiftUI` compile unchanged in a target that depends on this product. On
// Apple platforms `import SwiftUI` is the system's.
#if !os(macOS) && !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
products.append(.library(name: "SwiftUI", targets: ["SwiftUI"]))
targets.append(.target(name: "SwiftUI", dependencies: ["PlumbUI"], path: "Sources/SwiftUI"))
#endif

let package = Package(
    name: "Plumb",
    products: products,
    targets: targets
)
