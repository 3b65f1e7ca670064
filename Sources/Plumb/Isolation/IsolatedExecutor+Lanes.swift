import Foundation
import PlumbProperties

/// Lanes: the child processes, what is sent to each and what comes back.
extension IsolatedExecutor {
    /// One child process and what the executor knows of it.
    final class Lane {
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

    /// One request and its answer, on the first lane (what is posted there is read first).
    func send(_ request: WorkerProtocol.Request) throws -> Outcome {
        drain(lane: 0)
        try post(request, lane: 0)
        return try receive(lane: 0)
    }

    /// Sends `request` to the child (started if need be). A child that serves in itself has its
    /// output emptied first (what it prints next is this request's); a fork server's is kept,
    /// since a request may be posted while another runs, and a worker's death says which part
    /// of the output is that worker's.
    func post(_ request: WorkerProtocol.Request, lane: Int) throws {
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
    func receive(lane: Int) throws -> Outcome {
        guard let child = lanes[lane].child else { throw IsolationError.protocolViolation("no child to hear from") }
        // The child's own watchdog stops the case at `timeout` of CPU time (or ten times that
        // of wall-clock time) and says so; this deadline is the backstop for a child too
        // wedged to do that.
        let backstop = (timeout ?? HangLimits.caseCap) * HangLimits.wallClockFactor + backtraceGrace
        switch child.readLine(within: backstop) {
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
    func workerDied(_ death: WorkerProtocol.Death, child: ChildProcess, lane: Int) -> Violation {
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
    func ended(_ child: ChildProcess, _ death: ChildFailure.Death, lane: Int) -> Violation {
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
    func unreadOutput(of child: ChildProcess, lane: Int) -> String {
        lanes[lane].forks ? child.output(in: lanes[lane].outputRead..<UInt64.max) : child.output
    }

    /// Starts `lane`'s child if it has none (without waiting for its greeting).
    func start(lane: Int) throws {
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
    func running(lane: Int) throws -> ChildProcess {
        try start(lane: lane)
        let state = lanes[lane]
        guard let started = state.child else { throw IsolationError.protocolViolation("no child to run cases in") }
        if state.greeted { return started }
        guard case .line(let hello) = started.readLine(within: startupTimeout),
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
