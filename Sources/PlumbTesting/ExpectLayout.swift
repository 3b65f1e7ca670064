@_exported import Plumb
import Foundation
@_exported import Testing
import XCTest

/// Checks `layout` with `checker` and records one Swift Testing issue per distinct failure (and
/// per error: a check that could not run as asked is not a pass), each with the full report
/// (property, message, shrunk code, drawing, replay line). Warnings are printed. `layout` is
/// evaluated for every node that shows it, as `LayoutChecker.check(_:)` says. Called from an
/// XCTest test, it records XCTest failures too (Swift Testing drops issues recorded outside
/// its own tests, which would let the test pass).
///
///     @Test func flowLayoutKeepsTheContract() {
///         expectLayoutHolds(MyFlowLayout(spacing: 8))
///     }
@discardableResult
public func expectLayoutHolds<L: Layout>(
    _ layout: @autoclosure @escaping @Sendable () -> L, checker: LayoutChecker? = nil,
    sourceLocation: SourceLocation = #_sourceLocation, function: String = #function,
    file: StaticString = #filePath, line: UInt = #line
) -> CheckReport {
    let checker = checker ?? defaultChecker(sourceLocation, function)
    return record(checker.check(layout(), sourceFile: "\(file)", sourceLine: Int(line)), sourceLocation, file: file, line: line)
}

/// Checks the layouts `make` builds from generated parameters, recording one issue per
/// distinct failure.
@discardableResult
public func expectLayoutHolds<L: Layout>(
    checker: LayoutChecker? = nil, sourceLocation: SourceLocation = #_sourceLocation, function: String = #function,
    file: StaticString = #filePath, line: UInt = #line,
    _ make: @escaping @Sendable (Choices) -> L
) -> CheckReport {
    record((checker ?? defaultChecker(sourceLocation, function)).check(make), sourceLocation, file: file, line: line)
}

/// A default `LayoutChecker` made for the calling test: its replay lines (and an isolated
/// check's child) rerun that test. Made here, with `LayoutChecker()`'s own defaults, it named
/// this helper instead, and `swift test --filter` on it runs nothing.
private func defaultChecker(_ location: SourceLocation, _ function: String) -> LayoutChecker {
    LayoutChecker(fileID: location.fileID, function: function, line: location.line)
}

/// Records each failure and each error (a check that could not run as asked is not a pass):
/// as Swift Testing issues inside a Swift Testing test. Outside one (no current test), as both:
/// an XCTest test is failed only by an XCTest failure, and a Swift Testing run by an issue
/// recorded from a task detached from its test (which fails the run); each is ignored where it
/// does not apply. Written to standard error too, for a caller outside any test.
private func record(_ report: CheckReport, _ location: SourceLocation, file: StaticString, line: UInt) -> CheckReport {
    guard !report.isWorkerStandIn else { return report }  // an isolated child serving another check
    let problems = report.failures.map(\.report) + report.errors.map { "Plumb could not check as asked: \($0)" }
    let inSwiftTestingTest = Test.current != nil
    for problem in problems {
        Issue.record(Comment(rawValue: problem), sourceLocation: location)
        if !inSwiftTestingTest {
            FileHandle.standardError.write(Data((problem + "\n").utf8))
            XCTFail(problem, file: file, line: line)
        }
    }
    // Warnings are not the layout's fault (a misbehaving child, a call order SwiftUI never
    // uses): shown one line each, never failing the test.
    for warning in report.warnings { print(warning.summaryLine) }
    // A waiver excuses silently: how far each reached is shown.
    if let reach = report.waiverReach { print(reach.summary) }
    return report
}
