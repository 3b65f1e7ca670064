import Foundation
import Testing
@testable import Plumb
@_spi(Engine) import PlumbUI
@_spi(Engine) @testable import PlumbProperties

/// Sound: hands all its work to the built-in `builtin` (`HStackLayout`, `GridLayout`…), each
/// call with a fresh cache, so it lays out exactly as that built-in does, SwiftUI's documented
/// overflows included.
struct HandsItsWorkTo<Builtin: Layout>: Layout {
    let builtin: Builtin
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var builtinCache = builtin.makeCache(subviews: subviews)
        return builtin.sizeThatFits(proposal: proposal, subviews: subviews, cache: &builtinCache)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var builtinCache = builtin.makeCache(subviews: subviews)
        builtin.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &builtinCache)
    }
}

/// Sound: a row when the row fits the proposed width, else a column, each as SwiftUI's own
/// stack lays it out (a common adaptive layout).
struct RowOrColumn: Layout {
    func chosen(_ proposal: ProposedViewSize, _ subviews: Subviews) -> AnyLayout {
        var cache = HStackLayout().makeCache(subviews: subviews)
        let row = HStackLayout().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        return row.width <= (proposal.width ?? .infinity) ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout(alignment: .leading))
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let layout = chosen(proposal, subviews)
        var cache = layout.makeCache(subviews: subviews)
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let layout = chosen(proposal, subviews)
        var cache = layout.makeCache(subviews: subviews)
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// BROKEN (inside-bounds): places its subviews with `HStackLayout`, but 5 pt to the right of
/// its bounds, so the last one overflows them: the shift is its own doing, not the stack's.
struct BrokenHStackShiftedRight: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var stackCache = HStackLayout().makeCache(subviews: subviews)
        return HStackLayout().sizeThatFits(proposal: proposal, subviews: subviews, cache: &stackCache)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var stackCache = HStackLayout().makeCache(subviews: subviews)
        HStackLayout().placeSubviews(in: bounds.offsetBy(dx: 5, dy: 0), proposal: proposal, subviews: subviews, cache: &stackCache)
    }
}

/// BROKEN (inside-bounds): places its subviews exactly as `HStackLayout` does, but reports
/// half the stack's height, so its subviews overflow the bounds it was given.
struct BrokenHalfHeightHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var stackCache = HStackLayout().makeCache(subviews: subviews)
        let size = HStackLayout().sizeThatFits(proposal: proposal, subviews: subviews, cache: &stackCache)
        return CGSize(width: size.width, height: size.height / 2)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var stackCache = HStackLayout().makeCache(subviews: subviews)
        HStackLayout().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &stackCache)
    }
}

@Suite("A layout that hands its work to a built-in is judged as that built-in")
struct DelegationTests {
    let host = LayoutHost(size: CGSize(width: 200, height: 200))

    @Test("an HStack's documented overflow (a guide pushes a child out, the stack re-proposes its height) is not blamed on a layout that delegates to HStackLayout")
    func delegatedOverflowExcused() {
        // Both rows lay out alike: the first Color, aligned by a centre guide of 0, ends
        // 7.5 pt below the 15 pt stack once re-proposed its height (Docs/Semantics.md §2.5).
        let children = { (Color.blue.alignmentGuide(VerticalAlignment.center) { _ in 0 }, Color.blue) }
        let (a, b) = children()
        let stack = host.layout(HStack { a; b }, proposal: .unspecified, at: .zero)
        let delegating = host.layout(HandsItsWorkTo(builtin: HStackLayout()) { a; b }, proposal: .unspecified, at: .zero)
        #expect(stack.nodes.map(\.frame) == delegating.nodes.map(\.frame))
        #expect(stack.nodes[1].frame.maxY > stack.rootFrame.maxY, "the case no longer shows the overflow: \(stack.nodes.map(\.frame))")

        let result = PropertyChecker().check(delegating)
        #expect(result.violations.isEmpty, "\(result.violations)")
        #expect(result.waived.contains { $0.0.property == "inside-bounds" && $0.reason.contains("with HStackLayout's own placeSubviews") },
                "\(result.waived.map(\.reason))")
    }

    @Test("LayoutChecker passes layouts that delegate to HStackLayout, or choose HStackLayout or VStackLayout by size")
    func delegatingLayoutsPass() {
        let delegating = LayoutChecker(seed: 2, cases: 1500).check(HandsItsWorkTo(builtin: HStackLayout()))
        #expect(delegating.passed, "\(delegating)")
        let adaptive = LayoutChecker(seed: 2, cases: 1500).check(RowOrColumn())
        #expect(adaptive.passed, "\(adaptive)")
    }

    @Test("a layout that shifts the stack's bounds, or reports another size than the stack's, is still blamed")
    func partialDelegationStillFails() {
        let shifted = LayoutChecker(seed: 1, cases: 300).check(BrokenHStackShiftedRight())
        #expect(shifted.failures.contains { $0.breaks("inside-bounds") || $0.breaks("size-agreement") }, "\(shifted)")
        let halfHeight = LayoutChecker(seed: 1, cases: 300).check(BrokenHalfHeightHStack())
        #expect(halfHeight.failures.contains { $0.breaks("inside-bounds") || $0.breaks("size-agreement") }, "\(halfHeight)")
    }

    @Test("the probe names the built-in a container handed its placement to, and only then")
    func probeFindsTheDelegate() throws {
        let delegating = host.layout(HandsItsWorkTo(builtin: HStackLayout()) { Color.red; Color.green }, proposal: .unspecified, at: .zero)
        let probe = try #require(delegating.nodes[0].probe)
        let found = probe.delegate(in: delegating.rootFrame, proposal: .unspecified)
        #expect(found is HStackLayout)
        #expect(probe.delegate(in: delegating.rootFrame.offsetBy(dx: 1, dy: 0), proposal: .unspecified) is HStackLayout,
                "bounds are the caller's: the delegate is given them as they are")
        let shifted = host.layout(BrokenHStackShiftedRight { Color.red; Color.green }, proposal: .unspecified, at: .zero)
        #expect(shifted.nodes[0].probe?.delegate(in: shifted.rootFrame, proposal: .unspecified) == nil)
        let stack = host.layout(HStack { Color.red; Color.green }, proposal: .unspecified, at: .zero)
        #expect(stack.nodes[0].probe?.delegate(in: stack.rootFrame, proposal: .unspecified) == nil, "a built-in is judged as itself already")
    }
}
