import Foundation
@_spi(Engine) import PlumbUI

extension LayoutProperty {
    /// `no-place-while-sizing`: `sizeThatFits` never calls `place`. `LayoutSubview.place` compiles
    /// there (one `Subviews` type serves both requirements), but SwiftUI stops the app when a
    /// layout places a subview while it is being sized: a trap, with no message (recorded on
    /// macOS 26, Docs/Semantics.md §5). PlumbUI would drop the placement and go on, so without
    /// this property such a layout would pass. Checked with every proposal the container was
    /// asked in the pass. PlumbUI's own layouts never place while sizing and are not asked.
    public static let noPlaceWhileSizing = LayoutProperty(
        id: "no-place-while-sizing",
        statement: "sizeThatFits never calls place on a subview (SwiftUI stops the app when it does)."
    ) { c in
        guard !c.probe.isBuiltin else { return [] }
        for proposal in c.probe.proposalsAsked {
            let calls = c.probe.placeCallsWhileSizing(proposal)
            guard let i = calls.firstIndex(where: { $0 > 0 }) else { continue }
            let times = calls[i] == 1 ? "once" : "\(calls[i]) times"
            return [c.violation("no-place-while-sizing", subview: i, call: "sizeThatFits",
                                expected: "no call to place while sizing",
                                actual: "placed \(times) while sized for \(Describe.proposal(proposal)): SwiftUI stops the app there (a trap)")]
        }
        return []
    }
}
