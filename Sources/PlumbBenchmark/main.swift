import Foundation
@_spi(Engine) import PlumbUI
import Plumb

// plumb-benchmark: measures the case generator (cases per second), then lays out generated
// trees of 1k, 10k and 100k nodes in three shapes and prints median ns/node and
// measurements/node. Run in release:
//     swift run -c release plumb-benchmark [--quick] [--generator] [--shape NAME] [--sizes N,M] [--runs N]
//     swift run -c release plumb-benchmark --isolation [--cases N] [--crashes N]   (see IsolationBenchmark)
//     swift run -c release plumb-benchmark --checks [--cases N] [--target HStack|FlowLayout] [--no-phases] [--without ID,ID]
//         (checked cases/s and phases, see ThroughputBenchmark; --without drops properties, to measure what each costs end to end)
// Build time (views → nodes) is reported apart from layout time (one full pass: sizing and
// placement of every node, caches reset before each run). A full run (no --shape) ends with
// the checked cases per second of the built-in and the flow layout targets, next to the
// engine figures (`--checks` adds where a case's time goes).

let arguments = CommandLine.arguments
let usage = """
    usage: plumb-benchmark [--quick] [--generator] [--shape NAME] [--sizes N,M] [--runs N]
           plumb-benchmark --isolation [--cases N] [--crashes N] [--correct-only]
           plumb-benchmark --checks [--cases N] [--target HStack|FlowLayout] [--no-phases] [--without ID,ID]
    Run it in release: swift run -c release plumb-benchmark …
    """
let known: Set<String> = ["--quick", "--generator", "--shape", "--sizes", "--runs", "--isolation", "--cases", "--crashes",
                          "--correct-only", "--checks", "--target", "--no-phases", "--without"]
// --help, --version or a misspelt option must not start a benchmark that runs for minutes.
if arguments.contains("--help") || arguments.contains("-h") { print(usage); exit(0) }
if let unknown = arguments.dropFirst().first(where: { $0.hasPrefix("-") && !known.contains($0) }) {
    FileHandle.standardError.write(Data("plumb-benchmark: unknown option \(unknown)\n\(usage)\n".utf8))
    exit(2)
}
let quick = arguments.contains("--quick")
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}
/// `--sizes 1000,10000` chooses the node counts; `--runs N` fixes the number of passes.
let sizes = option("--sizes").map { $0.split(separator: ",").compactMap { Int($0) } }
    ?? (quick ? [1_000, 10_000] : [1_000, 10_000, 100_000])
let fixedRuns = option("--runs").flatMap(Int.init)
/// `--shape NAME` limits the run to one shape (for profiling).
let onlyShape = option("--shape")
let host = LayoutHost(size: CGSize(width: 1024, height: 768))

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

if arguments.contains("--checks") {
    ThroughputBenchmark.run(cases: option("--cases").flatMap(Int.init) ?? 2000, only: option("--target"),
                            phases: !arguments.contains("--no-phases"),
                            without: Set(option("--without").map { $0.split(separator: ",").map(String.init) } ?? []))
    exit(0)
}

if arguments.contains("--isolation") {
    IsolationBenchmark.run(cases: option("--cases").flatMap(Int.init) ?? 500, crashes: option("--crashes").flatMap(Int.init) ?? 50,
                           correctOnly: arguments.contains("--correct-only"))
    exit(0)
}

if arguments.contains("--generator") || onlyShape == nil {
    GeneratorBenchmark.run(rounds: fixedRuns ?? 7)
    if arguments.contains("--generator") { exit(0) }
}

print("shape        nodes   layout ns/node (median)  build ns/node  first build  measurements/node  runs")
for shape in TreeShape.allCases where onlyShape == nil || shape.rawValue == onlyShape {
    for size in sizes {
        let tree = shape.make(nodes: size)
        let view = BenchmarkView(tree: tree)
        // Build time is the median of several builds, each freeing the last tree: a campaign
        // builds and frees trees over and over, so a build on a fresh heap (page faults, the
        // first build's one-time metadata) alone would not be typical; it is printed apart.
        var prepared: PreparedLayout!
        let firstBuildTime = seconds { prepared = host.prepare(view) }
        var buildTimes = [firstBuildTime]
        for _ in 1..<(fixedRuns.map { max(1, min($0, 5)) } ?? max(3, min(11, 200_000 / size))) {
            prepared = nil
            buildTimes.append(seconds { prepared = host.prepare(view) })
        }
        let buildTime = median(buildTimes)
        let runs = fixedRuns ?? max(5, min(101, 2_000_000 / size))
        var times: [Double] = []
        var snapshot: LayoutSnapshot!
        for _ in 0..<runs { times.append(seconds { snapshot = host.layout(prepared) }) }
        let nodes = snapshot.nodeCount
        let perNode = median(times) * 1e9 / Double(nodes)
        let measurements = Double(snapshot.totalMeasurementCount) / Double(nodes)
        print(shape.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0),
              String(nodes).leftPadded(6),
              String(format: "%12.0f", perNode).leftPadded(24),
              String(format: "%10.0f", buildTime * 1e9 / Double(nodes)).leftPadded(14),
              String(format: "%10.0f", firstBuildTime * 1e9 / Double(nodes)).leftPadded(12),
              String(format: "%10.2f", measurements).leftPadded(18),
              String(runs).leftPadded(5))
        if arguments.contains("--worst") { printWorstNode(snapshot) }
        if arguments.contains("--noise") {
            for q in [1e-9, 1e-6, 1e-3, 1.0/64] {
                var total = 0
                for n in snapshot.nodes {
                    var seen = Set<[Double]>()
                    for a in n.answers { seen.insert([a.proposal.width.map { (Double($0) / q).rounded() } ?? -1, a.proposal.height.map { (Double($0) / q).rounded() } ?? -1]) }
                    total += seen.count
                }
                print("  quantum \(q): \(Double(total) / Double(nodes)) distinct proposals/node")
            }
        }
    }
}

// The checker's throughput end to end, next to the engine's (the phases: `--checks`).
if onlyShape == nil {
    ThroughputBenchmark.run(cases: quick ? 1_000 : 2_000, phases: false)
}

/// `--worst`: the node measured most often, with every proposal it was asked (to see why).
func printWorstNode(_ snapshot: LayoutSnapshot) {
    guard let worst = snapshot.nodes.max(by: { $0.measurementCount < $1.measurementCount }) else { return }
    print("  most measured: \(worst.kindPath.split(separator: "/").suffix(4).joined(separator: "/")) \(worst.measurementCount)×")
    for answer in worst.answers {
        print("    \(answer.proposal.width.map { String(Double($0)) } ?? "nil") × \(answer.proposal.height.map { String(Double($0)) } ?? "nil")"
              + " → \(Double(answer.size.width)) × \(Double(answer.size.height))")
    }
}

extension String {
    func leftPadded(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
