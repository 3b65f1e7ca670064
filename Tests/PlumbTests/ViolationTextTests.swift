import Foundation
import Testing
@_spi(Engine) import PlumbUI
@_spi(Engine) @testable import PlumbProperties

/// Violations write the text of the busiest properties only when it is read; saving, comparing
/// and reporting must not tell the difference.
@Suite("Violation text")
struct ViolationTextTests {
    /// A violation with every stored field set.
    static var everyFieldSet: Violation {
        var v = Violation(property: "inside-bounds", path: [0, 2], kindPath: "HStack/frame", subview: 1, call: "placeSubviews",
                          expected: "within (0, 0, 10×10)", actual: "(0, 0, 12×10)", tolerance: 0.001,
                          frame: CGRect(x: 0, y: 0, width: 12, height: 10), region: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.childProposal = ProposedViewSize(width: 10, height: nil)
        v.childProposedHeight = 4
        v.needsPedanticOrder = true
        v.isInferred = true
        v.variant = "after a resize"
        v.childExceedsItsProposal = true
        v.otherSubview = 0
        v.oversizedSubviews = [1]
        v.pixelSnapScale = 2
        v.pixelSnapRoundsSize = false
        v.fitsInBoundsGrownByRounding = true
        v.hungCall = try! JSONDecoder().decode(LayoutCallTracker.Frame.self,
                                               from: Data(#"{"call": "sizeThatFits", "kind": "HStack", "width": 3, "bounds": [0, 0, 1, 1]}"#.utf8))
        return v
    }

    @Test("every stored field is saved, the text fields under their public names, and read back equal")
    func everyFieldRoundTrips() throws {
        let v = Self.everyFieldSet
        let stored = Mirror(reflecting: v).children.compactMap(\.label)
        // A field left nil here would be left out of the JSON unnoticed: the fixture sets them all.
        for child in Mirror(reflecting: v).children {
            let value = Mirror(reflecting: child.value)
            #expect(value.displayStyle != .optional || !value.children.isEmpty, "set \(child.label ?? "?") in the fixture")
        }
        let data = try JSONEncoder().encode(v)
        let keys = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]).keys
        #expect(Set(keys) == Set(stored.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 }))
        #expect(keys.contains("expected") && keys.contains("actual") && keys.contains("kindPath"))
        #expect(try JSONDecoder().decode(Violation.self, from: data) == v)
    }

    @Test("deferred text reads, compares, hashes and saves as the text it writes; appending keeps it deferred")
    func deferredTextActsAsItsString() throws {
        let written = Self.everyFieldSet
        var deferred = Violation(property: written.property, path: written.path, kindPath: ViolationText(deferred: { "HStack/frame" }),
                                 subview: written.subview, call: written.call, expected: ViolationText(deferred: { "within (0, 0, 10×10)" }),
                                 actual: ViolationText(deferred: { "(0, 0, 12" }), tolerance: written.tolerance,
                                 frame: written.frame, region: written.region)
        deferred.appendToActual { "×10)" }
        deferred.childProposal = written.childProposal
        deferred.childProposedHeight = 4
        deferred.needsPedanticOrder = true; deferred.childExceedsItsProposal = true; deferred.otherSubview = 0
        deferred.oversizedSubviews = [1]; deferred.pixelSnapScale = 2; deferred.pixelSnapRoundsSize = false
        deferred.fitsInBoundsGrownByRounding = true; deferred.hungCall = written.hungCall
        deferred.isInferred = written.isInferred; deferred.variant = written.variant
        #expect(deferred.actual == "(0, 0, 12×10)")
        #expect(deferred == written && deferred.hashValue == written.hashValue)
        #expect(deferred.withTextWritten == written)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(try encoder.encode(deferred) == encoder.encode(written))
        #expect(deferred.description == written.description)
    }
}
