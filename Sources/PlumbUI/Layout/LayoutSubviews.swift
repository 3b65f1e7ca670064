import Foundation

/// The subviews of a layout container: a random-access collection of `LayoutSubview` proxies.
///
/// Indices always start at 0, slices included: `subviews.dropFirst()[0]` is the second subview.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias Indices = Range<Int>
    public typealias SubSequence = LayoutSubviews

    let nodes: ContiguousArray<LayoutNode>
    let range: Range<Int>

    init(nodes: ContiguousArray<LayoutNode>) {
        self.nodes = nodes
        range = nodes.indices
    }

    private init(nodes: ContiguousArray<LayoutNode>, range: Range<Int>) {
        self.nodes = nodes; self.range = range
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { range.count }
    public var count: Int { range.count }

    public subscript(index: Int) -> LayoutSubview {
        precondition(index >= 0 && index < range.count, "LayoutSubviews index \(index) out of range 0..<\(range.count)")
        return LayoutSubview(node: nodes[range.lowerBound + index])
    }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        precondition(bounds.lowerBound >= 0 && bounds.upperBound <= range.count,
                     "LayoutSubviews slice \(bounds) out of range 0..<\(range.count)")
        return LayoutSubviews(
            nodes: nodes, range: (range.lowerBound + bounds.lowerBound)..<(range.lowerBound + bounds.upperBound))
    }

    /// The subviews at `indices`, in that order (indices of the result start at 0).
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        LayoutSubviews(nodes: ContiguousArray(indices.map { self[$0].node }))
    }

    /// Runs `body` on each subview, first to last, without retaining its node (the array owns
    /// it): for PlumbUI's own layouts, which walk every child of large trees.
    @inline(__always)
    func forEachUnretained(_ body: (LayoutSubview) -> Void) {
        nodes.forEachUnretained(in: range) { body(LayoutSubview(node: $0)) }
    }

    /// The layout direction: always left-to-right in PlumbUI.
    public var layoutDirection: LayoutDirection { .leftToRight }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 == $1 }
    }
}

/// The direction of a horizontal layout. PlumbUI lays out left to right only.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft
}
