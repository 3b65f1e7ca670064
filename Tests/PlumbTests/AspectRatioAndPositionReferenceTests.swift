import Foundation
import Testing
@testable import Plumb
@_spi(Engine) import PlumbUI
import PlumbProperties

/// The reference models of `aspectRatio` and `position` agree with the engine beyond what the
/// generator makes (nil ratios, fill along a nil axis, degenerate shapes), and tell a layout that
/// promises to reproduce them but does not.
@Suite("aspectRatio and position against their reference models")
struct AspectRatioAndPositionReferenceTests {
    let host = LayoutHost(size: CGSize(width: 300, height: 300))
    let proposals = ProposedViewSize.modelAgreementProbes

    func referenceViolations(_ view: some View) -> [Violation] {
        proposals.flatMap { p in
            PropertyChecker(properties: [.referenceModel]).check(host.layout(view, proposal: p, at: CGPoint(x: 7, y: 3))).violations
        }
    }

    @Test("the engine agrees with the model for every content mode, explicit and nil ratios and degenerate shapes")
    func aspectRatioAgrees() {
        let flexible = Color.red.frame(minWidth: 0, idealWidth: 40, maxWidth: .infinity, minHeight: 0, idealHeight: 10, maxHeight: .infinity)
        let views: [AnyView] = [
            AnyView(Color.red.aspectRatio(1.5, contentMode: .fit)), AnyView(Color.red.aspectRatio(0.25, contentMode: .fill)),
            AnyView(flexible.scaledToFit()), AnyView(flexible.scaledToFill()),
            AnyView(Text("Hello world").scaledToFit()), AnyView(Text("Hello world").aspectRatio(2, contentMode: .fill)),
            AnyView(Color.red.aspectRatio(0, contentMode: .fit)), AnyView(Color.red.frame(width: 0, height: 20).scaledToFill()),
            AnyView(HStack { Text("a"); Color.blue }.aspectRatio(CGSize(width: 3, height: 2), contentMode: .fit)),
        ]
        for (i, view) in views.enumerated() {
            let found = referenceViolations(view)
            #expect(found.isEmpty, "view \(i): \(found)")
        }
    }

    @Test("the engine agrees with the model for position, wherever the point is")
    func positionAgrees() {
        let views: [AnyView] = [
            AnyView(Color.red.frame(width: 30, height: 20).position(x: 10, y: 100)),
            AnyView(Text("Hello world").position(x: -40, y: 5)), AnyView(Color.red.position(x: 0, y: 0)),
            AnyView(HStack { Text("a"); Color.blue.frame(height: 5) }.position(x: 12.5, y: 300)),
        ]
        for (i, view) in views.enumerated() {
            let found = referenceViolations(view)
            #expect(found.isEmpty, "view \(i): \(found)")
        }
    }

    /// Promises to reproduce `aspectRatio(2, contentMode: .fit)`, but covers the proposal.
    struct FitThatFills: Layout, DescribesAspectRatio, ReproducesBuiltinLayout {
        var aspectRatio: CGFloat? { 2 }
        var contentMode: ContentMode { .fit }
        func offer(_ p: ProposedViewSize) -> ProposedViewSize {
            guard let w = p.width, let h = p.height else { return p }
            let s = max(w / 2, h)
            return ProposedViewSize(width: 2 * s, height: s)
        }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            subviews.first?.sizeThatFits(offer(proposal)) ?? .zero
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for s in subviews { s.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: offer(proposal)) }
        }
    }

    /// Promises to reproduce `position(x: 10, y: 10)`, but measures from its centre.
    struct PositionFromCentre: Layout, DescribesPosition, ReproducesBuiltinLayout {
        var position: CGPoint { CGPoint(x: 10, y: 10) }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let child = subviews.first?.sizeThatFits(proposal) ?? .zero
            return CGSize(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for s in subviews { s.place(at: CGPoint(x: bounds.midX + 10, y: bounds.midY + 10), anchor: .center, proposal: ProposedViewSize(bounds.size)) }
        }
    }

    @Test("a layout that promises to reproduce them and does not is told apart by the model")
    func brokenReproductionsFail() {
        let fill = PropertyChecker(properties: [.referenceModel])
            .check(host.layout(FitThatFills() { Color.red }, proposal: ProposedViewSize(width: 100, height: 100), at: .zero)).violations
        #expect(fill.contains { $0.property == "reference-model" && $0.call == "sizeThatFits" }, "\(fill)")
        let centre = PropertyChecker(properties: [.referenceModel])
            .check(host.layout(PositionFromCentre() { Color.red.frame(width: 4, height: 4) }, proposal: ProposedViewSize(width: 100, height: 80), at: .zero)).violations
        #expect(centre.contains { $0.property == "reference-model" && $0.call == "placeSubviews" }, "\(centre)")
    }
}
