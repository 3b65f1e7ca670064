import Foundation
import Testing
@testable import PlumbUI

// Which outer modifiers change layout, and what area a background covers in different orders,
// as recorded on real SwiftUI (macOS 26.6 and 27, a public probe program that lays each
// arrangement out at its ideal size, `fixedSize()`, and reads the frames of a 20 × 20 leaf and
// of the background view in the root's coordinates; Docs/Semantics.md §3.13). The views are
// written as the probe wrote them; the expected values are what SwiftUI printed.

/// The probe's leaf: a fixed 20 × 20 colour.
private var leaf: some View { Color.blue.frame(width: 20, height: 20).id("leaf") }
/// The probe's background view: it takes the area it is given.
private var bg: some View { Color.red.id("bg") }

/// "outer W×H leaf (x, y) w×h bg (x, y) w×h", as the probe printed an arrangement.
private func arm(_ view: some View) -> String {
    let snapshot = LayoutHost(size: CGSize(width: 400, height: 400)).layout(view.fixedSize())
    let root = snapshot.nodes[0].frame
    func text(_ id: String) -> String {
        guard let f = snapshot.frame(of: id) else { return "none" }
        return "(\(Int(f.minX - root.minX)), \(Int(f.minY - root.minY))) \(Int(f.width))x\(Int(f.height))"
    }
    return "outer \(Int(root.width))x\(Int(root.height)) leaf \(text("leaf")) bg \(text("bg"))"
}

@Suite("Modifier order, as recorded on SwiftUI")
struct ModifierOrderRecordedTests {
    @Test("C, L: padding and a background are the controls; border, opacity, clips, hit testing, focus and overlay change no layout")
    func layoutNeutral() {
        #expect(arm(leaf) == "outer 20x20 leaf (0, 0) 20x20 bg none")
        #expect(arm(leaf.padding(8)) == "outer 36x36 leaf (8, 8) 20x20 bg none")
        #expect(arm(leaf.background(bg)) == "outer 20x20 leaf (0, 0) 20x20 bg (0, 0) 20x20")
        let neutral = "outer 20x20 leaf (0, 0) 20x20 bg none"
        #expect(arm(leaf.border(Color.green, width: 4)) == neutral)
        #expect(arm(leaf.opacity(0.5)) == neutral)
        #expect(arm(leaf.clipShape(Rectangle())) == neutral)
        #expect(arm(leaf.cornerRadius(6)) == neutral)
        #expect(arm(leaf.allowsHitTesting(false)) == neutral)
        #expect(arm(leaf.contentShape(Rectangle())) == neutral)
        #expect(arm(leaf.focusable()) == neutral)
        #expect(arm(leaf.overlay(Color.green)) == neutral)
    }

    @Test("A, B, D: a background covers the box as it stood where it was written")
    func backgroundOrder() {
        #expect(arm(leaf.padding(8).background(bg)) == "outer 36x36 leaf (8, 8) 20x20 bg (0, 0) 36x36")
        #expect(arm(leaf.background(bg).padding(8)) == "outer 36x36 leaf (8, 8) 20x20 bg (8, 8) 20x20")
        #expect(arm(leaf.padding(8).background(bg).padding(4)) == "outer 44x44 leaf (12, 12) 20x20 bg (4, 4) 36x36")
        #expect(arm(leaf.frame(width: 60, height: 60).background(bg)) == "outer 60x60 leaf (20, 20) 20x20 bg (0, 0) 60x60")
        #expect(arm(leaf.background(bg).frame(width: 60, height: 60)) == "outer 60x60 leaf (20, 20) 20x20 bg (20, 20) 20x20")
        #expect(arm(leaf.padding(8).frame(width: 60, height: 60).background(bg)) == "outer 60x60 leaf (20, 20) 20x20 bg (0, 0) 60x60")
        #expect(arm(leaf.background(bg).padding(8).frame(width: 60, height: 60)) == "outer 60x60 leaf (20, 20) 20x20 bg (20, 20) 20x20")
    }

    @Test("E, F: padding accumulates; clipped() changes no layout in either order")
    func paddingAndClip() {
        #expect(arm(leaf.padding(4)) == "outer 28x28 leaf (4, 4) 20x20 bg none")
        #expect(arm(leaf.padding(4).padding(4)) == "outer 36x36 leaf (8, 8) 20x20 bg none")
        let big = Color.blue.frame(width: 40, height: 40)
        #expect(arm(big.frame(width: 20, height: 20)) == "outer 20x20 leaf none bg none")
        #expect(arm(big.frame(width: 20, height: 20).clipped().padding(8)) == "outer 36x36 leaf none bg none")
        #expect(arm(big.frame(width: 20, height: 20).padding(8).clipped()) == "outer 36x36 leaf none bg none")
    }
}
