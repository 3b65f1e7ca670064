import Foundation

/// A container's explicit alignment guides for the current pass, kept so each is computed once.
///
/// SwiftUI asks a container's guides whenever a parent aligns it (once per child and per
/// stack placement) and Plumb's checkers ask them again. The default guide merges the
/// subviews' guides at their placed positions, which takes a `placeSubviews` run: without this
/// memo every query ran one, recursing into every child below. Now one placement per size and
/// proposal serves every guide, and each guide's answer is kept per size and proposal.
///
/// The memo belongs to the layout's own cache: a probe that swaps in a fresh or updated cache
/// sets it aside (`LayoutBox`), and a new pass forgets it (`LayoutNode.refreshedForPass`).
struct GuideMemo {
    /// A guide's answer at one size and proposal.
    struct Answer {
        let guide: ObjectIdentifier
        let axis: Axis
        let size: SizeKey
        let proposal: ProposalKey
        let value: CGFloat?
    }

    /// Where `placeSubviews` put each subview in bounds of `size` at the origin.
    struct Placements {
        let size: SizeKey
        let proposal: ProposalKey
        let subviews: [Placement]
    }

    /// A size as bit patterns, so a NaN size still finds its own entry.
    struct SizeKey: Equatable {
        let width: UInt64, height: UInt64
        init(_ size: CGSize) { width = Double(size.width).bitPattern; height = Double(size.height).bitPattern }
    }

    private(set) var answers: [Answer] = []
    private(set) var placements: [Placements] = []

    var isEmpty: Bool { answers.isEmpty && placements.isEmpty }

    /// The answer kept for `key` at `size` and `proposal`: `.some(nil)` when the guide had none.
    func answer(_ key: AlignmentKey, size: SizeKey, proposal: ProposalKey) -> CGFloat?? {
        let guide = ObjectIdentifier(key.id)
        for a in answers where a.guide == guide && a.axis == key.axis && a.size == size && a.proposal == proposal {
            return .some(a.value)
        }
        return nil
    }

    mutating func keep(_ value: CGFloat?, for key: AlignmentKey, size: SizeKey, proposal: ProposalKey) {
        answers.append(Answer(guide: ObjectIdentifier(key.id), axis: key.axis, size: size, proposal: proposal, value: value))
    }

    func placements(size: SizeKey, proposal: ProposalKey) -> [Placement]? {
        placements.first { $0.size == size && $0.proposal == proposal }?.subviews
    }

    mutating func keep(_ subviews: [Placement], size: SizeKey, proposal: ProposalKey) {
        placements.append(Placements(size: size, proposal: proposal, subviews: subviews))
    }
}
