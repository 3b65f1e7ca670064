import Foundation
import Testing
@testable import Plumb
@_spi(Engine) import PlumbUI
@_spi(Engine) import PlumbProperties

@Suite("Properties over the built-in containers")
struct BuiltinPropertyTests {
    /// The campaigns: 1,000 seeded cases of mixed built-in trees, then 1,000 rooted at each
    /// built-in container. Unwaived violations by campaign, and how often each waiver excused one.
    static let roots: [GeneratorConfiguration.NodeKind?] = [nil, .hstack, .vstack, .zstack, .grid, .viewThatFits]
    static let campaigns: (violations: [String: String], waivedBy: [String: Int]) = {
        var violations: [String: String] = [:], waivedBy: [String: Int] = [:]
        for root in roots {
            var configuration = GeneratorConfiguration()
            configuration.rootKind = root
            let generator = Generator(configuration), runner = CaseRunner()
            let name = root.map { "\($0) root" } ?? "mixed"
            for i in 0..<1000 {
                let seed = Generator.caseSeed(root == nil ? 1 : 2, index: i)
                guard let result = try? runner.run(generator.makeCase(seed: seed)).result else {
                    violations[name + " (case did not run)"] = "seed \(seed)"
                    continue
                }
                if let v = result.violations.first, violations[name + " " + v.signature] == nil {
                    violations[name + " " + v.signature] = "seed \(seed): \(v)"
                }
                for (_, reason) in result.waived { waivedBy[reason, default: 0] += 1 }
            }
        }
        return (violations, waivedBy)
    }()

    @Test("1,000 seeded cases, mixed and rooted at each built-in container, break no property")
    func builtins() {
        for (signature, example) in Self.campaigns.violations.sorted(by: { $0.key < $1.key }) {
            Issue.record("\(signature): e.g. \(example)")
        }
    }

    @Test("every built-in waiver is needed: each excuses something in those cases")
    func waiversNeeded() {
        for reason in Set(BuiltinWaivers.all.map(\.reason)).sorted() {
            #expect(Self.campaigns.waivedBy[reason, default: 0] > 0, "never used: \(reason)")
        }
    }
}

@Suite("Built-in waivers are narrow")
struct WaiverNarrownessTests {
    @Test("in a tree without the documented conditions, no built-in waiver excuses a violation")
    func narrow() {
        // Frames larger than their children, no guides, no offsets, positive spacing, a concrete
        // proposal, one priority level: nothing SwiftUI documents as overflowing.
        let view = VStack(spacing: 4) {
            HStack(spacing: 2) { Color.red.frame(width: 10, height: 10).frame(width: 30, height: 30); Color.blue.frame(width: 12) }
            ZStack { Color.green.frame(width: 20, height: 20); Color.gray.padding(3) }
            Color.yellow.overlay { Color.red.frame(width: 4, height: 4) }
            Grid { GridRow { Color.red.frame(width: 5, height: 5); Color.blue } }
        }
        let snapshot = LayoutHost(size: CGSize(width: 200, height: 200)).layout(view, proposal: ProposedViewSize(width: 200, height: 200), at: CGPoint(x: 5, y: 5))
        let containers = ContainerUnderTest.all(in: snapshot)
        #expect(containers.count >= 8)
        for c in containers {
            for property in ["inside-bounds", "size-agreement", "non-negative-size", "placed-once"] {
                for subview in 0..<c.probe.subviewCount {
                    let fabricated = Violation(property: property, path: c.node.path, kindPath: c.node.kindPath, subview: subview,
                                               expected: "-", actual: "-")
                    let excusing = BuiltinWaivers.all.filter { $0.excuses(fabricated, in: c) }.map(\.reason)
                    #expect(excusing.isEmpty, "\(c.kind) subview \(subview) excused for \(property) by: \(excusing)")
                }
            }
        }
    }
}
