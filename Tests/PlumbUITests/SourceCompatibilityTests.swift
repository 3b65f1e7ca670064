// This file is written exactly as SwiftUI code would be: swap `import PlumbUI` for
// `import SwiftUI` and the layouts and views compile unchanged on Apple platforms.

import PlumbUI
import Testing

// MARK: - Layouts as their authors write them for SwiftUI

/// Gives every subview the width of the widest one, spaced by their preferred spacing.
struct EqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let cell = widestIdeal(subviews)
        let gaps = gaps(subviews).reduce(0, +)
        return CGSize(width: cell.width * CGFloat(subviews.count) + gaps, height: cell.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard !subviews.isEmpty else { return }
        let cell = widestIdeal(subviews)
        let gaps = gaps(subviews)
        let cellProposal = ProposedViewSize(width: cell.width, height: cell.height)
        var x = bounds.minX + cell.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: cellProposal)
            x += cell.width + gaps[index]
        }
    }

    private func widestIdeal(_ subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
    }

    private func gaps(_ subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            index < subviews.count - 1
                ? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
                : 0
        }
    }
}

private struct Rank: LayoutValueKey {
    static let defaultValue: Int = 1
}

extension View {
    func rank(_ value: Int) -> some View { layoutValue(key: Rank.self, value: value) }
}

/// Places subviews on a circle, rotated by their rank so that rank 1 sits at the top.
struct RankedRadialLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let radius = min(bounds.size.width, bounds.size.height) / 3.0
        let step = Angle.degrees(360.0 / Double(subviews.count)).radians
        for subview in subviews {
            let rank = subview[Rank.self]
            var point = CGPoint(x: 0, y: -radius)
                .applying(CGAffineTransform(rotationAngle: CGFloat(step) * CGFloat(rank - 1)))
            point.x += bounds.midX
            point.y += bounds.midY
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

/// A column layout that caches its subviews' ideal sizes, refreshed when subviews change.
struct CachedColumnsLayout: Layout {
    var columns: Int
    var spacing: CGFloat = 4

    struct CacheData {
        var sizes: [CGSize]
        var makeCount = 0
    }

    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    func makeCache(subviews: Subviews) -> CacheData {
        CacheData(sizes: subviews.map { $0.sizeThatFits(.unspecified) }, makeCount: 1)
    }

    func updateCache(_ cache: inout CacheData, subviews: Subviews) {
        cache.sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        cache.makeCount += 1
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) -> CGSize {
        let rows = stride(from: 0, to: cache.sizes.count, by: columns).map { Array(cache.sizes[$0..<min($0 + columns, cache.sizes.count)]) }
        let width = rows.map { $0.reduce(0) { $0 + $1.width } + spacing * CGFloat($0.count - 1) }.max() ?? 0
        let height = rows.map { $0.map(\.height).max() ?? 0 }.reduce(0, +) + spacing * CGFloat(max(rows.count - 1, 0))
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) {
        var y = bounds.minY
        for rowStart in stride(from: 0, to: subviews.count, by: columns) {
            var x = bounds.minX
            let row = rowStart..<min(rowStart + columns, subviews.count)
            for index in row {
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(cache.sizes[index]))
                x += cache.sizes[index].width + spacing
            }
            y += row.map { cache.sizes[$0].height }.max()! + spacing
        }
    }
}

/// Gaps looked up through a closure and tallied in a class: state SwiftUI's `Layout`, declared
/// `@preconcurrency … : Sendable`, lets a layout hold (a concurrency warning at most), so code
/// like this compiles against SwiftUI and must compile here.
final class GapLedger {
    var lookups = 0
}

struct ClosureSpacedRow: Layout {
    let gap: (Int) -> CGFloat
    let ledger = GapLedger()

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let gaps = subviews.indices.dropLast().map { index -> CGFloat in ledger.lookups += 1; return gap(index) }
        return CGSize(width: sizes.map(\.width).reduce(0, +) + gaps.reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(.unspecified)
            subviews[index].place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
            x += size.width + gap(index)
        }
    }
}

/// Steps each subview down and to the right by a `CGVector`, a Core Graphics type that Linux
/// Foundation lacks and layout code uses for offsets.
struct StaircaseLayout: Layout {
    var step = CGVector(dx: 10, dy: 5)

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var extent = CGSize.zero
        var offset = CGVector.zero
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            extent = CGSize(width: max(extent.width, offset.dx + size.width), height: max(extent.height, offset.dy + size.height))
            offset = CGVector(dx: offset.dx + step.dx, dy: offset.dy + step.dy)
        }
        return extent
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var offset = CGVector()
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + offset.dx, y: bounds.minY + offset.dy), proposal: .unspecified)
            offset.dx += step.dx
            offset.dy += step.dy
        }
    }
}

/// A view as an app would write it.
struct VotingButtons: View {
    @State private var isVertical = false
    let names = ["Cat", "Goldfish", "Dog"]

    var body: some View {
        EqualWidthHStack {
            ForEach(names, id: \.self) { name in
                Button {
                    isVertical.toggle()
                } label: {
                    Text(name).frame(maxWidth: .infinity)
                }
                .foregroundColor(.white)
            }
        }
    }
}

/// A chip list as an app's file writes it, preview included: state, animation, transitions,
/// shape-style backgrounds, a hidden placeholder, weights, the safe area ignored. None of it
/// changes layout here.
struct ChipList: View {
    @State private var selected: String? = nil
    let names = ["Cat", "Goldfish"]

    var body: some View {
        HStack {
            ForEach(names, id: \.self) { name in
                Text(name)
                    .padding(.horizontal, 8)
                    .background(.blue.opacity(0.2), in: Capsule())
                    .overlay(.red.opacity(0.1))
                    .background(.yellow)
                    .transition(.scale.combined(with: .opacity))
                    .onAppear { selected = name }
                    .id(name)
            }
            Text("placeholder").hidden().id("hidden")
        }
        .bold()
        .fontWeight(.semibold)
        .multilineTextAlignment(.center)
        .truncationMode(.middle)
        .animation(.easeInOut(duration: 0.2), value: selected)
        .ignoresSafeArea()
    }
}

/// The same layout without what only draws or animates.
struct PlainChipList: View {
    let names = ["Cat", "Goldfish"]

    var body: some View {
        HStack {
            ForEach(names, id: \.self) { name in
                Text(name)
                    .padding(.horizontal, 8)
                    .background(Capsule())
                    .overlay(Rectangle())
                    .background(Rectangle())
                    .id(name)
            }
            Text("placeholder").id("hidden")
        }
    }
}

struct ChipList_Previews: PreviewProvider {
    static var previews: some View {
        ChipList().previewLayout(.sizeThatFits).previewDisplayName("Chips")
    }
}

// MARK: - Tests

@Suite("Source compatibility with SwiftUI layout code")
struct SourceCompatibilityTests {
    let host = LayoutHost(size: CGSize(width: 400, height: 300))

    @Test("an equal-width HStack sizes every button like the widest")
    func equalWidth() {
        let snapshot = host.layout(VotingButtons())
        let buttons = snapshot.nodes.filter { $0.kind == "Button" }
        #expect(buttons.count == 3)
        let widths = Set(buttons.map { $0.frame.width })
        #expect(widths.count == 1, "all buttons share one width: \(widths)")
        let widest = ["Cat", "Goldfish", "Dog"].map { host.sizeThatFits(Button($0) {}, proposal: .unspecified).width }.max()!
        #expect(abs(buttons[0].frame.width - widest) < 1e-9)
        // Buttons are leaves to their neighbours: the default 8-point gap between them.
        #expect(abs(buttons[1].frame.minX - buttons[0].frame.maxX - 8) < 1e-9)
        #expect(snapshot.rootFrame.width == 3 * widest + 16)
    }

    @Test("a radial layout ranks subviews around a circle with Angle and CGAffineTransform")
    func radial() {
        let snapshot = host.layout(RankedRadialLayout {
            Color.red.frame(width: 20, height: 20).rank(1).id("first")
            Color.green.frame(width: 20, height: 20).rank(2).id("second")
            Color.blue.frame(width: 20, height: 20).rank(3).id("third")
            Color.gray.frame(width: 20, height: 20).rank(4).id("fourth")
        })
        let bounds = snapshot.rootFrame
        let radius = min(bounds.width, bounds.height) / 3
        func center(_ id: String) -> CGPoint {
            let f = snapshot.frame(of: id)!
            return CGPoint(x: f.midX - bounds.midX, y: f.midY - bounds.midY)
        }
        let expected: [(String, CGPoint)] = [
            ("first", CGPoint(x: 0, y: -radius)), ("second", CGPoint(x: radius, y: 0)),
            ("third", CGPoint(x: 0, y: radius)), ("fourth", CGPoint(x: -radius, y: 0)),
        ]
        for (id, point) in expected {
            let c = center(id)
            #expect(abs(c.x - point.x) < 1e-9 && abs(c.y - point.y) < 1e-9, "\(id) at \(c), expected \(point)")
        }
    }

    @Test("a layout with makeCache/updateCache uses its cache")
    func cached() {
        let snapshot = host.layout(CachedColumnsLayout(columns: 2) {
            Color.red.frame(width: 30, height: 10).id(0)
            Color.red.frame(width: 50, height: 20).id(1)
            Text("Hello world").id(2)
        })
        let origin = snapshot.rootFrame.origin
        #expect(snapshot.frame(of: 0)?.origin == origin)
        #expect(snapshot.frame(of: 1)?.origin == CGPoint(x: origin.x + 34, y: origin.y))
        #expect(snapshot.frame(of: 2)?.origin == CGPoint(x: origin.x, y: origin.y + 24))
        let textWidth = host.sizeThatFits(Text("Hello world"), proposal: .unspecified).width
        #expect(snapshot.rootFrame.width == max(84, textWidth))
    }

    @Test("a Spacer in a custom layout takes the layout's stack orientation")
    func spacerOrientation() {
        let size = host.sizeThatFits(CachedColumnsLayout(columns: 1) { Spacer() }, proposal: .unspecified)
        #expect(size == CGSize(width: 0, height: 8), "a vertical spacer's ideal is 0×8, got \(size)")
    }

    @Test("a layout holding a closure and a class reference compiles and lays out, as under SwiftUI's @preconcurrency Layout")
    func nonSendableState() {
        let row = ClosureSpacedRow(gap: { CGFloat($0 + 1) * 10 })
        let size = host.sizeThatFits(row { Color.red.frame(width: 5, height: 5); Color.green.frame(width: 5, height: 5); Color.blue.frame(width: 5, height: 5) },
                                     proposal: .unspecified)
        #expect(size == CGSize(width: 15 + 10 + 20, height: 5), "\(size)")
        #expect(row.ledger.lookups >= 2)
    }

    @Test("a layout that offsets with CGVector compiles and lays out")
    func cgVectorOffsets() {
        let size = host.sizeThatFits(StaircaseLayout { Color.red.frame(width: 20, height: 10); Color.green.frame(width: 20, height: 10) },
                                     proposal: .unspecified)
        #expect(size == CGSize(width: 30, height: 15), "\(size)")
        #expect(CGVector(dx: 1, dy: 2) == CGVector(dx: 1.0, dy: 2.0) && CGVector.zero == CGVector())
        #expect(Set([CGVector(dx: 1, dy: 2), CGVector(dx: 1, dy: 2)]).count == 1)
    }

    @Test("LayoutSubviews slices start at index 0")
    func slices() {
        struct SliceProbe: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let rest = subviews.dropFirst()
                precondition(rest.startIndex == 0 && rest.count == subviews.count - 1)
                precondition(rest[0] == subviews[1])
                return CGSize(width: CGFloat(rest.count), height: 0)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let size = host.sizeThatFits(SliceProbe { Color.red; Color.green; Color.blue }, proposal: .unspecified)
        #expect(size.width == 2)
    }

    @Test("LayoutSubviews picked by a sequence of indices, as SwiftUI's subscript(indices:) does: in that order, from 0")
    func pickedByIndices() {
        struct PickProbe: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let picked = subviews[[2, 0]]
                precondition(picked.count == 2 && picked.startIndex == 0)
                precondition(picked[0] == subviews[2] && picked[1] == subviews[0])
                let evens = subviews[stride(from: 0, to: subviews.count, by: 2)]
                return CGSize(width: picked.map { $0.sizeThatFits(.unspecified).width }.reduce(0, +), height: CGFloat(evens.count))
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let size = host.sizeThatFits(PickProbe { Color.red.frame(width: 1); Color.green.frame(width: 2); Color.blue.frame(width: 4) },
                                     proposal: .unspecified)
        #expect(size == CGSize(width: 5, height: 2), "\(size)")
    }

    @Test("a view file with state, animation, transitions, shape-style backgrounds, a hidden view and a preview compiles and lays out as without them")
    func previewCode() {
        let styled = host.layout(ChipList()), plain = host.layout(PlainChipList())
        #expect(styled.rootFrame == plain.rootFrame)
        for id in ["Cat", "Goldfish", "hidden"] {
            #expect(styled.frame(of: id) != nil && styled.frame(of: id) == plain.frame(of: id), "\(id)")
        }
        // A hidden view keeps its size and place.
        #expect(styled.frame(of: "hidden")!.width > 0)
        // State stores what is set; a binding reads and writes it.
        let state = State(wrappedValue: 1)
        state.wrappedValue = 2
        state.projectedValue.wrappedValue += 1
        #expect(state.wrappedValue == 3)
        _ = ChipList_Previews.previews
    }
}
