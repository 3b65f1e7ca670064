import Foundation
#if canImport(Testing)
import Testing
#endif

/// The Swift Testing test whose code is running, if any: what a replay line and an isolated
/// check's child must rerun. A checker made in a helper function the test calls would
/// otherwise name the helper, and `swift test --filter` on a helper runs nothing.
enum RunningTest {
    /// The running test function's name ("flowLayout()") and its `#fileID`, or nil outside a
    /// Swift Testing test (XCTest, the command line).
    static var current: (name: String, fileID: String)? {
        #if canImport(Testing)
        return Test.current.map { ($0.name, $0.sourceLocation.fileID) }
        #else
        return nil
        #endif
    }
}
