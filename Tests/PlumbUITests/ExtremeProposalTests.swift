import Foundation
import Testing
@_spi(Engine) import PlumbUI

/// No built-in view, container or modifier traps on any proposal: ±0, a billionth, a
/// subnormal, huge finite values, the largest finite value, ∞ and nil, in each axis, for
/// sizing and for a whole layout pass.
@Suite("Extreme proposals")
struct ExtremeProposalTests {
    static let lengths: [CGFloat?] = [0, -0.0, 1e-9, .leastNonzeroMagnitude, 1e300, .greatestFiniteMagnitude, .infinity, nil]

    /// Every built-in leaf, container and layout modifier, with a little content.
    static var views: [(String, AnyView)] { [
        ("Color", AnyView(Color.blue)),
        ("Rectangle", AnyView(Rectangle())),
        ("RoundedRectangle", AnyView(RoundedRectangle(cornerRadius: 4))),
        ("Circle", AnyView(Circle())),
        ("Capsule", AnyView(Capsule())),
        ("Ellipse", AnyView(Ellipse())),
        ("Text", AnyView(Text("Hello wide world\nand a second paragraph"))),
        ("Text empty", AnyView(Text(""))),
        ("Image", AnyView(Image(systemName: "star"))),
        ("Image resizable", AnyView(Image(systemName: "star").resizable())),
        ("Spacer", AnyView(Spacer())),
        ("Divider", AnyView(Divider())),
        ("ProgressView bar", AnyView(ProgressView(value: 0.5))),
        ("ProgressView spinner", AnyView(ProgressView())),
        ("Button", AnyView(Button("Cat") {})),
        ("HStack", AnyView(HStack { Text("a b"); Spacer(); Color.red; Divider() })),
        ("HStack negative spacing", AnyView(HStack(spacing: -11) { Text(""); Color.blue })),
        ("VStack", AnyView(VStack(alignment: .leading) { Text("a b"); Spacer(minLength: 3); Color.red.frame(maxWidth: 40) })),
        ("ZStack", AnyView(ZStack(alignment: .bottomTrailing) { Color.red; Text("a").alignmentGuide(HorizontalAlignment.trailing) { _ in -30 } })),
        ("Grid", AnyView(Grid {
            GridRow { Color.blue.gridCellColumns(2); Text("x") }
            GridRow { Text("a b c"); Color.red.gridCellUnsizedAxes(.horizontal); Color.green.gridCellAnchor(.topLeading) }
            Divider()
        })),
        ("ViewThatFits", AnyView(ViewThatFits { Color.red.frame(width: 300); Text("fallback") })),
        ("AnyLayout", AnyView(AnyLayout(VStackLayout()) { Spacer(); Color.blue })),
        ("frame", AnyView(Color.blue.frame(width: 20, height: 30, alignment: .topLeading))),
        ("flexible frame", AnyView(Text("a").frame(minWidth: 5, idealWidth: 50, maxWidth: .infinity, maxHeight: 80))),
        ("padding", AnyView(Color.blue.padding(-5).padding())),
        ("fixedSize", AnyView(Text("long text here").fixedSize(horizontal: true, vertical: false))),
        ("offset", AnyView(Color.blue.offset(x: 1e300, y: -4))),
        ("aspectRatio", AnyView(VStack { Color.blue.aspectRatio(2, contentMode: .fill); Text("a b").scaledToFit() })),
        ("position", AnyView(Text("a b").position(x: 3, y: 1e300))),
        ("overlay and background", AnyView(Color.blue.overlay(alignment: .top) { Text("o") }.background { Color.red.padding() })),
        ("priority and guides", AnyView(HStack(alignment: .firstTextBaseline) {
            Text("a").layoutPriority(2)
            Color.red.alignmentGuide(.firstTextBaseline) { $0.height * 2 }
        })),
    ] }
    static let names = ["Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "Text", "Text empty", "Image",
                        "Image resizable", "Spacer", "Divider", "ProgressView bar", "ProgressView spinner", "Button", "HStack",
                        "HStack negative spacing", "VStack", "ZStack", "Grid", "ViewThatFits", "AnyLayout", "frame",
                        "flexible frame", "padding", "fixedSize", "offset", "aspectRatio", "position", "overlay and background",
                        "priority and guides"]

    @Test("sizing: every built-in answers every extreme proposal without trapping, with no NaN",
          arguments: names)
    func sizing(name: String) {
        #expect(Self.names == Self.views.map(\.0))
        let view = Self.views.first { $0.0 == name }!.1
        let host = LayoutHost(size: CGSize(width: 100, height: 100))
        for w in Self.lengths {
            for h in Self.lengths {
                let size = host.sizeThatFits(view, proposal: ProposedViewSize(width: w, height: h))
                #expect(!size.width.isNaN && !size.height.isNaN, "\(name) proposed \(String(describing: w))×\(String(describing: h)) answered \(size)")
            }
        }
    }

    @Test("layout: every built-in lays out and places at every extreme host size without trapping",
          arguments: names)
    func layout(name: String) {
        let view = Self.views.first { $0.0 == name }!.1
        for w in Self.lengths {
            for h in Self.lengths {
                // A nil axis is reached through fixedSize, which proposes nil on it.
                let host = LayoutHost(size: CGSize(width: w ?? 100, height: h ?? 100))
                let snapshot = host.layout(view.fixedSize(horizontal: w == nil, vertical: h == nil))
                #expect(snapshot.nodes.count >= 1, "\(name) at \(String(describing: w))×\(String(describing: h))")
            }
        }
    }
}
