import Foundation
import Testing
@testable import Plumb
@_spi(Engine) import PlumbUI

@Suite("A layout value the layout reads but the checker never varies is an error, not a silent pass")
struct UndeclaredValueKeyTests {
    @Test("WeightedRow reads Weight: unchecked, every case has the default weight and its overflow goes unseen; the report says so")
    func undeclaredKeyIsAnError() {
        let report = LayoutChecker(seed: 5, cases: 300).check(WeightedRow(gap: 4, columns: 2))
        #expect(!report.passed)
        #expect(report.errors.contains { $0.contains("reads the layout value Weight") && $0.contains("valueKeys") }, "\(report.errors)")
        #expect(report.failures.isEmpty, "with the default weight the row is sound: \(report)")
    }

    @Test("declared, the key's values are generated: no such error, and the overflow at other weights is found")
    func declaredKeyIsChecked() {
        var checker = LayoutChecker(seed: 5, cases: 300)
        checker.valueKeys = [.key(WeightedRow.Weight.self, in: 0.5...3)]
        let report = checker.check(WeightedRow(gap: 4, columns: 2))
        #expect(!report.errors.contains { $0.contains("reads the layout value") }, "\(report.errors)")
        #expect(report.failures.contains { $0.property == "inside-bounds" || $0.property == "size-agreement" }, "\(report)")
    }

    @Test("PlumbUI's own keys, read by a GridLayout the layout hands its work to, are not the layout's to declare")
    func builtinKeysAreNotReported() {
        let snapshot = LayoutHost(size: CGSize(width: 100, height: 100)).layout(HandsItsWorkTo(builtin: GridLayout()) { Color.red; Color.blue }, proposal: .unspecified, at: .zero)
        #expect(!snapshot.nodes[0].valueKeysRead.isEmpty, "the grid read no key: this test checks nothing")
        let report = LayoutChecker(seed: 1, cases: 200).check(HandsItsWorkTo(builtin: GridLayout()))
        #expect(!report.errors.contains { $0.contains("reads the layout value") }, "\(report.errors)")
    }
}
