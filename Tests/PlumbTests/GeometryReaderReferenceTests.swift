import Foundation
import Testing
@testable import Plumb
@_spi(Engine) import PlumbUI
@_spi(Engine) import PlumbProperties

/// `GeometryReader` against its reference model (Docs/Semantics.md §3.17) with content that reads
/// the proxy (which the generator never makes), its waiver, and a layout that promises to
/// reproduce it but does not.
@Suite("GeometryReader against its reference model and its waiver")
struct GeometryReaderReferenceTests {
    let host = LayoutHost(size: CGSize(width: 300, height: 300))
    let proposals: [ProposedViewSize] = [.unspecified, .zero, ProposedViewSize(width: 120, height: 45),
                                         ProposedViewSize(width: 80, height: nil), ProposedViewSize(width: nil, height: 33.5)]

    @Test("the engine agrees with the model, with content built from the proxy")
    func agrees() {
        let views: [AnyView] = [
            AnyView(GeometryReader { geo in Color.red.frame(width: geo.size.width / 3, height: geo.size.height / 2) }),
            AnyView(GeometryReader { geo in
                Text("Hello world, wrapped").frame(width: geo.size.width)
                Color.blue.frame(height: geo.frame(in: .global).minY)
            }),
            AnyView(GeometryReader { _ in }),
        ]
        for (i, view) in views.enumerated() {
            for p in proposals {
                let found = PropertyChecker(properties: [.referenceModel]).check(host.layout(view, proposal: p, at: CGPoint(x: 7, y: 3))).violations
                #expect(found.isEmpty, "view \(i), proposed \(p): \(found)")
            }
        }
    }

    /// Promises to reproduce a GeometryReader, but takes a nil proposal as 10, as shapes do.
    struct ShapeLikeReader: Layout, DescribesGeometryReader, ReproducesBuiltinLayout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for s in subviews { s.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
        }
    }

    @Test("a layout that promises to reproduce it and does not is told apart by the model")
    func brokenReproductionFails() {
        let found = PropertyChecker(properties: [.referenceModel])
            .check(host.layout(ShapeLikeReader() { Color.red }, proposal: ProposedViewSize(width: 100, height: 100), at: .zero)).violations
        #expect(found.contains { $0.property == "reference-model" && $0.call == "sizeThatFits" }, "\(found)")
    }

    @Test("content larger than the reader overflows it, excused for the built-in only")
    func waiver() {
        let proposal = ProposedViewSize(width: 100, height: 10)
        expectBuiltinOnlyWaiver("inside-bounds", reasonPrefix: "GeometryReader content larger than the reader",
                                builtin: host.layout(GeometryReader { _ in Color.red.frame(width: 150, height: 20) }, proposal: proposal, at: .zero),
                                user: host.layout(ShapeLikeReader() { Color.red.frame(width: 150, height: 20) }, proposal: proposal, at: .zero))
    }
}
