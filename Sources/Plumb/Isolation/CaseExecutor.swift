import Foundation
import PlumbProperties

/// Runs a campaign's cases: in this process, or in an isolated child.
protocol CaseExecutor: AnyObject {
    /// The violations `c` has under `runner` (a crash or hang is one too, when isolated).
    func violations(_ c: Case, runner: CaseRunner) throws -> [Violation]
    /// The violations of case `c`, which `Choices(seed: seed)` made with the campaign's
    /// generator: an isolated child that has the generator makes the case itself.
    func violations(_ c: Case, seed: UInt64, checksum: UInt64, runner: CaseRunner) throws -> [Violation]
    /// The violations of each case of `batch` (several per round trip, when isolated).
    /// `upcoming` are the batches the caller will ask for next, in order (up to `lookahead` of
    /// them): isolated children may start on them before this one's answers are read, so they
    /// never wait for the parent between batches.
    func violations(batch: [SeededCase], then upcoming: [[SeededCase]]) -> [Result<[Violation], Error>]
    /// How many upcoming batches `violations(batch:then:)` can use.
    var lookahead: Int { get }
    /// `c` materialized and drawn, the node at `highlight` marked; `c` and a note if it cannot be.
    func presentation(_ c: Case, runner: CaseRunner, highlight: [Int]?) -> (materialized: Case, drawing: String)
    /// Ends any child process.
    func finish()
}

/// Runs cases in this process.
final class InProcessExecutor: CaseExecutor {
    func violations(_ c: Case, runner: CaseRunner) throws -> [Violation] { try runner.run(c).result.violations }
    func violations(_ c: Case, seed: UInt64, checksum: UInt64, runner: CaseRunner) throws -> [Violation] {
        try violations(c, runner: runner)
    }
    func violations(batch: [SeededCase], then upcoming: [[SeededCase]]) -> [Result<[Violation], Error>] {
        batch.map { item in Result { try violations(item.made.c, runner: item.runner) } }
    }
    var lookahead: Int { 0 }

    func presentation(_ c: Case, runner: CaseRunner, highlight: [Int]?) -> (materialized: Case, drawing: String) {
        (try? runner.presentation(c, highlight: highlight)) ?? (c, "")
    }

    func finish() {}
}

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
    /// How long a stopped child may take to print its backtrace and exit.
    var backtraceGrace: TimeInterval = 10
    /// Children started (the first of each lane, and one after each crash or hang of a child
    /// that serves in itself).
    private(set) var childrenStarted = 0

    /// One child process and what the executor knows of it.
    private final class Lane {
        var child: ChildProcess?
        /// Whether `child` has greeted (a child is started before it is needed, and greets later).
        var greeted = false
        /// Whether the child is a fork server (it said so in its hello): its workers' output is
        /// told apart by the ranges their deaths give, so a request may be posted while another runs.
        var forks = false
        /// How much of a fork server's output its workers' deaths have accounted for.
        var outputRead: UInt64 = 0
        /// The trap keys this child has been told of or has learned.
        var knownTraps: Set<[UInt64]> = []
    }
    private let lanes: [Lane]

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
        try violations(.init(operation: .run, case: c, originX: runner.origin.x, originY: runner.origin.y, onlyKind: runner.onlyKind))
    }

    /// The violations of the case `Choices(seed: seed)` makes, checked in a child that makes it
    /// itself (only the seed crosses the socket); `checksum` is `Choices.checksum` of the
    /// parent's own draw, which the child's must equal. A child without the generator is sent
    /// the case.
    func violations(_ c: Case, seed: UInt64, checksum: UInt64, runner: CaseRunner) throws -> [Violation] {
        try violations(c, seed: seed, checksum: checksum, runner: runner, after: nil)
    }

    /// As above; `death` is how the worker already died on this very request, if it did.
    private func violations(_ c: Case, seed: UInt64, checksum: UInt64, runner: CaseRunner,
                            after death: (Violation, cause: WorkerProtocol.HangCause?)?) throws -> [Violation] {
        guard childMakesCases else { return try violations(c, runner: runner) }
        let request = WorkerProtocol.Request(operation: .runSeed, case: nil, seed: seed, originX: runner.origin.x,
                                             originY: runner.origin.y, onlyKind: runner.onlyKind)
        do {
            return try violations(request, checksum: checksum, after: death)
        } catch let error as WorkerCaseError where error.description.contains(Self.noGeneratorMarker) {
            childMakesCases = false  // a `plumb worker` serving replays: send cases from now on
            return try violations(c, runner: runner)
        }
    }

    /// The backtrace each trap key printed the first time (`TrapFastPath`).
    private var backtraces: [[UInt64]: String] = [:]
    /// How many trap backtraces workers have printed (each costs the backtracer's 0.1–0.3 s).
    private(set) var backtracesPrinted = 0

    /// Batches posted before the caller asked for them (`then:`), in the order it will ask:
    /// the lane each went to, and its results once read.
    private var posted: [(batch: [SeededCase], lane: Int, results: [Result<[Violation], Error>]?)] = []
    /// How many batches have gone to lanes (the next goes to lane `batchesSent % lanes.count`).
    private var batchesSent = 0
    /// How many batches a lane may hold at once: the one it runs and the next, so that it goes
    /// on at once when it finishes, without waiting for the parent to read and post.
    private static let depth = 2

    var lookahead: Int { Self.depth * lanes.count - 1 }

    /// The violations of each of `batch`'s cases, made from their seeds in the child: one request
    /// for them all, answered case by case. A case that takes the worker down is that case's
    /// failure; the cases after it go to the next worker.
    ///
    /// Pipelined: batches go to the lanes in turn, each lane holding the one it runs and the
    /// next (`upcoming` are posted before `batch`'s answers are read), so no child waits for
    /// the parent between batches, and with two lanes two batches run at once. A fork server's
    /// wire keeps the order of what it was sent. Whatever else must be asked meanwhile (a
    /// shrink, a case to settle after a death) first reads the answers of what is posted on
    /// that lane to the end (`drain`), so requests and answers never cross.
    func violations(batch: [SeededCase], then upcoming: [[SeededCase]]) -> [Result<[Violation], Error>] {
        guard childMakesCases, batch.count > 1 else {
            drain()
            return batch.map { item in Result { try violations(item.made.c, seed: item.seed, checksum: item.made.checksum, runner: item.runner) } }
        }
        if let first = posted.first, !Self.same(first.batch, batch) { drain(); posted = [] }  // asked out of order
        if posted.isEmpty {
            if !upcoming.isEmpty && lanes.count > 1 { try? start(lane: 1) }  // starts while the first lane's child starts
            postAhead(batch)
        }
        for next in upcoming.prefix(lookahead) where next.count > 1 && !posted.contains(where: { Self.same($0.batch, next) }) {
            guard posted.count < lookahead + 1, lanes[batchesSent % lanes.count].forks || !posted.contains(where: { $0.lane == batchesSent % lanes.count }) else { break }
            postAhead(next)
        }
        let mine = posted.removeFirst()
        return mine.results ?? answers(to: mine.batch, lane: mine.lane)
    }

    private static func same(_ a: [SeededCase], _ b: [SeededCase]) -> Bool { a.count == b.count && zip(a, b).allSatisfy { $0 === $1 } }

    /// Posts `batch` to the next lane in turn (its results are an error for each case if that fails).
    private func postAhead(_ batch: [SeededCase]) {
        let lane = batchesSent % lanes.count
        batchesSent += 1
        do {
            try post(batchRequest(batch[...]), lane: lane)
            posted.append((batch, lane, nil))
        } catch {
            posted.append((batch, lane, batch.map { _ in .failure(error) }))
        }
    }

    /// Reads the answers of the batches posted on `lane` (every lane: nil) and keeps them for
    /// when they are asked for.
    private func drain(lane: Int? = nil) {
        for i in posted.indices where posted[i].results == nil && (lane == nil || posted[i].lane == lane) {
            let (batch, batchLane, _) = posted[i]
            posted[i].results = []  // reading it may settle a death, which must not wait for itself
            posted[i].results = answers(to: batch, lane: batchLane)
        }
    }

    /// One request for `cases`, made from their seeds in the child.
    private func batchRequest(_ cases: ArraySlice<SeededCase>) -> WorkerProtocol.Request {
        WorkerProtocol.Request(operation: .runSeeds, case: nil, seeds: .init(cases.map(\.seed)),
                               origins: .init(cases.flatMap { [Double($0.runner.origin.x), Double($0.runner.origin.y)] }),
                               originX: 0, originY: 0, onlyKind: cases.first?.runner.onlyKind)
    }

    /// The answers to `batch`, whose request is posted on `lane`: read case by case; after a
    /// worker's death, the rest of the batch is posted again for the next worker.
    private func answers(to batch: [SeededCase], lane: Int) -> [Result<[Violation], Error>] {
        var results: [Result<[Violation], Error>] = []
        var posted = true
        while results.count < batch.count {
            let rest = batch[results.count...]
            let first = rest.first!
            if !posted {
                do { try post(batchRequest(rest), lane: lane) } catch {
                    results += rest.map { _ in .failure(error) }
                    break
                }
            }
            posted = false
            for (position, item) in rest.enumerated() {
                let outcome: Outcome
                do { outcome = try receive(lane: lane) } catch {
                    results += batch[results.count...].map { _ in .failure(error) }
                    return results
                }
                switch outcome {
                case .answered(let response):
                    if let error = response.error, error.contains(Self.noGeneratorMarker) {
                        // A child serving without the generator (a `plumb worker` for replays, a
                        // program's own `serve(runner:)`): send it cases, one at a time, once it
                        // has answered the rest of this batch (the same error).
                        childMakesCases = false
                        for _ in (position + 1)..<rest.count { _ = try? receive(lane: lane) }
                        drain()
                        for rest in batch[results.count...] {
                            results.append(Result { try violations(rest.made.c, runner: rest.runner) })
                        }
                        return results
                    } else if let error = response.error {
                        results.append(.failure(WorkerCaseError(description: error)))
                    } else if (item === first || response.violations?.isEmpty == false) && response.checksum != item.made.checksum {
                        // Checked on the first case of each batch and on every failing one (the
                        // parent makes those anyway): a child with another generator differs at once.
                        let error = IsolationError.protocolViolation("the child made a different case from seed \(item.seed): its generator is not the campaign's")
                        results += batch[results.count...].map { _ in .failure(error) }
                        return results
                    } else {
                        results.append(.success(response.violations ?? []))
                    }
                    continue
                case .died(let violation, let cause):
                    // This case took its worker down. A batch posted after it on this lane is
                    // already with the next worker: read it to the end first. Then settle this case
                    // alone (a first stall is re-run patiently, a blocked case in a fresh child),
                    // and send the rest of this batch to the next worker.
                    drain(lane: lane)
                    if cause == .stalled || cause == .blocked {
                        results.append(Result { try violations(item.made.c, seed: item.seed, checksum: item.made.checksum, runner: item.runner,
                                                               after: (violation, cause)) })
                    } else {
                        results.append(.success([violation]))
                    }
                }
                break
            }
        }
        return results
    }

    /// What a child without the campaign's generator answers a seed with.
    static let noGeneratorMarker = "a seed without a generator"

    /// Whether the child has been able to make cases from seeds (until it says it cannot).
    private var childMakesCases = true
    /// The hang sites whose first stall was confirmed by a patient re-run: later stalls there are hangs at once.
    private var confirmedStallSites: Set<String> = []

    private func violations(_ request: WorkerProtocol.Request, checksum: UInt64? = nil,
                            after death: (Violation, cause: WorkerProtocol.HangCause?)? = nil) throws -> [Violation] {
        let outcome = try death.map({ Outcome.died($0.0, cause: $0.cause) }) ?? send(request)
        switch outcome {
        case .answered(let response):
            if let error = response.error { throw WorkerCaseError(description: error) }
            if let checksum, response.checksum != checksum {
                throw IsolationError.protocolViolation("the child made a different case from seed \(request.seed ?? 0) "
                    + "(its choices' checksum \(response.checksum.map(String.init) ?? "none"), ours \(checksum)): "
                    + "its generator is not the campaign's")
            }
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
                return try confirming.violations(request, checksum: checksum)
            }
            // The first stall at a site might be a layout that computes long between two subview
            // queries: run it again with stalls unwatched (only the case limit applies). If it
            // finishes, the stall limit has grown from what it measured, and that answer stands.
            let site = ChildFailure.owner(of: violation.kindPath)
            if cause == .stalled && request.patient != true && !confirmedStallSites.contains(site) {
                var patient = request
                patient.patient = true
                let answer = try violations(patient, checksum: checksum)
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
        switch try? send(request) {
        case .answered(let response)?:
            return (response.materialized ?? c, response.drawing ?? "")
        case .died(let v, _)?:
            return (c, ChildFailure.notDrawn(v.property))
        case nil:
            return (c, "")
        }
    }

    /// Lets the children exit (or kills them): all are told at once, then each is waited for.
    public func finish() {
        posted = []
        for lane in lanes { lane.child?.closeSocket() }
        for lane in lanes {
            guard let child = lane.child else { continue }
            if child.waitForExit(seconds: 2) == nil { child.terminate() }
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

    /// One request and its answer, on the first lane (what is posted there is read first).
    private func send(_ request: WorkerProtocol.Request) throws -> Outcome {
        drain(lane: 0)
        try post(request, lane: 0)
        return try receive(lane: 0)
    }

    /// Sends `request` to the child (started if need be). A child that serves in itself has its
    /// output emptied first (what it prints next is this request's); a fork server's is kept,
    /// since a request may be posted while another runs, and a worker's death says which part
    /// of the output is that worker's.
    private func post(_ request: WorkerProtocol.Request, lane: Int) throws {
        var request = request
        var child = try running(lane: lane)
        // Traps another child met first: this one need not print their backtraces again.
        let untold = lanes[lane].forks ? Set(backtraces.keys).subtracting(lanes[lane].knownTraps) : []
        if !untold.isEmpty {
            request.knownTraps = untold.sorted { $0.lexicographicallyPrecedes($1) }
            lanes[lane].knownTraps.formUnion(untold)
        }
        let line = try WorkerProtocol.encode(request)
        if !lanes[lane].forks { child.clearOutput() }
        if !child.send(line) {  // it died between cases: start another and try once more
            lanes[lane].child = nil
            child = try running(lane: lane)
            guard child.send(line) else { throw IsolationError.protocolViolation("the child closed its socket before a request") }
        }
    }

    /// The next answer to what was posted on `lane`: an answer, or the death of the worker that ran it.
    private func receive(lane: Int) throws -> Outcome {
        guard let child = lanes[lane].child else { throw IsolationError.protocolViolation("no child to hear from") }
        // The child's own watchdog stops the case at `timeout` of CPU time (or ten times that
        // of wall-clock time) and says so; this deadline is the backstop for a child too
        // wedged to do that.
        let backstop = (timeout ?? HangLimits.caseCap) * HangLimits.wallClockFactor + backtraceGrace
        switch child.readLine(until: Date().addingTimeInterval(backstop)) {
        case .line(let line) where line.hasPrefix(WorkerProtocol.workerDiedMarker + " "):
            // A fork server's worker died; the server lives on and forks the next.
            let death: WorkerProtocol.Death
            do {
                death = try WorkerProtocol.decode(WorkerProtocol.Death.self, String(line.dropFirst(WorkerProtocol.workerDiedMarker.count + 1)))
            } catch {
                throw IsolationError.protocolViolation("unreadable worker death \(line.prefix(200)): \(error)")
            }
            return .died(workerDied(death, child: child, lane: lane), cause: death.cause)
        case .line(WorkerProtocol.hangMarker):
            return .died(ended(child, .hung(call: nil, limit: nil), lane: lane), cause: nil)
        case .line(WorkerProtocol.memoryMarker):
            return .died(ended(child, .exhaustedMemory(limit: memoryLimit, call: nil), lane: lane), cause: nil)
        case .line(let answer):
            if let clean = WorkerProtocol.decodeClean(answer) { return .answered(clean) }
            do { return .answered(try WorkerProtocol.decode(WorkerProtocol.Response.self, answer)) } catch {
                throw IsolationError.protocolViolation("unreadable answer \(answer.prefix(200)): \(error)")
            }
        case .closed:
            return .died(ended(child, .crashed, lane: lane), cause: nil)
        case .timedOut:
            return .died(ended(child, .hung(call: nil, limit: nil), lane: lane), cause: nil)
        }
    }

    /// The violation a fork server's dead worker means, read from the output it left.
    private func workerDied(_ death: WorkerProtocol.Death, child: ChildProcess, lane: Int) -> Violation {
        var output = death.output.map { child.output(in: $0) } ?? child.output
        if let range = death.output { lanes[lane].outputRead = max(lanes[lane].outputRead, range.upperBound) }
        if let key = death.key {
            if death.fast == true {
                // No backtrace this time: the one this trap printed first, after what the
                // runtime printed now (its message line, numbers and all).
                output += "\n" + (backtraces[key] ?? "")
            } else if let start = output.range(of: "*** ") {
                backtraces[key] = String(output[start.lowerBound...])
                backtracesPrinted += 1
                lanes[lane].knownTraps.insert(key)
            }
        }
        if ProcessInfo.processInfo.environment["PLUMB_SHOW_CHILD_OUTPUT"] != nil {
            FileHandle.standardError.write(Data("── output of the worker that ended (\(death.kind), fast \(death.fast ?? false), \(death.limitReason ?? "")) ──\n\(output)\n".utf8))
        }
        let meaning: ChildFailure.Death
        switch death.kind {
        case .crashed: meaning = .crashed
        case .hung: meaning = .hung(call: death.call, limit: death.limitReason)
        case .exhaustedMemory: meaning = .exhaustedMemory(limit: memoryLimit, call: death.call)
        }
        return ChildFailure.violation(meaning, timeout: timeout ?? HangLimits.caseCap, output: output,
                                      status: ChildProcess.describe(status: death.status ?? 0))
    }

    /// The violation the child's end means; the child is reaped and forgotten.
    private func ended(_ child: ChildProcess, _ death: ChildFailure.Death, lane: Int) -> Violation {
        let stopped: Bool
        if case .crashed = death { stopped = false } else { stopped = true }
        // A trapped child dies once its backtrace is printed. A stopped loop does not: the
        // backtracer returns from the asynchronous abort and the loop goes on, so it is killed
        // as soon as the backtrace is complete.
        let deadline = Date().addingTimeInterval(backtraceGrace)
        while child.waitForExit(seconds: 0.01) == nil && Date() < deadline {
            if stopped && unreadOutput(of: child, lane: lane).contains("Backtrace took") { break }
        }
        child.terminate()
        if ProcessInfo.processInfo.environment["PLUMB_SHOW_CHILD_OUTPUT"] != nil {  // to see what the site was read from
            FileHandle.standardError.write(Data("── output of the child that ended (\(death)) ──\n\(unreadOutput(of: child, lane: lane))\n".utf8))
        }
        let violation = ChildFailure.violation(death, timeout: timeout ?? HangLimits.caseCap, output: unreadOutput(of: child, lane: lane),
                                               status: ChildProcess.describe(status: child.exitStatus ?? 0))
        lanes[lane].child = nil
        return violation
    }

    /// What the child wrote since the last request (a child serving in itself) or since the
    /// last worker death it reported (a fork server, whose output is never emptied).
    private func unreadOutput(of child: ChildProcess, lane: Int) -> String {
        lanes[lane].forks ? child.output(in: lanes[lane].outputRead..<UInt64.max) : child.output
    }

    /// Starts `lane`'s child if it has none (without waiting for its greeting).
    private func start(lane: Int) throws {
        guard lanes[lane].child == nil else { return }
        lanes[lane].child = try ChildProcess(launch, extraEnvironment: [
            WorkerProtocol.identityVariable: identity,
            WorkerProtocol.timeoutVariable: timeout.map { String($0) } ?? "",
            WorkerProtocol.memoryLimitVariable: String(memoryLimit),
            "SWIFT_BACKTRACE": WorkerProtocol.backtraceSettings,
        ].merging(launch.environment) { $1 })
        lanes[lane].greeted = false
        childrenStarted += 1
    }

    /// `lane`'s running child, started and greeted if need be.
    private func running(lane: Int) throws -> ChildProcess {
        try start(lane: lane)
        let state = lanes[lane]
        guard let started = state.child else { throw IsolationError.protocolViolation("no child to run cases in") }
        if state.greeted { return started }
        guard case .line(let hello) = started.readLine(until: Date().addingTimeInterval(startupTimeout)),
              hello == WorkerProtocol.hello(identity, forks: false) || hello == WorkerProtocol.hello(identity, forks: true) else {
            started.terminate()
            state.child = nil
            throw IsolationError.childDidNotStart(launch: launch, identity: identity, output: started.output)
        }
        state.greeted = true
        state.forks = hello == WorkerProtocol.hello(identity, forks: true)
        state.outputRead = 0
        state.knownTraps = []
        return started
    }
}

/// A campaign case, made from its seed only when it is needed: an isolated child makes the
/// case itself, so the parent makes it only to check the child's draw (once a batch) and to
/// shrink a failure.
final class SeededCase {
    let seed: UInt64
    let runner: CaseRunner
    private let generator: Generator

    init(seed: UInt64, runner: CaseRunner, generator: Generator) {
        self.seed = seed; self.runner = runner; self.generator = generator
    }

    /// The case, its choice sequence and `Choices.checksum`.
    private(set) lazy var made: (c: Case, sequence: ChoiceSequence, checksum: UInt64) = {
        let choices = Choices(seed: seed)
        let c = generator.makeCase(choices)
        return (c, choices.sequence, choices.checksum)
    }()
}

/// A case the child could run no further (a thrown error, not a trap).
struct WorkerCaseError: Error, CustomStringConvertible {
    let description: String
}
