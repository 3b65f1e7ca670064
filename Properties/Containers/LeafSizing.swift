import Foundation
@_spi(Engine) import PlumbUI

extension LayoutProperty {
    /// `leaf-sizing`: PlumbUI's own leaves answer every proposal by their rules, restated here,
    /// not asked of the engine (Docs/Semantics.md §3.7, §3.8, §3.10, §3.11): a shape its
    /// proposal with 10 for a nil side (a Circle, a square as long as its smaller proposed side);
    /// a Spacer at least its minimum along its stack's axis and 0 across; a Divider its thickness
    /// across its line and the proposal (10 for nil) along it; an SF Symbol image or a spinner
    /// one size whatever it is offered; a linear progress bar the proposed width, at one height.
    ///
    /// Checks PlumbUI's own containers on what those subviews answered in the pass (an oracle
    /// for the engine's leaves, which the other properties take as given), and a layout that
    /// promises to size like a shape (`DescribesShape`) on its own answers. A third-party
    /// container is not held to its subviews' answers: they are not its doing.
    public static let leafSizing = LayoutProperty(
        id: "leaf-sizing",
        statement: "PlumbUI's own leaves (shapes, Circle, Spacer, Divider, fixed-size images, progress bars) answer every proposal by their rules.",
        contracts: [.shape, .reproducesBuiltin]
    ) { c in
        if let rule = c.memo.shape,
           let v = LeafRules.violation(.shape(rule), answers: c.node.answers.map { ($0.proposal, $0.size) }) {
            return [c.violation("leaf-sizing", expected: v.expected, actual: v.actual, tolerance: LeafRules.tolerance)]
        }
        guard c.probe.isBuiltin else { return [] }
        for i in 0..<c.probe.subviewCount {
            guard let rule = c.probe.subviewLeafRule(i),
                  let v = LeafRules.violation(rule, answers: c.probe.subviewAnswers(i), proposedWithin: c.bounds) else { continue }
            return [c.violation("leaf-sizing", subview: i, expected: v.expected, actual: v.actual, tolerance: LeafRules.tolerance)]
        }
        return []
    }
}

/// PlumbUI's leaf rules over a leaf's recorded answers, restated from Docs/Semantics.md.
public enum LeafRules {
    /// How far an answer may be from the rule's (the rules copy or clamp the proposal: none is
    /// needed, but answers pass through `CGFloat` arithmetic elsewhere).
    public static let tolerance = 0.001

    /// What a shape answers for `p` (§3.10).
    public static func expected(_ rule: ShapeSizing, _ p: ProposedViewSize) -> CGSize {
        switch rule {
        case .proposal:
            return CGSize(width: p.width ?? 10, height: p.height ?? 10)
        case .circle:
            let side: CGFloat
            if let w = p.width, let h = p.height { side = Swift.min(w, h) } else { side = p.width ?? p.height ?? 10 }
            return CGSize(width: side, height: side)
        }
    }

    /// The first answer that breaks `rule`, said as expected and actual; nil when all keep it.
    /// Proposals no layout may send (negative beyond rounding, relative to `parentBounds`, or
    /// NaN: `ContainerUnderTest.isValid`) are skipped: what a leaf does with them is not
    /// stated, and `valid-child-proposals` reports whoever sent them.
    public static func violation(_ rule: LeafRule, answers: [(proposal: ProposedViewSize, size: CGSize)],
                                 proposedWithin parentBounds: CGRect? = nil) -> (expected: String, actual: String)? {
        func valid(_ p: ProposedViewSize) -> Bool { ContainerUnderTest.isValid(p, from: parentBounds) }
        guard let first = answers.first(where: { valid($0.proposal) }) else { return nil }
        // The answer to the first nil width, which a progress bar's other nil widths repeat.
        let nilWidth = answers.first { valid($0.proposal) && $0.proposal.width == nil }?.size.width
        for (p, size) in answers where valid(p) {
            let want: CGSize
            switch rule {
            case .shape(let shape):
                want = expected(shape, p)
            case .spacer(let minLength, let axis):
                want = CGSize(width: axis == .vertical ? 0 : Swift.max(p.width ?? -.infinity, minLength),
                              height: axis == .horizontal ? 0 : Swift.max(p.height ?? -.infinity, minLength))
            case .divider(let thickness, let stackAxis):
                want = stackAxis == .horizontal ? CGSize(width: thickness, height: p.height ?? 10)
                                                : CGSize(width: p.width ?? 10, height: thickness)
            case .fixedSize:
                want = first.size
            case .progressBar:
                want = CGSize(width: p.width ?? nilWidth ?? size.width, height: first.size.height)
            }
            if !same(size.width, want.width) || !same(size.height, want.height) {
                return ("\(Describe.size(want)) for \(Describe.proposal(p)): \(reason(rule, first: first))", Describe.size(size))
            }
        }
        return nil
    }

    /// Why `rule` expects what it does, for a report (words are made only for a violation).
    private static func reason(_ rule: LeafRule, first: (proposal: ProposedViewSize, size: CGSize)) -> String {
        switch rule {
        case .shape(let shape):
            return shape == .circle ? "a Circle's square" : "the proposal (10 for a nil side)"
        case .spacer(let minLength, let axis):
            return "a Spacer at least \(Describe.number(minLength)) along " + (axis == nil ? "both axes" : "its stack's axis, 0 across")
        case .divider(let thickness, _):
            return "a Divider \(Describe.number(thickness)) thick across its line, the proposal (10 for nil) along it"
        case .fixedSize:
            return "one size whatever it is offered (\(Describe.size(first.size)) for \(Describe.proposal(first.proposal)))"
        case .progressBar:
            return "a progress bar as wide as proposed, \(Describe.number(first.size.height)) tall as for \(Describe.proposal(first.proposal))"
        }
    }

    private static func same(_ a: CGFloat, _ b: CGFloat) -> Bool { a == b || abs(a - b) <= CGFloat(tolerance) }
}
