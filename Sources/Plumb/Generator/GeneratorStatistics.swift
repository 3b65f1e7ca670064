import Foundation

/// What a generator produces over many cases: how often each node kind, modifier and proposal
/// kind appears, and how deep and large trees are.
public struct GeneratorStatistics: Sendable {
    public private(set) var cases = 0
    public private(set) var nodeKinds: [String: Int] = [:]
    public private(set) var modifiers: [String: Int] = [:]
    public private(set) var proposalKinds: [String: Int] = [:]
    public private(set) var depths: [Int: Int] = [:]
    public private(set) var nodeCounts: [Int: Int] = [:]

    public init() {}

    /// Statistics over `count` cases of a campaign started from `seed`.
    public static func collect(_ generator: Generator, cases count: Int, seed: UInt64) -> GeneratorStatistics {
        var statistics = GeneratorStatistics()
        for i in 0..<count { statistics.add(generator.makeCase(seed: Generator.caseSeed(seed, index: i))) }
        return statistics
    }

    /// Counts one case.
    public mutating func add(_ c: Case) {
        cases += 1
        let nodes = c.root.allNodes
        for node in nodes {
            nodeKinds[node.kind.name, default: 0] += 1
            for modifier in node.modifiers { modifiers[modifier.name, default: 0] += 1 }
        }
        proposalKinds[c.proposal.kindName, default: 0] += 1
        depths[c.root.depth, default: 0] += 1
        nodeCounts[nodes.count, default: 0] += 1
    }

    /// A readable report: one table per distribution.
    public var report: String {
        func table(_ title: String, _ rows: [(String, Int)]) -> String {
            let total = max(rows.reduce(0) { $0 + $1.1 }, 1)
            let width = rows.map(\.0.count).max() ?? 0
            return ([title] + rows.map { name, n in
                "  " + name.padding(toLength: width, withPad: " ", startingAt: 0)
                    + String(format: " %8d  %5.1f%%", n, 100 * Double(n) / Double(total))
            }).joined(separator: "\n")
        }
        func byCount(_ d: [String: Int]) -> [(String, Int)] { d.sorted { ($1.value, $0.key) < ($0.value, $1.key) } }
        func byKey(_ d: [Int: Int]) -> [(String, Int)] { d.sorted { $0.key < $1.key }.map { (String($0.key), $0.value) } }
        return [
            "\(cases) cases",
            table("node kinds", byCount(nodeKinds)),
            table("modifiers", byCount(modifiers)),
            table("proposal kinds", byCount(proposalKinds)),
            table("tree depth", byKey(depths)),
            table("nodes per case", byKey(nodeCounts)),
        ].joined(separator: "\n\n")
    }
}
