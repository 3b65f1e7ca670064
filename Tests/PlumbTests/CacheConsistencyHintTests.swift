import Foundation
import Testing
@testable import Plumb
import PlumbExamples

@Suite("A cache-consistency failure says why SwiftUI reaches it")
struct CacheConsistencyHintTests {
    @Test("placing by what the last sizing left: the report says SwiftUI may place without sizing again, and what to do")
    func placementHint() throws {
        let report = LayoutChecker(seed: 1, cases: 300).check(BrokenFlowReusesRows())
        let found = try #require(report.failures.first { $0.property == "cache-consistency" }, "\(report)")
        #expect(found.violation.call == "placeSubviews")
        #expect(found.report.contains("may place it for an earlier one without calling sizeThatFits again"), "\(found.report)")
    }

    @Test("each call gets its own explanation")
    func sizingHint() {
        #expect(Campaign.cacheConsistencyHint(call: "sizeThatFits").contains("must not depend on what was asked before"))
        #expect(Campaign.cacheConsistencyHint(call: "sizeThatFits") != Campaign.cacheConsistencyHint(call: "placeSubviews"))
    }
}
