import Foundation
import Testing
@_spi(Engine) @testable import Plumb
#if canImport(Glibc)
import Glibc
#endif

/// A case is stopped as blocked only for time it spent neither running nor waiting for a CPU:
/// a worker starved on a loaded machine is not a layout that hangs.
@Suite("Blocked time")
struct BlockedTimeTests {
    @Test("a schedstat line is three numbers: nanoseconds on a CPU, nanoseconds waiting for one, time slices")
    func parsesSchedstat() {
        #expect(ThreadSchedule.parse("99149 2728120 2\n") == ThreadSchedule(running: 99149e-9, waiting: 2728120e-9))
        for bad in ["", "1 2", "1 2 3 4", "a 2 3", "1 -2 3"] {
            #expect(ThreadSchedule.parse(bad) == nil, "\(bad)")
        }
    }

    /// Whether this machine reports run-queue waits per thread (Linux's schedstat); elsewhere
    /// blocked time falls back to subtracting CPU time only, as documented.
    static let hasSchedule = ThreadSchedule.callingThreadPath() != nil

    @Test("a thread sharing one CPU with a spinning thread is not blocked, though it ran for only part of the time",
          .enabled(if: hasSchedule, "needs Linux schedstat"))
    func starvedIsNotBlocked() throws {
        #if os(Linux)
        let cpu = try #require(Self.someAllowedCPU(), "no CPU this process may run on")
        let results = Self.onThreads(2) { index -> (withWait: Double, cpuOnly: Double, wall: Double)? in
            guard Self.pin(to: cpu), let path = ThreadSchedule.callingThreadPath() else { return nil }
            var counted = BlockedTime(schedulePath: path), cpuOnly = BlockedTime(schedulePath: nil)
            let start = ClockSeconds.monotonic
            // The first call after the threshold (0) sets the baseline.
            _ = counted.blocked(caseID: 1, start: start - 1, now: start, threshold: 0, cpu: Self.threadCPU())
            _ = cpuOnly.blocked(caseID: 1, start: start - 1, now: start, threshold: 0, cpu: Self.threadCPU())
            var x = 0.0
            while ClockSeconds.monotonic - start < 0.4 { x += 1 }
            if x < 0 { print(x) }
            let now = ClockSeconds.monotonic, spent = Self.threadCPU()
            return (counted.blocked(caseID: 1, start: start - 1, now: now, threshold: 0, cpu: spent),
                    cpuOnly.blocked(caseID: 1, start: start - 1, now: now, threshold: 0, cpu: spent), now - start)
        }
        for result in results {
            let (withWait, cpuOnly, wall) = try #require(result, "pinning a thread, or reading its schedstat, failed")
            // Two spinning threads on one CPU: each waits for it about half the time.
            #expect(cpuOnly > wall * 0.2, "the thread was starved (the premise): \(cpuOnly) s not running of \(wall) s")
            #expect(withWait < wall * 0.1, "starved, not blocked: \(withWait) s counted as blocked of \(wall) s")
        }
        #endif
    }

    @Test("a sleeping thread is blocked for the time it sleeps; before the threshold nothing counts",
          .enabled(if: hasSchedule, "needs Linux schedstat"))
    func sleepingIsBlocked() throws {
        #if os(Linux)
        let path = try #require(ThreadSchedule.callingThreadPath())
        var blockedTime = BlockedTime(schedulePath: path)
        let start = ClockSeconds.monotonic
        #expect(blockedTime.blocked(caseID: 1, start: start, now: start, threshold: 0.05, cpu: 0) == 0, "before the threshold")
        _ = blockedTime.blocked(caseID: 1, start: start, now: start + 0.06, threshold: 0.05, cpu: 0)
        usleep(200_000)
        let blocked = blockedTime.blocked(caseID: 1, start: start, now: start + 0.06 + 0.2, threshold: 0.05, cpu: 0)
        #expect(blocked > 0.15 && blocked <= 0.2, "\(blocked)")
        // Another case starts its own count.
        #expect(blockedTime.blocked(caseID: 2, start: start, now: start + 1, threshold: 0.05, cpu: 0) == 0)
        #endif
    }

    @Test("a worker asleep in a layout call is stopped as blocked, and the report says so")
    func asleepIsBlocked() throws {
        #if os(Linux)
        let (generator, runner) = IsolationTests.rootedAt("BrokenSleepsWhenAsked", maxNodes: 1) { _ in BrokenSleepsWhenAsked() }
        let executor = try #require(try Isolation.process(timeout: 0.05).executor(fingerprint: "asleep", serving: runner, generator: generator))
        defer { executor.finish() }
        let asleep = Case(root: CaseNode(.custom(name: "BrokenSleepsWhenAsked", parameters: [:])), proposal: .size(width: nil, height: nil))
        // The fork server's own verdict (a checker would then judge it again in a fresh child).
        guard case .died(let violation, let cause) = try executor.send(IsolatedExecutor.runRequest(asleep, runner: runner)) else {
            Issue.record("the sleeping case was answered")
            return
        }
        #expect(violation.property == ChildFailure.hang && cause == .blocked, "\(violation), cause \(String(describing: cause))")
        #expect(violation.description.contains("neither running nor waiting for a CPU"), "\(violation)")
        #endif
    }

    @Test("a watcher that was away (stopped with its process, or the machine suspended) does not count that time")
    func absenceIsMeasured() {
        var absence = WatcherAbsence()
        #expect(absence.look(meantToWait: 0.001, now: 10) == 0, "the first look")
        #expect(absence.look(meantToWait: 0.001, now: 10.002) == 0, "a tick a little late")
        #expect(absence.look(meantToWait: 0.01, now: 10.2) == 0, "late by less than the allowance")
        #expect(absence.look(meantToWait: 0.001, now: 13.2) == 3, "away: none of the stretch counts as watched")
        absence.forget()
        #expect(absence.look(meantToWait: 0.001, now: 100) == 0, "after an idle wait, a fresh start")

        var deadline = WatchedDeadline(seconds: 2, now: 0)
        #expect(deadline.remaining(afterWaiting: 1, now: 1) == 1)
        // Away for a minute during a wait meant to last 1 s: the watch goes on with the 1 s it had.
        #expect(deadline.remaining(afterWaiting: 1, now: 62) == 1)
        #expect(deadline.remaining(afterWaiting: 1, now: 63) == 0, "present time runs it out")
    }

    @Test("blocked time leaves out the time the watcher was away, from the case's own count only")
    func absenceIsNotBlocked() {
        var blockedTime = BlockedTime(schedulePath: nil)
        blockedTime.noteAbsence(5)  // before timing began: nothing to leave out
        _ = blockedTime.blocked(caseID: 1, start: 0, now: 1, threshold: 0.5, cpu: 0)
        blockedTime.noteAbsence(3)
        // 4 s passed, 0.5 s of them on a CPU, 3 s with the watcher away: 0.5 s blocked.
        #expect(blockedTime.blocked(caseID: 1, start: 0, now: 5, threshold: 0.5, cpu: 0.5) == 0.5)
        // The next case starts its count without the last one's absence.
        _ = blockedTime.blocked(caseID: 2, start: 5, now: 6, threshold: 0.5, cpu: 0.5)
        #expect(blockedTime.blocked(caseID: 2, start: 5, now: 8, threshold: 0.5, cpu: 0.5) == 2)
    }

    @Test("a fork server and its worker stopped together mid-case and resumed: the case is answered, not a hang",
          .enabled(if: hasSchedule, "needs Linux schedstat and /proc"))
    func stoppedAndResumedIsNoHang() throws {
        #if os(Linux)
        let (generator, runner) = IsolationTests.rootedAt("SleepsOnce", maxNodes: 1) { _ in SleepsOnceRow() }
        // Blocked after ten case limits of 0.1 s: 1 s; the case sleeps 0.5 s, and is stopped for 2 s.
        let executor = try #require(try Isolation.process(timeout: 0.1).executor(fingerprint: "stopped", serving: runner, generator: generator))
        defer { executor.finish() }
        nonisolated(unsafe) let lanes = executor.lanes
        let stopper = Thread {
            usleep(300_000)  // the fork server is started; its worker is in the case's sleep
            guard let server = lanes[0].child?.pid else { return }
            let workers = Self.children(of: server)
            for pid in [server] + workers { kill(pid, SIGSTOP) }
            usleep(2_000_000)
            // The server first, so that it looks while the case still runs (resumed together,
            // the worker could finish its sleep before the server's next look).
            kill(server, SIGCONT)
            usleep(100_000)
            for pid in workers { kill(pid, SIGCONT) }
        }
        stopper.start()
        let once = Case(root: CaseNode(.custom(name: "SleepsOnce", parameters: [:])), proposal: .size(width: nil, height: nil))
        let start = ClockSeconds.monotonic
        let outcome = try executor.send(IsolatedExecutor.runRequest(once, runner: runner))
        #expect(ClockSeconds.monotonic - start > 2, "the case was stopped (the premise)")
        if case .died(let violation, let cause) = outcome {
            Issue.record("stopped and resumed, the case was judged: \(violation), cause \(String(describing: cause))")
        }
        #endif
    }

    #if os(Linux)
    /// The processes whose parent is `pid` (forked by any of its threads).
    static func children(of pid: pid_t) -> [pid_t] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.flatMap { task -> [pid_t] in
            guard let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8) else { return [] }
            return text.split(separator: " ").compactMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
    }

    /// Runs `body` on `count` threads at once; their results in order.
    static func onThreads<T>(_ count: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
        let lock = NSLock()
        nonisolated(unsafe) var results = [T?](repeating: nil, count: count)
        let group = DispatchGroup()
        for index in 0..<count {
            group.enter()
            Thread {
                let result = body(index)
                lock.withLock { results[index] = result }
                group.leave()
            }.start()
        }
        group.wait()
        return results.map { $0! }
    }

    /// `sched_getaffinity` or `sched_setaffinity` (GNU extensions Swift's Glibc does not import).
    typealias Affinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32
    static func affinityCall(_ name: String) -> Affinity? {
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), name).map { unsafeBitCast($0, to: Affinity.self) }  // RTLD_DEFAULT
    }

    /// The lowest-numbered CPU this process may run on.
    static func someAllowedCPU() -> Int? {
        var set = cpu_set_t()
        guard let get = affinityCall("sched_getaffinity"), get(0, MemoryLayout<cpu_set_t>.size, &set) == 0 else { return nil }
        return withUnsafeBytes(of: set.__bits) { words in
            (0..<(words.count * 8)).first { words[$0 / 8] & (1 << ($0 % 8)) != 0 }
        }
    }

    /// Pins the calling thread to `cpu`.
    static func pin(to cpu: Int) -> Bool {
        var set = cpu_set_t()
        withUnsafeMutableBytes(of: &set.__bits) { $0[cpu / 8] |= UInt8(1 << (cpu % 8)) }
        guard let set_ = affinityCall("sched_setaffinity") else { return false }
        return set_(0, MemoryLayout<cpu_set_t>.size, &set) == 0
    }

    /// The calling thread's CPU time, in seconds.
    static func threadCPU() -> Double { ClockSeconds.now(CLOCK_THREAD_CPUTIME_ID) }
    #endif
}

/// Sleeps ten minutes whenever it is asked for a size: a layout blocked in every process.
struct BrokenSleepsWhenAsked: DelayedRow {
    func delay() { sleep(600) }
}

/// Sleeps half a second the first time a process asks it for a size: a case that uses no CPU
/// for a while, and then answers.
struct SleepsOnceRow: DelayedRow {
    nonisolated(unsafe) static var slept = false
    func delay() {
        guard !Self.slept else { return }
        Self.slept = true
        usleep(500_000)
    }
}
