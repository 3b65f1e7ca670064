import Foundation
@testable import PlumbUI

// The leaves of the public Grid probe (Docs/Semantics.md §6.2): custom layouts that answer a
// known function of their proposal, each tagged with its name so its frame can be read back.

func probeLeaf(_ name: String, _ answer: @escaping @Sendable (ProposedViewSize) -> CGSize) -> some View {
    GridRecordedTests.Leaf(answer: answer) { Color.clear }.id(name)
}
/// Fixed w × h.
func fx(_ n: String, _ w: CGFloat, _ h: CGFloat) -> some View { probeLeaf(n) { _ in CGSize(width: w, height: h) } }
/// The proposal, 10 where nil.
func fl(_ n: String) -> some View { probeLeaf(n) { CGSize(width: $0.width ?? 10, height: $0.height ?? 10) } }
/// Half the proposed width (40 where nil) by 10.
func hf(_ n: String) -> some View { probeLeaf(n) { CGSize(width: ($0.width ?? 40) / 2, height: 10) } }
/// The proposed width (10 where nil) by h.
func fw(_ n: String, _ h: CGFloat = 20) -> some View { probeLeaf(n) { CGSize(width: $0.width ?? 10, height: h) } }
/// w by the proposed height (10 where nil).
func fh(_ n: String, _ w: CGFloat = 20) -> some View { probeLeaf(n) { CGSize(width: w, height: $0.height ?? 10) } }
/// The proposal (10 where nil) clamped to lo…hi on both axes.
func cb(_ n: String, _ lo: CGFloat, _ hi: CGFloat) -> some View {
    probeLeaf(n) { CGSize(width: min(max($0.width ?? 10, lo), hi), height: min(max($0.height ?? 10, lo), hi)) }
}
/// The proposed width (10 where nil) clamped to lo…hi, by h.
func cw(_ n: String, _ lo: CGFloat, _ hi: CGFloat, _ h: CGFloat = 10) -> some View {
    probeLeaf(n) { CGSize(width: min(max($0.width ?? 10, lo), hi), height: h) }
}
/// Twice the proposed width (10 where nil), by h.
func dbl(_ n: String, _ h: CGFloat = 10) -> some View { probeLeaf(n) { CGSize(width: ($0.width ?? 10) * 2, height: h) } }
/// The proposed height (10 where nil) clamped to lo…hi, by w.
func ch(_ n: String, _ lo: CGFloat, _ hi: CGFloat, _ w: CGFloat = 10) -> some View {
    probeLeaf(n) { CGSize(width: w, height: min(max($0.height ?? 10, lo), hi)) }
}
/// 20 × 20, but 15 × 15 when proposed exactly 20 × 20.
func odd(_ n: String) -> some View {
    probeLeaf(n) { $0.width == 20 && $0.height == 20 ? CGSize(width: 15, height: 15) : CGSize(width: 20, height: 20) }
}
