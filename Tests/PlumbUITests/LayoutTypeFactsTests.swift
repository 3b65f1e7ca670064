import Foundation
import Testing
@_spi(Engine) @testable import PlumbUI

/// A third-party layout that promises to be a stack, as a re-implementation of one.
private struct ReplicaRow: Layout, DescribesStack, ReproducesBuiltinLayout {
    var stackDescription: StackDescription { StackDescription(axis: .horizontal, spacing: 0) }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// A third-party layout that promises nothing.
private struct PlainRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

@Suite("What a layout type is, found once per type")
struct LayoutTypeFactsTests {
    @Test("PlumbUI's table of its own layout types says what their conformances say; their contracts are looked up")
    func ownTable() {
        #expect(LayoutTypeFacts.ownTableContradictions().isEmpty, "\(LayoutTypeFacts.ownTableContradictions())")
        for entry in LayoutTypeFacts.ownTable {
            #expect(LayoutTypeFacts.of(entry.type) == entry.facts)
            #expect(entry.facts.isBuiltin != entry.facts.isWrapping, "\(entry.type) is either a built-in or AnyLayout")
        }
        // A contract is public, so another module may add one to a built-in: always looked up.
        #expect(LayoutContractSet.of(HStackLayout.self) == .stack && LayoutContractSet.of(_FrameLayout.self) == .frame)
    }

    @Test("a third-party type's facts come from its conformances: the contracts it makes, never a built-in's traits")
    func thirdParty() {
        #expect(LayoutTypeFacts.of(ReplicaRow.self) == LayoutTypeFacts() && LayoutTypeFacts.of(PlainRow.self) == LayoutTypeFacts())
        #expect(LayoutContractSet.of(ReplicaRow.self) == [.stack, .reproducesBuiltin])
        #expect(LayoutContractSet.of(PlainRow.self).isEmpty)
        #expect(ObjectIdentifier(LayoutTypeFacts.actingType(of: AnyLayout(ReplicaRow()))) == ObjectIdentifier(ReplicaRow.self))
    }
}
