import Foundation
import PlumbProperties

/// Runs a campaign's cases: in this process, or in an isolated child.
protocol CaseExecutor: AnyObject {
    /// The violations `c` has under `runner` (a crash or hang is one too, when isolated).
    func violations(_ c: Case, runner: CaseRunner) throws -> [Violation]
    /// The violations of case `c`, which `Choices(seed: seed)` made with the campaign's
    /// generator: an isolated child that has the generator makes the case itself.
    func violations(_ c: Case, seed: UInt64, checksum: UInt64, runner: CaseRunner) throws -> [Violation]
    /// The violations of each case of `batch` (several per round trip, when isolated). `next`,
    /// if given, is the batch the caller will ask for next: an isolated child may start on it
    /// before this one's answers are read, so it never waits for the parent between batches.
    func violations(batch: [SeededCase], then next: [SeededCase]?) -> [Result<[Violation], Error>]
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
    func violations(batch: [SeededCase], then next: [SeededCase]?) -> [Result<[Violation], Error>] {
        batch.map { item in Result { try violations(item.made.c, runner: item.runner) } }
    }

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
    /// The explicit per-case timeout; nil calibrates it (`HangLimits`).
    let timeout: TimeInterval?
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
    public init(launch: ChildLaunch, identity: String, timeout: TimeInterval?, memoryLimit: UInt64 = Isolation.defaultMemoryLimit) {
        self.launch = launch; self.identity = identity; self.timeout = timeout; self.memoryLimit = memoryLimit
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

    /// A batch posted before the caller asked for it (`then:`), and its results once read.
    private var ahead: (batch: [SeededCase], results: [Result<[Violation], Error>]?)?

    /// The violations of each of `batch`'s cases, made from their seeds in the child: one request
    /// for them all, answered case by case. A case that takes the worker down is that case's
    /// failure; the cases after it go to the next worker.
    ///
    /// Pipelined with a fork server: `next` is posted before `batch`'s answers are read, so the
    /// worker goes on to it at once instead of waiting for the parent to read and post (a
    /// round trip of up to a millisecond or two per batch on a loaded machine). The wire keeps
    /// the order: `batch`'s answers, then `next`'s. Whatever else must be asked meanwhile (a
    /// case to settle after a death, a shrink) first reads `next`'s answers to the end
    /// (`drainAhead`), so requests and answers never cross.
    func violations(batch: [SeededCase], then next: [SeededCase]?) -> [Result<[Violation], Error>] {
        guard childMakesCases, batch.count > 1 else {
            drainAhead()
            return batch.map { item in Result { try violations(item.made.c, seed: item.seed, checksum: item.made.checksum, runner: item.runner) } }
        }
        var early: [Result<[Violation], Error>]?
        if let posted = ahead, posted.batch.count == batch.count, zip(posted.batch, batch).allSatisfy({ $0 === $1 }) {
            early = posted.results
            ahead = nil
        } else {
            drainAhead()
            ahead = nil
            do { try post(batchRequest(batch[...])) } catch { return batch.map { _ in .failure(error) } }
        }
        if let next, next.count > 1, childForks, childMakesCases {
            do {
                try post(batchRequest(next[...]))
                ahead = (next, nil)
            } catch {
                ahead = (next, next.map { _ in .failure(error) })
            }
        }
        return early ?? answers(to: batch)
    }

    /// Reads the answers of a batch posted ahead, if any, and keeps them for when it is asked for.
    private func drainAhead() {
        guard let posted = ahead, posted.results == nil else { return }
        ahead = nil  // reading it may settle a death, which must not wait for itself
        ahead = (posted.batch, answers(to: posted.batch))
    }

    /// One request for `cases`, made from their seeds in the child.
    private func batchRequest(_ cases: ArraySlice<SeededCase>) -> WorkerProtocol.Request {
        WorkerProtocol.Request(operation: .runSeeds, case: nil, seeds: .init(cases.map(\.seed)),
                               origins: .init(cases.flatMap { [Double($0.runner.origin.x), Double($0.runner.origin.y)] }),
                               originX: 0, originY: 0, onlyKind: cases.first?.runner.onlyKind)
    }

    /// The answers to `batch`, whose request is posted: read case by case; after a worker's
    /// death, the rest of the batch is posted again for the next worker.
    private func answers(to batch: [SeededCase]) -> [Result<[Violation], Error>] {
        var results: [Result<[Violation], Error>] = []
        var posted = true
        while results.count < batch.count {
            let rest = batch[results.count...]
            let first = rest.first!
            if !posted {
                do { try post(batchRequest(rest)) } catch {
                    results += rest.map { _ in .failure(error) }
                    break
                }
            }
            posted = false
            for (position, item) in rest.enumerated() {
                let outcome: Outcome
                do { outcome = try receive() } catch {
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
                        for _ in (position + 1)..<rest.count { _ = try? receive() }
                        drainAhead()
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
                    // This case took its worker down. The batch posted ahead is already with the
                    // next worker: read it to the end first. Then settle this case alone (a first
                    // stall is re-run patiently, a blocked case in a fresh child), and send the
                    // rest of this batch to the next worker.
                    drainAhead()
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
    /// Whether the child is a fork server (it said so in its hello): its workers' output is
    /// told apart by the ranges their deaths give, so requests may be posted ahead.
    private var childForks = false
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
                let confirming = IsolatedExecutor(launch: unforked, identity: identity, timeout: timeout, memoryLimit: memoryLimit)
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

    /// Lets the child exit (or kills it).
    public func finish() {
        ahead = nil
        guard let child else { return }
        child.closeSocket()
        if child.waitForExit(seconds: 2) == nil { child.terminate() }
        self.child = nil
    }

    /// What a request came to.
    enum Outcome {
        case answered(WorkerProtocol.Response)
        /// The child trapped or hung on it: the violation that is, and for a fork server's hang,
        /// which limit it passed.
        case died(Violation, cause: WorkerProtocol.HangCause?)
    }

    /// One request and its answer (any batch posted ahead is read first).
    private func send(_ request: WorkerProtocol.Request) throws -> Outcome {
        drainAhead()
        try post(request)
        return try receive()
    }

    /// Sends `request` to the child (started if need be). A child that serves in itself has its
    /// output emptied first (what it prints next is this request's); a fork server's is kept,
    /// since a request may be posted while another runs, and a worker's death says which part
    /// of the output is that worker's.
    private func post(_ request: WorkerProtocol.Request) throws {
        let line = try WorkerProtocol.encode(request)
        var child = try running()
        if !childForks { child.clearOutput() }
        if !child.send(line) {  // it died between cases: start another and try once more
            self.child = nil
            child = try running()
            guard child.send(line) else { throw IsolationError.protocolViolation("the child closed its socket before a request") }
        }
    }

    /// The child's next answer to what was posted: an answer, or the death of the worker that ran it.
    private func receive() throws -> Outcome {
        guard let child else { throw IsolationError.protocolViolation("no child to hear from") }
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
            return .died(workerDied(death, child: child), cause: death.cause)
        case .line(WorkerProtocol.hangMarker):
            return .died(ended(child, .hung(call: nil, limit: nil)), cause: nil)
        case .line(WorkerProtocol.memoryMarker):
            return .died(ended(child, .exhaustedMemory(limit: memoryLimit, call: nil)), cause: nil)
        case .line(let answer):
            if let clean = WorkerProtocol.decodeClean(answer) { return .answered(clean) }
            do { return .answered(try WorkerProtocol.decode(WorkerProtocol.Response.self, answer)) } catch {
                throw IsolationError.protocolViolation("unreadable answer \(answer.prefix(200)): \(error)")
            }
        case .closed:
            return .died(ended(child, .crashed), cause: nil)
        case .timedOut:
            return .died(ended(child, .hung(call: nil, limit: nil)), cause: nil)
        }
    }

    /// The violation a fork server's dead worker means, read from the output it left.
    private func workerDied(_ death: WorkerProtocol.Death, child: ChildProcess) -> Violation {
        var output = death.output.map { child.output(in: $0) } ?? child.output
        if let range = death.output { outputRead = max(outputRead, range.upperBound) }
        if let key = death.key {
            if death.fast == true {
                // No backtrace this time: the one this trap printed first, after what the
                // runtime printed now (its message line, numbers and all).
                output += "\n" + (backtraces[key] ?? "")
            } else if let start = output.range(of: "*** ") {
                backtraces[key] = String(output[start.lowerBound...])
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
    private func ended(_ child: ChildProcess, _ death: ChildFailure.Death) -> Violation {
        let stopped: Bool
        if case .crashed = death { stopped = false } else { stopped = true }
        // A trapped child dies once its backtrace is printed. A stopped loop does not: the
        // backtracer returns from the asynchronous abort and the loop goes on, so it is killed
        // as soon as the backtrace is complete.
        let deadline = Date().addingTimeInterval(backtraceGrace)
        while child.waitForExit(seconds: 0.01) == nil && Date() < deadline {
            if stopped && unreadOutput(of: child).contains("Backtrace took") { break }
        }
        child.terminate()
        if ProcessInfo.processInfo.environment["PLUMB_SHOW_CHILD_OUTPUT"] != nil {  // to see what the site was read from
            FileHandle.standardError.write(Data("── output of the child that ended (\(death)) ──\n\(unreadOutput(of: child))\n".utf8))
        }
        let violation = ChildFailure.violation(death, timeout: timeout ?? HangLimits.caseCap, output: unreadOutput(of: child),
                                               status: ChildProcess.describe(status: child.exitStatus ?? 0))
        self.child = nil
        return violation
    }

    /// How much of a fork server's output its workers' deaths have accounted for.
    private var outputRead: UInt64 = 0

    /// What the child wrote since the last request (a child serving in itself) or since the
    /// last worker death it reported (a fork server, whose output is never emptied).
    private func unreadOutput(of child: ChildProcess) -> String {
        childForks ? child.output(in: outputRead..<UInt64.max) : child.output
    }

    /// The running child, started (and greeted) if need be.
    private func running() throws -> ChildProcess {
        if let child { return child }
        let started = try ChildProcess(launch, extraEnvironment: [
            WorkerProtocol.identityVariable: identity,
            WorkerProtocol.timeoutVariable: timeout.map { String($0) } ?? "",
            WorkerProtocol.memoryLimitVariable: String(memoryLimit),
            "SWIFT_BACKTRACE": WorkerProtocol.backtraceSettings,
        ].merging(launch.environment) { $1 })
        childrenStarted += 1
        guard case .line(let hello) = started.readLine(until: Date().addingTimeInterval(startupTimeout)),
              hello == WorkerProtocol.hello(identity, forks: false) || hello == WorkerProtocol.hello(identity, forks: true) else {
            started.terminate()
            throw IsolationError.childDidNotStart(launch: launch, identity: identity, output: started.output)
        }
        childForks = hello == WorkerProtocol.hello(identity, forks: true)
        outputRead = 0
        child = started
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
