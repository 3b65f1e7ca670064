import Foundation
import Testing
@testable import Plumb
@_spi(Engine) import PlumbUI
@_spi(Engine) import PlumbProperties

@Suite("Properties over the built-in containers")
struct BuiltinPropertyTests {
    /// Runs 1,000 seeded cases of built-in containers; returns unwaived violations by signature
    /// and how often each waiver reason excused one.
    static let campaign: (violations: [String: (count: Int, example: String)], waivedBy: [String: Int]) = {
        let runner = CaseRunner(), generator = Generator()
        var violations: [String: (count: Int, example: String)] = [:], waivedBy: [String: Int] = [:]
        for i in 0..<1000 {
            let seed = Generator.caseSeed(1, index: i)
            guard let result = try? runner.run(generator.makeCase(seed: seed)).result else { continue }
            for v in result.violations { violations[v.signature, default: (0, "seed \(seed): \(v)")].count += 1 }
            for (_, reason) in result.waived { waivedBy[reason, default: 0] += 1 }
        }
        return (violations, waivedBy)
    }()

    @Test("1,000 seeded cases of built-in containers break no property")
    func builtins() {
        for (signature, found) in Self.campaign.violations.sorted(by: { $0.key < $1.key }) {
            Issue.record("\(signature): \(found.count)×, e.g. \(found.example)")
        }
    }

    @Test("every built-in waiver is needed: each excuses something in those cases")
    func waiversNeeded() {
        let reasons = Set(BuiltinWaivers.all.map(\.reason))
        for reason in reasons.sorted() {
            #expect(Self.campaign.waivedBy[reason, default: 0] > 0, "never used: \(reason)")
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
