import Foundation
import Testing
@testable import PlumbUI

// Which wrappers a grid cell attribute passes through, as the public Grid probe recorded it
// (mburger89/MetalUI, docs/probes/swiftui-grid.swift, arms GWS, GWA, GWC, GWU, GWP and GWI;
// macOS 27; Docs/Semantics.md §6.2). Each attribute is written inside the wrapper; the 19
// wrappers are the same for every attribute, in the probe's order.

/// The probe's wrappers, in its order: none, padding(1), frame(width: 12, height: 12),
/// frame(maxWidth: .infinity), fixedSize(), background(Color), overlay(Color) on its primary
/// side, clipped(), border(Color), opacity(0.5), allowsHitTesting(false), aspectRatio(1, .fit),
/// layoutPriority(1), onTapGesture, disabled(true), a one-child HStack and ZStack, and the
/// content side of an overlay and of a background on a 1 × 1 view.
private func wrapped(_ index: Int, _ cell: some View) -> AnyView {
    switch index {
    case 0: AnyView(cell)
    case 1: AnyView(cell.padding(1))
    case 2: AnyView(cell.frame(width: 12, height: 12))
    case 3: AnyView(cell.frame(maxWidth: .infinity))
    case 4: AnyView(cell.fixedSize())
    case 5: AnyView(cell.background(Color.red))
    case 6: AnyView(cell.overlay(Color.red))
    case 7: AnyView(cell.clipped())
    case 8: AnyView(cell.border(Color.red))
    case 9: AnyView(cell.opacity(0.5))
    case 10: AnyView(cell.allowsHitTesting(false))
    case 11: AnyView(cell.aspectRatio(1, contentMode: .fit))
    case 12: AnyView(cell.layoutPriority(1))
    case 13: AnyView(cell.onTapGesture {})
    case 14: AnyView(cell.disabled(true))
    case 15: AnyView(HStack { cell })
    case 16: AnyView(ZStack { cell })
    case 17: AnyView(Color.clear.frame(width: 1, height: 1).overlay(cell))
    default: AnyView(Color.clear.frame(width: 1, height: 1).background(cell))
    }
}

extension GridRecordedTests {
    @Test("GWS: a span passes through layout-neutral wrappers, padding, frames and fixedSize, not stacks or content sides",
          arguments: Array(zip(0..., [
        "size 100x38 | a (10.50,5 30x10) <- 51x20 | b (69.50,0 20x20) <- 41x20 | c (0,28 100x10) <- nilxnil",
        "size 102x40 | a (11,5 30x10) <- 52x20 | b (71,0 20x20) <- 42x20 | c (1,29 100x10) <- nilxnil",
        "size 58x40 | a (0,5 30x10) <- 30x20 | b (38,0 20x20) <- nilxnil | c (-21,29 100x10) <- 12x12",
        "size 100x38 | a (10.50,5 30x10) <- 51x20 | b (69.50,0 20x20) <- 41x20 | c (0,28 100x10) <- nilxnil",
        "size 100x38 | a (10.50,5 30x10) <- 51x20 | b (69.50,0 20x20) <- 41x20 | c (0,28 100x10) <- nilxnil",
        "size 100x38 | a (10.50,5 30x10) <- 51x20 | b (69.50,0 20x20) <- 41x20 | c (0,28 100x10) <- nilxnil",
        "size 100x38 | a (10.50,5 30x10) <- 51x20 | b (69.50,0 20x20) <- 41x20 | c (0,28 100x10) <- nilxnil",
        "size 100x38 | a (10.50,5 30x10) <- 51x20 | b (69.50,0 20x20) <- 41x20 | c (0,28 100x10) <- nilxnil",
        "size 100x38 | a (10.50,5 30x10) <- 51x20 | b (69.50,0 20x20) <- 41x20 | c (0,28 100x10) <- nilxnil",
        "size 100x38 | a (10.50,5 30x10) <- 51x20 | b (69.50,0 20x20) <- 41x20 | c (0,28 100x10) <- nilxnil",
        "size 100x38 | a (10.50,5 30x10) <- 51x20 | b (69.50,0 20x20) <- 41x20 | c (0,28 100x10) <- nilxnil",
        "size 100x38 | a (10.50,5 30x10) <- 51x20 | b (69.50,0 20x20) <- 41x20 | c (0,28 100x10) <- nilxnil",
        "size 100x38 | a (10.50,5 30x10) <- 51x20 | b (69.50,0 20x20) <- 41x20 | c (0,28 100x10) <- nilxnil",
        "size 100x38 | a (10.50,5 30x10) <- 51x20 | b (69.50,0 20x20) <- 41x20 | c (0,28 100x10) <- nilxnil",
        "size 100x38 | a (10.50,5 30x10) <- 51x20 | b (69.50,0 20x20) <- 41x20 | c (0,28 100x10) <- nilxnil",
        "size 128x38 | a (35,5 30x10) <- 100x20 | b (108,0 20x20) <- nilxnil | c (0,28 100x10) <- nilx10",
        "size 128x38 | a (35,5 30x10) <- 100x20 | b (108,0 20x20) <- nilxnil | c (0,28 100x10) <- 100x10",
        "size 58x29 | a (0,5 30x10) <- 30x20 | b (38,0 20x20) <- nilxnil | c (-35,23.50 100x10) <- 1x1",
        "size 58x29 | a (0,5 30x10) <- 30x20 | b (38,0 20x20) <- nilxnil | c (-35,23.50 100x10) <- 1x1",
    ])))
    func armsGWS(wrapper: Int, expected: String) {
        Self.expect(nil, nil, expected, Grid { GridRow { fx("a",30,10); fx("b",20,20) }; GridRow { wrapped(wrapper, fx("c",100,10).gridCellColumns(2)) } })
    }

    @Test("GWA: an anchor passes through the same wrappers",
          arguments: Array(zip(0..., [
        "size 78x108 | a (0,20 50x10) <- 50x50 | b (58,0 20x50) <- nilxnil | c (0,58 10x10) <- 50x50 | d (58,58 20x50) <- nilxnil",
        "size 78x108 | a (0,20 50x10) <- 50x50 | b (58,0 20x50) <- nilxnil | c (1,59 10x10) <- 48x48 | d (58,58 20x50) <- nilxnil",
        "size 78x108 | a (0,20 50x10) <- 50x50 | b (58,0 20x50) <- nilxnil | d (58,58 20x50) <- nilxnil | c (1,59 10x10) <- 12x12",
        "size 78x108 | a (0,20 50x10) <- 50x50 | b (58,0 20x50) <- nilxnil | c (20,58 10x10) <- 50x10 | d (58,58 20x50) <- nilxnil",
        "size 78x108 | a (0,20 50x10) <- 50x50 | b (58,0 20x50) <- nilxnil | c (0,58 10x10) <- nilxnil | d (58,58 20x50) <- nilxnil",
        "size 78x108 | a (0,20 50x10) <- 50x50 | b (58,0 20x50) <- nilxnil | c (0,58 10x10) <- 50x50 | d (58,58 20x50) <- nilxnil",
        "size 78x108 | a (0,20 50x10) <- 50x50 | b (58,0 20x50) <- nilxnil | c (0,58 10x10) <- 50x50 | d (58,58 20x50) <- nilxnil",
        "size 78x108 | a (0,20 50x10) <- 50x50 | b (58,0 20x50) <- nilxnil | c (0,58 10x10) <- 50x50 | d (58,58 20x50) <- nilxnil",
        "size 78x108 | a (0,20 50x10) <- 50x50 | b (58,0 20x50) <- nilxnil | c (0,58 10x10) <- 50x50 | d (58,58 20x50) <- nilxnil",
        "size 78x108 | a (0,20 50x10) <- 50x50 | b (58,0 20x50) <- nilxnil | c (0,58 10x10) <- 50x50 | d (58,58 20x50) <- nilxnil",
        "size 78x108 | a (0,20 50x10) <- 50x50 | b (58,0 20x50) <- nilxnil | c (0,58 10x10) <- 50x50 | d (58,58 20x50) <- nilxnil",
        "size 78x108 | a (0,20 50x10) <- 50x50 | b (58,0 20x50) <- nilxnil | c (0,58 10x10) <- 50x50 | d (58,58 20x50) <- nilxnil",
        "size 78x108 | a (0,20 50x10) <- 50x50 | b (58,0 20x50) <- nilxnil | c (0,58 10x10) <- 50x50 | d (58,58 20x50) <- nilxnil",
        "size 78x108 | a (0,20 50x10) <- 50x50 | b (58,0 20x50) <- nilxnil | c (0,58 10x10) <- 50x50 | d (58,58 20x50) <- nilxnil",
        "size 78x108 | a (0,20 50x10) <- 50x50 | b (58,0 20x50) <- nilxnil | c (0,58 10x10) <- 50x50 | d (58,58 20x50) <- nilxnil",
        "size 78x108 | a (0,20 50x10) <- 50x50 | b (58,0 20x50) <- nilxnil | c (20,78 10x10) <- 50x50 | d (58,58 20x50) <- nilxnil",
        "size 78x108 | a (0,20 50x10) <- 50x50 | b (58,0 20x50) <- nilxnil | c (20,78 10x10) <- 10x10 | d (58,58 20x50) <- nilxnil",
        "size 78x108 | a (0,20 50x10) <- 50x50 | b (58,0 20x50) <- nilxnil | d (58,58 20x50) <- nilxnil | c (20,78 10x10) <- 1x1",
        "size 78x108 | a (0,20 50x10) <- 50x50 | b (58,0 20x50) <- nilxnil | d (58,58 20x50) <- nilxnil | c (20,78 10x10) <- 1x1",
    ])))
    func armsGWA(wrapper: Int, expected: String) {
        Self.expect(nil, nil, expected, Grid { GridRow { fx("a",50,10); fx("b",20,50) }; GridRow { wrapped(wrapper, fx("c",10,10).gridCellAnchor(.topLeading)); fx("d",20,50) } })
    }

    @Test("GWC: a column alignment passes through the same wrappers",
          arguments: Array(zip(0..., [
        "size 78x66 | a (40,5 10x10) <- 50x20 | b (58,0 20x20) <- nilxnil | c (40,33 10x10) <- 50x20 | d (58,28 20x20) <- nilxnil | e (0,56 50x10) <- nilxnil",
        "size 78x66 | a (40,5 10x10) <- 50x20 | b (58,0 20x20) <- nilxnil | c (39,33 10x10) <- 48x18 | d (58,28 20x20) <- nilxnil | e (0,56 50x10) <- nilxnil",
        "size 78x66 | a (40,5 10x10) <- 50x20 | b (58,0 20x20) <- nilxnil | d (58,28 20x20) <- nilxnil | e (0,56 50x10) <- nilxnil | c (39,33 10x10) <- 12x12",
        "size 78x66 | a (40,5 10x10) <- 50x20 | b (58,0 20x20) <- nilxnil | c (20,33 10x10) <- 50x10 | d (58,28 20x20) <- nilxnil | e (0,56 50x10) <- nilxnil",
        "size 78x66 | a (40,5 10x10) <- 50x20 | b (58,0 20x20) <- nilxnil | c (40,33 10x10) <- nilxnil | d (58,28 20x20) <- nilxnil | e (0,56 50x10) <- nilxnil",
        "size 78x66 | a (40,5 10x10) <- 50x20 | b (58,0 20x20) <- nilxnil | c (40,33 10x10) <- 50x20 | d (58,28 20x20) <- nilxnil | e (0,56 50x10) <- nilxnil",
        "size 78x66 | a (40,5 10x10) <- 50x20 | b (58,0 20x20) <- nilxnil | c (40,33 10x10) <- 50x20 | d (58,28 20x20) <- nilxnil | e (0,56 50x10) <- nilxnil",
        "size 78x66 | a (40,5 10x10) <- 50x20 | b (58,0 20x20) <- nilxnil | c (40,33 10x10) <- 50x20 | d (58,28 20x20) <- nilxnil | e (0,56 50x10) <- nilxnil",
        "size 78x66 | a (40,5 10x10) <- 50x20 | b (58,0 20x20) <- nilxnil | c (40,33 10x10) <- 50x20 | d (58,28 20x20) <- nilxnil | e (0,56 50x10) <- nilxnil",
        "size 78x66 | a (40,5 10x10) <- 50x20 | b (58,0 20x20) <- nilxnil | c (40,33 10x10) <- 50x20 | d (58,28 20x20) <- nilxnil | e (0,56 50x10) <- nilxnil",
        "size 78x66 | a (40,5 10x10) <- 50x20 | b (58,0 20x20) <- nilxnil | c (40,33 10x10) <- 50x20 | d (58,28 20x20) <- nilxnil | e (0,56 50x10) <- nilxnil",
        "size 78x66 | a (40,5 10x10) <- 50x20 | b (58,0 20x20) <- nilxnil | c (40,33 10x10) <- 20x20 | d (58,28 20x20) <- nilxnil | e (0,56 50x10) <- nilxnil",
        "size 78x66 | a (40,5 10x10) <- 50x20 | b (58,0 20x20) <- nilxnil | c (40,33 10x10) <- 50x20 | d (58,28 20x20) <- nilxnil | e (0,56 50x10) <- nilxnil",
        "size 78x66 | a (40,5 10x10) <- 50x20 | b (58,0 20x20) <- nilxnil | c (40,33 10x10) <- 50x20 | d (58,28 20x20) <- nilxnil | e (0,56 50x10) <- nilxnil",
        "size 78x66 | a (40,5 10x10) <- 50x20 | b (58,0 20x20) <- nilxnil | c (40,33 10x10) <- 50x20 | d (58,28 20x20) <- nilxnil | e (0,56 50x10) <- nilxnil",
        "size 78x66 | a (20,5 10x10) <- 50x20 | b (58,0 20x20) <- nilxnil | c (20,33 10x10) <- 50x20 | d (58,28 20x20) <- nilxnil | e (0,56 50x10) <- nilxnil",
        "size 78x66 | a (20,5 10x10) <- 50x20 | b (58,0 20x20) <- nilxnil | c (20,33 10x10) <- 10x10 | d (58,28 20x20) <- nilxnil | e (0,56 50x10) <- nilxnil",
        "size 78x66 | a (20,5 10x10) <- 50x20 | b (58,0 20x20) <- nilxnil | d (58,28 20x20) <- nilxnil | e (0,56 50x10) <- nilxnil | c (20,33 10x10) <- 1x1",
        "size 78x66 | a (20,5 10x10) <- 50x20 | b (58,0 20x20) <- nilxnil | d (58,28 20x20) <- nilxnil | e (0,56 50x10) <- nilxnil | c (20,33 10x10) <- 1x1",
    ])))
    func armsGWC(wrapper: Int, expected: String) {
        Self.expect(nil, nil, expected, Grid {
            GridRow { fx("a",10,10); fx("b",20,20) }
            GridRow { wrapped(wrapper, fx("c",10,10).gridColumnAlignment(.trailing)); fx("d",20,20) }
            GridRow { fx("e",50,10) }
        })
    }

    @Test("GWU: unsized axes pass through the same wrappers",
          arguments: Array(zip(0..., [
        "size 78x200 | a (0,5 30x10) <- 30x20 | b (48,0 20x20) <- 40x20 | c (0,28 30x172) <- 30x172 | d (38,109 40x10) <- 40x172",
        "size 78x200 | a (0,5 30x10) <- 30x20 | b (48,0 20x20) <- 40x20 | c (1,29 28x170) <- 28x170 | d (38,109 40x10) <- 40x172",
        "size 78x40 | a (0,5 30x10) <- 30x20 | b (48,0 20x20) <- 40x20 | d (38,29 40x10) <- 40x12 | c (9,28 12x12) <- 12x12",
        "size 78x200 | a (0,5 30x10) <- 30x20 | b (48,0 20x20) <- 40x20 | c (0,28 30x172) <- 30x172 | d (38,109 40x10) <- 40x172",
        "size 78x38 | a (0,5 30x10) <- 30x20 | b (48,0 20x20) <- 40x20 | c (10,28 10x10) <- nilxnil | d (38,28 40x10) <- 96x96",
        "size 78x200 | a (0,5 30x10) <- 30x20 | b (48,0 20x20) <- 40x20 | c (0,28 30x172) <- 30x172 | d (38,109 40x10) <- 40x172",
        "size 78x200 | a (0,5 30x10) <- 30x20 | b (48,0 20x20) <- 40x20 | c (0,28 30x172) <- 30x172 | d (38,109 40x10) <- 40x172",
        "size 78x200 | a (0,5 30x10) <- 30x20 | b (48,0 20x20) <- 40x20 | c (0,28 30x172) <- 30x172 | d (38,109 40x10) <- 40x172",
        "size 78x200 | a (0,5 30x10) <- 30x20 | b (48,0 20x20) <- 40x20 | c (0,28 30x172) <- 30x172 | d (38,109 40x10) <- 40x172",
        "size 78x200 | a (0,5 30x10) <- 30x20 | b (48,0 20x20) <- 40x20 | c (0,28 30x172) <- 30x172 | d (38,109 40x10) <- 40x172",
        "size 78x200 | a (0,5 30x10) <- 30x20 | b (48,0 20x20) <- 40x20 | c (0,28 30x172) <- 30x172 | d (38,109 40x10) <- 40x172",
        "size 78x58 | a (0,5 30x10) <- 30x20 | b (48,0 20x20) <- 40x20 | c (0,28 30x30) <- 30x30 | d (38,38 40x10) <- 40x30",
        "size 78x220 | a (0,5 30x10) <- 30x20 | b (48,0 20x20) <- 40x20 | c (0,28 30x192) <- 30x192 | d (38,119 40x10) <- 40x192",
        "size 78x200 | a (0,5 30x10) <- 30x20 | b (48,0 20x20) <- 40x20 | c (0,28 30x172) <- 30x172 | d (38,109 40x10) <- 40x172",
        "size 78x200 | a (0,5 30x10) <- 30x20 | b (48,0 20x20) <- 40x20 | c (0,28 30x172) <- 30x172 | d (38,109 40x10) <- 40x172",
        "size 200x200 | a (61,5 30x10) <- 152x20 | b (170,0 20x20) <- 40x20 | c (0,28 152x172) <- 152x172 | d (160,109 40x10) <- 40x172",
        "size 200x200 | a (61,5 30x10) <- 152x20 | b (170,0 20x20) <- 40x20 | c (0,28 152x172) <- 152x172 | d (160,109 40x10) <- 40x172",
        "size 78x38 | a (0,5 30x10) <- 30x20 | b (48,0 20x20) <- 40x20 | d (38,28 40x10) <- 96x96 | c (14.50,32.50 1x1) <- 1x1",
        "size 78x38 | a (0,5 30x10) <- 30x20 | b (48,0 20x20) <- 40x20 | d (38,28 40x10) <- 96x96 | c (14.50,32.50 1x1) <- 1x1",
    ])))
    func armsGWU(wrapper: Int, expected: String) {
        Self.expect(200, 200, expected, Grid { GridRow { fx("a",30,10); fx("b",20,20) }; GridRow { wrapped(wrapper, fl("c").gridCellUnsizedAxes(.horizontal)); fx("d",40,10) } })
    }

    @Test("GWP: layout priority passes through layout-neutral wrappers and one-child stacks, not padding, frames or aspect ratios",
          arguments: Array(zip(0..., [
        "size 100x100 | a (0,0 0x100) <- 0x100 | c (8,0 92x100) <- 92x100",
        "size 100x100 | a (0,0 46x100) <- 46x100 | c (55,1 44x98) <- 44x98",
        "size 100x100 | a (0,0 80x100) <- 80x100 | c (88,44 12x12) <- 12x12",
        "size 100x100 | a (0,0 46x100) <- 46x100 | c (54,0 46x100) <- 46x100",
        "size 100x100 | a (0,0 82x100) <- 82x100 | c (90,45 10x10) <- nilxnil",
        "size 100x100 | a (0,0 0x100) <- 0x100 | c (8,0 92x100) <- 92x100",
        "size 100x100 | a (0,0 0x100) <- 0x100 | c (8,0 92x100) <- 92x100",
        "size 100x100 | a (0,0 0x100) <- 0x100 | c (8,0 92x100) <- 92x100",
        "size 100x100 | a (0,0 0x100) <- 0x100 | c (8,0 92x100) <- 92x100",
        "size 100x100 | a (0,0 0x100) <- 0x100 | c (8,0 92x100) <- 92x100",
        "size 100x100 | a (0,0 0x100) <- 0x100 | c (8,0 92x100) <- 92x100",
        "size 100x100 | a (0,0 46x100) <- 46x100 | c (54,27 46x46) <- 46x46",
        "size 100x100 | a (0,0 0x100) <- 0x100 | c (8,0 92x100) <- 92x100",
        "size 100x100 | a (0,0 0x100) <- 0x100 | c (8,0 92x100) <- 92x100",
        "size 100x100 | a (0,0 0x100) <- 0x100 | c (8,0 92x100) <- 92x100",
        "size 100x100 | a (0,0 0x100) <- 0x100 | c (8,0 92x100) <- 92x100",
        "size 100x100 | a (0,0 0x100) <- 0x100 | c (8,0 92x100) <- 92x100",
        "size 100x100 | a (0,0 91x100) <- 91x100 | c (99,49.50 1x1) <- 1x1",
        "size 100x100 | a (0,0 91x100) <- 91x100 | c (99,49.50 1x1) <- 1x1",
    ])))
    func armsGWP(wrapper: Int, expected: String) {
        Self.expect(100, 100, expected, Grid { GridRow { fl("a"); wrapped(wrapper, fl("c").layoutPriority(1)) } })
    }

    @Test("GWI: an attribute declared on both sides of a padding")
    func armsGWI() {
        let top = { GridRow { fx("a",30,10); fx("b",20,20); fx("e",5,5) } }
        // GWI1
        Self.expect(nil, nil, "size 115x40 | a (11,5 30x10) <- 52x20 | b (71,0 20x20) <- 42x20 | e (110,7.50 5x5) <- 5x20 | c (1,29 100x10) <- nilxnil | d (110,31.50 5x5) <- 5x12",
                    Grid { top(); GridRow { fx("c",100,10).gridCellColumns(2).padding(1).gridCellColumns(1); fx("d",5,5) } })
        // GWI2
        Self.expect(nil, nil, "size 115x40 | a (11,5 30x10) <- 52x20 | b (71,0 20x20) <- 42x20 | e (110,7.50 5x5) <- 5x20 | c (1,29 100x10) <- nilxnil | d (110,31.50 5x5) <- 5x12",
                    Grid { top(); GridRow { fx("c",100,10).gridCellColumns(1).padding(1).gridCellColumns(2); fx("d",5,5) } })
        // GWI3
        Self.expect(nil, nil, "size 78x108 | a (0,20 50x10) <- 50x50 | b (58,0 20x50) <- nilxnil | c (1,59 10x10) <- 48x48 | d (58,58 20x50) <- nilxnil",
                    Grid { GridRow { fx("a",50,10); fx("b",20,50) }; GridRow { fx("c",10,10).gridCellAnchor(.topLeading).padding(1).gridCellAnchor(.bottomTrailing); fx("d",20,50) } })
        // GWI4
        Self.expect(nil, nil, "size 50x30 | a (1,1 10x10) <- 48x10 | e (0,20 50x10) <- nilxnil",
                    Grid { GridRow { fx("a",10,10).gridColumnAlignment(.leading).padding(1).gridColumnAlignment(.trailing) }; GridRow { fx("e",50,10) } })
        // GWI5
        Self.expect(200, 200, "size 78x38 | a (0,5 30x10) <- 30x20 | b (48,0 20x20) <- 40x20 | c (1,29 28x8) <- 28x8 | d (38,28 40x10) <- 96x96",
                    Grid { GridRow { fx("a",30,10); fx("b",20,20) }; GridRow { fl("c").gridCellUnsizedAxes(.vertical).padding(1).gridCellUnsizedAxes(.horizontal); fx("d",40,10) } })
    }
}
