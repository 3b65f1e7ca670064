import Foundation
@_spi(Engine) import PlumbUI
import Testing
@testable import Plumb

// Deliberately broken fixtures whose printed cases could not be read off their stored
// properties: a custom initializer over private state, and a value key whose values are enum
// cases with payloads.

/// How wide `BrokenPinnedRow` makes a subview.
enum PinnedWidth: Equatable, Sendable {
    case natural
    case pinned(points: CGFloat)
}

struct PinnedWidthKey: LayoutValueKey {
    static let defaultValue = PinnedWidth.natural
}

/// A row whose `justified:` initializer fills private state. Broken: a subview pinned to a
/// width is placed that wide whatever the row reported, so it reaches past the bounds.
struct BrokenPinnedRow: Layout {
    private let spreads: Bool
    init(justified: Bool) { spreads = justified }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        MyFlowLayout().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)  // its subviews' ideal sizes in a row
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            var width = subview.sizeThatFits(.unspecified).width
            if case .pinned(let points) = subview[PinnedWidthKey.self] { width = points }
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: nil))
            x += width
        }
    }
}

@Suite("A printed case builds the layout as its call did, and its values as Swift")
struct CallSitePrintingTests {
    @Test("a layout with a custom initializer over private state prints as the call, and the printed case fails again")
    func customInitializer() throws {
        var checker = LayoutChecker(seed: 1, cases: 300)
        checker.valueKeys = [.key(PinnedWidthKey.self, values: [.natural, .pinned(points: 500)])]
        checker.realisticParents = false
        let report = checker.check(BrokenPinnedRow(justified: true))
        let failure = try #require(report.failures.first { $0.property == "inside-bounds" }, "\(report)")
        #expect(failure.swiftCode.hasPrefix("BrokenPinnedRow(justified: true) {"), "\(failure.swiftCode)")
        #expect(failure.swiftCode.contains(".layoutValue(key: PinnedWidthKey.self, value: .pinned(points: 500))"), "\(failure.swiftCode)")
        // The printed shape, written here as code: it compiles, and it breaks the property.
        let printed = BrokenPinnedRow(justified: true) {
            Color.blue
                .layoutValue(key: PinnedWidthKey.self, value: .pinned(points: 500))
        }
        let snapshot = LayoutHost(size: CGSize(width: 400, height: 400)).layout(printed, proposal: .unspecified, at: CGPoint(x: 13, y: 7))
        let violations = PropertyChecker().check(snapshot) { $0.kind == "BrokenPinnedRow" }.violations
        #expect(violations.contains { $0.property == "inside-bounds" })
    }

    @Test("an expression naming a variable is not printed as written; literals, labels, members and types are")
    func standsAlone() {
        #expect(CallSiteExpression.standsAlone("TagCloud(spacing: 8, alignment: .leading, tint: Color.red, on: true)"))
        #expect(CallSiteExpression.standsAlone("Flow(spacing: 1e3, name: \"a b\")"))
        #expect(!CallSiteExpression.standsAlone("TagCloud(spacing: s)"))
        #expect(!CallSiteExpression.standsAlone("TagCloud(spacing: compute())"))
    }

    @Test("payload enum cases print as Swift")
    func payloadCases() {
        #expect(SwiftLiteral.expression(PinnedWidth.pinned(points: 12.5)) == ".pinned(points: 12.5)")
        #expect(SwiftLiteral.expression(PinnedWidth.natural) == ".natural")
    }
}

/// Holds a nested struct, as a layout's value types often are.
enum Metrics {
    struct Gap: Equatable { var points: Double }
}

extension CallSitePrintingTests {
    @Test("a nested struct prints with the types it is nested in, not the module")
    func nestedStruct() {
        #expect(SwiftLiteral.expression(Metrics.Gap(points: 4)) == "Metrics.Gap(points: 4)")
        #expect(SwiftLiteral.expression(UnitPoint(x: 1, y: 0)) == "UnitPoint(x: 1, y: 0)")
    }
}

/// A value key whose values are closures: no printed case can spell one.
struct ScaleKey: LayoutValueKey {
    static let defaultValue: @Sendable (CGFloat) -> CGFloat = { $0 }
}

extension CallSitePrintingTests {
    @Test("a value key whose values have no Swift form is an error unless it says how to print them")
    func closureValuesNeedASource() {
        var checker = LayoutChecker(seed: 1, cases: 20)
        checker.valueKeys = [.key(ScaleKey.self, values: [{ $0 }, { $0 * 2 }])]
        let report = checker.check(BrokenPinnedRow(justified: true))
        #expect(!report.passed && report.cases == 0)
        #expect(report.errors.contains { $0.contains("a value of ScaleKey") && $0.contains("pass source:") }, "\(report.errors)")
        checker.valueKeys = [.key(ScaleKey.self, values: [{ $0 }, { $0 * 2 }], source: { $0(1) == 1 ? "{ $0 }" : "{ $0 * 2 }" })]
        #expect(checker.check(BrokenPinnedRow(justified: true)).cases > 0)
    }
}
