import Foundation
import PlumbUI

/// What a case proposes to its root view.
///
/// Either concrete lengths, or a *boundary*: a size at which the tree changes regime, found by
/// measuring the tree (its ideal or minimum size, or a child's ideal), optionally nudged by
/// ±0.5. Boundaries are resolved when the case runs, and saved cases store the resolved numbers.
public enum CaseProposal: Codable, Hashable, Sendable {
    /// Concrete dimensions; nil is "ideal", and ±∞ and 0 are allowed.
    case size(width: Double?, height: Double?)
    /// A regime boundary of the tree.
    case boundary(Boundary, nudge: Double)

    /// The sizes a boundary proposal derives from.
    public enum Boundary: String, Codable, Hashable, Sendable, CaseIterable {
        /// The root's ideal size.
        case ideal
        /// The root's minimum size (its answer to 0×0).
        case minimum
        /// The first child's ideal size: where a stack's first child stops fitting.
        case firstChildIdeal
        /// The ideal width with the minimum height, and vice versa halves of regimes.
        case idealWidthMinimumHeight
    }

    /// A name for statistics: "fixed", "zero", "unspecified", "infinity", "mixed", or the boundary.
    public var kindName: String {
        switch self {
        case .size(let w, let h):
            switch (w, h) {
            case (nil, nil): return "unspecified"
            case (0?, 0?): return "zero"
            case let (w?, h?) where w.isInfinite && h.isInfinite: return "infinity"
            case (nil, _), (_, nil): return "mixed-nil"
            case let (w?, h?) where w.isInfinite || h.isInfinite: return "mixed-infinite"
            default: return "fixed"
            }
        case .boundary(let b, _): return "boundary-" + b.rawValue
        }
    }

    /// Every kind name the generator can produce.
    public static let allKindNames = ["fixed", "zero", "unspecified", "infinity", "mixed-nil", "mixed-infinite"]
        + Boundary.allCases.map { "boundary-" + $0.rawValue }

    /// The concrete proposal for `root`'s tree, measured with `host` for boundaries.
    public func resolved(root: CaseNode, host: LayoutHost, registry: LayoutRegistry) throws -> ProposedViewSize {
        switch self {
        case .size(let w, let h):
            return ProposedViewSize(width: w.map { CGFloat($0) }, height: h.map { CGFloat($0) })
        case .boundary(let boundary, let nudge):
            let size: CGSize
            switch boundary {
            case .ideal:
                size = host.sizeThatFits(try root.view(registry), proposal: .unspecified)
            case .minimum:
                size = host.sizeThatFits(try root.view(registry), proposal: .zero)
            case .firstChildIdeal:
                let child = root.children.first ?? root
                size = host.sizeThatFits(try child.view(registry), proposal: .unspecified)
            case .idealWidthMinimumHeight:
                let ideal = host.sizeThatFits(try root.view(registry), proposal: .unspecified)
                let minimum = host.sizeThatFits(try root.view(registry), proposal: .zero)
                size = CGSize(width: ideal.width, height: minimum.height)
            }
            func nudged(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, v + CGFloat(nudge)) : v }
            return ProposedViewSize(width: nudged(size.width), height: nudged(size.height))
        }
    }
}
