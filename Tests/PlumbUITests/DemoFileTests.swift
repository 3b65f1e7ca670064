import Foundation
import Testing
@testable import PlumbUI

// A third-party layout file as such files are published: the layout, then a demo screen with a
// view model, a scroll view, a geometry reader, styled buttons, gestures and navigation
// modifiers. All of it must compile unchanged, and the layout must be laid out where the demo
// puts it.

/// Rows of chips, left to right, wrapping at the proposed width.
private struct ChipRows: Layout {
    var spacing: CGFloat = 6

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        rows(subviews, width: proposal.width ?? .infinity).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, origin) in zip(subviews, rows(subviews, width: bounds.width).origins) {
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
        }
    }

    private func rows(_ subviews: Subviews, width: CGFloat) -> (origins: [CGPoint], size: CGSize) {
        var origins: [CGPoint] = [], x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, widest: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0 && x + size.width > width { x = 0; y += rowHeight + spacing; rowHeight = 0 }
            origins.append(CGPoint(x: x, y: y))
            x += size.width + spacing
            widest = max(widest, x - spacing)
            rowHeight = max(rowHeight, size.height)
        }
        return (origins, CGSize(width: widest, height: y + rowHeight))
    }
}

@Observable private final class ChipsModel {
    var chips = ["layout", "fuzz", "shrink", "corpus", "oracle", "SwiftUI"]
    var selected: String?
}

private struct ChipStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(.horizontal, 10).padding(.vertical, 4)
            .background(Capsule().fill(.blue.opacity(configuration.isPressed ? 0.3 : 0.15)))
    }
}

private struct ChipsScreen: View {
    @State private var model = ChipsModel()
    @State private var dragged = CGSize.zero

    var body: some View {
        ScrollView {
            GeometryReader { geo in
                ChipRows {
                    ForEach(model.chips, id: \.self) { chip in
                        Button(chip) { model.selected = chip }.id(chip)
                    }
                }
                .frame(width: geo.size.width, alignment: .leading)
                .id("rows")
            }
            .frame(height: 200)
            .offset(dragged)
            .gesture(DragGesture().onChanged { dragged = $0.translation }.onEnded { _ in dragged = .zero })
        }
        .buttonStyle(ChipStyle())
        .navigationTitle("Chips")
        .onChange(of: model.selected) { _, _ in }
    }
}

@Suite("A published layout file with its demo screen")
struct DemoFileTests {
    @Test("the demo compiles and puts the layout where SwiftUI would: the reader's width, wrapping into rows")
    func demoScreen() throws {
        let host = LayoutHost(size: CGSize(width: 240, height: 400))
        let s = host.layout(ChipsScreen())
        let rows = try #require(s.frame(of: "rows"))
        #expect(rows.minX == 0 && rows.minY == 0 && rows.width == 240, "\(rows)")
        // Every chip is inside the rows' width, and they wrap: the last chip sits below the first.
        let chips = ["layout", "fuzz", "shrink", "corpus", "oracle", "SwiftUI"].compactMap { s.frame(of: $0) }
        #expect(chips.count == 6)
        #expect(chips.allSatisfy { $0.maxX <= 240 + 0.001 })
        #expect(chips.last!.minY > chips.first!.minY)
        // The custom style pads each label: a chip is its text plus 20 × 8.
        let text = host.sizeThatFits(Text("fuzz"), proposal: .unspecified)
        #expect(chips[1].size == CGSize(width: text.width + 20, height: text.height + 8))
    }
}
