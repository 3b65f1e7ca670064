import Foundation
@_spi(Engine) import PlumbUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The child side of isolation: serves the cases a parent campaign sends, one at a time, over
/// descriptor 3, until the parent hangs up; then exits. A trap or a hang ends the child, and
/// the parent reads what happened from its output.
public enum WorkerService {
    /// Whether this process was started as an isolated child (it then runs no campaign of its
    /// own: every isolating call but the one it serves returns at once with nothing).
    public static var isWorkerProcess: Bool { ProcessInfo.processInfo.environment[WorkerProtocol.identityVariable] != nil }

    /// If this process is the child serving `identity`, serves with `runner` (making cases
    /// from seeds with `generator`, when given) and exits; else returns.
    static func serveIfAsked(identity: String, runner: CaseRunner, generator: Generator?) {
        guard ProcessInfo.processInfo.environment[WorkerProtocol.identityVariable] == identity else { return }
        serve(runner: runner, generator: generator)
    }

    /// Serves cases with `runner` until the parent hangs up, then exits. For a program that is
    /// itself the child (`plumb worker`): start it with a `ChildLaunch`. With `generator`, the
    /// parent may send case seeds instead of cases (it must be the campaign's generator).
    ///
    /// On Linux this process becomes a fork server (`ForkServer`): each batch of cases runs in a
    /// forked worker, and a worker that traps or hangs is replaced by another fork in about a
    /// millisecond. Elsewhere (or with `PLUMB_FORK_SERVER=0`) it serves in-process, watched by a
    /// thread, and the parent starts a new child after each crash.
    public static func serve(runner: CaseRunner, generator: Generator? = nil) -> Never {
        let environment = ProcessInfo.processInfo.environment
        let identity = environment[WorkerProtocol.identityVariable] ?? ""
        let timeout = environment[WorkerProtocol.timeoutVariable].flatMap(Double.init)
        let memoryLimit = environment[WorkerProtocol.memoryLimitVariable].flatMap(UInt64.init) ?? Isolation.defaultMemoryLimit
        let channel = Channel(fd: ChildProcess.socketDescriptor)
        #if os(Linux)
        let forks = environment["PLUMB_FORK_SERVER"] != "0"
        #else
        let forks = false
        #endif
        channel.write(WorkerProtocol.hello(identity, forks: forks))
        #if os(Linux)
        if forks {
            ForkServer(channel: channel, limits: HangLimits(explicit: timeout), memoryLimit: memoryLimit)
                .run { status in serveRequests(channel, runner: runner, generator: generator, status: status) }
        }
        #endif
        let watchdog = Watchdog(timeout: timeout ?? HangLimits.caseCap, memoryLimit: memoryLimit, channel: channel)
        while let line = channel.readLine() {
            for request in split(decode(line)) {
                watchdog.started()
                let response = respond(to: request, runner: runner, generator: generator)
                watchdog.finished()
                channel.write(answerLine(response))
            }
        }
        _exit(0)
    }

    #if os(Linux)
    /// A forked worker's loop: answers requests until the parent hangs up, marking in `status`
    /// when each case starts and ends (the server watches it), then exits.
    static func serveRequests(_ channel: Channel, runner: CaseRunner, generator: Generator?, status: WorkerStatus) -> Never {
        while let line = channel.readLine() {
            // Clean answers are held back and written together (one write, one wake-up of
            // the parent per batch): the server writes any held back if the worker dies.
            var heldBack: [String] = []
            let decoded = decode(line)
            // Traps another child printed: met here, they exit at once (`TrapFastPath`).
            for key in (try? decoded.get())?.knownTraps ?? [] { TrapFastPath.remember(key, in: status.trapRegion) }
            for request in split(decoded) {
                status.patient = (try? request.get())?.patient == true
                status.caseStarted()
                let response = respond(to: request, runner: runner, generator: generator)
                status.caseFinished()
                if let clean = WorkerProtocol.cleanLine(response), let checksum = response.checksum, status.holdBack(checksum: checksum) {
                    heldBack.append(clean)
                } else {
                    channel.write((heldBack + [answerLine(response)]).joined(separator: "\n"))
                    heldBack = []
                    status.releaseHeldBack()
                }
            }
            if !heldBack.isEmpty {
                channel.write(heldBack.joined(separator: "\n"))
                status.releaseHeldBack()
            }
        }
        _exit(0)
    }
    #endif

    /// A `runSeeds` request as one `runSeed` request per case (any other, as it is).
    static func split(_ request: Result<WorkerProtocol.Request, Error>) -> [Result<WorkerProtocol.Request, Error>] {
        guard case .success(let batch) = request, batch.operation == .runSeeds else { return [request] }
        guard let seeds = batch.seeds?.values, let origins = batch.origins?.values, origins.count == 2 * seeds.count else {
            return [.failure(WorkerProtocol.ProtocolError(description: "runSeeds needs seeds and an x, y origin for each"))]
        }
        return seeds.indices.map { i in
            var one = batch
            one.operation = .runSeed
            one.seed = seeds[i]; one.seeds = nil; one.origins = nil
            one.originX = origins[2 * i]; one.originY = origins[2 * i + 1]
            return .success(one)
        }
    }

    /// A request line, decoded.
    static func decode(_ line: String) -> Result<WorkerProtocol.Request, Error> {
        Result { try WorkerProtocol.decode(WorkerProtocol.Request.self, line) }
    }

    /// The answer to one request.
    static func respond(to request: Result<WorkerProtocol.Request, Error>, runner: CaseRunner, generator: Generator?) -> WorkerProtocol.Response {
        switch request {
        case .success(let request): answer(request, runner: runner, generator: generator)
        case .failure(let error): WorkerProtocol.Response(error: "bad request: \(error)")
        }
    }

    /// `response` as its line: the short clean form when it is clean, JSON otherwise.
    static func answerLine(_ response: WorkerProtocol.Response) -> String {
        if let clean = WorkerProtocol.cleanLine(response) { return clean }
        do { return try WorkerProtocol.encode(response) } catch {
            return #"{"error":"unencodable response: "# + String(describing: error).replacingOccurrences(of: "\"", with: "'") + #""}"#
        }
    }

    /// The answer to a case that ran: its violations, and the reasons of those its waivers excused.
    static func response(_ result: PropertyChecker.Result) -> WorkerProtocol.Response {
        var response = WorkerProtocol.Response(violations: result.violations)
        if !result.waived.isEmpty { response.waived = result.waived.map(\.reason) }
        return response
    }

    /// Runs or presents one case.
    static func answer(_ request: WorkerProtocol.Request, runner base: CaseRunner, generator: Generator?) -> WorkerProtocol.Response {
        var runner = base
        runner.origin = CGPoint(x: request.originX, y: request.originY)
        runner.onlyKind = request.onlyKind
        // This case's own record of the undeclared keys read, for its answer.
        let keys = base.valueKeysRead.map { ValueKeyReadRecorder(declared: $0.declared) }
        runner.valueKeysRead = keys
        func answered(_ result: PropertyChecker.Result) -> WorkerProtocol.Response {
            var answer = response(result)
            if let names = keys?.undeclaredNames, !names.isEmpty { answer.undeclaredKeys = names }
            return answer
        }
        do {
            switch request.operation {
            case .run:
                guard let c = request.case else { return WorkerProtocol.Response(error: "bad request: no case to run") }
                return answered(try runner.run(c).result)
            case .runSeed:
                guard let seed = request.seed, let generator else {
                    return WorkerProtocol.Response(error: "bad request: a seed without a generator to make its case")
                }
                let choices = Choices(seed: seed)
                let c = generator.makeCase(choices)
                var answer = answered(try runner.run(c).result)
                answer.checksum = choices.checksum
                return answer
            case .runSeeds:
                return WorkerProtocol.Response(error: "bad request: runSeeds is answered case by case")
            case .present:
                guard let c = request.case else { return WorkerProtocol.Response(error: "bad request: no case to present") }
                let (concrete, drawing) = try runner.presentation(c, highlight: request.highlight)
                return WorkerProtocol.Response(materialized: concrete, drawing: drawing)
            }
        } catch {
            return WorkerProtocol.Response(error: String(describing: error))
        }
    }

    /// Blocking line reads and writes on one descriptor.
    final class Channel: @unchecked Sendable {
        let fd: Int32
        private var buffer = LineBuffer()
        private let writeLock = NSLock()

        init(fd: Int32) { self.fd = fd }

        func readLine() -> String? {
            while true {
                if let line = buffer.nextLine() { return line }
                if !buffer.fillOneLine(from: fd) { return nil }
            }
        }

        func write(_ line: String) {
            writeLock.lock(); defer { writeLock.unlock() }
            let bytes = Array((line + "\n").utf8)
            var offset = 0
            while offset < bytes.count {
                let n = bytes.withUnsafeBytes { writeDescriptor(fd, $0.baseAddress! + offset, $0.count - offset) }
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { _exit(0) }  // the parent is gone
                offset += n
            }
        }
    }

    /// Stops a case that runs past the timeout, or whose process grows past the memory limit:
    /// tells the parent it is a hang (or a memory failure), then aborts the serving thread, so
    /// the backtracer prints where that thread was looping or allocating.
    ///
    /// Memory is the process's resident size, read from `/proc/self/statm` on every tick (at
    /// most 10 ms apart) while a case runs; elsewhere than Linux it is not watched.
    ///
    /// The timeout is CPU time of the serving thread, so a loaded machine (a parallel test
    /// run) does not turn a slow case into a hang; a case blocked (neither running nor waiting
    /// for a CPU, `BlockedTime`) is stopped after `HangLimits.wallClockFactor` times the
    /// timeout. (Where there is no fork server: elsewhere than Linux, and the fresh child that
    /// judges a forked worker's block again.)
    final class Watchdog: @unchecked Sendable {
        private let condition = NSCondition()
        /// The case running: its number, and its start in monotonic wall-clock and CPU time.
        private var startedAt: (caseID: UInt64, wall: Double, cpu: TimeInterval)?
        private var casesStarted: UInt64 = 0
        private let worker = pthread_self()
        /// Read by the watchdog's own thread: the serving thread's schedule is named here, on it.
        private var blockedTime = BlockedTime(schedulePath: ThreadSchedule.callingThreadPath())
        #if os(Linux)
        private var workerClock = clockid_t()
        #endif

        init(timeout: TimeInterval, memoryLimit: UInt64, channel: Channel) {
            // The serving thread may be a dispatch or test-runner thread, which blocks
            // asynchronous signals: let the abort through, or it would stay pending forever.
            var abort = sigset_t()
            sigemptyset(&abort)
            sigaddset(&abort, SIGABRT)
            pthread_sigmask(SIG_UNBLOCK, &abort, nil)
            #if os(Linux)
            pthread_getcpuclockid(worker, &workerClock)
            #endif
            // Short enough that memory allocated at a few GB/s overshoots the limit by little.
            let tick = min(max(timeout / 20, 0.002), 0.01)
            let thread = Thread { [self] in
                condition.lock()
                var absence = WatcherAbsence()
                while true {
                    guard let startedAt else {
                        condition.wait()
                        absence.forget()  // idle for any length: not an absence
                        continue
                    }
                    blockedTime.noteAbsence(absence.look(meantToWait: tick))
                    let cpuNow = workerCPUTime()
                    let blocked = blockedTime.blocked(caseID: startedAt.caseID, start: startedAt.wall, now: ClockSeconds.monotonic,
                                                      threshold: timeout, cpu: cpuNow)
                    let overMemory = (Self.residentBytes() ?? 0) > memoryLimit
                    if cpuNow - startedAt.cpu < timeout && blocked < timeout * HangLimits.wallClockFactor && !overMemory {
                        _ = condition.wait(until: Date().addingTimeInterval(tick))
                        continue
                    }
                    channel.write(overMemory ? WorkerProtocol.memoryMarker : WorkerProtocol.hangMarker)
                    pthread_kill(worker, SIGABRT)
                    condition.wait()  // the abort ends the process
                }
            }
            thread.start()
        }

        /// The CPU time the serving thread has used, in seconds (elsewhere than Linux, where a
        /// thread's CPU clock is not at hand, wall-clock time).
        private func workerCPUTime() -> TimeInterval {
            #if os(Linux)
            return ClockSeconds.now(workerClock)
            #else
            return Date().timeIntervalSince1970
            #endif
        }

        /// This process's resident memory in bytes, or nil where it cannot be read.
        static func residentBytes() -> UInt64? { residentBytes(of: nil) }

        /// Process `pid`'s (nil: this process's) resident memory in bytes, or nil where it cannot be read.
        static func residentBytes(of pid: pid_t?) -> UInt64? {
            #if os(Linux)
            let fd = open(pid.map { "/proc/\($0)/statm" } ?? "/proc/self/statm", O_RDONLY)
            guard fd >= 0 else { return nil }
            defer { close(fd) }
            var buffer = [UInt8](repeating: 0, count: 128)
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, 127) }
            guard n > 0 else { return nil }
            // "size resident shared …", in pages.
            let fields = buffer[..<n].split(separator: UInt8(ascii: " "))
            guard fields.count > 1, let pages = UInt64(String(decoding: fields[1], as: UTF8.self)) else { return nil }
            return pages * UInt64(sysconf(Int32(_SC_PAGESIZE)))
            #else
            return nil
            #endif
        }

        func started() {
            condition.lock()
            casesStarted += 1
            startedAt = (casesStarted, ClockSeconds.monotonic, workerCPUTime())
            condition.signal()
            condition.unlock()
        }
        func finished() { condition.lock(); startedAt = nil; condition.unlock() }
    }
}

private func writeDescriptor(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(fd, bytes, count)
    #else
    return Darwin.write(fd, bytes, count)
    #endif
}
