#if os(Linux)
import Foundation
import Glibc
@_spi(Engine) import PlumbUI

/// What a forked worker and its fork server share: the layout calls in progress
/// (`LayoutCallTracker`) and whether a case runs, since when, and how long the slowest took.
/// Anonymous shared memory, mapped before the first fork, so it outlives every worker.
final class WorkerStatus: @unchecked Sendable {
    let memory: UnsafeMutableRawPointer
    /// Where the status fields start (after the call record).
    private let fields: UnsafeMutableRawPointer

    /// Where `TrapFastPath` keeps the last trap's key and the keys already seen.
    var trapRegion: UnsafeMutableRawPointer { fields + 64 }
    /// Clean answers the worker holds back (`pendingCapacity` checksums after a count).
    private var pending: UnsafeMutableRawPointer { trapRegion + TrapFastPath.byteCount }
    static let pendingCapacity = 256

    init() {
        let size = LayoutCallTracker.byteCount + 64 + TrapFastPath.byteCount + 8 + Self.pendingCapacity * 8
        guard let mapped = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0), mapped != MAP_FAILED else {
            fatalError("plumb fork server: mmap of \(size) shared bytes failed: \(String(cString: strerror(errno)))")
        }
        memory = mapped
        memset(memory, 0, size)
        fields = memory + LayoutCallTracker.byteCount
    }

    /// Whether a case runs now (field 0), its number (8), its start in CPU (16) and wall-clock
    /// time (24), the slowest finished case's CPU time (32), and whether stalls go unwatched (40).
    var running: Bool { fields.load(as: Int32.self) != 0 }
    var caseNumber: UInt64 { fields.load(fromByteOffset: 8, as: UInt64.self) }
    var caseStartCPU: Double { fields.load(fromByteOffset: 16, as: Double.self) }
    var caseStartWall: Double { fields.load(fromByteOffset: 24, as: Double.self) }
    var slowestCase: Double { fields.load(fromByteOffset: 32, as: Double.self) }
    var patient: Bool {
        get { fields.load(fromByteOffset: 40, as: Int32.self) != 0 }
        set { fields.storeBytes(of: newValue ? 1 : 0, toByteOffset: 40, as: Int32.self) }
    }

    /// In the worker: a case starts now.
    func caseStarted() {
        memory.storeBytes(of: Int32(0), toByteOffset: 8, as: Int32.self)  // no call in progress
        fields.storeBytes(of: Self.cpuNow(), toByteOffset: 16, as: Double.self)
        fields.storeBytes(of: Self.wallNow(), toByteOffset: 24, as: Double.self)
        fields.storeBytes(of: caseNumber &+ 1, toByteOffset: 8, as: UInt64.self)
        fields.storeBytes(of: Int32(1), as: Int32.self)
    }

    /// In the server, before forking the next worker: no case runs.
    func clearRunning() { fields.storeBytes(of: Int32(0), as: Int32.self) }

    /// In the worker: the case finished.
    func caseFinished() {
        fields.storeBytes(of: Int32(0), as: Int32.self)
        let took = Self.cpuNow() - caseStartCPU
        if took > slowestCase { fields.storeBytes(of: took, toByteOffset: 32, as: Double.self) }
    }

    /// In the worker: holds back a clean answer (the case's checksum) instead of writing it;
    /// false when there is no room (then write it now).
    func holdBack(checksum: UInt64) -> Bool {
        let count = Int(pending.load(as: Int32.self))
        guard count < Self.pendingCapacity else { return false }
        pending.storeBytes(of: checksum, toByteOffset: 8 + count * 8, as: UInt64.self)
        pending.storeBytes(of: Int32(count + 1), as: Int32.self)
        return true
    }

    /// In the worker, once the held-back answers are written: forget them.
    func releaseHeldBack() { pending.storeBytes(of: Int32(0), as: Int32.self) }

    /// In the server, after the worker died: the checksums of the clean answers it held back,
    /// which are then forgotten.
    func takeHeldBack() -> [UInt64] {
        let count = max(0, min(Int(pending.load(as: Int32.self)), Self.pendingCapacity))
        defer { releaseHeldBack() }
        return (0..<count).map { pending.load(fromByteOffset: 8 + $0 * 8, as: UInt64.self) }
    }

    /// This process's CPU time, in seconds.
    static func cpuNow() -> Double { ClockSeconds.now(CLOCK_PROCESS_CPUTIME_ID) }
    /// Monotonic wall-clock time, in seconds.
    static func wallNow() -> Double { ClockSeconds.monotonic }
}

/// Serves an isolated campaign from forked workers: this process (the child its parent
/// started, which has reached the serving call) forks a worker, which answers requests over the
/// shared socket; when the worker traps, hangs or outgrows the memory limit, this process says
/// so on the socket and forks the next. A crash thus costs a fork (about a millisecond) and the
/// backtrace, instead of starting the program again.
///
/// What makes forking safe here: `fork` copies only the calling thread, so the worker must not
/// need a lock that another thread held at that instant. This process is a child started only
/// to serve: it runs one test (or one `plumb worker`), has reached the serving call and forks
/// from it, and its other threads (the test runner's, the runtime's) are idle there. The worker
/// runs synchronous layout and checking code on the forking thread, starts no thread, uses
/// `malloc` (whose locks glibc resets in a forked child) and the Swift runtime's caches (which
/// no idle thread holds), and ends with `_exit`. Should a worker nevertheless block (for ten
/// case limits neither running nor waiting for a CPU, `BlockedTime`), the case is judged again
/// in a fresh child that does not fork, whose verdict stands: a block that only forking caused
/// is never reported as the layout's hang. Linux only: Darwin's frameworks do not support fork
/// without exec, so there each crash starts a new child.
final class ForkServer {
    private let channel: WorkerService.Channel
    private let limits: HangLimits
    private let memoryLimit: UInt64
    private let status = WorkerStatus()
    /// The longest stretch of worker CPU time seen without layout progress inside a layout call.
    private var longestStall: Double = 0
    /// How often the worker is sampled.
    private let tick: useconds_t = 1_000
    /// Memory is read every this many ticks (reading it costs more than the rest of a tick).
    private static let memoryEvery = 4
    /// How long a trapped or stopped worker may take to print its backtrace (the backtracer
    /// needs 0.1–0.3 s on a quiet machine, several seconds on a loaded one).
    private let backtraceGrace = HangLimits.backtraceGrace

    init(channel: WorkerService.Channel, limits: HangLimits, memoryLimit: UInt64) {
        self.channel = channel; self.limits = limits; self.memoryLimit = memoryLimit
    }

    /// The worker running now (0: none), for the SIGTERM handler.
    nonisolated(unsafe) private static var currentWorker: pid_t = 0

    /// Forks workers that run `work` until the parent hangs up; never returns.
    func run(_ work: (WorkerStatus) -> Never) -> Never {
        // Asked to end (the parent abandons what it sent): the worker goes too, rather than
        // run on alone through the batches it holds.
        signal(SIGTERM) { _ in
            if ForkServer.currentWorker > 0 { ForkServer.killWorker(ForkServer.currentWorker) }
            _exit(0)
        }
        while true {
            status.patient = false
            // A worker that died in a case left it marked running: the next one has not
            // started any case yet (or an idle wait would be watched as a blocked case).
            status.clearRunning()
            TrapFastPath.reset(status.trapRegion)
            let outputStart = Self.outputSize()
            let pid = fork()
            if pid == 0 {
                // A group of its own, which its backtracer joins: killing the group stops a
                // backtrace still being printed, which would otherwise write into the output
                // of the next worker.
                setpgid(0, 0)
                signal(SIGTERM, SIG_DFL)
                // The forking thread may be a test runner's, which blocks asynchronous signals:
                // the abort that stops a hang must get through, or no backtrace says where.
                var abort = sigset_t()
                sigemptyset(&abort)
                sigaddset(&abort, SIGABRT)
                pthread_sigmask(SIG_UNBLOCK, &abort, nil)
                LayoutCallTracker.memory = status.memory
                TrapFastPath.install(status.trapRegion)
                work(status)
            }
            guard pid > 0 else {
                FileHandle.standardError.write(Data("plumb fork server: fork failed: \(String(cString: strerror(errno)))\n".utf8))
                _exit(70)
            }
            setpgid(pid, pid)  // as the worker does, whichever of the two runs first
            Self.currentWorker = pid
            guard var death = watch(pid, outputStart: outputStart) else { _exit(0) }  // the worker saw the parent hang up
            Self.currentWorker = 0
            death.output = outputStart..<max(outputStart, Self.outputSize())
            let trap = TrapFastPath.lastTrap(in: status.trapRegion)
            if !trap.key.isEmpty {
                death.key = trap.key
                death.fast = death.status.map { $0 & 0x7F == 0 && ($0 >> 8) & 0xFF == TrapFastPath.fastExitStatus } == true && trap.signal != 0
                if death.fast == true {
                    death.status = trap.signal  // as if killed by the signal
                } else if Self.ownOutput(from: outputStart).contains("crashed:") {
                    TrapFastPath.remember(trap.key, in: status.trapRegion)  // its backtrace is in the parent's hands
                }
            }
            let json: String
            do { json = try WorkerProtocol.encode(death) } catch {
                FileHandle.standardError.write(Data("plumb fork server: could not encode a worker's death \(death): \(error)\n".utf8))
                _exit(70)  // the parent sees the child end and reports a crash with this output
            }
            // The cases the worker finished before it died, in order, then its death.
            var lines = status.takeHeldBack().map { WorkerProtocol.cleanLine(checksum: $0) }
            lines.append(WorkerProtocol.workerDiedMarker + " " + json)
            channel.write(lines.joined(separator: "\n"))
        }
    }

    /// Watches worker `pid` until it ends; how it died, or nil if it exited normally.
    private func watch(_ pid: pid_t, outputStart: UInt64) -> WorkerProtocol.Death? {
        var clock = clockid_t()
        let hasClock = clock_getcpuclockid(pid, &clock) == 0
        var watchedCase: UInt64 = .max
        var lastProgress: UInt64 = 0, progressCPU = 0.0, ticks = 0
        var blockedTime = BlockedTime(schedulePath: ThreadSchedule.path(ofProcess: pid))
        var absence = WatcherAbsence()
        while true {
            blockedTime.noteAbsence(absence.look(meantToWait: Double(tick) / 1e6))
            var raw: Int32 = 0
            let reaped = waitpid(pid, &raw, WNOHANG)
            if reaped == pid {
                let exitedCleanly = raw & 0x7F == 0 && (raw >> 8) & 0xFF == 0
                return exitedCleanly && !status.running ? nil : .init(kind: .crashed, status: raw)
            }
            if reaped < 0 && errno != EINTR { return .init(kind: .crashed, status: -1) }
            if status.running, hasClock {
                let cpu = ClockSeconds.now(clock)
                let progress = LayoutCallTracker.progress(in: status.memory)
                let inCall = LayoutCallTracker.depth(in: status.memory) > 0
                if status.caseNumber != watchedCase || progress != lastProgress || !inCall {
                    if status.caseNumber == watchedCase && inCall { longestStall = max(longestStall, cpu - progressCPU) }
                    watchedCase = status.caseNumber; lastProgress = progress; progressCPU = cpu
                }
                let caseLimit = limits.caseLimit(slowestCase: status.slowestCase)
                let stallLimit = limits.stallLimit(longestStall: longestStall, caseLimit: caseLimit.seconds)
                let stalled = inCall && !status.patient && cpu - progressCPU > stallLimit.seconds
                let overCPU = cpu - status.caseStartCPU > caseLimit.seconds
                let blocked = blockedTime.blocked(caseID: status.caseNumber, start: status.caseStartWall, now: WorkerStatus.wallNow(),
                                                  threshold: caseLimit.seconds, cpu: cpu) > caseLimit.seconds * HangLimits.wallClockFactor
                if stalled || overCPU || blocked {
                    if Self.ownOutput(from: outputStart).contains(HangLimits.trapMarker) {
                        // The worker trapped and waits for the runtime's backtracer, which a loaded
                        // machine can keep past any case limit: a trap, not a hang, whatever the
                        // backtrace costs (one that never finishes is cut short, and the trap is
                        // still reported from what it printed).
                        return .init(kind: .crashed, status: awaitDeath(pid))
                    }
                    let call = LayoutCallTracker.innermost(in: status.memory)
                    let status = stopWithBacktrace(pid, outputStart: outputStart)
                    let (limit, reason) = stalled ? stallLimit : caseLimit
                    let what = stalled ? "no layout progress for " + Self.describe(limit)
                        : overCPU ? "the case ran past " + Self.describe(limit)
                        : "the case was blocked (neither running nor waiting for a CPU) for over \(HangLimits.milliseconds(limit * HangLimits.wallClockFactor))"
                    return .init(kind: .hung, status: status, call: call, limit: limit, limitReason: what + ": " + reason,
                                 cause: stalled ? .stalled : overCPU ? .overCPU : .blocked)
                }
                ticks += 1
                if ticks % Self.memoryEvery == 0, let resident = WorkerService.Watchdog.residentBytes(of: pid), resident > memoryLimit {
                    let call = LayoutCallTracker.innermost(in: status.memory)
                    let status = stopWithBacktrace(pid, outputStart: outputStart)
                    return .init(kind: .exhaustedMemory, status: status, call: call)
                }
            }
            usleep(tick)
        }
    }

    private static func describe(_ seconds: TimeInterval) -> String { HangLimits.milliseconds(seconds) + " of CPU time" }

    /// Aborts the stopped worker so that the backtracer prints where it was, waits for the
    /// backtrace (or the worker's end), then kills and reaps it; its wait status.
    private func stopWithBacktrace(_ pid: pid_t, outputStart: UInt64) -> Int32 {
        kill(pid, SIGABRT)
        // A stopped loop does not die: the backtracer returns from the asynchronous abort and
        // the loop goes on. Its backtrace is complete once it says how long it took.
        return awaitDeath(pid) { Self.ownOutput(from: outputStart).contains("Backtrace took") }
    }

    /// Waits for worker `pid` to die (at most `backtraceGrace`, or until `done`), then kills
    /// and reaps it; its wait status.
    private func awaitDeath(_ pid: pid_t, orUntil done: () -> Bool = { false }) -> Int32 {
        let deadline = Date().addingTimeInterval(backtraceGrace)
        var raw: Int32 = 0
        while Date() < deadline {
            let reaped = waitpid(pid, &raw, WNOHANG)
            if reaped == pid { return raw }
            if reaped < 0 && errno != EINTR || done() { break }
            usleep(500)
        }
        Self.killWorker(pid)
        while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
        return raw
    }

    /// Kills worker `pid` and its process group (a backtracer it started, still printing).
    /// Async-signal-safe.
    private static func killWorker(_ pid: pid_t) {
        kill(-pid, SIGKILL)
        kill(pid, SIGKILL)
    }

    /// What this process and its workers have written to standard error (the parent's log
    /// file, which the parent never empties while this server runs) from byte `offset` on.
    private static func ownOutput(from offset: UInt64) -> String {
        // Descriptor 2 is open for writing only: read the file through a descriptor of its own.
        FileText.read("/proc/self/fd/2", in: offset..<UInt64.max)
    }

    /// How many bytes this process and its workers have written to standard error so far.
    private static func outputSize() -> UInt64 {
        var info = stat()
        return fstat(2, &info) == 0 ? UInt64(max(0, info.st_size)) : 0
    }
}
#endif
