import Foundation
import PlumbProperties

/// Runs a campaign's cases: in this process, or in an isolated child.
protocol CaseExecutor: AnyObject {
    /// The violations `c` has under `runner` (a crash or hang is one too, when isolated).
    func violations(_ c: Case, runner: CaseRunner) throws -> [Violation]
    /// `c` materialized and drawn, the node at `highlight` marked; `c` and a note if it cannot be.
    func presentation(_ c: Case, runner: CaseRunner, highlight: [Int]?) -> (materialized: Case, drawing: String)
    /// Ends any child process.
    func finish()
}

/// Runs cases in this process.
final class InProcessExecutor: CaseExecutor {
    func violations(_ c: Case, runner: CaseRunner) throws -> [Violation] { try runner.run(c).result.violations }

    func presentation(_ c: Case, runner: CaseRunner, highlight: [Int]?) -> (materialized: Case, drawing: String) {
        (try? runner.presentation(c, highlight: highlight)) ?? (c, "")
    }

    func finish() {}
}

/// Runs cases in a child process, one request at a time, starting a new child after each crash
/// or hang.
@_spi(Engine) public final class IsolatedExecutor: CaseExecutor {
    let launch: ChildLaunch
    let identity: String
    let timeout: TimeInterval
    /// The most resident memory a child may hold while it runs a case, in bytes.
    let memoryLimit: UInt64
    /// How long a child may take to start and reach its serving call.
    var startupTimeout: TimeInterval = 120
    /// How long a stopped child may take to print its backtrace and exit.
    var backtraceGrace: TimeInterval = 10
    private var child: ChildProcess?
    /// Children started (the first, and one after each crash or hang).
    private(set) var childrenStarted = 0

    /// An executor whose children `launch` starts; they must greet with `identity`.
    public init(launch: ChildLaunch, identity: String, timeout: TimeInterval, memoryLimit: UInt64 = Isolation.defaultMemoryLimit) {
        self.launch = launch; self.identity = identity; self.timeout = timeout; self.memoryLimit = memoryLimit
    }

    deinit { finish() }

    /// The violations `c` has under `runner`, checked in the child; a trap or hang is one.
    public func violations(_ c: Case, runner: CaseRunner) throws -> [Violation] {
        switch try send(.init(operation: .run, case: c, originX: runner.origin.x, originY: runner.origin.y, onlyKind: runner.onlyKind)) {
        case .answered(let response):
            if let error = response.error { throw WorkerCaseError(description: error) }
            return response.violations ?? []
        case .died(let violation):
            return [violation]
        }
    }

    func presentation(_ c: Case, runner: CaseRunner, highlight: [Int]?) -> (materialized: Case, drawing: String) {
        let request = WorkerProtocol.Request(operation: .present, case: c, originX: runner.origin.x, originY: runner.origin.y,
                                             onlyKind: runner.onlyKind, highlight: highlight)
        switch try? send(request) {
        case .answered(let response)?:
            return (response.materialized ?? c, response.drawing ?? "")
        case .died(let v)?:
            return (c, ChildFailure.notDrawn(v.property))
        case nil:
            return (c, "")
        }
    }

    /// Lets the child exit (or kills it).
    public func finish() {
        guard let child else { return }
        child.closeSocket()
        if child.waitForExit(seconds: 2) == nil { child.terminate() }
        self.child = nil
    }

    /// What a request came to.
    enum Outcome {
        case answered(WorkerProtocol.Response)
        /// The child trapped or hung on it: the violation that is.
        case died(Violation)
    }

    private func send(_ request: WorkerProtocol.Request) throws -> Outcome {
        let line = try WorkerProtocol.encode(request)
        var child = try running()
        child.clearOutput()
        if !child.send(line) {  // it died between cases: start another and try once more
            self.child = nil
            child = try running()
            guard child.send(line) else { throw IsolationError.protocolViolation("the child closed its socket before a request") }
        }
        // The child's own watchdog stops the case at `timeout` of CPU time (or ten times that
        // of wall-clock time) and says so; this deadline is the backstop for a child too
        // wedged to do that.
        let backstop = timeout * WorkerService.Watchdog.wallClockFactor + backtraceGrace
        switch child.readLine(until: Date().addingTimeInterval(backstop)) {
        case .line(WorkerProtocol.hangMarker):
            return .died(ended(child, .hung))
        case .line(WorkerProtocol.memoryMarker):
            return .died(ended(child, .exhaustedMemory(limit: memoryLimit)))
        case .line(let answer):
            do { return .answered(try WorkerProtocol.decode(WorkerProtocol.Response.self, answer)) } catch {
                throw IsolationError.protocolViolation("unreadable answer \(answer.prefix(200)): \(error)")
            }
        case .closed:
            return .died(ended(child, .crashed))
        case .timedOut:
            return .died(ended(child, .hung))
        }
    }

    /// The violation the child's end means; the child is reaped and forgotten.
    private func ended(_ child: ChildProcess, _ death: ChildFailure.Death) -> Violation {
        let stopped: Bool
        if case .crashed = death { stopped = false } else { stopped = true }
        // A trapped child dies once its backtrace is printed. A stopped loop does not: the
        // backtracer returns from the asynchronous abort and the loop goes on, so it is killed
        // as soon as the backtrace is complete.
        let deadline = Date().addingTimeInterval(backtraceGrace)
        while child.waitForExit(seconds: 0.01) == nil && Date() < deadline {
            if stopped && child.output.contains("Backtrace took") { break }
        }
        child.terminate()
        if ProcessInfo.processInfo.environment["PLUMB_SHOW_CHILD_OUTPUT"] != nil {  // to see what the site was read from
            FileHandle.standardError.write(Data("── output of the child that ended (\(death)) ──\n\(child.output)\n".utf8))
        }
        let violation = ChildFailure.violation(death, timeout: timeout, output: child.output,
                                               status: ChildProcess.describe(status: child.exitStatus ?? 0))
        self.child = nil
        return violation
    }

    /// The running child, started (and greeted) if need be.
    private func running() throws -> ChildProcess {
        if let child { return child }
        let started = try ChildProcess(launch, extraEnvironment: [
            WorkerProtocol.identityVariable: identity,
            WorkerProtocol.timeoutVariable: String(timeout),
            WorkerProtocol.memoryLimitVariable: String(memoryLimit),
            "SWIFT_BACKTRACE": WorkerProtocol.backtraceSettings,
        ].merging(launch.environment) { $1 })
        childrenStarted += 1
        guard case .line(let hello) = started.readLine(until: Date().addingTimeInterval(startupTimeout)),
              hello == WorkerProtocol.hello(identity) else {
            started.terminate()
            throw IsolationError.childDidNotStart(launch: launch, identity: identity, output: started.output)
        }
        child = started
        return started
    }
}

/// A case the child could run no further (a thrown error, not a trap).
struct WorkerCaseError: Error, CustomStringConvertible {
    let description: String
}
