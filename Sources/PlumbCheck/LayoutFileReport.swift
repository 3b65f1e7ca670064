import Foundation

/// What `plumb check` found for one layout, as its runner writes it and `--json` prints it.
public struct LayoutFileReport: Codable, Equatable, Sendable {
    /// The layout's name as declared (`TagFlow`, `Outer.TagFlow`).
    public var name: String
    /// The file that declares it, as the user named it, and the declaration's line.
    public var file: String
    public var line: Int
    /// How many cases ran (0 when it was not checked).
    public var cases: Int
    public var seed: UInt64
    /// The layout's own faults, shrunk.
    public var failures: [Finding]
    /// Findings that are not the layout's fault (a misbehaving subview, a call order SwiftUI
    /// never uses): reported, never failing the check.
    public var warnings: [Finding]
    /// Why the layout was not checked, or not fully (it did not compile, could not be built,
    /// a case could not run…): any error means it was not shown to hold.
    public var errors: [String]
    /// Notes on what was checked (value keys kept at their default, how the layout was built).
    public var notes: [String]

    public init(name: String, file: String, line: Int, cases: Int = 0, seed: UInt64 = 1, failures: [Finding] = [],
                warnings: [Finding] = [], errors: [String] = [], notes: [String] = []) {
        self.name = name; self.file = file; self.line = line; self.cases = cases; self.seed = seed
        self.failures = failures; self.warnings = warnings; self.errors = errors; self.notes = notes
    }

    /// One failure or warning.
    public struct Finding: Codable, Equatable, Sendable {
        /// The property id (`inside-bounds`…).
        public var property: String
        /// What was wrong, where (one paragraph).
        public var message: String
        /// The shrunk case as Swift code that compiles beside the layout.
        public var swiftCode: String
        /// The command that reruns this very case.
        public var replay: String
        /// The whole report: statement, message, blame or hint, code, drawing, replay.
        public var report: String
        /// For a warning: whose fault it is.
        public var blame: String?

        public init(property: String, message: String, swiftCode: String, replay: String, report: String, blame: String? = nil) {
            self.property = property; self.message = message; self.swiftCode = swiftCode; self.replay = replay
            self.report = report; self.blame = blame
        }
    }

    /// Whether it ran cases, broke nothing and met no error.
    public var holds: Bool { failures.isEmpty && errors.isEmpty && cases > 0 }
}
