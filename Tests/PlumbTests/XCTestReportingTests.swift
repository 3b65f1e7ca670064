import Foundation
import XCTest
import PlumbExamples
import PlumbTesting

/// `expectLayoutHolds` called from an XCTest test: Swift Testing drops issues recorded outside
/// its own tests, so without its XCTest path a broken layout passed there silently.
final class XCTestReportingTests: XCTestCase {
    /// Failures recorded while `capturing` is set, kept instead of failing this test.
    private var captured: [String] = []
    private var capturing = false

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if capturing { captured.append(description) } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testABrokenLayoutFailsAnXCTestTest() {
        capturing = true
        let report = expectLayoutHolds(BrokenStackSkipsLastSubview(), checker: LayoutChecker(seed: 1, cases: 100, function: "testABrokenLayoutFailsAnXCTestTest()"))
        capturing = false
        XCTAssertFalse(report.failures.isEmpty)
        XCTAssertEqual(captured.count, report.failures.count, "one XCTest failure per distinct failure")
        XCTAssertTrue(captured.contains { $0.contains("placed-once") && $0.contains("replay: PLUMB_REPLAY=") }, "\(captured)")
    }

    func testACheckThatCouldNotRunFailsAnXCTestTest() {
        capturing = true
        let report = expectLayoutHolds(FlowLayout(spacing: 4), checker: LayoutChecker(seed: 1, cases: 0))
        capturing = false
        XCTAssertFalse(report.passed)
        XCTAssertTrue(captured.contains { $0.contains("Plumb could not check as asked: asked for 0 cases") }, "\(captured)")
    }

    func testACorrectLayoutRecordsNothing() {
        capturing = true
        let report = expectLayoutHolds(FlowLayout(spacing: 4), checker: LayoutChecker(seed: 1, cases: 100))
        capturing = false
        XCTAssertTrue(report.passed)
        XCTAssertEqual(captured, [])
    }

    func testIsolationWithoutTheTestsNameIsAnErrorThatSaysHowToNameIt() {
        let report = LayoutChecker(seed: 1, cases: 20, isolation: .process).check(BrokenStackSkipsLastSubview())
        XCTAssertFalse(report.passed)
        XCTAssertTrue(report.errors.contains { $0.contains("under XCTest it cannot tell which test method")
            && $0.contains(#"PlumbTests.YourTestCase/testIsolationWithoutTheTestsNameIsAnErrorThatSaysHowToNameIt"#) }, "\(report.errors)")
    }

    func testIsolationNamingTheTestRunsItsCasesInAChild() {
        let isolation = Isolation.process(arguments: ["PlumbTests.XCTestReportingTests/testIsolationNamingTheTestRunsItsCasesInAChild"])
        let report = LayoutChecker(seed: 1, cases: 100, isolation: isolation).check(BrokenStackSkipsLastSubview())
        XCTAssertEqual(report.errors, [])
        XCTAssertTrue(report.failures.contains { $0.property == "placed-once" }, "\(report)")
    }
}
