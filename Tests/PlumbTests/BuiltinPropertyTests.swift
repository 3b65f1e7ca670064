import Foundation
import Testing
@testable import Plumb
@_spi(Engine) import PlumbUI
@_spi(Engine) @testable import PlumbProperties

@Suite("Properties over the built-in containers")
struct BuiltinPropertyTests {
    /// The campaigns: seeded cases (1,000 unless `PLUMB_CASES` says) of mixed built-in trees,
    /// then as many rooted at each built-in container. The first failing case of each
    /// signature, and how often each waiver excused a violation.
    static let roots: [GeneratorConfiguration.NodeKind?] = [nil, .hstack, .vstack, .zstack, .grid, .viewThatFits, .scrollView, .geometryReader]
    static func generator(_ root: GeneratorConfiguration.NodeKind?) -> Generator {
        var configuration = GeneratorConfiguration()
        configuration.rootKind = root
        return Generator(configuration)
    }
    static func seed(_ root: GeneratorConfiguration.NodeKind?) -> UInt64 { (try? FuzzSettings.seed(default: root == nil ? 1 : 2)) ?? 0 }

    static let campaigns: (failing: [(root: GeneratorConfiguration.NodeKind?, index: Int)], waivedBy: [String: Int]) = {
        _ = CorpusReplay.repositoryProblems  // the corpus is replayed before any new case
        var failing: [(GeneratorConfiguration.NodeKind?, Int)] = [], signatures: Set<String> = [], waivedBy: [String: Int] = [:]
        for root in roots {
            let generator = generator(root), runner = CaseRunner(), seed = seed(root)
            for i in 0..<((try? FuzzSettings.cases(default: 1000)) ?? 0) {
                guard let result = try? runner.run(generator.makeCase(seed: Generator.caseSeed(seed, index: i))).result else {
                    failing.append((root, i))
                    continue
                }
                if let v = result.violations.first, signatures.insert(v.signature).inserted { failing.append((root, i)) }
                for (v, reason) in result.waived {
                    waivedBy[reason, default: 0] += 1
                    // Where a waiver excuses something, the container followed the documented
                    // rules: its independent reference model agrees with it.
                    if result.violations.contains(where: { $0.property == "reference-model" && $0.path == v.path }) {
                        waivedBy["engine bug under: " + reason, default: 0] += 1
                    }
                }
            }
        }
        return (failing, waivedBy)
    }()

    // The three tests over these campaigns are long campaigns (`LongCampaigns`).
    @Test("seeded cases, mixed and rooted at each built-in container, break no property (failures are shrunk, saved and reported)",
          .longCampaign)
    func builtins() throws {
        // A bad PLUMB_SEED or PLUMB_CASES fails here (the campaigns above then ran no case).
        _ = try FuzzSettings.seed(default: 1)
        _ = try FuzzSettings.cases(default: 1000)
        for (root, index) in Self.campaigns.failing {
            let report = Campaign(generator: Self.generator(root), runner: CaseRunner(), corpus: .repository)
                .run(seed: Self.seed(root), indices: [index])
            for failure in report.failures { Issue.record(Comment(rawValue: failure.report)) }
            for error in report.errors { Issue.record(Comment(rawValue: "could not run \(error)")) }
        }
    }

    @Test("every built-in waiver is needed: each excuses something in those cases", .longCampaign)
    func waiversNeeded() {
        // The evidence is the default campaign: a smaller budget or another seed proves nothing.
        let environment = ProcessInfo.processInfo.environment
        guard environment["PLUMB_CASES"] == nil && environment["PLUMB_SEED"] == nil && environment["PLUMB_REPLAY"] == nil else { return }
        for reason in Set(BuiltinWaivers.all.map(\.reason)).sorted() {
            #expect(Self.campaigns.waivedBy[reason, default: 0] > 0, "never used: \(reason)")
        }
    }

    @Test("every waiver excuses only containers that follow the documented rules (the reference model agrees there)", .longCampaign)
    func waiversFollowTheRules() {
        let suspicious = Self.campaigns.waivedBy.filter { $0.key.hasPrefix("engine bug under: ") }
        #expect(suspicious.isEmpty, "\(suspicious)")
        #expect(Self.campaigns.waivedBy.values.reduce(0, +) > 0, "the campaigns waived nothing: the check above is vacuous")
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

/// A user's layout that behaves exactly like a built-in frame: it gets no built-in waiver.
struct UserFixedFrame: Layout, DescribesFrame {
    var frameDescription: FrameDescription { FrameDescription(width: 10, height: 10) }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 10, height: 10) }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews { s.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(width: 10, height: 10)) }
    }
}

@Suite("Built-in waivers mirror documented rules, for built-ins only")
struct WaiverRuleTests {
    /// The raw violations of `view` (no waiver at all), and what the default checker waives.
    func check(_ view: some View, proposal: ProposedViewSize = .unspecified,
               at origin: CGPoint = CGPoint(x: 3, y: 4)) -> (raw: [Violation], waived: [String], violations: [Violation]) {
        let snapshot = LayoutHost(size: CGSize(width: 200, height: 200)).layout(view, proposal: proposal, at: origin)
        var bare = PropertyChecker()
        bare.waivers = []
        let checked = PropertyChecker().check(snapshot)
        return (bare.check(snapshot).violations, checked.waived.map(\.reason), checked.violations)
    }

    @Test("a frame smaller than its child: the child overflows (§3.2), the frame follows the rules, the waiver says so")
    func frameOverflow() {
        let (raw, waived, violations) = check(Color.blue.frame(width: 30, height: 30).frame(width: 10, height: 10))
        #expect(raw.contains { $0.property == "inside-bounds" })
        #expect(waived.contains("a frame smaller than its child lets the child overflow (§3.2, §3.3)"))
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test("a frame smaller than its child by about the tolerance, away from the origin: the child still overflows by its own size, excused")
    func frameOverflowByTheTolerance() {
        // 0.078 in 0.077, at x = -53.5: the sizes differ by the tolerance, the edges by a hair more.
        let view = HStack { Spacer(minLength: 0.078).frame(width: nil, height: nil) }.frame(maxWidth: 0.077, minHeight: 0, alignment: .leading)
        let (raw, waived, violations) = check(view, at: CGPoint(x: -53.5, y: 32.5))
        #expect(raw.contains { $0.property == "inside-bounds" }, "\(raw)")
        #expect(waived.contains("a frame smaller than its child lets the child overflow (§3.2, §3.3)"))
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test("a frame smaller than its child by a hair less than the tolerance, aligned to one side: all of the excess on that side, excused (fuzz seed 636)")
    func frameOverflowByTheExcessOnOneSide() {
        // 0.358 trailing-aligned in 0.357…: the sizes differ by under the tolerance, the
        // leading edges by a hair over it where size-agreement places it at x = 11 (it places
        // in the committed bounds moved by `ContainerMemo.translation`, so the root is put
        // that far before (11, 23)).
        let view = Grid(horizontalSpacing: 0) {}
            .frame(minWidth: 0.358, maxWidth: .infinity)
            .frame(width: 0.35700000000000004, height: 1, alignment: .trailing)
        let moved = ContainerMemo.translation
        let (raw, waived, violations) = check(view, at: CGPoint(x: 11 - moved.x, y: 23 - moved.y))
        #expect(raw.contains { $0.property == "size-agreement" }, "\(raw)")
        #expect(waived.contains("a frame smaller than its child lets the child overflow (§3.2, §3.3)"))
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test("offset draws a view away from its frame; ViewThatFits places only its choice")
    func offsetAndViewThatFits() {
        let offset = check(Color.blue.frame(width: 10, height: 10).offset(x: 50, y: 0))
        #expect(offset.raw.contains { $0.property == "inside-bounds" } && offset.violations.isEmpty)
        #expect(offset.waived.contains("offset draws a view away from its frame by design"))
        let fits = check(ViewThatFits { Color.red.frame(width: 300, height: 10); Color.blue.frame(width: 10, height: 10) },
                         proposal: ProposedViewSize(width: 100, height: 100))
        #expect(fits.raw.contains { $0.property == "placed-once" } && fits.violations.isEmpty)
        #expect(fits.waived.contains("ViewThatFits places only the child it chooses (§4)"))
    }

    @Test("a grid cell larger than its cell is excused, also when the grid sits at a NaN origin (centred in an infinite length)")
    func gridCellOverflowAtNaNOrigin() {
        // Sized for its ideal, the second row is 0 tall; its cell, proposed 100×0 when placed,
        // answers 60×30: larger than its cell, not than the grid.
        let grid = Grid {
            GridRow { Color.blue.frame(width: 100, height: 100) }
            GridRow { Spacer(minLength: 50).frame(idealWidth: 5, maxWidth: 60, idealHeight: 0, maxHeight: 30) }
        }
        for origin in [CGPoint(x: 3, y: 4), CGPoint(x: 3, y: CGFloat.nan)] {
            let (raw, waived, violations) = check(grid, at: origin)
            #expect(raw.contains { $0.property == "size-agreement" }, "\(origin)")
            #expect(waived.contains("a grid cell that cannot shrink to its column or row overflows its cell (§6)"), "\(origin)")
            #expect(violations.isEmpty, "\(origin): \(violations)")
        }
    }

    @Test("a user's layout that behaves like a built-in frame is not excused by the frame's waiver")
    func userLayoutsGetNoBuiltinWaiver() {
        let (raw, waived, violations) = check(UserFixedFrame { Color.blue.frame(width: 30, height: 30) })
        #expect(raw.contains { $0.property == "inside-bounds" })
        #expect(waived.isEmpty, "\(waived)")
        #expect(violations.contains { $0.property == "inside-bounds" && $0.kindPath.hasSuffix("UserFixedFrame") }, "\(violations)")
    }
}
