import Foundation
import Testing
@_spi(Engine) @testable import PlumbUI

/// Each node caches its answers per proposal for the pass, so measurements per node stay
/// bounded whatever the nesting depth (DESIGN.md "Measure once").
@Suite("Measurement counts")
struct MeasurementCountTests {
    /// A chain of `depth` stacks alternating HStack/VStack around one leaf, with a sibling at
    /// each level so that every stack really distributes space.
    static func chain(depth: Int, leaf: AnyView) -> AnyView {
        var view = leaf
        for level in 0..<depth {
            view = level % 2 == 0
                ? AnyView(HStack { view; Color.gray.frame(width: 3) })
                : AnyView(VStack { view; Color.gray.frame(height: 3) })
        }
        return view
    }

    /// A complete binary tree of stacks, alternating axes by level, with `Color` leaves.
    static func binaryTree(depth: Int) -> AnyView {
        guard depth > 0 else { return AnyView(Color.blue) }
        let child = binaryTree(depth: depth - 1)
        return depth % 2 == 0 ? AnyView(HStack { child; child }) : AnyView(VStack { child; child })
    }

    @Test("the leaf of a 20-deep alternating HStack/VStack chain is measured at most 16 times")
    func deepChain() {
        let snapshot = LayoutHost(size: CGSize(width: 400, height: 400)).layout(
            Self.chain(depth: 20, leaf: AnyView(Text("leaf text that wraps").id("leaf"))))
        let leaf = snapshot.nodes.first { $0.id == AnyHashable("leaf") }!
        #expect(leaf.measurementCount <= 16, "leaf measured \(leaf.measurementCount) times")
        #expect(leaf.measurementCount >= 1)
        let worst = snapshot.nodes.map(\.measurementCount).max()!
        #expect(worst <= 16, "some node was measured \(worst) times")
    }

    @Test("a 12-deep binary tree of stacks needs at most 16 measurements per node")
    func binaryTree() {
        let snapshot = LayoutHost(size: CGSize(width: 1000, height: 800)).layout(Self.binaryTree(depth: 12))
        let nodes = snapshot.nodes
        #expect(nodes.count == (1 << 13) - 1)
        let worst = nodes.map(\.measurementCount).max()!
        #expect(worst <= 16, "some node was measured \(worst) times")
        #expect(snapshot.totalMeasurementCount <= 16 * nodes.count)
    }

    @Test("a repeated proposal is answered from the cache")
    func cacheHits() {
        let snapshot = host200.layout(HStack { Color.red.id("a"); Color.blue })
        let a = snapshot.nodes.first { $0.id == AnyHashable("a") }!
        #expect(a.queryCount > a.measurementCount, "placement re-asks sizing proposals; they must hit the cache")
        #expect(a.answers.count == a.measurementCount)
    }

    @Test("a container's explicit guides are answered from one placeSubviews per size and proposal, not one per query")
    func guidesFromOnePlacement() {
        let calls = PlacementCalls()
        let snapshot = host200.layout(
            HStack(alignment: .firstTextBaseline) {
                CountingColumn(calls: calls) { Text("one two three"); Color.red.alignmentGuide(.leading) { _ in 4 } }
                Text("beside")
            })
        let probe = snapshot.probe(at: [0])!
        let size = snapshot.nodes[1].frame.size, proposal = snapshot.nodes[1].proposal
        let before = calls.count
        let guides: [VerticalAlignment] = [.firstTextBaseline, .lastTextBaseline, .top, .center]
        let first = guides.map { probe.explicitAlignment($0, size: size, proposal: proposal) }
        let leading = probe.explicitAlignment(HorizontalAlignment.leading, size: size, proposal: proposal)
        let again = guides.map { probe.explicitAlignment($0, size: size, proposal: proposal) }
        #expect(calls.count - before <= 1, "\(calls.count - before) placeSubviews runs for 9 guide queries at one size")
        #expect(first == again)
        #expect(first[0] != nil && leading == 4)
        // Another size is another placement.
        _ = probe.explicitAlignment(VerticalAlignment.firstTextBaseline, size: CGSize(width: size.width + 20, height: size.height),
                                    proposal: proposal)
        #expect(calls.count - before >= 1)
    }

    @Test("a built-in container reports exactly the guides its subviews carry, moved by where it placed them, and no others")
    func builtinReportsOnlyCarriedGuides() {
        let snapshot = host200.layout(
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 40, height: 10)
                Color.blue.frame(width: 20, height: 10).alignmentGuide(.trailing) { d in d.width - 3 }
            })
        let probe = snapshot.probe(at: [])!
        let size = snapshot.nodes[0].frame.size, proposal = snapshot.nodes[0].proposal
        // The second child sits at y = 10, x = 0 (leading-aligned): its trailing guide 17 stays 17.
        #expect(probe.explicitAlignment(HorizontalAlignment.trailing, size: size, proposal: proposal) == 17)
        // No subview carries these: the stack has none either.
        #expect(probe.explicitAlignment(HorizontalAlignment.leading, size: size, proposal: proposal) == nil)
        #expect(probe.explicitAlignment(VerticalAlignment.firstTextBaseline, size: size, proposal: proposal) == nil)

        let plain = host200.layout(HStack { Color.red.frame(width: 10, height: 10); Color.blue })
        let stack = plain.probe(at: [])!
        let stackSize = plain.nodes[0].frame.size, stackProposal = plain.nodes[0].proposal
        for guide in [HorizontalAlignment.leading, .center, .trailing] {
            #expect(stack.explicitAlignment(guide, size: stackSize, proposal: stackProposal) == nil)
        }
    }
}

/// Counts `CountingColumn.placeSubviews` runs (a class, so the layout value can share it).
final class PlacementCalls: @unchecked Sendable { var count = 0 }

/// A top-to-bottom column with the default explicit guides, counting its placements.
struct CountingColumn: Layout {
    let calls: PlacementCalls
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        calls.count += 1
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}
