import Foundation
import Testing
@testable import Plumb
import PlumbExamples
import PlumbUI

@Suite("An isolated check made by a helper, or twice at one line, runs in a child as the checker that asked")
struct IsolatedHelperTests {
    @Test("a helper in another file makes the isolated checker: the child reruns this test, not a test in the helper's file")
    func helperInAnotherFile() {
        let report = IsolatedCheckHelper.checkIsolated(seed: 2, cases: 40, BrokenTrapsOnUnspecifiedProposal())
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.cases == 40 && report.failures.contains { $0.property == "crash" }, "\(report)")
    }

    @Test("two checks of one layout at one line with other properties: each child serves its own checker, so the second finds what the first does not check")
    func loopAtOneLine() {
        // The same call (helper, line) twice: first with one property the broken stack keeps,
        // then with all. A child serving the first checker for the second call would pass it.
        var reports: [CheckReport] = []
        for properties in [[LayoutProperty.finiteGeometry], PropertyCatalog.all] {
            reports.append(IsolatedCheckHelper.checkIsolated(seed: 4, cases: 60, properties: properties, BrokenStackSkipsLastSubview()))
        }
        #expect(reports.allSatisfy { $0.errors.isEmpty }, "\(reports.map(\.errors))")
        #expect(reports[0].passed, "\(reports[0])")
        #expect(!reports[1].failures.isEmpty, "the second check was served by the first checker: \(reports[1])")
    }
}
