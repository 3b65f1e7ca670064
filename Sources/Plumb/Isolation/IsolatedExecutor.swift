import Foundation
import PlumbProperties

/// Runs cases in child processes: batches in turn on each of its lanes (a child each, started
/// when first needed, so a long check uses two cores when there are two), every other request
/// on the first; a new child after a child's crash or hang.
@_spi(Engine) public final class IsolatedExecutor: CaseExecutor {
    let launch: ChildLaunch
    let identity: String
    /// The explicit per-case timeout; nil calibrates it (`HangLimits`).
    let timeout: TimeInterval?
    /// The most resident memory a child may hold while it runs a case, in bytes.
    let memoryLimit: UInt64
    /// How long a child may take to start and reach its serving call.
    var startupTimeout: TimeInterval = 120
    /// How long a trapped or stopped child may take to print its backtrace and exit.
    var backtraceGrace = HangLimits.backtraceGrace
    /// Children started (the first of each lane, and one after each crash or hang of a child
    /// that serves in itself).
    var childrenStarted = 0

    /// The children, each started when first needed (`IsolatedExecutor+Lanes`).
    let lanes: [Lane]

    /// An executor whose children `launch` starts; they must greet with `identity`. Batches are
    /// shared among up to `children` children.
    public init(launch: ChildLaunch, identity: String, timeout: TimeInterval?, memoryLimit: UInt64 = Isolation.defaultMemoryLimit,
                children: Int = Isolation.defaultChildren) {
        self.launch = launch; self.identity = identity; self.timeout = timeout; self.memoryLimit = memoryLimit
        lanes = (0..<max(1, children)).map { _ in Lane() }
    }

    deinit { finish() }

    /// The violations `c` has under `runner`, checked in the child; a trap or hang is one.
    public func violations(_ c: Case, runner: CaseRunner) throws -> [Violation] {
        try violations(Self.runRequest(c, runner: runner))
    }

    /// The request that sends `c` itself to be checked under `runner`.
    static func runRequest(_ c: Case, runner: CaseRunner) -> WorkerProtocol.Request {
        .init(operation: .run, case: c, originX: runner.origin.x, originY: runner.origin.y, onlyKind: runner.onlyKind)
    }

    /// The violations of the case `Choices(seed: seed)` makes, checked in a child that makes it
    /// itself (only the seed crosses the socket); `checksum` is `Choices.checksum` of the
    /// parent's own draw, which the child's must equal. A child without the generator is sent
    /// the case.
    func violations(_ c: Case, seed: UInt64, checksum: UInt64, runner: CaseRunner) throws -> [Violation] {
        try violations(c, seed: seed, checksum: checksum, runner: runner, after: nil)
    }

    /// As above, for one of the campaign's own cases (so what its answer says of waivers and
    /// undeclared keys is recorded in `runner`, as for a case of a batch); `death` is how the
    /// worker already died on this very request, if it did.
    func violations(_ c: Case, seed: UInt64, checksum: UInt64, runner: CaseRunner,
                    after death: (Violation, cause: WorkerProtocol.HangCause?)?) throws -> [Violation] {
        guard childMakesCases else { return try violations(Self.runRequest(c, runner: runner), recordingFor: runner) }
        let request = WorkerProtocol.Request(operation: .runSeed, case: nil, seed: seed, originX: runner.origin.x,
                                             originY: runner.origin.y, onlyKind: runner.onlyKind)
        do {
            return try violations(request, checksum: checksum, after: death, recordingFor: runner)
        } catch let error as WorkerCaseError where error.description.contains(Self.noGeneratorMarker) {
            childMakesCases = false  // a `plumb worker` serving replays: send cases from now on
            return try violations(Self.runRequest(c, runner: runner), recordingFor: runner)
        }
    }

    /// The backtrace each trap key printed the first time (`TrapFastPath`).
    var backtraces: [[UInt64]: String] = [:]
    /// How many trap backtraces workers have printed (each costs the backtracer's 0.1–0.3 s).
    var backtracesPrinted = 0

    /// Batches posted before the caller asked for them (`then:`), in the order it will ask:
    /// the lane each went to, and its results once read.
    var posted: [(batch: [SeededCase], lane: Int, results: [Result<[Violation], Error>]?)] = []
    /// How many batches have gone to lanes (the next goes to lane `batchesSent % lanes.count`).
    var batchesSent = 0
    /// How many batches a lane may hold at once: the one it runs and the next, so that it goes
    /// on at once when it finishes, without waiting for the parent to read and post.
    static let depth = 2

    /// What a child without the campaign's generator answers a seed with.
    static let noGeneratorMarker = "a seed without a generator"

    /// Whether the child has been able to make cases from seeds (until it says it cannot).
    var childMakesCases = true
    /// The hang sites whose first stall was confirmed by a patient re-run: later stalls there are hangs at once.
    var confirmedStallSites: Set<String> = []

    /// The violations `request` has, checked in a child. `recordingFor` is the runner of a
    /// campaign case, which records what the answer says its waivers excused and which
    /// undeclared keys it read (nil for shrinks and stand-ins, which do not count).
    func violations(_ request: WorkerProtocol.Request, checksum: UInt64? = nil,
                    after death: (Violation, cause: WorkerProtocol.HangCause?)? = nil,
                    recordingFor campaignRunner: CaseRunner? = nil) throws -> [Violation] {
        let outcome = try death.map({ Outcome.died($0.0, cause: $0.cause) }) ?? send(request)
        switch outcome {
        case .answered(let response):
            if let error = response.error { throw WorkerCaseError(description: error) }
            if let checksum, response.checksum != checksum {
                throw IsolationError.protocolViolation("the child made a different case from seed \(request.seed ?? 0) "
                    + "(its choices' checksum \(response.checksum.map(String.init) ?? "none"), ours \(checksum)): "
                    + "its generator is not the campaign's")
            }
            campaignRunner?.recordAnswer(response)
            return response.violations ?? []
        case .died(let violation, let cause):
            // A case blocked without using the CPU might be a worker that inherited a lock
            // another thread of the server held at the fork: the verdict is a fresh child's,
            // one that does not fork.
            if cause == .blocked, launch.environment["PLUMB_FORK_SERVER"] != "0" {
                var unforked = launch
                unforked.environment["PLUMB_FORK_SERVER"] = "0"
                let confirming = IsolatedExecutor(launch: unforked, identity: identity, timeout: timeout, memoryLimit: memoryLimit, children: 1)
                defer { confirming.finish() }
                return try confirming.violations(request, checksum: checksum, recordingFor: campaignRunner)
            }
            // The first stall at a site might be a layout that computes long between two subview
            // queries: run it again with stalls unwatched (only the case limit applies). If it
            // finishes, the stall limit has grown from what it measured, and that answer stands.
            let site = ChildFailure.owner(of: violation.kindPath)
            if cause == .stalled && request.patient != true && !confirmedStallSites.contains(site) {
                var patient = request
                patient.patient = true
                let answer = try violations(patient, checksum: checksum, recordingFor: campaignRunner)
                // The same request hanging again confirms the stall, wherever the second abort
                // happened to land (its backtrace may stop in a frame of Plumb's or a thunk).
                if answer.contains(where: { $0.property == ChildFailure.hang }) {
                    confirmedStallSites.insert(site)
                    return [violation]  // the stall's report says which call did not return
                }
                return answer
            }
            return [violation]
        }
    }

    func presentation(_ c: Case, runner: CaseRunner, highlight: [Int]?) -> (materialized: Case, drawing: String) {
        let request = WorkerProtocol.Request(operation: .present, case: c, originX: runner.origin.x, originY: runner.origin.y,
                                             onlyKind: runner.onlyKind, highlight: highlight)
        do {
            switch try send(request) {
            case .answered(let response):
                return (response.materialized ?? c, response.drawing ?? "")
            case .died(let v, _):
                return (c, ChildFailure.notDrawn(v.property))
            }
        } catch {
            // The report still carries the case as code; it only lacks the drawing.
            return (c, "(not drawn: the child could not draw it: \(error))")
        }
    }

    /// Lets the children exit: all are told at once, then each is waited for (and stopped if
    /// it has not ended in 2 s). Children still holding batches nobody will read (a deadline
    /// passed, the campaign stopped) are stopped at once, workers and all.
    public func finish() {
        let abandoned = Set(posted.filter { $0.results == nil }.map(\.lane))
        posted = []
        for lane in lanes { lane.child?.closeSocket() }
        for (index, lane) in lanes.enumerated() {
            guard let child = lane.child else { continue }
            if abandoned.contains(index) || child.waitForExit(seconds: 2) == nil { child.terminate() }
            lane.child = nil
            lane.greeted = false
        }
    }

    /// What a request came to.
    enum Outcome {
        case answered(WorkerProtocol.Response)
        /// The child trapped or hung on it: the violation that is, and for a fork server's hang,
        /// which limit it passed.
        case died(Violation, cause: WorkerProtocol.HangCause?)
    }
}
