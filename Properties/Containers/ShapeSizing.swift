import Foundation
@_spi(Engine) import PlumbUI

extension LayoutProperty {
    /// `shape-sizing`: a shape answers every proposal by its rule (Docs/Semantics.md §3.10),
    /// restated here, not asked of the engine: the proposal with 10 for a nil side, or for a
    /// Circle a square as long as the smaller proposed side.
    ///
    /// Checks a layout that promises to size like a shape (`DescribesShape`) on its own
    /// answers, and PlumbUI's own containers on what their shape subviews (Color, the built-in
    /// shapes, gradients, Path) answered in the pass: an oracle for the engine's leaves, which
    /// no other property restates. A third-party container is not held to its subviews'
    /// answers: they are not its doing.
    public static let shapeSizing = LayoutProperty(
        id: "shape-sizing",
        statement: "A shape answers its proposal with 10 for a nil side; a Circle, a square as long as the smaller proposed side.",
        contracts: [.shape, .reproducesBuiltin]
    ) { c in
        if let rule = c.memo.shape,
           let v = ShapeRules.violation(rule, answers: c.node.answers.map { ($0.proposal, $0.size) }) {
            return [c.violation("shape-sizing", expected: v.expected, actual: v.actual, tolerance: ShapeRules.tolerance)]
        }
        guard c.probe.isBuiltin else { return [] }
        for i in 0..<c.probe.subviewCount {
            guard let rule = c.probe.subviewShapeSizing(i),
                  let v = ShapeRules.violation(rule, answers: c.probe.subviewAnswers(i)) else { continue }
            return [c.violation("shape-sizing", subview: i, expected: v.expected, actual: v.actual, tolerance: ShapeRules.tolerance)]
        }
        return []
    }
}

/// The shape rules over a shape's recorded answers, restated from Docs/Semantics.md §3.10.
public enum ShapeRules {
    /// How far an answer may be from the rule's (the rule copies the proposal: none is needed,
    /// but answers pass through `CGFloat` arithmetic elsewhere).
    public static let tolerance = 0.001

    /// What `rule` answers for `p`.
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
    /// Proposals no layout may send (negative or NaN) are skipped: what a shape does with them
    /// is not stated, and `valid-child-proposals` reports whoever sent them.
    public static func violation(_ rule: ShapeSizing, answers: [(proposal: ProposedViewSize, size: CGSize)])
        -> (expected: String, actual: String)? {
        func valid(_ v: CGFloat?) -> Bool { v.map { !$0.isNaN && $0 >= 0 } ?? true }
        func same(_ a: CGFloat, _ b: CGFloat) -> Bool { a == b || abs(a - b) <= CGFloat(tolerance) }
        for (p, size) in answers where valid(p.width) && valid(p.height) {
            let want = expected(rule, p)
            guard !same(size.width, want.width) || !same(size.height, want.height) else { continue }
            let name = rule == .circle ? "a Circle's square" : "the proposal (10 for a nil side)"
            return ("\(Describe.size(want)) for \(Describe.proposal(p)): \(name)", Describe.size(size))
        }
        return nil
    }
}
