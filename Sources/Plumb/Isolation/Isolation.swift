import Foundation

/// Where cases run: in this process, or in a child process that a trapping or looping layout
/// cannot take down.
///
/// Isolated, cases go to child processes in batches (one child per campaign, or two on a
/// machine with two cores or more: batches alternate between them, so two run at once). On
/// Linux each child is a fork server (`ForkServer`): a forked worker runs the cases and is
/// replaced by another fork after a crash or a hang; elsewhere the child itself is replaced. Hang limits are calibrated
/// from measured case times (`HangLimits`). A trap becomes a failure of property `crash`, a
/// case that does not finish in time a failure of property `hang`; both carry a signature made
/// from the trap message and the site (the first frame of the layout's own code in the child's
/// backtrace), are shrunk through further child runs, saved and reported, and the campaign
/// goes on.
///
/// The child is, by default, the running test binary re-run on the test that asked: it
/// rebuilds the layout with your own code, reaches the same call, and serves cases there
/// instead of running the campaign. Under Swift Testing that works with no set-up as long as
/// the `LayoutChecker(isolation:)` (or, for a `Campaign`, the `.process(...)` value) is made
/// in the `@Test` function itself: that is the call site the child is filtered to and looks
/// for. Under XCTest pass the test's selector: `.process(arguments: ["MyTests.FlowTests/testFlow"])`.
/// From an executable, the child is the same program re-run with the same arguments: it runs
/// its own code again up to the same call, which then serves (so keep side effects that must
/// not happen twice after the check, or pass `launch:`).
public struct Isolation: Sendable {
    /// Whether cases run in a child process.
    public var isIsolated: Bool
    /// The longest one case (and one layout call without progress) may take in the child before
    /// it counts as a hang: seconds of CPU time (so a busy machine does not make slow cases
    /// hangs), or ten times that for a case blocked: neither running nor waiting for a CPU (on
    /// Linux; elsewhere, not running: there a case starved of the CPU that long is stopped too).
    /// nil (the default) calibrates both limits from the case times measured in the run
    /// (`HangLimits`): a hanging layout then costs tens of milliseconds per case, not seconds.
    public var timeout: TimeInterval?
    /// How to start the child; nil re-runs the current test binary on the calling test.
    public var launch: ChildLaunch?
    /// The most resident memory, in bytes, the child may hold while it runs a case; past it the
    /// case is stopped and fails property `memory` (default `defaultMemoryLimit`, 2 GiB:
    /// far above what a layout pass over a few nodes needs, far below the machine).
    public var memoryLimit: UInt64 = Isolation.defaultMemoryLimit

    /// The default `memoryLimit`: 2 GiB.
    public static let defaultMemoryLimit: UInt64 = 2 << 30
    /// How many child processes share a campaign's batches: each batch goes to the next in
    /// turn, so while one child runs a batch the other runs the next (each child is still
    /// started only when first needed, and every other request goes to the first). Default
    /// `defaultChildren`; 1 keeps a check to one core.
    public var children: Int = Isolation.defaultChildren
    /// The default `children`: 2 on a machine with at least two cores, else 1.
    public static let defaultChildren = min(2, max(1, ProcessInfo.processInfo.activeProcessorCount))
    /// Where the isolated run was asked for: names the test to re-run and the call that serves.
    public var site: CallSite?

    /// Cases run in this process: fastest, but a trap or an endless loop stops everything.
    public static let none = Isolation(isIsolated: false, timeout: nil, launch: nil, site: nil)

    /// Cases run in a child process with calibrated timeouts.
    public static let process = Isolation(isIsolated: true, timeout: nil, launch: nil, site: nil)

    /// Cases run in a child process, each within `timeout` seconds (nil: calibrated). `arguments`
    /// replace the test binary's arguments for the child (for XCTest: the test's `Module.Class/method`).
    public static func process(timeout: TimeInterval? = nil, arguments: [String]? = nil,
                               fileID: String = #fileID, function: String = #function, line: Int = #line) -> Isolation {
        Isolation(isIsolated: true, timeout: timeout,
                  launch: arguments.map { ChildLaunch(executable: ChildLaunch.currentExecutable, arguments: $0) },
                  site: CallSite.here(fileID: fileID, function: function, line: line))
    }

    /// Cases run in the child `launch` starts (a program that serves cases with `WorkerService`).
    public static func process(timeout: TimeInterval? = nil, launch: ChildLaunch) -> Isolation {
        Isolation(isIsolated: true, timeout: timeout, launch: launch, site: nil)
    }

    /// This isolation, with `site` as where it was asked for if it does not know yet.
    public func asked(at site: CallSite) -> Isolation {
        var copy = self
        if copy.site == nil { copy.site = site }
        return copy
    }

    /// The executor for an isolated run asked for with this isolation, told apart from others
    /// at its site by `fingerprint`. In the child started for this very call, serves cases with
    /// `runner` and exits; in a child serving some other call, nil (that call runs nothing and
    /// starts no children of its own).
    @_spi(Engine) public func executor(fingerprint: String, serving runner: CaseRunner, generator: Generator? = nil) throws -> IsolatedExecutor? {
        let (launch, identity) = try resolvedLaunch(fingerprint: fingerprint)
        WorkerService.serveIfAsked(identity: identity, runner: runner, generator: generator)
        if WorkerService.isWorkerProcess { return nil }
        return IsolatedExecutor(launch: launch, identity: identity, timeout: timeout, memoryLimit: memoryLimit, children: children)
    }

    /// The child launch and the identity its serving call must have.
    func resolvedLaunch(fingerprint: String) throws -> (launch: ChildLaunch, identity: String) {
        let identity = (site.map { "\($0.fileID):\($0.line)" } ?? "") + " " + fingerprint
        if let launch { return (launch, identity) }
        guard let site else { throw IsolationError.noSite }
        return (try ChildLaunch.testBinary(rerunning: site), identity)
    }
}

/// Where in the source an isolated run was asked for.
public struct CallSite: Sendable, Hashable {
    /// `#fileID`: "Module/File.swift".
    public let fileID: String
    /// `#function`: the test function's name, "flowLayout()".
    public let function: String
    public let line: Int
    /// The module of the test to rerun, which differs from `fileID`'s when a helper in a shared
    /// test-support module made the call (nil: `fileID`'s).
    public let testModule: String?
    /// The `#fileID` of the test to rerun, which differs from `fileID` when a helper in another
    /// file made the call (nil: `fileID`).
    public let testFileID: String?

    public init(fileID: String, function: String, line: Int, testModule: String? = nil, testFileID: String? = nil) {
        self.fileID = fileID; self.function = function; self.line = line
        self.testModule = testModule ?? testFileID.map(Self.module(of:)); self.testFileID = testFileID
    }

    /// The site of a call at `fileID`, `function`, `line`, naming as the test to rerun the Swift
    /// Testing test that is running: `function` (and `fileID`'s file and module) are a helper's
    /// when a helper the test calls made the call. The call itself is still found by file and line.
    static func here(fileID: String, function: String, line: Int) -> CallSite {
        let test = RunningTest.current
        return CallSite(fileID: fileID, function: test?.name ?? function, line: line, testFileID: test?.fileID)
    }

    /// The module of a `#fileID` ("Module/File.swift").
    static func module(of fileID: String) -> String { fileID.split(separator: "/").first.map(String.init) ?? fileID }

    /// A `swift test --filter` pattern for the test this site is in: its module, then the
    /// function's name (Swift Testing's and XCTest's test names both have this shape).
    public var testFilter: String {
        let module = testModule ?? Self.module(of: fileID)
        let name = function.split(separator: "(").first.map(String.init) ?? function
        return NSRegularExpression.escapedPattern(for: module) + "\\..*" + NSRegularExpression.escapedPattern(for: name)
    }
}

/// How to start a child process that serves cases.
public struct ChildLaunch: Sendable, Hashable {
    public var executable: String
    public var arguments: [String]
    /// Added to (and overriding) the parent's environment.
    public var environment: [String: String]

    public init(executable: String, arguments: [String], environment: [String: String] = [:]) {
        self.executable = executable; self.arguments = arguments; self.environment = environment
    }

    /// The running program's executable (its path as started: Linux marks the link of a file
    /// replaced or deleted since with " (deleted)", which is dropped).
    public static var currentExecutable: String {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return withoutDeletedMark(path) }
        #endif
        return Bundle.main.executablePath ?? CommandLine.arguments[0]
    }

    /// `path` without the " (deleted)" Linux appends to the /proc link of a program whose file
    /// was replaced or deleted since it started.
    static func withoutDeletedMark(_ path: String) -> String {
        let deleted = " (deleted)"
        return path.hasSuffix(deleted) ? String(path.dropLast(deleted.count)) : path
    }

    /// The running Swift Testing binary, filtered to the test `site` names: a test function
    /// named `site.function`, declared in the running test's file and module (a helper making
    /// the call may be in another file or module). Any other program (an executable calling
    /// `LayoutChecker`) is re-run with its own arguments.
    /// Whether the running program is a test binary (Swift Testing's or XCTest's), not a
    /// program of the user's own.
    static var runsTestBinary: Bool { CommandLine.arguments.contains("swift-testing") || currentExecutable.hasSuffix(".xctest") }

    static func testBinary(rerunning site: CallSite) throws -> ChildLaunch {
        let arguments = CommandLine.arguments
        guard runsTestBinary else {
            // A program of the user's own: re-run it as it was started. It runs its own code
            // again up to the same call, which then serves instead of checking.
            return ChildLaunch(executable: currentExecutable, arguments: Array(arguments.dropFirst()))
        }
        let parts = site.fileID.split(separator: "/", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { throw IsolationError.noSite }
        // An XCTest test (not a Swift Testing one) is named by its class, which no call site
        // carries: the child could only fail to find it.
        if !arguments.contains("swift-testing") && RunningTest.current == nil {
            throw IsolationError.underXCTest(module: parts[0], function: site.function)
        }
        // The running test's file and module, which a helper's call site is not.
        let (module, file) = (site.testModule ?? parts[0], site.testFileID ?? parts[1])
        // Swift Testing matches --filter against "Module.Suite/function()/File.swift:line:column"
        // (no suite for a free function, several for nested suites).
        let filter = "^" + NSRegularExpression.escapedPattern(for: module) + "\\.(.*/)?"
            + NSRegularExpression.escapedPattern(for: site.function) + "/"
            + NSRegularExpression.escapedPattern(for: (file as NSString).lastPathComponent) + ":"
        return ChildLaunch(executable: currentExecutable, arguments: ["--testing-library", "swift-testing", "--filter", filter])
    }
}

/// Why an isolated run could not start.
public enum IsolationError: Error, CustomStringConvertible, Sendable {
    /// The isolation does not know which test to re-run.
    case noSite
    /// Asked for in an XCTest test without saying which test method the child re-runs.
    case underXCTest(module: String, function: String)
    /// The child exited or stopped answering before it served a case.
    case childDidNotStart(launch: ChildLaunch, identity: String, output: String)
    /// The child answered something that is not the protocol.
    case protocolViolation(String)
    /// The operating system would not start the child's executable (`reason`: why).
    case childCouldNotStart(executable: String, reason: String)

    public var description: String {
        switch self {
        case .noSite:
            return "isolation: .process does not know which test to re-run; use Isolation.process() in the test function, or pass launch:"
        case .underXCTest(let module, let function):
            let method = function.split(separator: "(").first.map(String.init) ?? function
            return "isolation: .process re-runs the calling test in a child, and under XCTest it cannot tell which test method that is "
                + "(a Swift Testing test it finds itself): name it, isolation: .process(arguments: [\"\(module).YourTestCase/\(method)\"])"
        case .childDidNotStart(let launch, let identity, let output):
            return "the isolated child (\(([launch.executable] + launch.arguments).joined(separator: " "))) never reached the call "
                + "'\(identity)' that serves cases. The child re-runs the test that made the checker and must reach the same call: "
                + "a test whose calls differ from run to run, or an XCTest test named wrongly in .process(arguments:), does not. "
                + "Its output ended:\n"
                + output.suffix(1500)
        case .protocolViolation(let what):
            return "the isolated child broke the protocol: \(what)"
        case .childCouldNotStart(let executable, let reason):
            return "could not start the isolated child \(executable): \(reason); no case can run isolated, so the run stops here"
        }
    }
}
