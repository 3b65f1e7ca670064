@_exported import Plumb
import Testing

/// Checks `layout` with `checker` and records one Swift Testing issue per distinct failure (and
/// per error: a check that could not run as asked is not a pass), each with the full report
/// (property, message, shrunk code, drawing, replay line). Warnings are printed. `layout` is
/// evaluated for every node that shows it, as `LayoutChecker.check(_:)` says.
///
///     @Test func flowLayoutKeepsTheContract() {
///         expectLayoutHolds(MyFlowLayout(spacing: 8))
///     }
@discardableResult
public func expectLayoutHolds<L: Layout>(
    _ layout: @autoclosure @escaping @Sendable () -> L, checker: LayoutChecker? = nil,
    sourceLocation: SourceLocation = #_sourceLocation, function: String = #function
) -> CheckReport {
    record((checker ?? defaultChecker(sourceLocation, function)).check(layout()), sourceLocation)
}

/// Checks the layouts `make` builds from generated parameters, recording one issue per
/// distinct failure.
@discardableResult
public func expectLayoutHolds<L: Layout>(
    checker: LayoutChecker? = nil, sourceLocation: SourceLocation = #_sourceLocation, function: String = #function,
    _ make: @escaping @Sendable (Choices) -> L
) -> CheckReport {
    record((checker ?? defaultChecker(sourceLocation, function)).check(make), sourceLocation)
}

/// A default `LayoutChecker` made for the calling test: its replay lines (and an isolated
/// check's child) rerun that test. Made here, with `LayoutChecker()`'s own defaults, it named
/// this helper instead, and `swift test --filter` on it runs nothing.
private func defaultChecker(_ location: SourceLocation, _ function: String) -> LayoutChecker {
    LayoutChecker(fileID: location.fileID, function: function, line: location.line)
}

/// Records each failure and each error (a check that could not run as asked is not a pass).
private func record(_ report: CheckReport, _ location: SourceLocation) -> CheckReport {
    guard !report.isWorkerStandIn else { return report }  // an isolated child serving another check
    for failure in report.failures {
        Issue.record(Comment(rawValue: failure.report), sourceLocation: location)
    }
    for error in report.errors {
        Issue.record(Comment(rawValue: "Plumb could not check as asked: \(error)"), sourceLocation: location)
    }
    // Warnings are not the layout's fault (a misbehaving child, a call order SwiftUI never
    // uses): shown, never failing the test.
    for warning in report.warnings { print(warning.report) }
    return report
}
