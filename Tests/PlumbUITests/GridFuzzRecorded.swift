import Foundation
@testable import PlumbUI

// The generated grids on which the public Grid probe's own model and SwiftUI differed, with
// what SwiftUI answered (mburger89/MetalUI, docs/probes/swiftui-grid.swift, the "GZ" lines of
// its recorded output, macOS 27). The probe wrote every attribute on every cell, a priority of
// 0 included (so its Spacers are priority 0 here, not −∞). Rects are (x, y, width, height) of
// c1, c2, … in source order; the GZ7 grids were recorded for their size only.

enum GridFuzzRecorded {
    /// A cell as the probe's fuzz wrote it: `layoutPriority` always.
    static func cell(_ kind: GridCorpusCase.Kind, span: Int = 1, priority: Double = 0, anchor: UnitPoint? = nil,
                     columnAlignment: HorizontalAlignment? = nil, unsizedHorizontal: Bool = false,
                     unsizedVertical: Bool = false) -> GridCorpusCase.Cell {
        .init(kind, span: span, priority: priority, anchor: anchor, columnAlignment: columnAlignment,
              unsizedHorizontal: unsizedHorizontal, unsizedVertical: unsizedVertical)
    }

    static func grid(_ id: Int, _ w: CGFloat?, _ h: CGFloat?, _ alignment: Alignment, _ hs: CGFloat?, _ vs: CGFloat?,
                     _ children: [GridCorpusCase.Child], size: (CGFloat, CGFloat),
                     _ rects: [(CGFloat, CGFloat, CGFloat, CGFloat)] = []) -> GridCorpusCase {
        GridCorpusCase(id: id, proposal: (w, h), alignment: alignment, horizontalSpacing: hs, verticalSpacing: vs,
                       children: children, size: size, rects: rects, source: "generated grid")
    }

    static let all: [GridCorpusCase] = [
        // GZ1 (the first disagreement printed)
        grid(1, 150, nil, .center, nil, nil, [.row(nil, [cell(.fixed(150, 20)), cell(.clampW(10, 40, 40))])],
             size: (168, 40), [(0, 10, 150, 20), (158, 0, 10, 40)]),
        // GZ2
        grid(2, 60, 60, .trailing, 12, 12, [.row(nil, [cell(.fixed(30, 60), anchor: .bottomLeading)]),
                                            .row(nil, [cell(.flex), cell(.flex, unsizedVertical: true), cell(.flex)])],
             size: (66, 72), [(0, 0, 30, 60), (0, 72, 30, 0), (42, 72, 0, 0), (54, 72, 12, 0)]),
        grid(3, 200, 100, .bottomTrailing, 3, nil, [
            .row(.center, [cell(.flex, columnAlignment: .leading), cell(.fixed(30, 10))]),
            .row(nil, [cell(.fixed(60, 60), anchor: .bottom), cell(.fixed(10, 20), columnAlignment: .center)]),
            .row(nil, [cell(.flexW(10), columnAlignment: .leading), cell(.flexH(10), anchor: .topLeading),
                       cell(.half, anchor: .topLeading, unsizedVertical: true)])],
             size: (200, 100), [(0, 0, 123, 12), (126, 1, 30, 10), (31.5, 20, 60, 60), (136, 60, 10, 20), (0, 90, 123, 10),
                                (126, 88, 10, 12), (159, 88, 20.5, 10)]),
        grid(4, 200, 100, .center, 0, nil, [
            .row(.top, [cell(.fixed(100, 10), unsizedHorizontal: true)]),
            .row(nil, [cell(.fixed(150, 30)), cell(.flexH(20), anchor: .topLeading, unsizedHorizontal: true)]),
            .row(.center, [cell(.fixed(20, 60)), cell(.flexW(20)), cell(.half)])],
             size: (187.5, 116), [(25, 0, 100, 10), (0, 18, 150, 30), (150, 18, 20, 30), (65, 56, 20, 60), (150, 76, 25, 20),
                                  (178.12, 81, 6.25, 10)]),
        // GZ3
        grid(5, nil, 80, .topTrailing, nil, nil, [
            .row(nil, [cell(.flexH(10), anchor: .bottom, unsizedHorizontal: true), cell(.flex, anchor: .topTrailing),
                       cell(.flexW(30), anchor: .center, columnAlignment: .center, unsizedVertical: true)]),
            .row(nil, [cell(.spacer, unsizedVertical: true), cell(.fixed(100, 60)), cell(.clampBoth(0, 30))])],
             size: (136, 98), [(0, 0, 10, 30), (18, 0, 100, 30), (126, 0, 10, 30), (0, 38, 10, 60), (18, 38, 100, 60), (126, 38, 10, 30)]),
        grid(6, 60, 60, .bottomLeading, nil, nil, [
            .row(nil, [cell(.spacer, anchor: .topLeading, unsizedHorizontal: true, unsizedVertical: true)]),
            .row(nil, [cell(.flexW(40), columnAlignment: .center, unsizedVertical: true), cell(.half, anchor: .center), cell(.spacer)])],
             size: (60, 48), [(0, 0, 21.67, 8), (0, 8, 21.67, 40), (31.83, 23, 4.33, 10), (38.33, 8, 21.67, 40)]),
        grid(7, 60, 60, .center, nil, nil, [
            .row(nil, [cell(.flex, anchor: .bottom), cell(.fixed(40, 40), anchor: .bottom, unsizedVertical: true),
                       cell(.spacer, anchor: .leading, unsizedVertical: true)]),
            .row(.center, [cell(.flex), cell(.fixed(30, 10), unsizedHorizontal: true), cell(.spacer, unsizedHorizontal: true)]),
            .row(.top, [cell(.flex, anchor: .trailing)])],
             size: (60, 85.33), [(0, 0, 4, 40), (12, 0, 40, 40), (52, 0, 8, 40), (0, 48, 4, 14.67), (17, 50.33, 30, 10),
                                 (52, 48, 8, 14.67), (0, 70.67, 4, 14.67)]),
        // GZ4
        grid(8, 200, 100, .center, nil, nil, [
            .row(nil, [cell(.clampW(30, 40, 30)), cell(.clampBoth(10, 20)), cell(.fixed(40, 40))]),
            .row(nil, [cell(.flexH(30), priority: -1)]),
            .row(nil, [cell(.fixed(40, 30), priority: 1), cell(.clampBoth(20, 170), priority: -1)])],
             size: (180, 86), [(0, 5, 40, 30), (80, 10, 20, 20), (140, 0, 40, 40), (5, 48, 30, 0), (0, 56, 40, 30), (48, 56, 84, 30)]),
        grid(9, 100, 100, .center, nil, nil, [
            .row(nil, [cell(.flex), cell(.clampW(0, 150, 30))]),
            .row(nil, [cell(.half, priority: 1), cell(.flexH(10))]),
            .row(nil, [cell(.clampW(10, 50, 30)), cell(.fixed(100, 30))])],
             size: (154, 98), [(0, 0, 46, 30), (54, 0, 100, 30), (11.5, 44, 23, 10), (99, 38, 10, 22), (0, 68, 46, 30), (54, 68, 100, 30)]),
        grid(10, 100, 100, .center, nil, nil, [
            .row(nil, [cell(.clampW(10, 50, 10)), cell(.clampW(30, 70, 20), priority: 1), cell(.clampW(30, 130, 20))]),
            .row(nil, [cell(.flexH(20)), cell(.flexH(30))]),
            .row(nil, [cell(.fixed(20, 40))])],
             size: (136, 80), [(0, 5, 20, 10), (28, 0, 70, 20), (106, 0, 30, 20), (0, 28, 20, 4), (48, 28, 30, 4), (0, 40, 20, 40)]),
        // GZ5
        grid(11, 60, 60, .top, nil, nil, [
            .spanning(cell(.fixed(10, 30))),
            .row(nil, [cell(.fixed(20, 60), anchor: .bottomTrailing, unsizedHorizontal: true, unsizedVertical: true),
                       cell(.flex, unsizedHorizontal: true), cell(.clampW(0, 10, 40))]),
            .spanning(cell(.flexW(30)))],
             size: (60, 136), [(25, 0, 10, 30), (0, 38, 20, 60), (28, 38, 14, 60), (50, 38, 10, 40), (0, 106, 60, 30)]),
        grid(12, 60, 60, .center, nil, nil, [
            .spanning(cell(.flexW(30))),
            .row(nil, [cell(.fixed(30, 10)), cell(.flex, anchor: .bottom), cell(.flex)]),
            .spanning(cell(.flex))],
             size: (60, 63), [(0, 0, 60, 30), (0, 38, 30, 10), (38, 38, 7, 10), (53, 38, 7, 10), (0, 56, 60, 7)]),
        grid(13, 300, 200, .leading, nil, nil, [
            .spanning(cell(.half, unsizedVertical: true)),
            .spanning(cell(.fixed(60, 20), anchor: .leading)),
            .row(.top, [cell(.fixed(20, 40), unsizedVertical: true), cell(.clampW(10, 40, 40), columnAlignment: .leading)])],
             size: (150, 86), [(0, 0, 150, 10), (0, 18, 60, 20), (0, 46, 20, 40), (69, 46, 40, 40)]),
        // GZ6 (the first two are in GridRecordedTests' spanOnlyColumnsShare)
        grid(14, 150, nil, .center, nil, nil, [
            .row(nil, [cell(.fixed(60, 10))]),
            .row(nil, [cell(.clampBoth(0, 60)), cell(.clampBoth(0, 60)), cell(.fixed(100, 10), span: 3)])],
             size: (184.5, 28), [(0, 0, 60, 10), (0, 18, 60, 10), (68, 18, 8.5, 10), (84.5, 18, 100, 10)]),
        // GZ7: sizes only
        grid(15, .infinity, .infinity, .bottomTrailing, nil, nil, [
            .row(nil, [cell(.clampW(0, 60, 20), anchor: .center, unsizedVertical: true)]),
            .row(.center, [cell(.flex, span: 3, columnAlignment: .center, unsizedVertical: true),
                           cell(.clampW(0, 20, 40), span: 3, anchor: .trailing, columnAlignment: .center)])],
             size: (.infinity, .infinity)),
        grid(16, .infinity, 100, .topLeading, nil, nil, [
            .row(nil, [cell(.clampW(0, 150, 40), anchor: .trailing), cell(.clampBoth(0, 10))]),
            .row(nil, [cell(.flexH(20), span: 2)]),
            .row(nil, [cell(.clampW(10, 160, 40), anchor: .topTrailing, unsizedHorizontal: true), cell(.flexH(10))])],
             size: (178, 118)),
        grid(17, .infinity, 100, .center, nil, nil, [
            .spanning(cell(.clampBoth(10, 70), span: 2)),
            .row(.bottom, [cell(.clampW(30, 40, 10), columnAlignment: .center),
                           cell(.flex, span: 3, anchor: .trailing, columnAlignment: .trailing, unsizedHorizontal: true, unsizedVertical: true)])],
             size: (.infinity, 64)),
        // GZ8
        grid(18, 300, 200, .topTrailing, nil, nil, [
            .row(nil, [cell(.clampBoth(0, 30), priority: 1, unsizedHorizontal: true), cell(.half, priority: 1)]),
            .row(nil, [cell(.flexW(40), priority: 1, anchor: .leading, columnAlignment: .leading),
                       cell(.clampW(30, 40, 10), anchor: .topLeading, columnAlignment: .trailing),
                       cell(.clampW(10, 40, 10), priority: 1, columnAlignment: .center, unsizedHorizontal: true)]),
            .spanning(cell(.half, unsizedVertical: true))],
             size: (338, 96), [(0, 0, 30, 30), (268, 0, 52, 10), (0, 38, 208, 40), (216, 38, 40, 10), (328, 38, 10, 10), (169, 86, 169, 10)]),
        grid(19, 150, nil, .bottom, 3, nil, [
            .row(nil, [cell(.spacer), cell(.spacer, unsizedVertical: true), cell(.spacer, priority: 1, unsizedVertical: true)]),
            .row(nil, [cell(.flex, priority: 1, anchor: .leading), cell(.fixed(20, 20), priority: -1, unsizedHorizontal: true)]),
            .row(nil, [cell(.half, span: 2)])],
             size: (314, 46), [(0, 0, 144, 8), (147, 0, 20, 8), (170, 0, 144, 8), (0, 8, 144, 20), (147, 8, 20, 20), (41.75, 36, 83.5, 10)]),
        grid(20, nil, 80, .trailing, nil, nil, [
            .row(.bottom, [cell(.half, priority: -1), cell(.fixed(10, 20), columnAlignment: .center), cell(.clampBoth(0, 30))]),
            .row(nil, [cell(.clampW(0, 150, 30))]),
            .row(nil, [cell(.clampBoth(10, 40), anchor: .center, columnAlignment: .leading), cell(.clampW(10, 30, 10), priority: 1),
                       cell(.clampW(0, 100, 20), anchor: .trailing, columnAlignment: .leading, unsizedHorizontal: true)])],
             size: (56, 97), [(0, 15.5, 10, 10), (28, 5.5, 10, 20), (46, 0, 10, 25.5), (0, 33.5, 20, 30), (0, 71.5, 20, 25.5),
                              (28, 79.25, 10, 10), (46, 74.25, 10, 20)]),
    ]
}
