import Foundation
import Testing
@testable import Plumb
import PlumbTesting

/// Sound: a row that memoizes its subviews' ideal sizes in a class instance it holds and hands
/// out from `makeCache` (a pattern of several public layouts). Each view's own value holds its
/// own memo, as in SwiftUI, where a layout value is made for every view; one memo shared by
/// views with other subviews would answer for the wrong subviews.
struct MemoInValueRow: Layout {
    final class Memo: @unchecked Sendable {
        var ideal: [CGSize]?
        static let made = Counter()
        init() { Self.made.add() }
    }
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func add() { lock.lock(); value += 1; lock.unlock() }
        var count: Int { lock.lock(); defer { lock.unlock() }; return value }
    }
    let memo = Memo()
    func makeCache(subviews: Subviews) -> Memo { memo }
    func updateCache(_ cache: inout Memo, subviews: Subviews) { cache.ideal = nil }
    func ideal(_ subviews: Subviews, _ cache: Memo) -> [CGSize] {
        if let known = cache.ideal { return known }
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        cache.ideal = sizes
        return sizes
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Memo) -> CGSize {
        let sizes = ideal(subviews, cache)
        return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Memo) {
        var x = bounds.minX
        for (subview, size) in zip(subviews, ideal(subviews, cache)) {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += size.width
        }
    }
}

@Suite("Every node checked gets its own layout value, as every SwiftUI view does")
struct FreshLayoutValueTests {
    @Test("a layout holding the memo its makeCache hands out passes: the initializer is evaluated per node, not shared by the campaign")
    func memoInValuePasses() {
        let before = MemoInValueRow.Memo.made.count
        let report = LayoutChecker(seed: 1, cases: 1500).check(MemoInValueRow())
        #expect(report.passed, "\(report)")
        #expect(MemoInValueRow.Memo.made.count - before > 1500, "the layout value was not made anew for each case")
    }

    @Test("one value shared by every node (how the checker ran before) makes the memo answer for other subviews: caught")
    func sharedMemoIsCaught() {
        let shared = MemoInValueRow()
        let report = LayoutChecker(seed: 1, cases: 1500).campaign(for: shared).run(seed: 1, cases: 1500)
        #expect(!report.failures.isEmpty, "sharing one memo between nodes with other subviews should break the row: \(report)")
    }
}
