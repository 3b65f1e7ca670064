import Foundation
import Plumb

/// Generation speed: 20-node cases per second on the calling thread, median of several rounds.
/// The configuration is the default one with containers favoured and more children per
/// container, so that trees fill their 20-node budget; the mean node count is printed.
enum GeneratorBenchmark {
    static func run(rounds: Int) {
        var configuration = GeneratorConfiguration(maxNodes: 20, maxDepth: 8, childCountWeights: [0, 0, 0.2, 0.3, 0.3, 0.2])
        for kind in GeneratorConfiguration.NodeKind.allCases where [.hstack, .vstack, .zstack, .grid].contains(kind) {
            configuration.kindWeights[kind, default: 0] *= 6
        }
        let generator = Generator(configuration)
        let perRound = 20_000
        var rates: [Double] = []
        for round in 0..<rounds {
            var cases: [Case] = []
            cases.reserveCapacity(perRound)
            let elapsed = seconds {
                for i in 0..<perRound { cases.append(generator.makeCase(seed: Generator.caseSeed(UInt64(round), index: i))) }
            }
            rates.append(Double(perRound) / elapsed)
        }
        let sample = (0..<2000).map { generator.makeCase(seed: Generator.caseSeed(99, index: $0)).root.nodeCount }
        let twenty = sample.filter { $0 >= 20 }.count
        print(String(format: "generator: %.0f cases/s (median of %d rounds of %d; %.1f nodes per case on average, %d%% with 20 or more)",
                     median(rates), rounds, perRound, Double(sample.reduce(0, +)) / Double(sample.count), twenty * 100 / sample.count))
    }
}
