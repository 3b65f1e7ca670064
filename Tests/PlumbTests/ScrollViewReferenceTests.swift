import Foundation
import Testing
@testable import Plumb
@_spi(Engine) import PlumbUI
@_spi(Engine) import PlumbProperties

/// `ScrollView` against its reference model (Docs/Semantics.md §3.16) beyond what its campaign
/// generates, its waiver, and a layout that promises to reproduce it but does not.
@Suite("ScrollView against its reference model and its waiver")
struct ScrollViewReferenceTests {
    let host = LayoutHost(size: CGSize(width: 300, height: 300))
    let proposals = ProposedViewSize.modelAgreementProbes

    @Test("the engine agrees with the model on every axis set, with flexible, fixed, text and several views inside")
    func agrees() {
        let views: [AnyView] = [
            AnyView(ScrollView { Color.red }), AnyView(ScrollView(.horizontal) { Color.red.frame(width: 400, height: 30) }),
            AnyView(ScrollView([.horizontal, .vertical]) { Color.red.frame(width: 500, height: 40) }),
            AnyView(ScrollView([]) { Text("Hello world, wrapped") }),
            AnyView(ScrollView { Text("Hello world, wrapped"); Color.blue.frame(width: 30, height: 10); Spacer() }),
            AnyView(ScrollView(.horizontal) { HStack { Text("a"); Color.blue } }),
            AnyView(ScrollView {}),
        ]
        for (i, view) in views.enumerated() {
            for p in proposals {
                let found = PropertyChecker(properties: [.referenceModel]).check(host.layout(view, proposal: p, at: CGPoint(x: 7, y: 3))).violations
                #expect(found.isEmpty, "view \(i), proposed \(p): \(found)")
            }
        }
    }

    /// Promises to reproduce a vertical `ScrollView`, but centres its content vertically.
    struct CentringScrollView: Layout, DescribesScrollView, ReproducesBuiltinLayout {
        var scrollAxes: Axis.Set { .vertical }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let content = subviews.first?.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)) ?? .zero
            return CGSize(width: content.width, height: proposal.height ?? content.height)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for s in subviews {
                s.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(width: bounds.width, height: nil))
            }
        }
    }

    @Test("a layout that promises to reproduce it and does not is told apart by the model")
    func brokenReproductionFails() {
        let found = PropertyChecker(properties: [.referenceModel])
            .check(host.layout(CentringScrollView() { Color.red.frame(width: 20, height: 400) }, proposal: ProposedViewSize(width: 100, height: 100), at: .zero))
            .violations
        #expect(found.contains { $0.property == "reference-model" && $0.call == "placeSubviews" }, "\(found)")
    }

    @Test("content past the bounds along the scroll axis is excused for the built-in only, and nothing else is")
    func waiver() {
        let proposal = ProposedViewSize(width: 100, height: 100)
        expectBuiltinOnlyWaiver("inside-bounds", reasonPrefix: "a scroll view's content runs past its bounds",
                                builtin: host.layout(ScrollView { Color.red.frame(width: 20, height: 400) }, proposal: proposal, at: .zero),
                                user: host.layout(CentringScrollView() { Color.red.frame(width: 20, height: 400) }, proposal: proposal, at: .zero))
    }
}
