import SwiftUI

/// How `BadgeColumns` orders its badges.
enum BadgeOrder {
    case asGiven, rankedFirst
}

/// A badge's rank, read by `BadgeColumns`.
struct BadgeRank: LayoutValueKey {
    static let defaultValue: Int = 0
}

/// Badges in a fixed number of equal columns, optionally ranked first: parameters without
/// a memberwise initializer, an enum parameter and a value key.
struct BadgeColumns: Layout {
    private let columns: Int
    private let gap: CGFloat
    private let order: BadgeOrder

    init(columns: Int = 3, gap: CGFloat = 4, order: BadgeOrder = .asGiven) {
        self.columns = max(1, columns); self.gap = gap; self.order = order
    }

    private func ordered(_ subviews: Subviews) -> [LayoutSubview] {
        order == .asGiven ? Array(subviews) : subviews.sorted { $0[BadgeRank.self] > $1[BadgeRank.self] }
    }

    private func cell(_ subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let cell = cell(subviews), count = min(columns, subviews.count)
        let rows = (subviews.count + columns - 1) / columns
        return CGSize(width: cell.width * CGFloat(count) + gap * CGFloat(count - 1),
                      height: cell.height * CGFloat(rows) + gap * CGFloat(rows - 1))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let cell = cell(subviews)
        for (index, subview) in ordered(subviews).enumerated() {
            let column = index % columns, row = index / columns
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(column) * (cell.width + gap),
                                      y: bounds.minY + CGFloat(row) * (cell.height + gap)),
                          proposal: ProposedViewSize(cell))
        }
    }
}
