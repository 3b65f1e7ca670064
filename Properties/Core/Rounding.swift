import Foundation
@_spi(Engine) import PlumbUI

/// Comparisons to rounding: Plumb's one tolerance policy for properties that compare two of a
/// layout's answers or placements (`deterministic`, `cache-consistency`, `cache-update`,
/// `size-agreement`'s planned sizes, the reference model). Arithmetic that differs only in the
/// last bits (bounds moved elsewhere, a cache updated instead of made, a sum over a
/// `Dictionary` in another process's hash order) makes a sound layout's answers agree only to
/// rounding: within a relative 1e-9 of the values compared (at least 1e-9 pt), far below the
/// smallest difference a screen shows (a third of a point at 3×), so a difference a user could
/// see is still a violation.
enum Rounding {
    /// The relative difference two values may have and be the same to rounding.
    static let relative: CGFloat = 1e-9

    /// How far below zero a length may come out and still be zero to rounding: relative to the
    /// largest finite magnitude among the lengths it was computed from (nil and non-finite ones
    /// count as nothing).
    static func allowance(_ a: CGFloat?, _ b: CGFloat?, _ c: CGFloat? = nil, _ d: CGFloat? = nil) -> CGFloat {
        func m(_ v: CGFloat?) -> CGFloat { v.map { $0.isFinite ? abs($0) : 0 } ?? 0 }
        return relative * max(1, m(a), m(b), m(c), m(d))
    }

    /// Whether `a` and `b` are the same to rounding (equal non-finite values, NaN included, too).
    static func same(_ a: CGFloat, _ b: CGFloat) -> Bool {
        Same.value(a, b) || a.isFinite && b.isFinite && abs(a - b) <= relative * max(1, abs(a), abs(b))
    }

    /// Whether two proposal lengths are the same to rounding (nil only matches nil).
    static func same(_ a: CGFloat?, _ b: CGFloat?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a?, b?): return same(a, b)
        default: return false
        }
    }

    static func same(_ a: CGSize, _ b: CGSize) -> Bool { same(a.width, b.width) && same(a.height, b.height) }

    static func same(_ a: CGRect?, _ b: CGRect?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return same(a.minX, b.minX) && same(a.minY, b.minY) && same(a.size, b.size)
    }

    /// Whether a subview placed as `a` and as `b` was offered the same proposal to rounding
    /// (but not bit for bit) and answered sizes that are not the same to rounding: it amplifies
    /// the rounding (a ViewThatFits choosing another child, a text breaking another line at its
    /// threshold), so what differs after it is its doing, not the layout's.
    static func amplified(_ a: ContainerProbe.SubviewPlacement, _ b: ContainerProbe.SubviewPlacement) -> Bool {
        guard let p = a.proposal, let q = b.proposal, let f = a.frame, let g = b.frame else { return false }
        return amplified((p, f.size), (q, g.size))
    }

    /// Whether proposals `a` and `b`, the same to rounding but not bit for bit, were answered
    /// with sizes that are not the same to rounding.
    static func amplified(_ a: (proposal: ProposedViewSize, size: CGSize), _ b: (proposal: ProposedViewSize, size: CGSize)) -> Bool {
        a.proposal != b.proposal && same(a.proposal.width, b.proposal.width) && same(a.proposal.height, b.proposal.height)
            && !same(a.size, b.size)
    }

    /// Whether a subview's answers (each proposal it was asked this pass, with its answer)
    /// include two proposals the same to rounding but not bit for bit, answered with sizes
    /// that are not: it amplifies rounding, so two computations of its container that differ
    /// only in the last bits (the engine's and a reference model's) may rightly disagree.
    static func amplifies(_ answers: [(proposal: ProposedViewSize, size: CGSize)]) -> Bool {
        answers.indices.contains { i in answers[(i + 1)...].contains { amplified(answers[i], $0) } }
    }
}

extension ContainerUnderTest {
    /// Whether any subview amplifies rounding (`Rounding.amplifies`): then the engine and a
    /// reference model, adding the same lengths in other orders, may rightly disagree, and a
    /// property that compares them does not judge.
    var subviewsAmplifyRounding: Bool {
        (0..<probe.subviewCount).contains { Rounding.amplifies(probe.subviewAnswers($0)) }
    }
}
