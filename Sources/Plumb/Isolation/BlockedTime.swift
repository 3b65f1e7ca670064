import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How long one thread spent on a CPU and how long it waited, runnable, for one: Linux's
/// per-thread `schedstat` ("on-CPU ns, run-queue wait ns, time slices").
struct ThreadSchedule: Equatable {
    /// Seconds on a CPU.
    var running: Double
    /// Seconds runnable but waiting for a CPU (on a loaded machine, seconds per second).
    var waiting: Double

    /// Reads a `schedstat` file; nil where it does not exist or says something else.
    static func read(path: String) -> ThreadSchedule? {
        #if os(Linux)
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 96)
        let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, 95) }
        guard n > 0 else { return nil }
        return parse(String(decoding: buffer[..<n], as: UTF8.self))
        #else
        return nil
        #endif
    }

    /// The schedule a `schedstat` line states, or nil if it is not one.
    static func parse(_ line: String) -> ThreadSchedule? {
        let fields = line.split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard fields.count == 3, let running = UInt64(fields[0]), let waiting = UInt64(fields[1]), UInt64(fields[2]) != nil else {
            return nil
        }
        return ThreadSchedule(running: Double(running) / 1e9, waiting: Double(waiting) / 1e9)
    }

    /// The `schedstat` path of the calling thread, stable when read from another thread; nil
    /// where there is none.
    static func callingThreadPath() -> String? {
        #if os(Linux)
        // "/proc/thread-self" names the calling thread's directory ("PID/task/TID").
        var target = [CChar](repeating: 0, count: 64)
        let n = readlink("/proc/thread-self", &target, 63)
        guard n > 0 else { return nil }
        let path = "/proc/" + String(decoding: target[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) + "/schedstat"
        return read(path: path) == nil ? nil : path
        #else
        return nil
        #endif
    }

    /// The `schedstat` path of process `pid`'s first thread (a forked worker's only one), or nil
    /// where there is none.
    static func path(ofProcess pid: Int32) -> String? {
        let path = "/proc/\(pid)/schedstat"
        return read(path: path) == nil ? nil : path
    }
}

/// How long the case a thread runs has been **blocked**: neither running nor waiting for a
/// CPU (a lock never released, a sleep, a read that never returns).
///
/// A case that uses no CPU for long is stopped as blocked. Counting wall-clock time minus CPU
/// time would also count the time a runnable thread waits for a CPU, which on a loaded machine
/// (a parallel test run on two cores) can reach seconds: the machine's doing, which would have
/// been reported as the layout's hang. So the run-queue wait is subtracted too, where Linux
/// reports it per thread; elsewhere only the CPU time is (and a starved case can still look
/// blocked, as `Isolation.timeout` says).
///
/// Reading the thread's schedule costs a file read, so it starts only once a case has run past
/// a threshold of wall-clock time (the case limit): blocked time is counted from then.
///
/// Time the watcher itself was away (`noteAbsence`) is not counted either: a thread stopped
/// with its whole process group (Ctrl-Z, `SIGSTOP`) or a suspended machine neither runs nor
/// waits, but that is not the layout's doing.
struct BlockedTime {
    /// The watched thread's `schedstat`, or nil to subtract CPU time only.
    let schedulePath: String?
    /// The case being timed, and the wall-clock and busy (running or waiting) time when timing began.
    private var baseline: (caseID: UInt64, wall: Double, busy: Double)?
    /// Seconds the watcher was away since timing began.
    private var absent = 0.0

    init(schedulePath: String?) { self.schedulePath = schedulePath }

    /// Notes that the watcher was away for `seconds` (`WatcherAbsence`): left out of the
    /// blocked time of the case being timed.
    mutating func noteAbsence(_ seconds: Double) {
        if baseline != nil { absent += seconds }
    }

    /// Seconds the case `caseID`, started at `start`, has been blocked since it passed
    /// `threshold` of wall-clock time (0 before then). `cpu` is the thread's CPU time, used where
    /// the schedule cannot be read; all times in seconds, wall-clock ones monotonic.
    mutating func blocked(caseID: UInt64, start: Double, now: Double, threshold: Double, cpu: Double) -> Double {
        guard now - start > threshold else { return 0 }
        let busy: Double
        if let schedulePath {
            // Unreadable now: the thread has ended, which its watcher is about to see.
            guard let schedule = ThreadSchedule.read(path: schedulePath) else { return 0 }
            busy = schedule.running + schedule.waiting
        } else {
            busy = cpu
        }
        guard let baseline, baseline.caseID == caseID else {
            baseline = (caseID, now, busy)
            absent = 0
            return 0
        }
        return max(0, (now - baseline.wall) - (busy - baseline.busy) - absent)
    }
}
